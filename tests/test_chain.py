"""The chain of effects: priority, passes, last in first out, targets checked again at resolution."""
import pytest
from helpers import both_pass, moria

from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.core.errors import InputError, UnknownNameError
from meccg_rules.engine.setup import Setup


def movement_hazard(hand_bob=("Foolish Words",), hand_alice=()):
    """Riders stays at Edoras (a Free-hold), so it is at a site throughout its movement/hazard phase."""
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras")
    setup.hand("Bob", list(hand_bob))
    setup.hand("Alice", list(hand_alice))
    setup.in_play("Gates of Morning")
    setup.set_phase("movement/hazard phase", "Riders")
    return setup.build()


def test_after_a_declaration_the_other_player_has_priority():
    game = moria()
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    assert game.check(Pass("Alice")).code == "not-your-priority"
    game.apply(Pass("Bob"))
    assert game.state.chains[-1].priority == "Alice"


def test_last_in_first_out_and_targets_not_yet_in_play():
    game = movement_hazard(hand_alice=("The Sun Unveiled",))
    game.apply(PlayEvent("Bob", "Foolish Words", "Aragorn II"))
    # Foolish Words is declared, not resolved: The Sun Unveiled resolves first and finds nothing to remove
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II"))
    both_pass(game)
    s = game.state
    assert s.find("The Sun Unveiled").zone == "hand"   # it changed nothing: back to hand (CoE 5.1.2)
    assert s.find("Foolish Words").attached_to == s.find("Aragorn II").id


def test_hazard_limit_counts_plays_and_placements():
    game = movement_hazard(hand_bob=("Foolish Words", "Lure of Expedience", "River"))
    game.apply(PlayEvent("Bob", "Foolish Words", "Aragorn II"))
    both_pass(game)
    game.apply(PlayEvent("Bob", "Lure of Expedience", "Legolas"))
    both_pass(game)
    from meccg_rules.engine.site_phase.actions import PlaceOnGuard
    assert game.check(PlaceOnGuard("Bob", "River", "Riders")).code == "hazard-limit"


def test_a_roll_is_never_made_for_you():
    game = moria(on_guard="Weariness of the Heart")
    from meccg_rules.engine.site_phase.actions import RevealOnGuard
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"))
    both_pass(game)
    assert game.check(Pass("Alice")).code == "waiting-for-roll"
    with pytest.raises(InputError, match="waiting for Alice's roll for Legolas's corruption check"):
        game.apply(Roll("Alice", 7, "Gimli's corruption check"))
    assert game.check(Roll("Alice", 13, "Legolas's corruption check")).code == "malformed"


def test_unknown_names_are_input_errors_with_a_suggestion():
    game = moria()
    verdict = game.check(PlayResource("Alice", "Aragon II", "Glamdring"))
    assert verdict.code == "unknown-name" and "Aragorn II" in verdict.sentence
    with pytest.raises(UnknownNameError) as error:
        game.apply(PlayResource("Alice", "Aragon II", "Glamdring"))
    assert error.value.suggestions == ["Aragorn II"]


def test_a_choice_must_be_stated():
    from meccg_rules.engine.site_phase.actions import RevealOnGuard
    from meccg_rules.engine.core.errors import ChoiceNeededError
    game = moria(on_guard="Weariness of the Heart")
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    with pytest.raises(ChoiceNeededError, match="choosing the corruption check"):
        game.apply(RevealOnGuard("Bob", "Weariness of the Heart", "Legolas"))
