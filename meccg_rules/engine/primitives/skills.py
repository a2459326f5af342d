"""A character's skills as the rules read them: printed, or none while a card on him takes them all away (a
``skills`` static, ``who = "bearer"``: Memories Stolen, "loses all skills while bearing this card").

Every rule asking whether a character in play has a skill asks here, through ``values.skills``; the values an item
gives its bearer (``bearer_values``: "Warrior only") ask here directly, as ``values`` reads those.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

SKILL_CONDITIONS = ("actor_skill", "target_skill", "company_with_skill", "skill_at_site")   # a character of it needed


def skills(state: State, inst: Instance) -> tuple[str, ...]:
    """The character's skills now: none while he or a card on him has a ``skills`` static, else his printed ones."""
    if inst.id in state.cards and any(static.stat == "skills" and static.who == "bearer"
                                      for source in [inst, *state.attached(inst.id)]
                                      for static in source.card.statics):
        return ()
    return tuple(inst.card.skills)


def skill_only(card: Card, skill: str) -> bool:
    """Is the card "<skill> only"? Any card that needs a character of that skill to be played is (CRF 22, Rulings by
    Term > Sage Only), whether or not its text says so: one a character of it taps to play, one played on him, one
    needing him in the company or at the site (its ``playable_if``, or any of its uses')."""
    conditions = [*card.trait("playable_if", ()), *(c for mode in card.modes for c in mode.playable_if)]
    return any(getattr(condition, name) == skill for condition in conditions for name in SKILL_CONDITIONS)
