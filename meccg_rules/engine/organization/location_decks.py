"""A new site placed from its player's location deck (CoE 2.II.7, 2.II.7.3; CoE 1.4, the location deck).

A company's movement is declared in one of two ways (2.II.7): its player places a site card from his location deck
with it, or names as its new site a site card at which he already has another company, or that another company of
his has declared as its new site. A Haven may be a fresh copy from the location deck even where he already has a
company at that Haven (2.II.7.3). So the site card moved to is, best first (``own_copies``): for a Haven, a copy in
the location deck, else his copy in play or declared; for another site, his copy in play or declared, else one from
his location deck (``surface_sites`` orders the copies of a site under a Wizardhaven). A copy of the location deck
that a company has declared as its new site lies there face-down until its movement/hazard phase reveals it
(``movement.reveal_new_site``): it is no longer available to be placed by another company, but that company may
name it, by the second way. The card goes where the rules send a site card afterwards, as before this rule: the
site of origin discarded if tapped and no haven for its player, else returned to his location deck (CoE 2.IV.viii,
``turn/phases.py``), a new site a company returns from back to the location deck (``movement.return_to_origin``).

A player with no such card may still move to a site when a rule of a later family gives him another player's card
of it (the hook ``site card to move to``, asked only then): a hazard host's rescue site card, for a resource player
whose location deck holds no copy of the rescue site (CoE 3.III.6, ``prisoners/rescue_site_cards.py``). That card is
lent to him as a site lent is (``lent_to``, ``lent_sites.py``: his company's as long as it stays there, then back to
its owner's location deck) and marked ``used_for`` the card whose rule lent it: once in play, it serves for that
purpose only (``check_used``: a resource or a character played at it is refused, and any other action of his that
taps or uses it).

Which location deck: an example that lists a player's location deck in its set-up ("Alice's location deck holds
Moria.") states it, and it holds those sites only (``State.stated_location_decks``): a movement to a site it cannot
give, by either way or by a lent card, is refused, the rule and the missing card named. An example that does not
list it leaves it unstated, and an unstated location deck holds every site the example needs, a copy the engine
makes as the company moves (a convention of the scenario language, as an unstated play deck draws nothing: the
engine's reading of an example that does not say). A character played where his player has no company takes his
new company's site from the location deck in the same way (CoE 2.II.2.3, ``characters._new_site``), and an agent
hazard its sites (CoE 4.1, 4.2.2, ``agents/stated_agent_sites.py``). Other cards and rules that take a site from a
location deck (a Haven replacing a site, a site's other version) still find one in an unstated or stated deck alike.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.registry import REGISTRY
from ..core.state import IN_PLAY, LOCATION_DECK, Company, Instance, State
from . import lent_sites, surface_sites

if TYPE_CHECKING:
    from ..core.cards import Card

SITE_CARD_TO_MOVE_TO = "site card to move to"   # the hook a later family answers (3.III.6: prisoners)


def stated(state: State, player: str) -> bool:
    """Does the example state this player's location deck (so that it holds the sites it lists only)?"""
    return player in state.stated_location_decks


def available(state: State, player: str, card: Card) -> list[Instance]:
    """The player's copies of this site card in his location deck that no company of his has declared yet (an
    agent's site cards ask it, ``agents/stated_agent_sites.py``)."""
    taken = {c.destination for c in state.companies_of(player) if c.destination}
    return [i for i in state.in_zone(LOCATION_DECK, player) if i.card.id == card.id and i.id not in taken]


def own_copies(state: State, company: Company, card: Card) -> list[Instance]:
    """The player's own cards of this site the company may move to, best first (CoE 2.II.7, 2.II.7.3): from his
    location deck, or one at which a company of his is or that one has declared."""
    player = company.owner
    waiting = [i for i in state.in_zone(LOCATION_DECK, player) if i.card.id == card.id]
    used = [state.cards[ref] for c in state.companies_of(player) for ref in (c.site, c.destination)
            if ref and state.cards[ref].card.id == card.id]
    if card.trait("surface_site"):   # Deep Mines: a copy under the Wizardhaven moved from, one per Wizardhaven
        return surface_sites.copies_for(state, company, card, waiting, used)
    if card.is_haven:   # another copy of a Haven may come from the location deck (CoE 2.II.7.3)
        return waiting or used
    return used or waiting   # the second way first (CoE 2.II.7); ``used`` holds every copy declared


def lent_card(state: State, company: Company, card: Card) -> tuple[Instance, str] | None:
    """Another player's card of the site a later rule lends the company's player to move there, and the card whose
    rule it is (a hazard host's rescue site card, CoE 3.III.6), if any."""
    for answer in REGISTRY.hooks(SITE_CARD_TO_MOVE_TO):
        found = answer(state, company, card)
        if found is not None:
            return found
    return None


def find(state: State, company: Company, card: Card) -> tuple[Instance, str] | None:
    """The card of the site the company's movement may place, best first, and the card for whose sake a later rule
    lends it ("" for none): his own (``own_copies``), one lent him (``lent_sites``), with a stated location deck a card
    a later rule lends him (``lent_card``); None if there is none."""
    player = company.owner
    found = own_copies(state, company, card)
    if found:
        return found[0], ""
    lent = lent_sites.lent_copy(state, player, card)
    if lent is not None:
        return lent, ""
    return lent_card(state, company, card) if stated(state, player) else None


def check(state: State, company: Company, card: Card) -> Verdict:
    """With a stated location deck, the company's player needs a card of the site to move there (CoE 2.II.7)."""
    player = company.owner
    if not stated(state, player) or find(state, company, card) is not None:
        return Verdict.allow()
    return Verdict.refuse("no-site-card", f"{player}'s location deck holds no {card.name} to place with {company.id}, "
                          f"and no other company of his is at one or has declared one as its new site (CoE 2.II.7).")


def site_card(state: State, company: Company, card: Card) -> Instance:
    """The card the company's movement places (``check`` has allowed it): the one ``find`` gives (one a later rule
    lends is marked lent and ``used_for``), else, his location deck being unstated, a copy made in it."""
    player = company.owner
    found = find(state, company, card)
    if found is None:
        return state.add(card, player, LOCATION_DECK)
    inst, purpose = found
    if purpose:
        lend_for(inst, player, purpose)
        state.log.append(f"{company.id} will move to {inst.owner}'s {state.label(inst)}, lent for "
                         f"{state.label(state.cards[purpose])}")
    return inst


def lend_for(site: Instance, player: str, purpose: str) -> Instance:
    """Another player's site card lent ``player`` for one purpose only, the card ``purpose`` (a hazard host's rescue
    site card, CoE 3.III.6): his company uses it as its own (back to its owner's location deck once his company
    leaves it, ``lent_sites``), for nothing else (``check_used``)."""
    site.lent_to, site.used_for = player, purpose
    return site


def in_use_for(state: State, site: Instance) -> Instance | None:
    """The card for whose sake this site card in play was lent to a company (``used_for``), if any."""
    if site.zone != IN_PLAY or not site.used_for:
        return None
    return state.cards.get(site.used_for)


def check_used(state: State, site: Instance, player: str = "") -> Verdict:
    """A site card in play lent for one purpose only (``used_for``: a hazard host's rescue site card, CoE 3.III.6)
    serves for nothing else: a resource played there or a character played at it is refused (the minor item that may
    follow the rescue is let through by its own rule, ``site_phase/site_resources.check_lent_site``), and so is any
    other action of the player it is lent to that would tap or use it (``player``, when given: an event tapping the
    site, a burglary, an item fetched or an influence attempt from afar tapping it; the engine's reading of "any
    purpose other than" the rescue, 3.III.6 naming no such use). The card's owner's own cards acting on it (a hazard
    that taps a site) are no use of it by the player it is lent to, and are not refused here."""
    lender = in_use_for(state, site)
    if lender is None or (player and player != (site.lent_to or player)):
        return Verdict.allow()
    return Verdict.refuse("site-lent-for-rescue", f"{state.label(site)} is {site.owner}'s card, lent to "
                          f"{site.lent_to or 'his opponent'} for {state.label(lender)}: it serves only for the rescue "
                          "and the minor item that may follow it (CoE 3.III.6).")
