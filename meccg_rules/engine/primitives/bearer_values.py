"""Values an item gives that depend on who bears it (CoE 2.II.4.2; CRF 22, Rulings by Term > Stored Cards).

Some items print two values, the second for a bearer of one race: Durin's Axe
gives 2 marshalling points, 2 corruption points and +2 prowess, but 4, 3 and
+4 when a Dwarf holds it (the reference facts' ``..._for`` fields). Only a
bearer can earn the second value: a stored item is borne by nobody, so in the
marshalling point pile it gives the first value only. A bonus printed for the bearers of one skill alone
("Warrior only", the facts' ``bonus_only_for``) is nothing to another bearer.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY
from .skills import skills

if TYPE_CHECKING:
    from ..core.state import Instance, State


def value(state: State, inst: Instance, stat: str) -> int:
    """``stat`` (marshalling_points, corruption_points, prowess_bonus...) of the card, given its bearer now."""
    base = inst.card.fact(stat, 0) or 0
    bearer = state.cards.get(inst.attached_to or "") if inst.zone == IN_PLAY else None
    if bearer is None or not bearer.card.is_character:
        return base
    only_for = (inst.card.fact("bonus_only_for") or {}).get(stat.removesuffix("_bonus"), ())
    if stat.endswith("_bonus") and only_for and not set(only_for) & set(skills(state, bearer)):
        return 0  # "Warrior only": a bearer without the skill gets no bonus
    return (inst.card.fact(f"{stat}_for") or {}).get(bearer.card.race or "", base)
