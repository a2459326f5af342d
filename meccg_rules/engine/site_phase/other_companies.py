"""The resource player's other companies during a company's site phase (CoE 2.V.9; CRF 22, Marvels Told, Voices of
Malice).

While one company resolves its site phase, its player may also act with the characters of his other companies, but
only with those of a company that has already entered its own site this turn, and never to cancel an attack or to
untap a site (CoE 2.V.9). A card whose entry says ``any_company_in_site_phase`` may be played by a character of any
of his companies, entered or not, as if that character were in the company resolving its site phase (the CRF's
ruling on Marvels Told and Voices of Malice).

The engine applies this to the events a character taps to play ("Alice taps Elrond to play Marvels Told on ...");
items, allies and factions are played only in the company at the site anyway (``site_resources.acting_character``),
and what a card in play may do when tapped (an ability, an item used) is not checked here yet.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Cancel, Untap, walk
from ..core.errors import ALLOWED, InputError, Verdict
from ..playing.actions import PlayEvent
from .actions import PlayResource
from .site_resources import EVENTS

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.cards import Card
    from ..game import Game


def cancels_or_untaps_site(card: Card) -> bool:
    """Could the card cancel an attack or untap a site (what CoE 2.V.9 keeps from other companies)?"""
    return any((isinstance(e, Cancel) and e.what == "attack")
               or (isinstance(e, Untap) and (e.who == "site" or (e.who == "target" and card.target == "site")))
               for mode in card.modes for e in walk(mode.effects))


def gate(game: Game, action: Action) -> Verdict:
    """The site phase's gate: an event played by tapping a character of another company of the resource player."""
    s = game.state
    if s.active_company is None:
        return ALLOWED
    if isinstance(action, PlayEvent) and action.actor:
        actor, played = action.actor, action.card
    elif isinstance(action, PlayResource):
        actor, played = action.character, action.card
    else:
        return ALLOWED
    try:
        character, card = s.find(actor), s.find(played).card
    except InputError:
        return ALLOWED   # the action's own check says what is wrong with the names
    company, active = s.company_of(character.id), s.companies.get(s.active_company)
    if card.kind not in EVENTS or company is None or active is None or company.id == active.id \
            or company.owner != active.owner:   # the other player's company (company versus company combat)
        return ALLOWED
    if card.trait("any_company_in_site_phase"):  # as if he were in the company resolving its site phase (CRF 22)
        return ALLOWED
    if not company.entered:
        return Verdict.refuse("other-company-not-entered", f"It is the site phase of {s.active_company}: "
                              f"{s.label(character)}'s company {company.id} has not entered its own site this turn "
                              "(CoE 2.V.9).")
    if cancels_or_untaps_site(card):
        return Verdict.refuse("other-company-cancel-or-untap", f"It is the site phase of {s.active_company}: a "
                              f"character of {company.id} may not cancel an attack or untap a site (CoE 2.V.9).")
    return ALLOWED
