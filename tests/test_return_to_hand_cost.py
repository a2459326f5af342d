"""An ability whose cost is the card going back to its owner's hand ("you may return this card to your hand during
any organization phase", the Command cards; ``cost = "return card to hand"``, ``ReturnToUse``)."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.state import HAND, IN_PLAY
from meccg_rules.engine.playing.actions import ReturnToUse
from meccg_rules.engine.setup import Setup

HEELS = "I’ll Be At Your Heels"


def _game(phase: str):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Mauhúr", "Gorbag"], site="Minas Morgul")
    setup.in_play(HEELS, on="Mauhúr")
    setup.set_phase(phase)
    return setup.build()


def test_the_card_goes_back_to_its_owners_hand_and_its_effect_on_the_leader_ends():
    from meccg_rules.engine.organization.control import unused_direct_influence
    game = _game("organization")
    s = game.state
    mauhur = s.find("Mauhúr")
    printed = mauhur.card.fact("direct_influence")
    assert unused_direct_influence(s, mauhur.id) == max(0, printed - 2)   # -2, never below nothing
    game.apply(ReturnToUse("Alice", HEELS, "take it back"))
    assert s.find(HEELS).zone == HAND and s.find(HEELS).owner == "Alice"
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert unused_direct_influence(s, mauhur.id) == printed   # its -2 gone with it


def test_it_is_taken_back_only_when_its_text_allows():
    game = _game("long-event")
    refused = game.check(ReturnToUse("Alice", HEELS, "take it back"))
    assert not refused and refused.code == "wrong-phase", refused
    assert game.state.find(HEELS).zone == IN_PLAY
