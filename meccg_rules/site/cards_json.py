"""``site/cards.json``: every reference card, machine-readable, with what of it the engine models.

One record per card of the catalogue, sorted by id: its id, name, type, alignment, status (``full``,
``partial`` or ``facts``: ``engine/core/modelled.py``), the clauses not modelled yet with when each matters
(``not_modelled``), the address of its page in the site (``page``; ``null`` for a card no page cites), and
the rulings that cite it: ``rulings_about`` (the card page's "Rulings about this card") and ``rulings``
(those and every other ruling that lists the card or names it in an example). Rulings cite a card by name,
so every card of that name (a hero and a minion version, a reprint) lists them. Compact JSON: a tool reads
it, and every card page's visitor does not need it indented. ``schema_version`` goes up when a field
changes meaning or goes away; the file holds no build time, so two builds of one commit write it alike.
"""
from __future__ import annotations

import json

from ..pages.addresses import address, card_page
from .index import Citations, SiteIndex
from .linking import card_slug

SCHEMA_VERSION = 1


def cards_json(index: SiteIndex) -> str:
    """The JSON text."""
    cards = []
    for card in sorted(index.catalogue.cards, key=lambda card: card.id):
        cited = index.cards_cited.get(card.name)
        cards.append({
            "id": card.id,
            "name": card.name,
            "type": card.type,
            "kind": card.kind,
            "alignment": card.alignment,
            "status": card.status,
            "not_modelled": [{"clause": gap.clause, "scope": gap.scope} for gap in card.gaps],
            "page": address(card_page(card_slug(card.name))) + "/" if cited else None,
            "rulings_about": [ruling.id for ruling in cited.about] if cited else [],
            "rulings": citing(index, cited) if cited else [],
        })
    return json.dumps({"schema_version": SCHEMA_VERSION, "cards": cards}, ensure_ascii=False, separators=(",", ":"))


def citing(index: SiteIndex, cited: Citations) -> list[str]:
    """The ids of the rulings about the card, then of those whose examples name it, then of those listing it
    for another reason, each once (the order of its page)."""
    pages = [index.by_uri[uri] for uri, _ in cited.examples if uri in index.by_uri]
    return list(dict.fromkeys(ruling.id for ruling in [*cited.about, *pages, *cited.cited]))
