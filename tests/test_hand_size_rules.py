"""Hand size (CoE 1.11.2, 1.11.3; CRF 22, Rulings by Term > Hand Size): eight, changed by cards in play on their
own terms, cumulative, read only when hands are reset."""
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.phases import hand_size

HAND = ["Glamdring", "Elf-stone", "Dagger of Westernesse", "Healing Herbs", "Gollum", "Noble Hound", "Concealment"]
DECK = ["Dodge", "Risky Blow", "Block", "Halfling Stealth", "Burglary"]


def _council(characters, site, phase="end-of-turn"):
    setup = Setup("Alice", "Bob")
    setup.company("Council", list(characters), site=site)
    setup.hand("Alice", HAND)
    setup.deck("Alice", DECK)
    setup.set_phase(phase)
    return setup.build()


def test_eight_unless_a_card_changes_it():
    assert hand_size(_council(["Aragorn II"], "Rivendell").state, "Alice") == 8


def test_a_change_holds_where_the_card_says():
    assert hand_size(_council(["Elrond"], "Rivendell").state, "Alice") == 9
    assert hand_size(_council(["Elrond"], "Lórien").state, "Alice") == 8
    assert hand_size(_council(["Galadriel"], "Lórien").state, "Alice") == 9


def test_changes_add_up():
    assert hand_size(_council(["Elrond", "Pallando"], "Rivendell").state, "Alice") == 10
    assert hand_size(_council(["Elrond", "Pallando"], "Rivendell").state, "Bob") == 8


def test_the_new_size_is_used_when_hands_are_reset_not_before():
    game = _council(["Elrond", "Aragorn II"], "Rivendell")
    assert len(game.state.hand("Alice")) == 7          # nothing drawn when the effect is there
    game.apply(EndPhase("Alice", "end-of-turn"))
    assert len(game.state.hand("Alice")) == 9
