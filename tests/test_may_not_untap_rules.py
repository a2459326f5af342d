"""Nothing untaps a character who may not untap (CRF 22, Rulings by Term > May not Untap)."""
import pytest

from meccg_rules.engine.playing.actions import PlayEvent, UseItem
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.setup import Setup


def bilbo_with_dreams_of_lore(phase="organization"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Bilbo"], site="Rivendell")
    setup.in_play("Dreams of Lore", on="Bilbo")
    setup.tap("Bilbo")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.hand("Alice", ["Halfling Strength", "a second Dreams of Lore"])
    setup.set_phase(phase)
    return setup.build()


def test_no_effect_may_untap_him():
    game = bilbo_with_dreams_of_lore()
    assert game.check(PlayEvent("Alice", "Halfling Strength", target="Bilbo", mode="untapping")).code == \
        "may-not-untap"
    assert game.check(UseItem("Alice", "Aragorn II", "Healing Herbs", "Bilbo")).code == "may-not-untap"


def test_the_untap_phase_does_not_untap_him():
    game = bilbo_with_dreams_of_lore("untap")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Bilbo").tapped


def test_playing_dreams_of_lore_itself_is_not_modelled():
    game = bilbo_with_dreams_of_lore()
    assert game.check(PlayEvent("Alice", "the second Dreams of Lore")).code == "not-modelled"
    with pytest.raises(NotModelledError):
        game.apply(PlayEvent("Alice", "the second Dreams of Lore"))
