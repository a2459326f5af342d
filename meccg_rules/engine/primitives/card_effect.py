"""A card that would have no effect cannot be played (CoE 5.1.2; CRF 22, Rulings by Term > Playing a Card).

A player may not declare a short-event just to discard it: its resolution
must be able to change the board, and a roll it causes counts as a change
even when no result of the roll could matter. The engine judges this when the
card is declared, from what its chosen effects would do to its target now:
untapping a character who is untapped and not wounded, healing one who is not
wounded, tapping one who is tapped already, or wounding one who is wounded,
changes nothing. Any other effect, and every roll, counts as an effect (the
engine's reading: it refuses only what it can show changes nothing). A
short-event that was legal when declared but changed nothing when it resolved
goes back to its player's hand (``playing/card_events.changed_nothing``).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.errors import Verdict

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State


def _changes(state: State, effect: object, target: str | None) -> bool:
    """Would this one effect change the board, aimed at ``target``? True unless shown otherwise."""
    inst = state.cards.get(target or "")
    if inst is None or getattr(effect, "who", "target") != "target":
        return True
    if isinstance(effect, B.Untap):
        return inst.tapped or inst.wounded
    if isinstance(effect, B.Heal):
        return inst.wounded
    if isinstance(effect, B.Tap):
        return not inst.tapped and not inst.wounded
    if isinstance(effect, B.Wound):
        return not inst.wounded
    return True  # a roll (Check), a modification, a move...: an effect


def check(state: State, card: Card, effects: Iterable[object], target: str | None) -> Verdict:
    """Refuse a short-event whose every effect would leave the board as it is."""
    effects = tuple(effects)
    if card.kind != "short-event" or not effects or any(_changes(state, e, target) for e in effects):
        return Verdict.allow()
    return Verdict.refuse("no-effect", f"{card.name} would change nothing now: a card cannot be played only to be "
                          "discarded (CoE 5.1.2).")
