"""Where a resource is playable (CoE 2.V.2-2.V.4): an item by the types of item the site lists (a hoard item
only where there is a hoard), an ally or a faction at the sites or site types its card names."""
from __future__ import annotations

from ..core.cards import Card
from ..core.state import Instance
from . import hoards

ITEM_WORDS = {"Minor Item": "minor", "Major Item": "major", "Greater Item": "greater", "Gold Ring Item": "gold ring"}


def playable_here(card: Card, site: Instance) -> bool:
    if card.kind == "item":
        return ITEM_WORDS.get(card.subtype, card.subtype.lower()) in site.card.fact("playable", {}).get(
            "items", []) and hoards.playable_here(card, site.card)
    names = card.fact("playable_at")
    if names:
        return site.card.name in names
    return site.card.fact("site_type") in card.fact("playable_site_types", ())
