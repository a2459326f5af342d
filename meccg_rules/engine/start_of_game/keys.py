"""The card keys getting ready to play reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only getting ready to play reads."""

    discarded_when: tuple[Literal["a play deck is exhausted"], ...] = ()   # leaves play at once when that happens
