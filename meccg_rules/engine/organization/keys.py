"""The card keys the organization phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class MovementLimits(CardKeys):
    """How a card played on a company restricts the movement the company may declare while the card is on it
    (Crept Along Carefully, Going Ever Under Dark). Each copy on the company restricts it by itself: two copies
    allow what one allows (CRF 22, Crept Along Carefully: the cap of regions stays as printed)."""
    no_starter: bool = False                 # the company may not use starter movement
    no_under_deeps: bool = False             # the company may not move to an Under-deeps site
    max_regions: int | None = None           # by region movement, at most this many regions, "in all cases"


class Replacement(CardKeys):
    """A character whose text lets another from his player's hand come into play with his company in his place
    (Folco Boffin, Strider), at any time a normal resource could be played (CRF 22, Folco Boffin, Strider)."""
    race: str = ""                           # any character of this race ("any Hobbit", Folco Boffin)
    named: str = ""                          # or the character of this name ("Aragorn II", Strider)
    at_haven: bool = False                   # only while his company is at a Haven ("at a Haven")
    leaves_to: Literal["discard pile", "out-of-play pile"] = "discard pile"   # where he goes: discarded, or
                                             # removed from the game ("removing Strider from the game")
    transfers: bool = False                  # the cards on him pass to the newcomer ("automatically
                                             # transferring all cards on Strider to Aragorn II")


class Keys(CardKeys):
    """What a card's entry may say that only the organization phase reads."""

    movement_limits: MovementLimits | None = None   # the movement a company with this card on it may not declare
    replaced_by: Replacement | None = None   # another character from hand may take his place in his company
