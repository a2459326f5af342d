"""A character kept aside by a card on him (the key ``bearer_kept_aside``: Await the Advent of Allies, as CRF 22
corrects it): he takes none of his player's general influence (CoE 2.II.2.2.2 counts the mind of each character
under it), and his own marshalling points do not count while the card is on him. His items and the rest keep
theirs: the text names the character's points only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives import bearer_values

if TYPE_CHECKING:
    from ..core.state import Instance, State


def kept_aside(state: State, character: Instance) -> str | None:
    """The card keeping the character aside, if any."""
    return next((state.label(i) for i in state.attached(character.id) if i.card.trait("bearer_kept_aside")), None)


def points(state: State, ref: str) -> tuple[int, str] | None:
    """The ``marshalling points`` query: a character kept aside counts none of his own."""
    inst = state.cards[ref]
    if not inst.card.is_character:
        return None
    by = kept_aside(state, inst)
    if by is None:
        return None
    return -bearer_values.value(state, inst, "marshalling_points"), f"{by}: his points do not count"
