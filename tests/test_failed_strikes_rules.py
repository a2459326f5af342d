"""A body check a card imposes on a character whose strike fails (combat/failed_strikes.py, the primitive
``body-check-if-strike-fails``: Dragon's Blood; CRF 22, Card Errata and Rulings > Dragon's Blood; CoE 3.I.2.1):
the hazard player rolls it after the strike fails, changed for each kind of item in use; a failure eliminates the
character without wounding him; a strike that does not fail calls for no such check."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _blood(strike_roll, items=()):
    """Cave-drake's strike on Aragorn II (prowess 6, body 9), Dragon's Blood played on him, the strike rolled."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    if items:
        setup.give("Aragorn II", list(items))
    setup.in_play("Something Has Slipped", on="Fellowship")
    setup.hand("Bob", ["Cave-drake", "Dragon's Blood"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Cave-drake", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(PlayEvent("Bob", "Dragon's Blood", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", strike_roll, "Aragorn II's strike"))
    return game


def test_a_failed_strike_calls_for_the_body_check_whose_failure_eliminates_without_a_wound():
    game = _blood(9)
    aragorn = game.state.find("Aragorn II")
    assert aragorn.tapped and not aragorn.wounded
    both_pass(game)
    game.apply(Roll("Bob", 10, "Aragorn II's body check"))
    assert aragorn.zone == "out-of-play pile" and aragorn.eliminated and not aragorn.wounded
    assert not [o for o in game.state.ongoing if o.stat == "prowess"]   # Something Has Slipped was not set off


def test_a_passed_body_check_leaves_him_tapped_and_unwounded():
    game = _blood(9)
    both_pass(game)
    game.apply(Roll("Bob", 9, "Aragorn II's body check"))
    aragorn = game.state.find("Aragorn II")
    assert aragorn.zone == "in play" and aragorn.tapped and not aragorn.wounded


def test_armor_and_shield_each_lower_the_roll():
    game = _blood(9, items=["Hauberk of Bright Mail", "Shield of Iron-bound Ash"])   # neither lifts his body of 9
    both_pass(game)
    game.apply(Roll("Bob", 11, "Aragorn II's body check"))      # 11 - 2 = 9, not above his body of 9
    assert game.state.find("Aragorn II").zone == "in play"
    assert "-1 (Hauberk of Bright Mail)" in game.state.log[-1]


def test_a_strike_that_does_not_fail_calls_for_no_such_check():
    game = _blood(2)                                             # 8 against 10: wounded, his own body check
    assert game.state.find("Aragorn II").wounded
    both_pass(game)
    game.apply(Roll("Bob", 2, "Aragorn II's body check"))
    assert not game.state.chains and game.state.pending is None
