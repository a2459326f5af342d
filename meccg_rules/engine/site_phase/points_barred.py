"""A site where the other player may not play cards that give marshalling points (CRF 22, Card Errata and Rulings,
The Fortress of Isen and Fortress of the Towers, second bullets; the key ``bars_opponent_points_at``).

The Fallen-wizard's two fortress Stage cards, as corrected, name the site (Guarded Haven, as corrected, the site it
lies on: the key ``bars_opponent_points_at_its_site``): no card that gives marshalling points
may be played at Isengard (at The White Towers) by the player's opponent, in all cases. The site is named, so every
version and copy of it is meant, not only the one the card lies on (CRF 22, Rulings by Term > Site: a
permanent-event on a site touches that copy only unless its text says otherwise).

The engine's reading: a card is played "at" a site when it is played in the site phase of a company at that site;
a card gives marshalling points when it prints some. Not modelled: a character the opponent brings into play at
such a site in his organization phase (each such card names that clause a gap).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.zones import IN_PLAY

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State


def _bars(state: State, player: str, site_name: str) -> str | None:
    """The card in play, of another player than ``player``, barring point cards at a site of this name."""
    for inst in state.cards.values():
        named = inst.card.trait("bars_opponent_points_at")
        if inst.card.trait("bars_opponent_points_at_its_site") and inst.attached_to in state.cards:
            named = state.cards[inst.attached_to].card.name   # the site it lies on, any version (Guarded Haven)
        if inst.zone == IN_PLAY and named == site_name and inst.controller != player:
            return state.label(inst)
    return None


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card giving marshalling points, played at a site another player's card bars
    them at."""
    if not card.fact("marshalling_points") or state.phase != "site" or state.active_company is None:
        return Verdict.allow()
    company = state.companies.get(state.active_company)
    if company is None or company.owner != player or company.en_route:
        return Verdict.allow()
    site = state.cards[company.site].card.name
    barred = _bars(state, player, site)
    if barred is None:
        return Verdict.allow()
    return Verdict.refuse("points-barred-at-site", f"{barred} is in play: {player} may play no card giving "
                          f"marshalling points at {site}, whichever copy of it his company is at.")
