"""The card keys the items family reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only the items family reads."""

    ring_test_in_company: int = 0   # Scroll of Isildur: a gold ring tested in its bearer's company, roll modified by it
