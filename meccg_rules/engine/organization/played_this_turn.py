"""The characters played or discarded this turn while organizing: the turn's one (CoE 2.II.2) and a Balrog player's
one more (2.II.2.2.B2), each kept under its per-turn key (``characters.ONE_CHARACTER``,
``balrog_characters.MORE_CHARACTER``). Other families ask ``played_this_turn`` rather than reading the keys: an
avatar played this turn may not make an influence attempt (CoE 8.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .balrog_characters import MORE_CHARACTER
from .characters import ONE_CHARACTER

if TYPE_CHECKING:
    from ..core.state import State


def played_this_turn(state: State) -> set[str]:
    """The ids of the characters played or discarded this turn while organizing (CoE 2.II.2, 2.II.2.2.B2)."""
    return {state.turn.per_turn[key] for key in (ONE_CHARACTER, MORE_CHARACTER) if state.turn.per_turn.get(key)}
