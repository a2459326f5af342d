"""The order of corruption checks that one effect asks of both players' characters at once (CRF 22, Card Errata and
Rulings > Ren the Unclean: "each character in play must make a corruption check").

The moving player's characters check first, then the other player's: in the movement/hazard phase where such a
card is used the moving player is the resource player, the engine's reading for any phase. Each player decides the
order of the checks of his own characters; the engine has no way yet for a player to state that order, so a player
with two or more characters to check is refused, not modelled, and never ordered for him.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError

if TYPE_CHECKING:
    from ..game import Game


def ordered(game: Game, subjects: list[str]) -> list[str]:
    """``subjects`` in the order their checks are made: the resource (moving) player's characters first."""
    s = game.state
    players = {s.cards[ref].controller for ref in subjects if ref in s.cards}
    if len(players) < 2:
        return subjects
    for player in players:
        own = [ref for ref in subjects if s.cards[ref].controller == player]
        if len(own) > 1:
            raise NotModelledError(f"not modelled yet: the order {player} chooses for the corruption checks of his "
                                   f"characters ({', '.join(s._name(ref) for ref in own)}); each player orders his "
                                   "own (CRF 22, Ren the Unclean)")
    first = s.resource_player
    return sorted(subjects, key=lambda ref: s.cards[ref].controller != first)   # stable
