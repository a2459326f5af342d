"""A hazard host leaving play while it holds prisoners (CoE 3.III.8, g.off.1).

A card placed off to the side is discarded when its host leaves play, but not a prisoner (CoE glossary, off to the
side; g.off.1): if a hazard host is discarded, its prisoners are rescued and form a new company at the rescue site
(3.III.8). The hook ``moving`` frees them as the host leaves: in a company of their player's named "Freed from
HOST" (a number added if that name is taken), at his own site card of the rescue site's name (the one a company of
his is at there, else his location deck's; his location deck stated without one, the host's own rescue site card,
lent him as 3.III.6 lends it and, as there, for nothing else, the engine's reading; a location deck the example does
not state holds every site it needs), under general influence, keeping their position and the rings they kept
(``release``, which a rescue attempt uses too, 3.III.5). Then the host, holding nothing, goes as 3.III.7 says: its
rescue site returns to its player's location deck.

The engine's readings, where the rules are silent: the prisoners of one host form one company together; the rule
applies however the host leaves play (g.off.1 keeps prisoners from being discarded with any host leaving play); the
rescue site returns to the location deck as it does for a host left with no card (3.III.7), rather than being
discarded with its host; no minor item follows, and the site does not tap (only a rescue attempt's tapping
character does that, 3.III.5).

A host on a site (Troll-purse, ``hosts_on_a_site.py``) leaves play with its site, as any card on a card leaving
play does (the company that played the item gone from it, its site of origin discarded or returned, CoE 2.IV.viii):
it is discarded, so 3.III.8 frees its prisoners into a new company at the rescue site, the site it was on. That card
has gone where its own rule sent it (the discard pile, the location deck); the engine's reading: the new company is
at the site as any company of their player's reaching it is, by his own card of it, the one that went back to his
location deck if it did, else another copy from there (else, his location deck unstated, one the engine gives him,
as it does for any site card he moves to): the site card that left play is not brought back.
"""
from __future__ import annotations

from ..core.errors import NotModelledError
from ..core.state import IN_PLAY, LOCATION_DECK, Company, Instance, State
from ..organization import location_decks
from ..players import alignments
from .taking_prisoners import is_host, placed_site, prisoners_of, rescue_site_of, return_placed_site


FREED = "Freed from"   # the name of a company formed by prisoners a host's leaving play freed, before the host's


def formed_by_freed_prisoners(company: Company) -> bool:
    """Was this company formed by prisoners freed as their hazard host left play (CoE 3.III.8)?"""
    return company.id.startswith(f"{FREED} ")


def release(state: State, prisoner: Instance, company: str) -> None:
    """The prisoner joins ``company`` under general influence, keeping his position and the rings he kept."""
    tapped, wounded = prisoner.tapped, prisoner.wounded
    rings = list(state.off_to_the_side(prisoner.id))
    state.move(prisoner.id, IN_PLAY)
    prisoner.company, prisoner.controller, prisoner.follower_of = company, prisoner.owner, None
    prisoner.tapped, prisoner.wounded = tapped, wounded
    for ring in rings:
        state.move(ring.id, IN_PLAY, attached_to=prisoner.id)
    state.emit("rescued", card=prisoner.id, company=company)


def _site_card(state: State, player: str, name: str, placed: Instance | None) -> Instance:
    """The player's site card of that name: the one a company of his is at, else his location deck's, else the
    host's rescue site card ``placed`` with it, lent him (his location deck stated without one, as for 3.III.6),
    else new (his location deck unstated)."""
    here = next((state.cards[c.site] for c in state.companies_of(player) if state.cards[c.site].name == name
                 and state.cards[c.site].zone == IN_PLAY), None)
    if here is not None:
        return here
    held = next((i for i in state.in_zone(LOCATION_DECK, player) if i.name == name), None)
    if held is None and location_decks.stated(state, player):
        if placed is None:
            raise NotModelledError(f"prisoners freed at {name}, a site card of which {player}'s location deck, as "
                                   "the example states it, does not hold, nor is one with the host (CoE 3.III.8)")
        held = location_decks.lend_for(placed, player, placed.used_for or (placed.attached_to or ""))   # 3.III.6
    site = held or state.add(alignments.site_for(state, player, name), player, LOCATION_DECK)
    state.move(site.id, IN_PLAY)
    return site


def free_at_rescue_site(state: State, host: Instance, prisoners: list[Instance], why: str) -> str:
    """The prisoners form a new company of their player's at the host's rescue site; its name."""
    site = rescue_site_of(state, host.id)
    assert site is not None
    player = prisoners[0].owner
    name = base = f"{FREED} {state.label(host)}"
    number = 2
    while name in state.companies:
        name, number = f"{base} {number}", number + 1
    state.companies[name] = Company(name, player, _site_card(state, player, site.name, placed_site(state, host.id)).id)
    for prisoner in prisoners:
        release(state, prisoner, name)
        state.log.append(f"{state.label(prisoner)} is rescued {why}, and forms {name} at {site.name}")
    return name


def host_leaving(state: State, card: Instance, zone: str) -> None:
    """The hook ``moving``: a hazard host leaving play frees its prisoners into a new company at the rescue site
    (CoE 3.III.8) before its other cards go; its rescue site returns to its player's location deck (3.III.7)."""
    if not is_host(card):
        return
    prisoners = prisoners_of(state, card.id)
    held_at, placed = rescue_site_of(state, card.id), placed_site(state, card.id)
    if prisoners and held_at is not None:
        free_at_rescue_site(state, card, prisoners, f"as {state.label(card)} leaves play (CoE 3.III.8)")
    if placed is not None and placed.zone != IN_PLAY:   # not the site a host on a site is on, nor one lent
        state.log.append(f"{return_placed_site(state, placed)} (CoE 3.III.7)")
