"""Havens as the rules read them (CRF 22, Rulings by Term > Haven; CoE g.hav.1).

A site's nearest Haven is printed on non-Haven sites; a Haven is its own
nearest Haven (a Darkhaven its own nearest Darkhaven; CRF 22, Rulings by Term > Darkhaven). The sites
named on an ally are those of his owner's alignment (a minion ally's Shelob's Lair is the minion site, whose
nearest Darkhaven is Minas Morgul). Reluctant Final Parting compares an ally's current site with
the site where the ally is played by their nearest Havens; an ally playable
by site type rather than at named sites has no such site, and is left alone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import alignments
from ..core.cards import Card
from ..core.state import IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def nearest_haven(site: Card) -> str | None:
    """The site's nearest Haven: printed on a non-Haven site, the Haven itself for a Haven (CoE g.hav.1)."""
    return site.name if site.is_haven else site.fact("nearest_haven")


def far_from_home(state: State, ally: Instance) -> bool:
    """Is the ally's current site's nearest Haven none of the nearest Havens of the sites where he is played?"""
    homes = ally.card.fact("playable_at", ())
    company = state.company_of(ally.id)
    if not homes or company is None:
        return False
    here = nearest_haven(state.cards[company.site].card)
    return here not in {nearest_haven(alignments.site_for(state, ally.owner, name)) for name in homes}


def far_from_home_allies(game: Game, entry: Declared) -> list[str]:
    """The ``allies far from home`` selection: every ally in play whose site is far from where he is played."""
    state = game.state
    return [i.id for i in state.cards.values() if i.zone == IN_PLAY and i.card.kind == "ally"
            and far_from_home(state, i)]
