"""A Darkhaven whose card restricts it and counts it as another site type for hazards (the minion Geann a-Lisch, LE-374)
and a Balrog player's own copy of it (CoE 1.4.B2): each clause a site key or a rules fact another card could use.

- ``characters_only_at_home`` (organization/characters.check_home_only_site): "No character may be brought into play at
  this site (unless this site is the character's home site)";
- ``no_storing`` (organization/storing.check_store_site): "Resources may never be stored at this site";
- ``hazard_site_type`` (primitives/regions.keyed_site_type, haven_for_hazards): "counts as a Ruins & Lairs for the
  purposes of playing and interpreting hazards", its site path for hazards the one from Carn Dûm
  (``hazard_site_path_from``);
- the rules fact ``own_ruins_and_lairs`` (players/alignments.own_version): a Balrog player's own Geann a-Lisch is a
  Ruins & Lairs with no Darkhaven effects in all areas."""
import pytest

from meccg_rules.engine.core import events
from meccg_rules.engine.core.cards import Card, catalogue
from meccg_rules.engine.core.state import Instance
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization import characters
from meccg_rules.engine.organization.actions import PlayCharacter, StoreItem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives.regions import haven_for_hazards, keyed_site_type, site_type, site_types, sites_with
from meccg_rules.engine.setup import Setup

GEANN = "LE-374"


def organizing(site="Geann a-Lisch", alignment="Ringwraith", hand=("Orc Tracker",), item=None,
               company=("Orc Veteran",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Orcs", list(company), site=site)
    if item:
        setup.give("Orc Veteran", [item])
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def moved(alignment="Ringwraith", hand=("Orc-patrol", "Dragon’s Desolation")):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Orcs", ["Orc Veteran", "Orc Brawler"], site="Geann a-Lisch", origin="Isengard")
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Orcs")
    return setup.build()


def test_the_entry_models_every_clause_as_a_key():
    card = catalogue().get(GEANN)
    assert card.status == "full" and not card.gaps
    assert card.trait("characters_only_at_home") and card.trait("no_storing")
    assert card.trait("hazard_site_type") == "Ruins & Lairs" and card.fact("hazard_site_path_from") == "Carn Dûm"


@pytest.mark.parametrize("how", ["into the company", "new company", "follower"])
def test_no_character_comes_into_play_at_geann_a_lisch_but_at_his_home_site(how):
    """It is a Ringwraith player's own Darkhaven, where his characters are otherwise played (CoE g.hav.3)."""
    game = organizing(hand=("Orc Tracker",), company=("Dwar the Ringwraith", "Orc Veteran"))
    action = {"into the company": PlayCharacter("Alice", "Orc Tracker", company="Orcs"),
              "new company": PlayCharacter("Alice", "Orc Tracker", site="Geann a-Lisch", new_company="Trackers"),
              "follower": PlayCharacter("Alice", "Orc Tracker", follower_of="Dwar the Ringwraith")}[how]
    verdict = game.check(action)
    assert verdict.code == "home-site-only-here", verdict


def test_a_character_whose_home_site_it_is_may_come_into_play_there():
    """No character's card names Geann a-Lisch for home site: one made so for the test."""
    game = organizing()
    tracker = game.state.find("Orc Tracker")
    site = catalogue().get(GEANN)
    assert not characters.check_home_only_site(game.state, "Alice", tracker, site, False)
    at_home = Instance("x", Card(tracker.card.id, {**tracker.card.facts, "home_sites": ["Geann a-Lisch"]}),
                       "Alice", "Alice", "hand")
    assert characters.check_home_only_site(game.state, "Alice", at_home, site, False)
    elsewhere = catalogue().get("Isengard")   # a site without the key: the usual rules decide
    assert characters.check_home_only_site(game.state, "Alice", tracker, elsewhere, False)


def test_nothing_is_stored_at_geann_a_lisch():
    verdict = organizing(item="Dagger of Westernesse", hand=()).check(StoreItem("Alice", "Dagger of Westernesse"))
    assert verdict.code == "never-stored-here", verdict


def test_for_hazards_geann_a_lisch_is_a_ruins_and_lairs_with_the_site_path_from_carn_dum():
    game = moved()
    site = game.state.find("Geann a-Lisch")
    assert site_type(game.state, site) == "Haven" and site.card.is_haven   # for resources: a Darkhaven
    assert keyed_site_type(game.state, site) == "Ruins & Lairs" and not haven_for_hazards(site.card)
    assert site_types(game.state, site) == ["shadow-land", "wilderness", "wilderness", "wilderness", "wilderness"]
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Ruins & Lairs")).allowed
    # Dragon's Desolation's second use needs a Ruins & Lairs with two Wildernesses in its site path
    assert game.check(PlayEvent("Bob", "Dragon’s Desolation", mode="the lair")).allowed
    assert site in sites_with(game.state, ("wilderness",), 2)   # Long Winter's sites (Havens aside) would tap it


def test_a_hazard_s_at_a_haven_does_not_see_geann_a_lisch_a_resource_s_does():
    card = catalogue().get(GEANN)
    assert events.is_haven(card) and not events.is_haven(card, for_hazard=True)
    assert events.is_haven(catalogue().get("Grey Havens"), for_hazard=True)


def test_a_haven_without_the_key_stays_a_haven_for_hazards():
    game = moved()
    assert haven_for_hazards(catalogue().get("Grey Havens"))
    assert "Grey Havens" not in {i.name for i in sites_with(game.state, ("wilderness",), 0)}


def test_a_balrog_player_s_own_geann_a_lisch_is_a_ruins_and_lairs_in_all_areas():
    """CoE 1.4.B2: a Ruins & Lairs for every rule, no Haven, its Darkhaven text gone."""
    game = moved("Balrog")
    site = game.state.find("Geann a-Lisch")
    assert site.card.id == GEANN and not site.card.is_haven and site.card.status == "full"
    assert site_type(game.state, site) == keyed_site_type(game.state, site) == "Ruins & Lairs"
    assert not site.card.trait("characters_only_at_home") and not site.card.trait("no_storing")
    assert site_types(game.state, site) == ["shadow-land", "wilderness", "wilderness", "wilderness", "wilderness"]
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Ruins & Lairs")).allowed
    # no Haven of his: a character is not played there, nothing stored there (as at any Ruins & Lairs)
    balrog = organizing(alignment="Balrog", item="Dagger of Westernesse", hand=("Orc Tracker",))
    assert balrog.check(PlayCharacter("Alice", "Orc Tracker", company="Orcs")).code == "not-haven-or-home-site"
    assert balrog.check(StoreItem("Alice", "Dagger of Westernesse")).code == "not-at-haven"


def test_another_player_s_geann_a_lisch_is_the_darkhaven_card():
    """Only his own: a Ringwraith player's copy is the Darkhaven card, whoever plays hazards on it."""
    ringwraith = moved("Ringwraith")
    assert ringwraith.state.find("Geann a-Lisch").card is catalogue().get(GEANN)


def test_a_creature_played_at_a_non_haven_site_in_its_region_reaches_geann_a_lisch():
    """A creature "at a non-Haven site in" a region (``sites_in`` with ``non_haven``): Geann a-Lisch is none for it."""
    from meccg_rules.engine.hazards.keying import keyable_by_name
    game = moved()
    keys = {"sites_in": [{"regions": ["Old Pûkel-land", "Lindon"], "non_haven": True}]}
    geann = game.state.find("Geann a-Lisch")
    assert keyable_by_name(game.state, keys, geann.card, keyed_site_type(game.state, geann))
    assert not keyable_by_name(game.state, keys, catalogue().get("Grey Havens"))


def test_an_attack_keyed_to_geann_a_lisch_by_name_is_keyed_to_a_ruins_and_lairs_not_a_darkhaven():
    """CoE 3.II.2.R1 makes an attack keyed to a Darkhaven detainment against a Ringwraith player's company: this one is
    keyed to a Ruins & Lairs."""
    from meccg_rules.engine.combat.detainment import _keyed
    game = moved()
    assert _keyed(game.state, "Orcs", "Geann a-Lisch") == ("Ruins & Lairs", True)


@pytest.mark.parametrize("site, zone", [("Geann a-Lisch", "in play"), ("Dol Guldur", "discard")])
def test_a_hazard_discarded_at_a_darkhaven_stays_at_geann_a_lisch(site, zone):
    """Nothing to Eat or Drink goes "if the company is at a Haven/Darkhaven" in its organization phase: a hazard's
    condition, and Geann a-Lisch is a Ruins & Lairs for it (Dol Guldur, a Darkhaven without the key, is one)."""
    from meccg_rules.engine.core.state import DISCARD, IN_PLAY
    from meccg_rules.engine.turn.actions import EndPhase
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Orc Veteran"], site=site)
    setup.in_play("Nothing to Eat or Drink", on="Orcs")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Nothing to Eat or Drink").zone == {"in play": IN_PLAY, "discard": DISCARD}[zone]


@pytest.mark.parametrize("site, origin, for_hazards", [("Geann a-Lisch", "Isengard", False),
                                                       ("Dol Guldur", "Minas Morgul", True)])
def test_a_company_moved_to_a_darkhaven_and_for_hazards_to_one_unless_geann_a_lisch(site, origin, for_hazards):
    """Lure of Creation's "moved to a Haven" is a hazard's: the company moved to a Darkhaven for every other rule, and
    the turn's note of it (kept should the company move on, Bridge) remembers whether it was one for hazards too."""
    from meccg_rules.engine.turn.phases import _end_movement_hazard
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Orc Veteran"], site=site, origin=origin)
    setup.set_phase("movement/hazard", "Orcs")
    game = setup.build()
    company = game.state.companies["Orcs"]
    assert events.moved_to_haven(game.state, company)
    assert events.moved_to_haven(game.state, company, True) is for_hazards
    _end_movement_hazard(game)
    company.moving = False   # as if it had moved on
    assert events.moved_to_haven(game.state, company)
    assert events.moved_to_haven(game.state, company, True) is for_hazards


@pytest.mark.parametrize("site, checked", [("Geann a-Lisch", False), ("Dol Guldur", True)])
def test_lure_of_the_senses_makes_no_check_at_geann_a_lisch(site, checked):
    """Lure of the Senses tests its bearer as his untap phase ends "if at a Haven/Darkhaven": a hazard's condition,
    which Geann a-Lisch, a Ruins & Lairs for hazards, does not meet (Dol Guldur does)."""
    from meccg_rules.engine.turn.actions import EndPhase
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Orc Veteran"], site=site)
    setup.in_play("Lure of the Senses", on="Orc Veteran")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    assert (game.state.phase == "untap" and bool(game.state.chains)) is checked



@pytest.mark.parametrize("name, allowed", [("Orc Tracker", True), ("Ulkaur the Tongueless", True),
                                           ("Lieutenant of Morgul", True), ("Bill Ferny", False)])
def test_carn_dum_lets_only_orcs_trolls_or_those_at_home_come_into_play(name, allowed):
    """The minion Carn Dûm, LE-359 (``characters_only_at_home_but``): "Unless this site is a character's home site, a
    non-Orc, non-Troll character may not be brought into play at this site": an Orc and Trolls (an Olog-hai, a
    Half-troll: Trolls by race) at home elsewhere come into play, into the company or as a new company; Bill Ferny, a
    Man at home elsewhere, does not."""
    assert catalogue().get("LE-359").status == "full"
    game = organizing(site="Carn Dûm", hand=(name,), company=("Orc Veteran",))
    for action in (PlayCharacter("Alice", name, company="Orcs"),
                   PlayCharacter("Alice", name, site="Carn Dûm", new_company="Others")):
        verdict = game.check(action)
        assert bool(verdict) is allowed and (verdict.code == "home-site-only-here") is not allowed, verdict


def test_a_man_at_home_at_carn_dum_may_come_into_play_there():
    """Elerína's home sites are Carn Dûm and Mount Gram (her card has a clause not modelled, so the rule is asked
    directly): a Man at home there is allowed; Bill Ferny, the same Man at home elsewhere, is not."""
    game = organizing(site="Carn Dûm", hand=("Bill Ferny", "Elerína"))
    site = catalogue().get("LE-359")
    assert characters.check_home_only_site(game.state, "Alice", game.state.find("Elerína"), site, False)
    assert not characters.check_home_only_site(game.state, "Alice", game.state.find("Bill Ferny"), site, False)


def test_carn_dum_s_races_do_not_open_geann_a_lisch():
    """Geann a-Lisch names no race beside the home site: an Orc at home elsewhere is refused there still."""
    site = catalogue().get(GEANN)
    assert not site.trait("characters_only_at_home_but")
    game = organizing(hand=("Orc Tracker",))
    assert not characters.check_home_only_site(game.state, "Alice", game.state.find("Orc Tracker"), site, False)
