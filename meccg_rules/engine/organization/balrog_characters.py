"""A Balrog player's characters: their home sites and one more character action while organizing (CoE 2.II.2.2.B1,
B2).

- A Balrog player's character card whose home site is "Any Dark-hold" has instead the home site "Any non-Dark-hold
  Under-deeps site" (CoE 2.II.2.2.B1): he is played there (and discarded there while organizing, 2.II.2.4), never at
  a Dark-hold for being one. His opponent's copy of the same card keeps its printed home site.
- Besides the one character a turn played or discarded while organizing (CoE 2.II.2), a Balrog player may take one
  more action to play or remove from play a non-unique character while organizing (CoE 2.II.2.2.B2): of the two
  characters so played or discarded in a turn, at most one is unique, whichever comes first.

The engine's readings, where the rules are silent: "remove from play" while organizing is the discard of CoE 2.II.2.4
(at a Haven or the character's home site); over general influence at the end of the phase (CoE 2.II.8), the
characters played this turn go back to the hand the later first, as many as it takes (``organization/characters``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import Card, fold
from ..players import alignments

if TYPE_CHECKING:
    from ..core.state import Instance, State

DARK_HOLD_HOME = "Any Dark-hold"
UNDER_DEEPS_HOME = "any non-Dark-hold Under-deeps site"   # as the Balrog cards print it (BA-6 Crook-legged Orc)
MORE_CHARACTER = "Balrog player's other character played or discarded"   # per-turn key (CoE 2.II.2.2.B2)


def home_sites(state: State, player: str | None, card: Card) -> tuple[str, ...]:
    """The character's home sites as his player has them: for a Balrog player, "Any Dark-hold" reads "Any
    non-Dark-hold Under-deeps site" (CoE 2.II.2.2.B1); ``player`` None: as printed."""
    printed = tuple(card.fact("home_sites", ()) or ())
    if player is None or alignments.alignment_of(state, player) != alignments.BALROG:
        return printed
    return tuple(UNDER_DEEPS_HOME if fold(home) == fold(DARK_HOLD_HOME) else home for home in printed)


def one_more(state: State, player: str, inst: Instance, first: Instance | None) -> bool:
    """With ``first`` played or discarded this turn already, may ``player`` play or discard ``inst`` as his one more
    character action: a Balrog player, that action not taken yet, and one of the two non-unique (CoE 2.II.2.2.B2)."""
    if alignments.alignment_of(state, player) != alignments.BALROG or state.turn.per_turn.get(MORE_CHARACTER):
        return False
    return not inst.card.fact("unique") or (first is not None and not first.card.fact("unique"))


def taken(state: State, inst: Instance) -> None:
    """``inst`` was played or discarded as the Balrog player's one more character action (CoE 2.II.2.2.B2)."""
    state.turn.per_turn[MORE_CHARACTER] = inst.id
