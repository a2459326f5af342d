"""A card that ends and bars some of its own player's cards: while it is in play (the key ``bars_own``: The Lidless
Eye, which discards its player's Bade to Rule and keeps him from playing Bade to Rule afterwards, CRF 22 erratum),
its player's cards of the names it gives are discarded from play, and he may not play one.

The engine's reading, where the erratum is silent: "subsequently" lasts while the card is in play, as a card's effects
do (CoE 9.4.1); the discard comes as it enters play, once no chain of effects is open (the ``after chains`` hook), as
the other rules that discard a card in play do here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, State

if TYPE_CHECKING:
    from ..game import Game


def _barring(state: State, player: str, name: str) -> str | None:
    """The label of a card in play of ``player`` barring his cards of that name, or None."""
    return next((state.label(i) for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                 and fold(name) in {fold(n) for n in i.card.trait("bars_own", ())}), None)


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: a barred card of its player in play is discarded."""
    state = game.state
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY]:
        barring = _barring(state, inst.controller, inst.card.name)
        if barring is not None:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {barring} bars it to its player (CRF 22 erratum)")


def check_play(state: State, player: str, card: Card) -> Verdict | None:
    """The ``may play card`` query: a card its player's card in play bars to him."""
    barring = _barring(state, player, card.name)
    if barring is None:
        return None
    return Verdict.refuse("barred-to-its-player", f"{barring} keeps {player} from playing {card.name} while it is in "
                          "play (CRF 22 erratum).")
