"""An ability whose cost is its user's corruption check (The One Ring): declared with the ability, it may be
supported, it resolves first, and the effect follows only if the user is still in play (CRF Annotation 7). And one
that costs nothing, used tapped or not, its card tapping as it resolves (Radagast's Black Bird)."""
import pytest

from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.corruption.corruption_checks import declared_check_on
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import CheckToUse
from meccg_rules.engine.setup import Setup

from tests.test_item_abilities_rules import _attacked

RING = CheckToUse("Alice", "The One Ring", "cancel the strike")


def _declared(game):
    game.apply(RING)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def test_the_check_resolves_first_and_passed_the_strike_is_cancelled_nothing_tapping():
    game = _attacked({"Aragorn II": ["The One Ring"]}, facing="Aragorn II")
    _declared(game)
    assert "Aragorn II's corruption check" in str(game.to_act())
    game.apply(Roll("Alice", 12, "Aragorn II's corruption check"))
    assert "-2 (The One Ring)" in game.state.log[-2] and "passes" in game.state.log[-2]
    assert game.state.log[-1] == "Aragorn II's strike is cancelled by The One Ring"
    assert not game.state.find("Aragorn II").tapped and not game.state.find("The One Ring").tapped


def test_a_failed_check_leaves_the_ability_without_effect():
    game = _attacked({"Aragorn II": ["The One Ring"]}, facing="Aragorn II")
    _declared(game)
    game.apply(Roll("Alice", 2, "Aragorn II's corruption check"))
    assert "fails" in game.state.log[-2]
    assert "has no effect" in game.state.log[-1]


def test_the_check_is_declared_with_the_ability():
    game = _attacked({"Aragorn II": ["The One Ring"]}, facing="Aragorn II")
    aragorn = game.state.find("Aragorn II").id
    assert not declared_check_on(game.state, aragorn)
    game.apply(RING)
    assert declared_check_on(game.state, aragorn)   # a dice-rolling action in the chain (CRF Annotation 2)


def test_not_against_a_strike_on_another_nor_an_undead_strike():
    other = _attacked({"Aragorn II": ["The One Ring"]}, facing="Legolas")
    assert other.check(RING).code == "not-this-strike"
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["The One Ring"])
    setup.hand("Bob", ["Barrow-wight"])
    setup.set_phase("movement/hazard", "Fellowship")
    undead = setup.build()
    for action in (PlayCreature("Bob", "Barrow-wight", "Shadow-hold"), Pass("Alice"), Pass("Bob"),
                   AssignStrike("Alice", "Aragorn II"), ChooseStrike("Alice", "Aragorn II")):
        undead.apply(action)
    assert undead.check(RING).code == "invalid-target"


def test_the_minion_ring_works_alike_for_a_bearer_who_may_use_it():
    def facing(alignment):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Alice", alignment)
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
        setup.give("Aragorn II", ["LE-326"])
        setup.hand("Bob", ["Orc-patrol"])
        setup.set_phase("movement/hazard", "Fellowship")
        game = setup.build()
        for action in (PlayCreature("Bob", "Orc-patrol", "Wilderness"), Pass("Alice"), Pass("Bob"),
                       AssignStrike("Alice", "Aragorn II"), AssignStrike("Alice", "Legolas"),
                       ChooseStrike("Alice", "Aragorn II")):
            game.apply(action)
        return game
    assert facing("Fallen-wizard").check(RING)       # his non-Orc characters use minion items (CoE 6.1.F1)
    assert facing(None).check(RING).code == "item-not-in-use"   # a Wizard player's cannot (CoE 6.1.W1)


def test_nothing_taps_so_a_tapped_bearer_may_use_it_again():
    """CRF 22, The One Ring: usable again in a turn while the checks succeed; its price leaves nothing tapped, and a
    bearer tapped already (a minion's near miss, an earlier strike) is not kept from it."""
    game = _attacked({"Aragorn II": ["The One Ring"]}, facing="Aragorn II")
    game.state.tap(game.state.find("Aragorn II").id)   # as a minion's near miss would leave him
    assert game.check(RING)
    _declared(game)
    game.apply(Roll("Alice", 12, "Aragorn II's corruption check"))
    assert game.state.log[-1] == "Aragorn II's strike is cancelled by The One Ring"
    assert game.state.find("The One Ring").zone == "in play" and not game.state.find("The One Ring").tapped


# ---- an ability that costs nothing and taps its card as it resolves, if untapped (Radagast's Black Bird)
def _bird_attacked(tapped=()):
    """Beretar and Radagast's Black Bird on the way to Moria; Giant's one strike is on the Bird (or on Beretar)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Beretar"], site="Moria", origin="Lórien")
    setup.give("Beretar", ["Radagast's Black Bird"])
    for who in tapped:
        setup.tap(who)
    setup.hand("Bob", ["Giant"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    for action in (PlayCreature("Bob", "Giant", "Wilderness"), Pass("Alice"), Pass("Bob")):
        game.apply(action)
    return game


BIRD = CheckToUse("Alice", "Radagast's Black Bird", "cancel the strike")


@pytest.mark.parametrize("tapped", [(), ("Radagast's Black Bird",)])
def test_the_bird_cancels_a_strike_on_itself_tapped_or_not_and_is_tapped_afterwards(tapped):
    game = _bird_attacked(tapped)
    if tapped:   # its player assigns no strike to a tapped defender: the attacker does
        game.apply(DoneAssigning("Alice"))
        game.apply(AssignStrike("Bob", "Radagast's Black Bird"))
    else:
        game.apply(AssignStrike("Alice", "Radagast's Black Bird"))
    game.apply(ChooseStrike("Alice", "Radagast's Black Bird"))
    game.apply(BIRD)
    assert game.state.find("Radagast's Black Bird").tapped is bool(tapped)   # nothing paid at declaration
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    bird = game.state.find("Radagast's Black Bird")
    assert any("strike is cancelled" in line for line in game.state.log) and bird.tapped and not bird.wounded


def test_the_bird_cancels_no_strike_on_its_controller():
    game = _bird_attacked()
    game.apply(AssignStrike("Alice", "Beretar"))
    game.apply(ChooseStrike("Alice", "Beretar"))
    assert game.check(BIRD).code == "not-this-strike"
