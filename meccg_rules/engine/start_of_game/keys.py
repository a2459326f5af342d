"""The card keys getting ready to play reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only getting ready to play reads."""

    manifestation_of: tuple[str, ...] = ()   # the unique resources its text makes it a manifestation of (CoE 1.3.1)
    discarded_when: tuple[Literal["a play deck is exhausted"], ...] = ()   # leaves play at once when that happens
