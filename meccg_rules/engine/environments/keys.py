"""The card keys environments read (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Considered(CardKeys):
    """While the card is in play, a card named ``card`` counts as in play (``in_play``) though no copy is on the
    table, or as out of play (``in_play = false``) though one is: for every rule that asks whether a card of
    that name is in play (``State.in_effect``: cards playable only with it, its effects while in play). The
    copy on the table stays there and may still be removed. ``unless_on_table``: not while a card of that name
    is on the table (Peril Returned: Doors of Night counts as in play only while no Gates of Morning is)."""
    card: str
    in_play: bool
    unless_on_table: str = ""


class Keys(CardKeys):
    """What a card's entry may say that only environments read."""

    considered: tuple[Considered, ...] = ()  # while in play: a card counts as in play, or as out of play
    needs_in_play: str = ""                  # discarded whenever no card of that name is in play (needs_in_play.py)
