"""Changes of a company's hazard limit beyond a plain addition (hazards/hazard_limit.py): a decrease "to a
minimum of two", a doubling, a count of regions made once the new site is revealed (CRF 22, Choosing a New Site),
the order of the changes in effect as the phase begins (CoE 2.IV.iv) and of those made during it; and the cards
that say them (Steeds, Orc-mounts, Lost in Dark-domains)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.attacks import prowess
from meccg_rules.engine.core import behaviour as B
from meccg_rules.engine.core.behaviour import Behaviour
from meccg_rules.engine.core.state import HAND, Ongoing
from meccg_rules.engine.hazards.hazard_limit import Change, hazard_limit
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

FOUR = ("Aragorn II", "Legolas", "Gimli", "Faramir")


def change(by=0, per_region="", minimum=None, times=1):
    fields = {"by": by, "per_region": per_region, "times": times}
    if minimum is not None:
        fields["minimum"] = minimum
    return B.Modify(do="modify", stat="hazard limit", **fields)


def fellowship(characters=FOUR, origin="Lórien", site="Moria", in_play=(), made_in=(), made_during=()):
    """Fellowship in its movement/hazard phase (moving from ``origin`` unless None), with hazard-limit changes
    made before its phase (``made_in``) and during it (``made_during``), in that order."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    for card in in_play:
        setup.in_play(card)
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    s = game.state
    for how, phase in [(h, "organization") for h in made_in] + [(h, "movement/hazard") for h in made_during]:
        s.ongoing.append(Ongoing("", "Fellowship", "hazard limit", how.by, "end-of-turn", how, phase))
    return s


def test_a_decrease_to_a_minimum_stops_at_it_and_never_raises_a_lower_limit():
    assert Change(-2, 2).apply(4) == 2 and Change(-2, 2).apply(3) == 2 and Change(-2, 2).apply(5) == 3
    assert Change(-2, 2).apply(1) == 1            # already below two: the decrease leaves it there
    assert Change(-2).apply(3) == 1 and Change(0, times=2).apply(3) == 6


def test_a_count_of_regions_made_in_the_organization_phase_is_read_on_the_revealed_site_path():
    fair_wilderness = change(-1, "wilderness", 2)            # Moria from Lórien: two Wildernesses
    assert hazard_limit(fellowship(made_in=[fair_wilderness])) == 2
    assert hazard_limit(fellowship(characters=FOUR + ("Beorn",), made_in=[fair_wilderness])) == 3
    assert hazard_limit(fellowship(characters=("Aragorn II", "Legolas"), made_in=[fair_wilderness])) == 2
    assert hazard_limit(fellowship(made_in=[change(-1, "coastal sea", 2)])) == 4      # none in its path
    assert hazard_limit(fellowship(origin=None, made_in=[fair_wilderness])) == 4      # it did not move


def test_the_changes_in_effect_as_the_phase_begins_take_the_resource_players_order():
    # Eyes of the Shadow (+2 while in play) and a decrease of two to a minimum of two, both there as the phase
    # begins: +2 first, then the decrease, leaves 2 (the other order would leave 4)
    small = ("Gandalf", "Frodo")
    assert hazard_limit(fellowship(small, in_play=["Eyes of the Shadow"])) == 4
    assert hazard_limit(fellowship(small, in_play=["Eyes of the Shadow"], made_in=[change(-2, minimum=2)])) == 2


def test_the_changes_made_during_the_phase_apply_in_the_order_they_resolved():
    # the decrease was applied as the phase began (2 stays 2); Lost in the Wilderness's +2 comes after it
    lost = change(1, "wilderness")
    s = fellowship(("Aragorn II", "Legolas"), made_in=[change(-2, minimum=2)], made_during=[lost])
    s.ongoing[-1].by = 2   # counted when it resolved
    assert hazard_limit(s) == 4
    # doubled, then one more: 2 * 4 + 1; one more, then doubled: (4 + 1) * 2
    assert hazard_limit(fellowship(made_during=[change(times=2), change(1)])) == 9
    assert hazard_limit(fellowship(made_during=[change(1), change(times=2)])) == 10


def test_the_changes_of_a_limit_are_refused_in_other_stats_and_need_a_change():
    base = {"id": "X-1", "summary": "s"}
    with pytest.raises(Exception, match="hazard limit only"):
        Behaviour(**base, effects=[{"do": "modify", "stat": "prowess", "by": -1, "minimum": 2}])
    with pytest.raises(Exception, match="needs by"):
        Behaviour(**base, effects=[{"do": "modify", "stat": "prowess"}])
    with pytest.raises(Exception, match="bounds a decrease"):
        Behaviour(**base, effects=[{"do": "modify", "stat": "hazard limit", "by": 2, "minimum": 2}])
    with pytest.raises(Exception, match="takes no by"):
        Behaviour(**base, effects=[{"do": "modify", "stat": "hazard limit", "by": 2, "times": 2}])


# ------------------------------------------------------------------ the cards
def minion(characters=("Asternak", "Ostisen", "Ciryaher"), hand=("Steeds", "Orc-mounts"), mode=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Easterlings", list(characters), site="Dol Guldur")
    if mode:   # a Ringwraith moves to a non-Darkhaven site only in a mode (CoE 2.II.7.R1)
        setup.in_play(mode, on="Easterlings")
    setup.location_deck("Alice", ["Moria"])
    setup.hand("Alice", list(hand))
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("organization")
    return setup.build()


def to_movement_hazard(game):
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Easterlings"))


def test_steeds_needs_a_covert_company_that_chose_a_new_site_and_lowers_its_limit_to_two():
    game = minion()
    assert game.check(PlayEvent("Alice", "Steeds", "Easterlings")).code == "company-staying"   # not moving
    game.apply(DeclareMovement("Alice", "Easterlings", "Moria"))
    game.apply(PlayEvent("Alice", "Steeds", "Easterlings"))
    both_pass(game)
    to_movement_hazard(game)
    assert hazard_limit(game.state) == 2                     # three characters, two fewer, not under two
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    assert game.state.combat is not None
    assert prowess(game.state, game.state.combat.attack) == 7   # 6 printed, +1 against this company


def test_steeds_and_orc_mounts_ask_whether_the_company_is_covert_or_overt():
    game = minion(characters=("Shagrat", "Asternak"))
    game.apply(DeclareMovement("Alice", "Easterlings", "Moria"))
    assert game.check(PlayEvent("Alice", "Steeds", "Easterlings")).code == "invalid-target"
    assert game.check(PlayEvent("Alice", "Orc-mounts", "Easterlings"))
    covert = minion()
    covert.apply(DeclareMovement("Alice", "Easterlings", "Moria"))
    assert covert.check(PlayEvent("Alice", "Orc-mounts", "Easterlings")).code == "invalid-target"


def test_a_ringwraith_company_is_covert_unless_he_is_in_fell_rider_mode():
    """CoE glossary, covert and overt: a Ringwraith in Fell Rider mode makes his company overt, in another mode it
    stays covert (players/covert_and_overt.py), and that decides Steeds' and Orc-mounts' play. He rides alone: away
    from a Darkhaven a Ringwraith's company holds only Ringwraiths (CoE 2.II.2.1.R3)."""
    for mode, playable, refused in (("Black Rider", "Steeds", "Orc-mounts"), ("Fell Rider", "Orc-mounts", "Steeds")):
        game = minion(characters=("The Witch-king",), mode=mode)
        game.apply(DeclareMovement("Alice", "Easterlings", "Moria"))
        assert game.check(PlayEvent("Alice", refused, "Easterlings")).code == "invalid-target", mode
        game.apply(PlayEvent("Alice", playable, "Easterlings"))
        both_pass(game)
        assert game.state.find(playable).zone != HAND, mode


def test_lost_in_dark_domains_doubles_the_limit_of_a_company_through_a_dark_domain():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Frodo"], site="Dol Guldur", origin="Lórien")
    setup.hand("Bob", ["Lost in Dark-domains", "a second Lost in Dark-domains"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "the first Lost in Dark-domains", "Fellowship"))
    both_pass(game)
    assert hazard_limit(game.state) == 6
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Frodo"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Lost in Dark-domains"])
    setup.set_phase("movement/hazard", "Fellowship")
    moria = setup.build()                                       # two Wildernesses: it would change nothing
    assert moria.check(PlayEvent("Bob", "Lost in Dark-domains", "Fellowship")).code == "condition-missing"
