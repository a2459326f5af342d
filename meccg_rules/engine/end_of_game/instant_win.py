"""A card that wins the game at once (the primitive ``win-game``: Cracks of Doom).

Resolved, it gives the game to its player there and then, with no Free Council (the result is set as the Free
Council's would be, CoE 10); a card of the name it gives, borne by its target, is first removed from play
(The One Ring destroyed: placed in the out-of-play pile, the engine's reading of "destroyed", which the rules do not
define). With a result set, the game refuses every further action
(``Game.explain``: "the game is over").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import OUT_OF_PLAY

if TYPE_CHECKING:
    from ..core.behaviour import WinGame
    from ..core.chain import Declared
    from ..game import Game


def win_game(game: Game, entry: Declared, effect: WinGame) -> bool:
    s = game.state
    for held in [i for i in s.attached(entry.target) if effect.removing and i.card.name == effect.removing]:
        s.move(held.id, OUT_OF_PLAY)
        s.log.append(f"{s.label(held)} is destroyed: removed from play (its owner's out-of-play pile)")
    s.ending.result = entry.player
    s.log.append(f"{entry.player} wins the game")
    return True
