"""A character's skills as the rules read them: printed, or none while a card on him takes them all away (a
``skills`` static, ``who = "bearer"``: Memories Stolen, "loses all skills while bearing this card").

Every rule asking whether a character in play has a skill asks here, through ``values.skills``; the values an item
gives its bearer (``bearer_values``: "Warrior only") ask here directly, as ``values`` reads those.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.state import Instance, State


def skills(state: State, inst: Instance) -> tuple[str, ...]:
    """The character's skills now: none while he or a card on him has a ``skills`` static, else his printed ones."""
    if inst.id in state.cards and any(static.stat == "skills" and static.who == "bearer"
                                      for source in [inst, *state.attached(inst.id)]
                                      for static in source.card.statics):
        return ()
    return tuple(inst.card.skills)
