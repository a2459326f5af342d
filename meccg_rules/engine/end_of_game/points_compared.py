"""A card played only by a player ahead in marshalling points (The Black Council: "if ... you have more marshalling
points than your opponent").

The condition ``more_points_than_opponents``: its player (the resource player, who plays his resources in his own
turn) has more marshalling points now than each other player. The engine's reading of the count, where the text is
silent: each player's points as they stand, as the Free Council would tally them before any doubling, halving or
duplicates (CoE 10.3.ii; ``scoring.current_total``, an eliminated avatar's -5 included), not the final score.
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State
from . import scoring


def check_more_points_than_opponents(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``more_points_than_opponents``: its player has more marshalling points than each other player."""
    player = state.resource_player
    have = scoring.current_total(state, player)
    ahead = [p for p in state.players if p != player and scoring.current_total(state, p) >= have]
    if ahead:
        return Verdict.refuse("not-more-points", f"{card.name} is played only by a player with more marshalling "
                              f"points than his opponent; {player} has {have}, "
                              + ", ".join(f"{p} {scoring.current_total(state, p)}" for p in ahead) + " (its text).")
    return Verdict.allow()
