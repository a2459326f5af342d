"""A permanent-event's change of an attack ends once the card leaves play (CoE 9.4.1: a card's effects last until it
leaves play; CRF 22, Rulings by Term > Discard: a card leaving play stops having any effect at once).

A permanent-event played on a company facing an attack that changes that attack for as long as it is faced
(``modify`` with ``until = "end-of-attack"`` and ``attach``: Icy Touch's +1 prowess) changes it while it stays in
play. Once it has left play (discarded by Marvels Told, say) its change of the attack ends, and the attack fights
on without it: once every chain is done, the engine drops such a change whose card is no longer in play. A change
made by a short-event, which is discarded as it resolves, lasts as its card says.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, State
from .attacks import aimed_at

if TYPE_CHECKING:
    from ..game import Game

UNTIL = "end-of-attack"


def ended(state: State, source: str) -> bool:
    """Is ``source`` a permanent-event that has left play?"""
    inst = state.cards.get(source)
    return inst is not None and inst.card.kind == "permanent-event" and inst.zone != IN_PLAY


def after_chains(game: Game) -> None:
    """Every chain is done: the changes of the attack made by permanent-events no longer in play end."""
    s = game.state
    if s.combat is None:
        return
    on_attack = aimed_at(s.combat.attack)
    s.ongoing = [o for o in s.ongoing if not (o.until == UNTIL and o.target in on_attack and ended(s, o.source))]
