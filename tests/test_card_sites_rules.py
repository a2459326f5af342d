"""Cards used as sites (organization/card_sites.py; CRF 22, Card Errata and Rulings > Morannon, The Under-galleries):
the company moves to the very copy by the card's site path, each copy is a site of its own, the card is discarded
once left and may still be the site put back by Ancient Stair; "Any site in" a region counts as adjacent for
Under-deeps movement; The Under-galleries' Stolen Knowledge (stored instead of discarded)."""
from meccg_rules.engine.core.behaviour import Condition
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.organization import card_sites, under_deeps
from meccg_rules.engine.organization.actions import DeclareMovement, JoinCompanies
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives.conditions import target_kind
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase import site_versions
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from helpers import both_pass


def playing_morannon(site="Dead Marshes", characters=("Anborn", "Damrod")):
    setup = Setup("Alice", "Bob")
    setup.company("Scouts", list(characters), site=site)
    setup.hand("Alice", ["Morannon"])
    setup.deck("Bob", ["Orc-patrol", "Cave-drake", "Wolves", "Giant", "Eye of Sauron", "River", "Twilight"])
    setup.set_phase("organization")
    return setup.build()


def test_morannon_becomes_the_company_s_new_site_reached_by_its_own_site_path():
    game = playing_morannon()
    game.apply(PlayEvent("Alice", "Morannon", "Scouts"))
    both_pass(game)
    s = game.state
    morannon = s.find("Morannon")
    assert morannon.zone == IN_PLAY and s.companies["Scouts"].destination == morannon.id
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Scouts"))
    scouts = s.companies["Scouts"]
    assert scouts.site == morannon.id and scouts.movement == card_sites.MOVEMENT
    assert [(r.name, r.type) for r in scouts.site_path] == [("Dagorlad", "shadow-land"), ("Udûn", "dark-domain")]
    assert len(s.hand("Bob")) == 5   # the card's draws, not the Dead Marshes'


def test_morannon_asks_for_a_small_company_with_a_scout_in_dagorlad():
    assert playing_morannon(site="Cirith Gorgor").check(PlayEvent("Alice", "Morannon", "Scouts")).code \
        == "not-playable-at-site"
    assert playing_morannon(characters=("Beregond", "Faramir")).check(PlayEvent("Alice", "Morannon", "Scouts")).code \
        == "invalid-target"   # no scout
    assert not playing_morannon(characters=("Beregond", "Bergil", "Anborn")).check(
        PlayEvent("Alice", "Morannon", "Scouts"))   # a size of three
    assert playing_morannon(characters=("Beregond", "Frodo", "Sam Gamgee")).check(
        PlayEvent("Alice", "Morannon", "Scouts"))   # two Hobbits count as one (CoE 2.II.3.1.1): a size of two


def test_no_movement_declared_by_name_reaches_a_card_used_as_a_site():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Bergil"], site="Morannon")
    setup.company("Scouts", ["Anborn"], site="The Under-galleries")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(DeclareMovement("Alice", "Scouts", "Morannon")).code == "illegal-movement"


def test_each_copy_is_a_site_of_its_own():
    setup = Setup("Alice", "Bob")
    setup.company("Scouts", ["Anborn"], site="Morannon")
    setup.company("Rangers", ["Bergil"], site="Morannon")
    setup.company("Others", ["Damrod"], site="a second Morannon")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(JoinCompanies("Alice", "Scouts", "Rangers"))
    assert game.check(JoinCompanies("Alice", "Scouts", "Others")).code == "not-at-same-site"


def test_leaving_morannon_for_lorien_by_its_path_discards_it():
    setup = Setup("Alice", "Bob")
    setup.company("Scouts", ["Anborn"], site="Morannon")
    setup.location_deck("Alice", ["Lórien"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    morannon = s.find("Morannon")
    game.apply(DeclareMovement("Alice", "Scouts", "Lórien"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Scouts"))
    assert [r.type for r in s.companies["Scouts"].site_path] == [
        "dark-domain", "dark-domain", "shadow-land", "wilderness", "free-domain", "border-land", "wilderness"]
    assert s.companies["Scouts"].site_path[0].name == "Udûn"
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert morannon.zone == DISCARD


def test_any_site_in_a_region_is_adjacent_but_not_another_under_deeps_site():
    galleries, gorgor, marshes = (catalogue().get(n) for n in ("The Under-galleries", "Cirith Gorgor", "Dead Marshes"))
    morannon = catalogue().get("Morannon")
    assert under_deeps.adjacent(gorgor, galleries) and under_deeps.adjacent(galleries, morannon)
    assert not under_deeps.adjacent(marshes, galleries)
    assert under_deeps.needed(galleries, gorgor) == 0


def test_the_under_galleries_discarded_is_stored_for_three_points():
    setup = Setup("Alice", "Bob")
    setup.company("Scouts", ["Anborn"], site="The Under-galleries")
    game = setup.build()
    s = game.state
    site = s.find("The Under-galleries")
    s.move(site.id, DISCARD)
    assert site.zone == MP_PILE
    assert points_of(s, site, "Alice") == 3


def test_a_card_used_as_a_site_is_a_site_target_once_in_play():
    """A card played on a site may target Morannon in play (it is refused there for its own reasons: Great Ruse, with
    no minion Morannon, CRF 22); in hand, Morannon is the permanent-event it is."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Scouts", ["Anborn", "Damrod"], site="Morannon")
    setup.give("Anborn", ["Great Bats"])
    setup.hand("Alice", ["Great Ruse", "a second Morannon"])
    setup.set_phase("site", "Scouts")
    game = setup.build()
    s = game.state
    in_play, in_hand = (next(i for i in s.copies("morannon") if i.zone == zone) for zone in (IN_PLAY, "hand"))
    assert target_kind(in_play) == "site" and target_kind(in_hand) == "permanent-event"
    assert game.check(PlayEvent("Alice", "Great Ruse", in_play.id)).code == "no-such-version"
    ruse = catalogue().find("Great Ruse")
    assert ruse is not None
    assert site_versions.check_overt_company_at_site(s, ruse, Condition(overt_company_at_site=True), in_play.id)
