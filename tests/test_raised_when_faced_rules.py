"""A card's bonus to attacks declared as each fitting attack is faced (combat/raised_when_faced.py; CoE 9.6.8; CRF 22,
Ready to his Will): Rank upon Rank's extra strike and prowess wait for their action to resolve, no strike is assigned
before, and an attack no hazard affects (Ride Against the Enemy) has nothing of it declared."""
from helpers import both_pass

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _setup(hand, site="Moria", origin="Lórien"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin=origin)
    setup.in_play("Rank upon Rank")
    setup.hand("Bob", hand)
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_the_bonus_is_in_effect_once_its_action_resolves_and_strikes_wait_for_it():
    game = _setup(["Thief"], site="Bree", origin=None)   # a Border-hold
    game.apply(PlayCreature("Bob", "Thief", "Border-hold"))
    both_pass(game)
    attack = game.state.combat.attack
    assert attacks.strikes(game.state, attack) == 1 and game.state.chains
    assert game.check(AssignStrike("Alice", "Aragorn II")).code == "must-start-chain"
    both_pass(game)
    assert attacks.strikes(game.state, attack) == 2 and attack.raised_by == (game.state.find("Rank upon Rank").id,)
    assert game.check(AssignStrike("Alice", "Aragorn II")).allowed


def test_nothing_is_declared_on_an_attack_no_hazard_affects():
    game = _setup(["Ride Against the Enemy", "Beorn"])
    game.apply(PlayEvent("Bob", "Ride Against the Enemy", None))
    both_pass(game)
    assert game.state.combat is not None and not game.state.chains and not game.state.triggered
    assert not any("its bonus" in line for line in game.state.log)
