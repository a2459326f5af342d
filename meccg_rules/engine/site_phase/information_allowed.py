"""Information made playable at sites that do not list it (the ``allow-information`` primitive: A Panoply of
Wings, discarded).

A resource "playable at a site where Information is playable" asks whether the site's card lists Information
(``site_offers``, a condition; Ringlore). A card resolving this effect lets its player play information, as though
listed, at every site where the card itself is playable (A Panoply of Wings: a non-Haven, non-Shadow-hold,
non-Dark-hold site in a Wilderness, as its faction text says; ``playable.playable_here``). The effect lasts until the
end of the turn (CRF 22, A Panalopy of Wings): it is kept with the turn's records and goes with them, whatever phase
it was made in. Only its player gains it (the engine's reading: the card is his, and he is the one discarding it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives import effects
from . import playable

if TYPE_CHECKING:
    from ..core.behaviour import AllowInformation
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

KEY = "information playable"   # Turn.per_turn[(KEY, player)]: the ids of the cards that made it so, this turn


def allow(game: Game, entry: Declared, effect: AllowInformation) -> bool:
    """The card resolves: until the end of the turn, its player may play information where it is playable."""
    s = game.state
    sources = s.turn.per_turn.setdefault((KEY, entry.player), [])
    sources.append(entry.card)
    s.log.append(f"until the end of the turn {entry.player} may play information where "
                 f"{effects.source_name(game, entry)} is playable")
    return True


def offered(state: State, site: Instance, player: str) -> str | None:
    """The ``information playable`` hook: the card whose effect lets ``player`` play information at ``site``."""
    for source in state.turn.per_turn.get((KEY, player), ()):
        card = state.cards[source].card
        if playable.playable_here(state, card, site):
            return card.name
    return None
