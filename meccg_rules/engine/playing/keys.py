"""The card keys playing cards reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only playing cards reads."""

    targets_opponents: bool = False   # a resource that may target the opponent's characters or resources (CoE 9.3.3)
