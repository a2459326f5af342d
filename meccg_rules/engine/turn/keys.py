"""The card keys the turn reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class HandSize(CardKeys):
    """One more (``by``) card its player may keep in hand, while the card is in play (at ``at``, a site, if given)."""
    by: int
    at: str = ""


class Keys(CardKeys):
    """What a card's entry may say that only the turn reads."""

    # "in the untap phase": it does not untap in its controller's untap phase (Power Built by Waiting);
    # "its bearer": the character it is on may not untap while it is there, by any means (Dreams of Lore)
    may_not_untap: Literal["", "in the untap phase", "its bearer"] = ""
    hand_size: tuple[HandSize, ...] = ()     # changes to its player's hand size (CoE 1.11.2, 1.11.3)
