"""Creatures let loose on a ring's bearer: while a card in play says so (the key ``ring_bearer_keying``: The Nazgûl
are Abroad), a creature of the races it names may also be keyed against a hero company

- to that company's new site, unless the site is of a type it excludes (a Free-hold, a Haven), when a character of
  the company bears the ring it names (The One Ring);
- to a region of a type it lists in the company's site path, or to its new site of a type it lists (a Shadow-land,
  a Shadow-hold), when a character of the company bears any ring.

The paragraphs speak of hero companies: against a minion player's company, a Ringwraith's (or Sauron's) or a
Balrog's, they give nothing, and the creature is keyed by its own text alone (CRF 22, Rulings by Term > Card Effect
Limitations: the card may be played against a Ringwraith or Sauron player, its first two paragraphs ignored when
Nazgûl creatures are played against him). A hero company is a Wizard player's. A Fallen-wizard player's covert
company is one too, for hazards, his overt one a minion company (CoE 2.IV.vii.F1; ``players/covert_and_overt.py``).
A ring is a gold ring or a special ring (``conditions.is_ring``).
"""
from __future__ import annotations

from ..core.cards import Card, fold
from ..core.state import IN_PLAY, Company, State
from ..players.covert_and_overt import hero_company
from ..primitives.conditions import is_ring
from ..primitives.races import race_named
from ..primitives.regions import company_types, keyed_site_type


def allows(state: State, card: Card, company: Company, kind: str, value: str) -> bool:
    """May the creature be keyed so (``kind``, ``value``: ``keying.normal_key``) through such a card in play?"""
    rules = [(i, i.card.trait("ring_bearer_keying")) for i in state.cards.values()
             if i.zone == IN_PLAY and i.card.trait("ring_bearer_keying")]
    rules = [(source, rule) for source, rule in rules if card.is_creature and race_named(card.race or "", rule.races)]
    if not rules:
        return False
    if not hero_company(state, company.id):   # a minion company: the paragraphs are ignored (CRF 22, Card Effect
        return False                          # Limitations; a Fallen-wizard's overt company, CoE 2.IV.vii.F1)
    borne = [i.card for c in state.characters(company.id) for i in state.attached(c.id) if i.card.kind == "item"]
    site = state.cards[company.site]
    here = keyed_site_type(state, site)   # as hazards read it (Geann a-Lisch, a Ruins & Lairs)
    for _, rule in rules:
        if rule.ring and any(fold(item.name) == fold(rule.ring) for item in borne) and kind == "name" \
                and fold(value) == fold(site.name) and here not in rule.not_at:
            return True
        if any(is_ring(item) for item in borne) and (
                (kind == "region type" and value in rule.any_ring_at and value in company_types(state, company))
                or (kind == "site type" and value in rule.any_ring_at and here == value)):
            return True
    return False
