"""An event that taps or uses the site is not played at a site card lent for the rescue only (CoE 3.III.6).

A resource player with no copy of a rescue site may move to it with the hazard host's rescue site card, but uses that
card for nothing but the rescue and the minor item that may follow it (3.III.6; the card is marked ``used_for`` the
host, ``organization/location_decks.py``). A card whose effect taps the site (``tap`` of ``site``: Ringlore, The
Windlord Found Me, Descent through Fire), or whose play asks the site card's own state or list (its conditions
``site_untapped``, ``site_tapped``, ``site_offers``: Old Cache at a tapped Dark-hold, That Ain't No Secret where
Information is playable), uses that card: played by the player it is lent to, at that card, it is refused
(``location_decks.check_used``). The engine's reading, 3.III.6 naming no such use: tapping the card, or playing a
card because of what the card is or lists, is using it; a condition on where the company is (a site type, a region,
a site's name) is not asked here. The card's owner's hazards tapping it are not his opponent's use of it, and are
not refused.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.errors import Verdict
from ..organization import location_decks
from ..primitives.conditions import company_for

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State


def taps_site(mode: B.Mode) -> bool:
    """Does one of the effects tap the site (``tap`` of ``site``)?"""
    return any(isinstance(e, B.Tap) and e.who == "site" for e in B.walk(mode.effects))


def uses_site(card: Card, mode: B.Mode) -> bool:
    """Does the card tap the site, or ask its card's state or what it lists as playable?"""
    conditions = (*card.trait("playable_if", ()), *mode.playable_if)
    return taps_site(mode) or any(c.site_untapped or c.site_tapped or c.site_offers for c in conditions)


def check(state: State, card: Card, mode: B.Mode, target: str | None, player: str) -> Verdict:
    """The site the event would tap or use, as its effect finds it (the target if a site, else its company's site),
    may not be a site card lent to ``player`` for another purpose (CoE 3.III.6)."""
    if not uses_site(card, mode):
        return Verdict.allow()
    inst = state.cards.get(target or "")
    if inst is not None and inst.card.is_site:
        return location_decks.check_used(state, inst, player)
    company = company_for(state, card, target)
    if company is None or not company.site:
        return Verdict.allow()
    return location_decks.check_used(state, state.cards[company.site], player)
