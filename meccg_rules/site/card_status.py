"""What of a card the engine models, for readers: the block on its page and the Status page's counts by kind.

A card's status (``Card.status``: full, partial or facts) and the clauses it does not model yet
(``Card.gaps``) are the engine's (``engine/core/modelled.py``); this module only words them. The counts are
taken from the catalogue at build time, so they follow the cards as more of them are modelled.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from collections import Counter
from collections.abc import Iterable

from ..engine.core import modelled
from ..engine.core.cards import Card

E = etree.Element
S = etree.SubElement

LEADS = {  # status -> the sentence that opens the block on its card's page
    "full": "Modelled in full: every clause of its text is modelled by the engine.",
    "partial": "Partly modelled. Not modelled yet:",
    "facts": "Only its facts are modelled: an example that needs its text is refused as not modelled.",
}
# the kinds of card (Card.kind) in the order a player looks for them; any other kind follows, by name
KIND_ORDER = ("character", "creature", "site", "region", "item", "ally", "faction", "long-event", "short-event",
              "permanent-event")


def status_block(card: Card) -> etree.Element:
    """The card's status in a sentence and, when partly modelled, each clause not modelled with when it
    matters (``modelled.SCOPES``). A card of which only the facts are modelled has none of its clauses
    modelled: the sentence says so, without listing its whole text."""
    box = E("div", {"class": f"card-status card-status--{card.status}"})
    S(box, "p", {"class": "card-status-lead"}).text = LEADS.get(card.status, modelled.STATUSES.get(card.status, ""))
    if card.status == "partial":
        listing = S(box, "ul", {"class": "card-status-gaps"})
        for gap in card.gaps:
            item = S(listing, "li")
            item.text = gap.clause
            S(item, "span", {"class": "card-status-scope"}).text = " — " + modelled.SCOPES.get(gap.scope, gap.scope)
    return box


def counts_by_kind(cards: Iterable[Card]) -> dict[str, Counter]:
    """Each kind of card -> how many of its cards have each status, kinds in ``KIND_ORDER`` (others after)."""
    found: dict[str, Counter] = {}
    for card in cards:
        found.setdefault(card.kind, Counter())[card.status] += 1
    rank = {kind: position for position, kind in enumerate(KIND_ORDER)}
    return dict(sorted(found.items(), key=lambda item: (rank.get(item[0], len(rank)), item[0])))


def kinds_table(cards: Iterable[Card]) -> etree.Element:
    """Cards by kind (rows) and status (columns, ``modelled.STATUSES``), with the totals (a plain table)."""
    statuses = list(modelled.STATUSES)
    table = E("table")  # no class: the theme styles it, as the Status page's other table
    head = S(S(table, "thead"), "tr")
    for title in ("Kind of card", *(status.capitalize() for status in statuses), "Total"):
        S(head, "th", {"scope": "col"}).text = title
    body = S(table, "tbody")
    counts = counts_by_kind(cards)
    for kind, found in counts.items():
        row = S(body, "tr")
        S(row, "th", {"scope": "row"}).text = kind[:1].upper() + kind[1:]
        for value in [found[status] for status in statuses] + [found.total()]:
            S(row, "td").text = str(value)
    row = S(body, "tr")
    S(row, "th", {"scope": "row"}).text = "All cards"
    totals = [sum(found[status] for found in counts.values()) for status in statuses]
    for value in totals + [sum(found.total() for found in counts.values())]:
        S(S(row, "td"), "strong").text = str(value)
    return table
