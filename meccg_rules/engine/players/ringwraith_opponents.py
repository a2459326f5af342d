"""A card played only against Ringwraith opponents, while its player's Ringwraith is at a Darkhaven (The Black Council:
"Playable ... if your Ringwraith is in a Darkhaven and ... your opponent is a Ringwraith").

Two conditions of a card's play (``playable_if``), asked of its player, the resource player, who plays his resources
in his own turn:

- ``opponents_ringwraiths``: every other player of the game is a Ringwraith player. The engine's reading in a game
  of three or four players, as for a card played only against Wizards (``wizard_opponents``): each of them, not only
  the turn's hazard player;
- ``avatar_at_darkhaven``: its player's avatar is in play (not as a follower) at a Darkhaven, a Ringwraith player's
  or a Balrog player's (CoE glossary, Darkhaven; ``alignments.is_minion_haven``): "your Ringwraith" is his avatar
  (CoE 2.II.2.1.R5: a Ringwraith follower is not, nor one waiting for a Ringwraith to control him again, R8).
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State
from .alignments import RINGWRAITH, alignment_of
from .as_your_ringwraith import at_darkhaven, is_players_avatar
from .wizard_opponents import opponents


def check_opponents_ringwraiths(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``opponents_ringwraiths``: every opponent of its player is a Ringwraith player."""
    player = state.resource_player
    others = [p for p in opponents(state, player) if alignment_of(state, p) != RINGWRAITH]
    if others:
        return Verdict.refuse("opponent-not-ringwraith", f"{card.name} is played only if {player}'s opponent is a "
                              f"Ringwraith player; {' and '.join(others)} "
                              f"{'is not' if len(others) == 1 else 'are not'} (its text).")
    return Verdict.allow()


def check_avatar_at_darkhaven(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``avatar_at_darkhaven``: its player's avatar, no follower (nor one waiting for a Ringwraith), is in play at a
    Darkhaven."""
    player = state.resource_player
    if any(inst.controller == player and is_players_avatar(inst) and at_darkhaven(state, inst)
           for inst in state.cards.values()):
        return Verdict.allow()
    used = "used" if card.is_character else "played"   # an avatar's own ability ("if at a Darkhaven", Ûvatha)
    return Verdict.refuse("avatar-not-at-darkhaven", f"{card.name} is {used} only while {player}'s avatar is at a "
                          "Darkhaven (its text).")
