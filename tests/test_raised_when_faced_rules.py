"""A card's bonus to attacks declared as each fitting attack is faced (combat/raised_when_faced.py; CoE 9.6.8; CRF 22,
Ready to his Will): Rank upon Rank's extra strike and prowess wait for their action to resolve, no strike is assigned
before, and an attack no hazard affects (Ride Against the Enemy) has nothing of it declared; on an attack whose
strikes are given out as it starts, each character's strike keeps its number (CoE 3.ii.2) and a strike made against a
named character is refused as not modelled."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat import attacks, flow
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, Attack
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _setup(hand, site="Moria", origin="Lórien", via=None):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin=origin, via=via)
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


def test_an_attack_where_each_character_faces_a_strike_keeps_its_number_and_gains_the_prowess_once_resolved():
    # Horse-lords (Men, each character faces one strike): its strikes are in place as it starts, before the bonus
    # resolves; an extra strike cannot change their number (CoE 3.ii.2), the prowess counts from then on
    game = _setup(["Horse-lords"], site="Edoras", via=["Wold & Foothills", "Rohan"])
    game.apply(PlayCreature("Bob", "Horse-lords", "Rohan"))
    both_pass(game)
    attack = game.state.combat.attack
    assert len(game.state.combat.strikes) == 2 and game.state.chains and attacks.prowess(game.state, attack) == 10
    assert not game.check(ChooseStrike("Alice", "Aragorn II")).allowed   # the chain first
    both_pass(game)
    assert attacks.strikes(game.state, attack) == 2 and attacks.prowess(game.state, attack) == 11
    for character in ("Aragorn II", "Legolas"):
        game.apply(ChooseStrike("Alice", character))
        game.apply(Roll("Alice", 12, f"{character}'s strike"))
    assert game.state.find("Rank upon Rank").zone == DISCARD   # an attack it raised, defeated


def test_an_extra_strike_on_an_attack_whose_strike_is_made_against_one_character_is_not_modelled():
    # no printed card makes such a Man attack yet (Lucky Search's strike has no race): the engine's own attack
    game = _setup([])
    s = game.state
    aragorn = s.find("Aragorn II")
    attack = Attack(f"a{s.next_attack}", "Fellowship", aragorn.id, "revealed item", "Men", 1, 9, label="a strike",
                    strike_on=aragorn.id)
    with pytest.raises(NotModelledError, match="Rank upon Rank's extra strike"):
        flow.begin(game, [attack])
