"""Storing offered by a card (the primitive ``offer-storing``: Messenger of Mordor; CRF 22).

Resolved, such a card lets the items with the target character's company be stored at once, outside the
organization phase and away from any Haven, as though at a Darkhaven. The offer stands only for its player's
next actions (CRF 22, Messenger of Mordor: storing is the next action after the card has resolved, so its own
corruption check counts the items still borne): any action of his but storing, a pass or a roll ends it. Each
item stored this way asks its bearer's corruption check, as any storing does (CRF 22, Messenger of Mordor). The
item counts as stored at a generic Darkhaven, not at the site where its company is (CRF 22, Messenger of Mordor:
what is stored so must be storable at a generic Darkhaven, not a specific one): the engine's reading is that an
item whose text makes it worth more stored at a named site (The Iron Crown at Barad-dûr) is not worth more so,
even at that site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives import effects

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import OfferStoring
    from ..core.chain import Declared
    from ..core.state import State
    from ..game import Game

GENERIC = "a Darkhaven"   # where an item stored through the offer counts as stored (``Instance.stored_at``)
EVENTS_ONLY = "storing offer: events only"   # Turn.per_turn key, with the company id: the offer takes no item


def offer_storing(game: Game, entry: Declared, effect: OfferStoring) -> bool:
    """The primitive: the target character's company may store its items as the next actions."""
    s = game.state
    for ref in effects.select(game, entry, effect.who):
        inst = s.cards.get(ref)
        company = inst.company if inst is not None else ref if ref in s.companies else None
        if company is not None and company in s.companies:
            s.storing_offer = company
            s.turn.per_turn[(EVENTS_ONLY, company)] = effect.events_only
            what = "resource events" if effect.events_only else "items and resource events"
            s.log.append(f"the {what} with {company} may be stored now, as at a Darkhaven, as the next actions")
    return True


def offered(state: State, company: str | None) -> bool:
    """May the items of this company be stored now through an offer?"""
    return company is not None and state.storing_offer == company


def events_only(state: State, company: str | None) -> bool:
    """Does the offer standing for this company take its resource events only (News Must Get Trough)?"""
    return bool(state.turn.per_turn.get((EVENTS_ONLY, company)))


def offer_ends(game: Game, action: Action) -> None:
    """Any action of the resource player but storing, a pass or a roll (``Closes.not_by``) ends the offer."""
    s = game.state
    if action.player == s.resource_player:
        s.storing_offer = None
