"""Winning with The One Ring (CoE 10.1), for a Ringwraith player: his company bearing The One Ring at Barad-dûr
(10.1.R1). A Wizard player wins by a card's effect (Cracks of Doom, Gollum's Fate: the primitive ``win-game``,
``instant_win``); a Fallen-wizard player with A New Ringlord and a Balrog player with Challenge the Power (10.1.F1,
B1) by those cards' conditions, which have no entry yet (the cards are refused as not modelled).

The engine's reading of "is bearing The One Ring at Barad-dûr": whenever the game waits for someone (the hook
``settled``: no chain of effects resolving, the turn moved on as far as it goes by itself), a character
of one of his companies bears the Ring (any version) and the company is at Barad-dûr (any version), not between
sites (``Company.en_route``: from its new site's reveal to the site phases it has not arrived yet). The game ends
there with him the winner, as a card's ``win-game`` ends it; the names are the rules facts' ``one_ring_victory``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rules_facts import facts
from ..players.alignments import RINGWRAITH, alignment_of

if TYPE_CHECKING:
    from ..core.state import Instance, State
    from ..game import Game


def bearer_at_the_dark_tower(state: State, player: str) -> Instance | None:
    """A character of the Ringwraith player ``player`` bearing The One Ring with his company at Barad-dûr, if any."""
    if alignment_of(state, player) != RINGWRAITH:
        return None
    named = facts("one_ring_victory")
    for company in state.companies_of(player):
        if company.en_route or state.site_of(company.id).card.name != named["site"]:
            continue
        for character in state.characters(company.id):
            if any(held.card.name == named["ring"] for held in state.attached(character.id)):
                return character
    return None


def settled(game: Game) -> None:
    """The hook ``settled``: a Ringwraith player bearing The One Ring at Barad-dûr wins (CoE 10.1.R1)."""
    s = game.state
    if s.ending.result:
        return
    for player in s.players:
        bearer = bearer_at_the_dark_tower(s, player)
        if bearer is not None:
            s.ending.result = player
            s.log.append(f"{s.label(bearer)} bears The One Ring at {s.label(s.site_of(bearer.company or ''))}: "
                         f"{player} wins the game (CoE 10.1.R1)")
            return
