"""A short-event that changed nothing goes back to its player's hand (CoE 5.1.2): a roll, a card revealed (CRF 22,
Rulings by Term > Actions), or any change made in the chain it started, counts as an effect."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _riders(tapped=(), hazards=(), hand=("The Sun Unveiled",)):
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras", origin="Lórien")
    setup.in_play("Gates of Morning")
    for card, holder in hazards:
        setup.in_play(card, on=holder)
    for name in tapped:
        setup.tap(name)
    setup.hand("Alice", list(hand))
    return setup.build()


def test_a_short_event_that_changed_nothing_returns_to_hand():
    game = _riders()
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II"))
    both_pass(game)
    assert game.state.find("The Sun Unveiled").zone == "hand"


def test_a_short_event_that_changed_something_is_discarded():
    game = _riders(tapped=["Aragorn II"])
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II"))
    both_pass(game)
    assert not game.state.find("Aragorn II").tapped
    assert game.state.find("The Sun Unveiled").zone == "discard pile"


def test_a_roll_is_an_effect_even_when_nothing_else_changes():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo", "Legolas"], site="Lórien")
    setup.hand("Bob", ["Weariness of the Heart"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Weariness of the Heart", "Frodo", "the corruption check"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Frodo's corruption check"))     # 2 + 4 passes: nothing changes but the roll
    assert game.state.find("Frodo").zone == "in play"
    assert game.state.find("Weariness of the Heart").zone == "discard pile"


def test_discarding_a_hazard_is_an_effect():
    game = _riders(hazards=[("Foolish Words", "Legolas")])
    game.apply(PlayEvent("Alice", "The Sun Unveiled", "Legolas"))
    both_pass(game)
    assert game.state.find("Foolish Words").zone == "discard pile"
    assert game.state.find("The Sun Unveiled").zone == "discard pile"


def test_revealing_a_hand_is_an_effect():
    """Revealing a card is an action that changes the board state (CRF 22, Rulings by Term > Actions): Rolled down to
    the Sea, finding no ring, shows the hand and is discarded, not returned."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Cave Worm"])
    setup.hand("Bob", ["Rolled down to the Sea"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Rolled down to the Sea"))
    both_pass(game)
    assert game.state.find("Cave Worm").revealed_to == ("Alice", "Bob")
    assert game.state.find("Rolled down to the Sea").zone == "discard pile"
