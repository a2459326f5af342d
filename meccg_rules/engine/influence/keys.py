"""The card keys influence attempts reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only influence attempts reads."""

    influence_number: int | None = None
    standard_modifications: dict[str, int] = {}
