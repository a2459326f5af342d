"""The chain of effects: priority, passes, last in first out, targets checked again at resolution."""
import pytest
from helpers import both_pass, moria, setting_aside

from meccg_rules.engine.core.actions import OrderTriggered, Pass, Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.core.errors import InputError, UnknownNameError
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Greed")


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


# ------------------------------------------------------------------ several triggered actions at once (Annotation 10)
def greed_and_lure(characters=("Aragorn II", "Legolas", "Gimli"), lure=True):
    """Aragorn II's Glamdring resolves at Moria, where Greed lies; Lure of Expedience lies on Legolas."""
    game = moria(characters=characters,
                 in_play=[("Greed", "Moria")] + ([("Lure of Expedience", "Legolas")] if lure else []))
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    return game


def test_simultaneous_triggered_actions_wait_for_the_resource_players_order():
    game = greed_and_lure()
    s = game.state
    assert s.chains == [], "the engine opened the chain in an order of its own"
    waiting = game.to_act()
    assert (waiting.player, waiting.what) == ("Alice", "order")
    assert str(waiting) == ("Alice must state the order in which Legolas's corruption check (Lure of Expedience), "
                            "Legolas's corruption check (Greed) and Gimli's corruption check (Greed) are declared")
    assert game.check(Pass("Alice")).code == "waiting-for-order"
    assert game.check(Roll("Alice", 7, "Legolas's corruption check")).code == "waiting-for-order"
    assert "Waiting for: the order in which" in game.describe()


def test_the_order_stated_is_the_order_declared_so_the_last_named_resolves_first():
    game = greed_and_lure()
    s = game.state
    order = ("Gimli's corruption check", "Legolas's corruption check (Lure of Expedience)",
             "Legolas's corruption check (Greed)")
    assert game.check(OrderTriggered("Bob", order)).code == "wrong-player"
    game.apply(OrderTriggered("Alice", order))
    chain = s.chains[-1]
    assert chain.origin == "passive-condition" and s.pending is None
    assert [e.label(s) for e in chain.entries] == ["Gimli's corruption check (Greed)",
                                                    "Legolas's corruption check (Lure of Expedience)",
                                                    "Legolas's corruption check (Greed)"]
    both_pass(game)
    game.apply(Roll("Alice", 12, "Legolas's corruption check"))
    assert [e.label(s) for e in chain.entries] == ["Gimli's corruption check (Greed)",
                                                    "Legolas's corruption check (Lure of Expedience)"]


def test_an_order_names_every_triggered_action_once():
    game = greed_and_lure()
    with pytest.raises(InputError, match="it leaves out Gimli's corruption check"):
        game.apply(OrderTriggered("Alice", ("Legolas's corruption check (Greed)",
                                            "Legolas's corruption check (Lure of Expedience)")))
    with pytest.raises(InputError, match="could be"):
        game.apply(OrderTriggered("Alice", ("Gimli's corruption check", "Legolas's corruption check")))
    with pytest.raises(InputError, match="named twice"):
        game.apply(OrderTriggered("Alice", ("Gimli's corruption check", "Gimli's corruption check (Greed)",
                                            "Legolas's corruption check (Greed)",
                                            "Legolas's corruption check (Lure of Expedience)")))
    assert game.state.chains == [] and game.to_act().what == "order"


def test_one_cards_action_for_several_characters_is_ordered_too():
    """The engine's reading: Greed's check for Legolas and its check for Gimli are two actions."""
    game = greed_and_lure(lure=False)
    assert str(game.to_act()) == ("Alice must state the order in which Legolas's corruption check (Greed) and "
                                  "Gimli's corruption check (Greed) are declared")


def test_a_single_triggered_action_is_declared_without_asking():
    game = greed_and_lure(characters=("Aragorn II", "Legolas"), lure=False)
    s = game.state
    assert [e.label(s) for e in s.chains[-1].entries] == ["Legolas's corruption check (Greed)"]
    assert game.check(OrderTriggered("Alice", ("Legolas's corruption check (Greed)",))).code == "no-order-needed"
