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
from ..core.errors import InputError
from ..core.state import DISCARD, IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def nearest_haven(site: Card) -> str | None:
    """The site's nearest Haven: printed on a non-Haven site, the Haven itself for a Haven (CoE g.hav.1)."""
    return site.name if site.is_haven else site.fact("nearest_haven")


def _version(name: str, ally: Instance, fallback: Card) -> Card:
    """The site ``name`` in the version of the ally's alignment (hero or minion: CRF 22 erratum to Reluctant Final
    Parting); a site with no such version, or an ally of neither alignment, reads the version in use."""
    alignment = {"Hero": alignments.WIZARD, "Minion": alignments.RINGWRAITH}.get(ally.card.alignment)
    if alignment is None:
        return fallback
    try:
        return alignments.card_for(name, alignment)
    except InputError:
        return fallback


def far_from_home(state: State, ally: Instance) -> bool:
    """Is the ally's current site's nearest Haven none of the nearest Havens of the sites where he is played? Both
    read from the site cards of the ally's alignment (CRF 22 erratum to Reluctant Final Parting)."""
    homes = ally.card.fact("playable_at", ())
    company = state.company_of(ally.id)
    if not homes or company is None:
        return False
    site = state.cards[company.site].card
    here = nearest_haven(_version(site.name, ally, site))
    return here not in {nearest_haven(_version(name, ally, alignments.site_for(state, ally.owner, name)))
                        for name in homes}


def parted(state: State, ally: Instance, card: Card) -> bool:
    """Does ``card`` discard this ally: not one it spares, and at an Under-deeps site or far from home?"""
    if ally.card.name in card.trait("spares_allies", ()):
        return False
    company = state.company_of(ally.id)
    if company is not None and state.cards[company.site].card.fact("under_deeps"):
        return True
    return far_from_home(state, ally)


def far_from_home_allies(game: Game, entry: Declared) -> list[str]:
    """The ``allies far from home`` selection: every ally in play at an Under-deeps site or whose site is far from
    where he is played, but those the card spares."""
    state = game.state
    card = state.cards[entry.card].card
    return [i.id for i in state.cards.values() if i.zone == IN_PLAY and i.card.kind == "ally"
            and parted(state, i, card)]


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: while such a card is in play, an ally who comes to stand at an Under-deeps site or
    far from home is discarded (checked as soon as no chain of effects is open: the engine's reading)."""
    state = game.state
    for card in [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("parts_allies")]:
        for ally in [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.kind == "ally"
                     and parted(state, i, card.card)]:
            state.move(ally.id, DISCARD)
            state.log.append(f"{state.label(ally)} is discarded by {state.label(card)}")
