"""The end of the turn: what waits for it resolves before the turn passes (CoE 2.VI, 9.6.6).

When the resource player ends the end-of-turn phase, the turn emits "end-of-opponents-turn" (with him as its
player): the moment a card's ``when`` clause waits for "at the end of your opponent's turn" (Plague as corrected,
CRF 22), a card whose controller is not the player whose turn it is. The passive conditions it sets off resolve in a
chain of effects while the phase lasts, and the turn passes once no chain is left (``phases.after_chains``), as at
the end of the untap phase. The hands are reset before (CoE 2.VI.ii, iii): a player over his hand size discards down
to it then, before the turn passes. Meanwhile only what answers them may be declared: passing, rolling, ordering
them, and that discarding.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Discard, OrderTriggered, Pass, Roll, StateOutcome
from ..core.errors import Verdict

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

TURN_ENDING = ("turn ending",)   # per-phase key: the end of the end-of-turn phase was declared; what waits for the
#                                  end of the turn resolves first


def ending(game: Game) -> bool:
    """Has the end of the turn been declared, its passive conditions still resolving?"""
    return bool(game.state.turn.per_phase.get(TURN_ENDING))


def ending_turn(game: Game, action: Action) -> Verdict:
    """The gate of the end-of-turn phase once its end is declared: only answers to what it set off (CoE 9.6.6)."""
    if not ending(game) or isinstance(action, (Pass, Roll, StateOutcome, OrderTriggered)) \
            or (isinstance(action, Discard) and game.state.pending is not None):   # down to his hand size (2.VI.ii)
        return Verdict.allow()
    return Verdict.refuse("end-of-phase-actions", "The turn is ending: only actions answering its passive "
                          "conditions may be declared now (CoE 9.6.6).",
                          "CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn")
