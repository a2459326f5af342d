"""The card keys the organization phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class DirectInfluenceBonus(CardKeys):
    value: int
    faction: str = ""
    race: str = ""


class Keys(CardKeys):
    """What a card's entry may say that only the organization phase reads."""

    direct_influence_bonus: tuple[DirectInfluenceBonus, ...] = ()
