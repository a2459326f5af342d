"""The host's rescue site card, used to move to the rescue site (CoE 3.III.6).

A resource player whose location deck holds no copy of a rescue site available may move a company to it with the
rescue site card placed with the hazard host (the organization hook ``site card to move to``, which
``organization/location_decks.py`` asks only when his location deck, stated, cannot give the site, nor a company of
his already at it or moving to it). The card is lent to him, marked ``used_for`` the host: it lies with the host
until his company's movement/hazard phase reveals it, then it is his company's site, and the host's rescue site still
(``taking_prisoners.rescue_site_of``). While it is, it serves for the rescue and the minor item that may follow it
only (3.III.6): an item or an ally played there but that minor item, an influence attempt for a faction there and,
by the engine's reading, a character played at it and any other action of his that taps or uses it (an event tapping
the site, a burglary attempt, an item fetched, an ally played after a roll, an influence attempt from afar tapping
his site) are refused (``site_phase/site_resources.py``, ``influence``, ``organization/characters.py``,
``playing/lent_site_taps.py``, ``site_phase/burglary.py``, ``searched_items.py``, ``rolled_allies.py``,
``influence/from_afar.py``, through ``location_decks.check_used``).

The engine's readings, where the rules are silent: the host must hold a prisoner of his (the card serves "for
rescuing the prisoner(s)"); a card of his own of the site, in his location deck or in play with a company of his,
is used first. The host, discarded after the rescue (3.III.7), leaves the card where it is: the company stays at
it, and it goes back to its owner's location deck when the company leaves it (as a lent site does,
``organization/lent_sites.py``), tapped or not. A host left with no prisoner before the company's new site is
revealed is discarded and its card goes back to its player's location deck (3.III.7): the company, which has no
card to move to any more, does not move (its movement declared is cancelled). A host leaving play while it holds
his prisoners frees them at the rescue site (3.III.8, ``discarded_hosts.py``), on that card, lent him in the same
way, and the company still moves there, to the card where a company of his now is (CoE 2.II.7).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import OFF_TO_THE_SIDE, Company, Instance, State
from .taking_prisoners import is_host, placed_site, prisoners_of

if TYPE_CHECKING:
    from ..core.cards import Card


def site_card_to_move_to(state: State, company: Company, card: Card) -> tuple[Instance, str] | None:
    """The organization hook ``site card to move to``: the rescue site card placed with a hazard host holding a
    prisoner of the company's player, of the site named, and the host (CoE 3.III.6)."""
    for host in state.cards.values():
        if not is_host(host) or not any(p.owner == company.owner for p in prisoners_of(state, host.id)):
            continue
        site = placed_site(state, host.id)
        if site is not None and site.name == card.name and site.zone == OFF_TO_THE_SIDE:
            return site, host.id
    return None

