"""The card keys the turn reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only the turn reads.

    A card that changes its player's hand size says so with a ``static`` of stat ``hand size``
    (``core/behaviour.py``), which ``phases.hand_size`` reads."""

    # "in the untap phase": it does not untap in its controller's untap phase (Power Built by Waiting);
    # "its bearer": the character it is on may not untap while it is there, by any means (Dreams of Lore)
    may_not_untap: Literal["", "in the untap phase", "its bearer"] = ""
