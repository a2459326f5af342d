"""Ahunt manifestations (CRF 22, Rulings by Term > Ahunt Manifestations): one attack on a company moving in its
regions, however many of them it crosses; may be played in response."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.setup import Setup


def moving_north(second=None, ahunt_in_play=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Iron Hill Dwarf-hold", origin="Lake-town",
                  via=["Northern Rhovanion", "Iron Hills"])
    if second:
        setup.company("Rangers", ["Frodo"], site=second[0], origin=second[1], via=second[2])
    if ahunt_in_play:
        setup.in_play("Smaug Ahunt")
    setup.hand("Bob", ["Cave-drake", "River"] + ([] if ahunt_in_play else ["Smaug Ahunt"]))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_one_attack_for_a_company_crossing_two_of_its_regions():
    game = moving_north()
    game.apply(PlayEvent("Bob", "Smaug Ahunt"))
    both_pass(game)
    s = game.state
    assert s.combat is not None and s.combat.attack.label == "Smaug Ahunt"
    assert not s.attacks                               # no second attack waits
    assert s.combat.attack.strikes == 3


def test_a_company_revealing_its_site_later_in_the_turn_faces_it_too():
    game = moving_north(second=("Dale", "Lake-town", ["Northern Rhovanion"]), ahunt_in_play=True)
    game.apply(DoneHazards("Bob"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    assert game.state.combat is not None and game.state.combat.attack.company == "Rangers"


def test_it_may_be_played_in_response_where_a_creature_may_not():
    game = moving_north()
    game.apply(PlayEvent("Bob", "River", target="Iron Hill Dwarf-hold"))
    game.apply(Pass("Alice"))
    assert game.check(PlayCreature("Bob", "Cave-drake", "Wilderness")).code == "must-start-chain"
    assert game.check(PlayEvent("Bob", "Smaug Ahunt"))
