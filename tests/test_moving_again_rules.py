"""Moving again at once (Shadowfax; ``engine/movement_hazard/moving_again.py``, ``organization/moving_again.py``,
``turn/phases.py``): at the end of his company's movement/hazard phase he taps so that it declares a further new
site and has an additional, whole movement/hazard phase; another ally in the company bars it (CRF 22)."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import CheckToUse, PlayEvent, UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import (BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ReplaceSite,
                                             ResetHands)

AGAIN = "move his company again"


def riding(characters=("Aragorn II",), allies=(("Aragorn II", "Shadowfax"),), hand=("Great-road",),
           bob=("Foolish Words", "Lure of Expedience", "Eye of Sauron")):
    """Grey at Lórien, Great-road played, moving to Rivendell: its movement/hazard phase under way."""
    setup = Setup("Alice", "Bob")
    setup.company("Grey", list(characters), site="Lórien")
    for holder, ally in allies:
        setup.give(holder, [ally])
    setup.hand("Alice", list(hand))
    setup.hand("Bob", list(bob))
    setup.location_deck("Alice", ["Rivendell", "Bree"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Grey", "Rivendell"))
    for card in hand:
        game.apply(PlayEvent("Alice", card, "Grey"))
        game.apply(Pass("Bob"))
        game.apply(Pass("Alice"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Grey"))
    return game


def hazard(game, card, target="Aragorn II"):
    game.apply(PlayEvent("Bob", card, target))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))


def tap_shadowfax(game):
    game.apply(UseAbility("Alice", "Shadowfax", AGAIN))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def test_an_additional_movement_hazard_phase_follows_with_its_own_hazard_limit():
    game = riding()
    hazard(game, "Foolish Words")
    hazard(game, "Lure of Expedience")
    assert game.check(PlayEvent("Bob", "Eye of Sauron")).code == "hazard-limit"
    assert game.check(UseAbility("Alice", "Shadowfax", AGAIN)).code == "hazards-not-done"
    assert game.check(DeclareMovement("Alice", "Grey", "Bree")).code == "wrong-phase"   # not yet allowed
    game.apply(DoneHazards("Bob"))
    tap_shadowfax(game)
    game.apply(DoneHazards("Bob"))
    game.apply(DeclareMovement("Alice", "Grey", "Bree"))
    assert game.check(BeginSitePhase("Alice", "Grey")).code == "wrong-phase"   # the additional phase comes first
    game.apply(EndPhase("Alice", "movement/hazard", "Grey"))
    s = game.state
    company = s.companies["Grey"]
    assert s.phase == "movement/hazard" and s.active_company == "Grey" and company.en_route
    assert s.cards[company.site].name == "Bree" and s.cards[company.origin].name == "Rivendell"
    assert s.find("Lórien").zone == "location deck"   # the first phase's site of origin went as it ended
    assert hazard_limit(s, "Grey") == 2 and company.hazards_played == 0
    assert game.check(PlayEvent("Bob", "Eye of Sauron"))
    assert game.check(DeclareMovement("Alice", "Grey", "Weathertop")).code == "wrong-phase"   # used once


def test_great_road_returns_after_two_phases_to_the_haven_where_the_turn_began():
    game = riding()
    game.apply(DoneHazards("Bob"))
    tap_shadowfax(game)
    game.apply(DoneHazards("Bob"))
    game.apply(DeclareMovement("Alice", "Grey", "Bree"))
    game.apply(EndPhase("Alice", "movement/hazard", "Grey"))
    game.apply(DoneHazards("Bob"))
    game.apply(BeginSitePhase("Alice", "Grey"))
    game.apply(EndSitePhase("Alice", "Grey"))
    game.apply(ResetHands("Alice"))
    assert game.check(ReplaceSite("Alice", "Grey", "Rivendell")).code == "not-that-site"
    game.apply(ReplaceSite("Alice", "Grey", "Lórien"))
    assert game.state.cards[game.state.companies["Grey"].site].name == "Lórien"


@pytest.mark.parametrize("characters, allies, code", [
    (("Aragorn II",), (("Aragorn II", "Shadowfax"), ("Aragorn II", "Bill the Pony")), "another-ally"),
    (("Aragorn II", "Legolas"), (("Aragorn II", "Shadowfax"),), "company-too-large"),
    (("Aragorn II", "Frodo"), (("Aragorn II", "Shadowfax"),), None),
])
def test_one_character_or_one_and_a_hobbit_and_no_other_ally(characters, allies, code):
    game = riding(characters, allies, hand=(), bob=())
    game.apply(DoneHazards("Bob"))
    verdict = game.check(UseAbility("Alice", "Shadowfax", AGAIN))
    assert verdict.code == code and bool(verdict) is (code is None)


def test_a_company_that_did_not_move_cannot_move_again():
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Aragorn II"], site="Lórien")
    setup.give("Aragorn II", ["Shadowfax"])
    setup.set_phase("movement/hazard", "Grey")
    game = setup.build()
    game.apply(DoneHazards("Bob"))
    assert game.check(UseAbility("Alice", "Shadowfax", AGAIN)).code == "company-not-moving"


GANGWAYS = "move the company again"


def down_the_gangways():
    """Deep, a Balrog player's company, has gone down from Mount Gram into The Under-vaults, Gangways over the Fire
    in play: its movement/hazard phase under way."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Deep", ["Lugdush", "Shagrat"], site="Mount Gram")
    setup.in_play("Gangways over the Fire", owner="Alice")
    setup.location_deck("Alice", ["The Under-vaults", "The Drowning-deeps", "The Iron-deeps"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Deep", "The Under-vaults"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Deep"))
    return game


def gangways(game, site, roll):
    game.apply(DoneHazards("Bob"))
    game.apply(CheckToUse("Alice", "Gangways over the Fire", GANGWAYS))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(DoneHazards("Bob"))
    game.apply(DeclareMovement("Alice", "Deep", site))
    game.apply(EndPhase("Alice", "movement/hazard"))
    game.apply(Roll("Alice", roll, "Deep's Under-deeps movement"))


def test_gangways_moves_only_by_under_deeps_movement_to_a_site_not_used_this_turn():
    game = down_the_gangways()
    game.apply(DoneHazards("Bob"))
    assert game.check(DeclareMovement("Alice", "Deep", "The Iron-deeps")).code == "wrong-phase"   # not let yet
    game.apply(CheckToUse("Alice", "Gangways over the Fire", GANGWAYS))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.check(CheckToUse("Alice", "Gangways over the Fire", GANGWAYS)).code == "invalid-target"   # once
    game.apply(DoneHazards("Bob"))
    assert game.check(DeclareMovement("Alice", "Deep", "Mount Gram")).code == "site-used-this-turn"
    assert game.check(DeclareMovement("Alice", "Deep", "Mount Gram", via=["Gorgoroth"])).code == \
        "under-deeps-movement-only"
    assert game.check(DeclareMovement("Alice", "Deep", "The Iron-deeps"))


@pytest.mark.parametrize("roll, arrives", [(8, False), (9, True)])
def test_a_failed_under_deeps_move_still_counts_as_a_complete_phase(roll, arrives):
    game = down_the_gangways()
    gangways(game, "The Drowning-deeps", 8)   # 8 - 1 complete phase = 7: fails (8 needed)
    s = game.state
    assert s.find("The Drowning-deeps").zone == "location deck"
    gangways(game, "The Iron-deeps", roll)   # minus 2 now: the failed phase counts (CRF 22 [CoE 2002])
    assert (s.find("The Iron-deeps").zone == "in play") is arrives
