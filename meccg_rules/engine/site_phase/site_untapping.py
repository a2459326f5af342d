"""Untapping a site (CRF 22, Rulings by Term > Site): the character doing it must be at that site.

A card's ability may untap a site (Thrór's Map: discarded, a site with a Dragon automatic-attack). The
abilities are the playing family's; the site phase answers what they ask about sites: whether the character
using the ability (the bearer of an item) may untap that site (``may be untapped by``), which he may only if
his company is at it, not merely if he has the card in play somewhere: a company between sites is at none.
And it decides the condition ``site_attack_races``, a site with an automatic-attack by one of those races.
"""
from __future__ import annotations

from ..core.behaviour import Condition
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import Instance, State
from ..hazards import manifestations as dragon_manifestations


def from_its_site(state: State, inst: Instance, actor: Instance) -> Verdict | None:
    """The ``may be untapped by`` query: a character can untap only the site he is at (CRF 22, Site)."""
    if not inst.card.is_site:
        return None
    company = state.company_of(actor.id)
    if company is None or company.en_route or company.site != inst.id:
        return Verdict.refuse("not-at-site", f"{state.label(actor)} is not at {state.label(inst)} (CRF 22, Site).")
    return None


def check_site_attack_races(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``site_attack_races``: the target site (or the target's site) prints an automatic-attack by
    one of those races, one a defeated Dragon's lair has lost aside."""
    races = condition.site_attack_races
    inst = state.cards.get(target or "")
    company = state.company_of(inst.id) if inst is not None and not inst.card.is_site else None
    site = inst if inst is not None and inst.card.is_site else (
        state.cards[company.site] if company is not None and not company.en_route else None)
    printed = [] if site is None else [a for a in site.card.fact("automatic_attacks", ())
                                       if not dragon_manifestations.lost_automatic_attack(state, site.card, a)]
    if not any(a.get("race") in races or a.get("race", "").rstrip("s") in races for a in printed):
        where = state.label(site) if site is not None else "no site"
        return Verdict.refuse("invalid-target", f"{card.name} needs a site with a {' or '.join(races)} "
                              f"automatic-attack; {where} has none.")
    return Verdict.allow()
