"""Effects on the opponent's hand (playing/hand_effects.py, the primitives ``discard-from-hand`` and
``reveal-hand``: Dragon's Hunger; CRF 22, Card Errata and Rulings > Dragon's Hunger): a hazard creature held must
be discarded (his choice which, when he holds several; none of another kind), and only when he holds none does
the other outcome follow, with his hand revealed."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.core.errors import IllegalActionError
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing import hand_effects
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _hunger(hand):
    """Cave-drake attacks Fellowship (Lórien to Moria); Alice answers with Dragon's Hunger; Bob holds ``hand``."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Dragon's Hunger"])
    setup.hand("Bob", ["Cave-drake", *hand])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Cave-drake", "Wilderness"))
    both_pass(game)
    game.apply(PlayEvent("Alice", "Dragon's Hunger"))
    both_pass(game)
    return game


def test_one_creature_held_is_discarded_at_once_and_the_attack_stands():
    game = _hunger(["Orc-patrol", "River"])
    s = game.state
    assert s.find("Orc-patrol").zone == "discard pile" and s.find("River").zone == "hand"
    assert s.combat is not None and s.combat.attack.label == "Cave-drake"
    assert hazard_limit(s) == 1                                 # 2, less the one the discard costs
    assert hand_effects.revealed(s, "Bob") is None


def test_several_creatures_wait_for_his_choice_of_one_of_them():
    game = _hunger(["Orc-patrol", "Wolves", "River"])
    assert str(game.to_act()).startswith("Bob must discard")
    assert game.check(Discard("Bob", "River")).code == "not-of-that-kind"
    assert not game.check(Discard("Alice", "Orc-patrol"))
    game.apply(Discard("Bob", "Wolves"))
    s = game.state
    assert s.find("Wolves").zone == "discard pile" and s.find("Orc-patrol").zone == "hand"
    assert s.combat is not None and not s.chains and hazard_limit(s) == 1


def test_no_creature_held_cancels_the_attack_and_reveals_the_hand():
    game = _hunger(["River", "Foolish Words"])
    s = game.state
    assert s.combat is None and s.find("Cave-drake").zone == "discard pile"
    assert hand_effects.revealed(s, "Bob") == ("River", "Foolish Words")
    assert hazard_limit(s) == 2


def test_not_playable_on_an_attack_of_another_race():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Dragon's Hunger"])
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    with pytest.raises(IllegalActionError):
        game.apply(PlayEvent("Alice", "Dragon's Hunger"))
