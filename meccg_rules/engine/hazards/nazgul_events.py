"""Nazgûl events: the Nazgûl played as permanent-events, in play or tapped into the chain of effects (CoE 2.IV.vii.5;
CRF 22, Rulings by Term > Nazgûl).

A Nazgûl of The Wizards may wait in play as a permanent-event; tapped for the effect its card prints it becomes a
short-event from the declaration on (``becomes_short_event``, playing/hazard_uses.py) and stays declared in the chain
of effects until it resolves. Cards played with or against the Nazgûl read them here:

- the target kind ``Nazgûl event``: a Nazgûl permanent-event in play, or one tapped and still declared in a chain
  of effects (Praise to Elbereth: "cancel one Nazgûl event"); cancelled there, its declared effect never happens;
- the target kind ``tapped Nazgûl``: only one tapped and declared, not yet resolved (Morgul-horse, declared
  between the tap and its resolution, CRF 22);
- the selection ``Nazgûl events``: every Nazgûl permanent-event in play (Wizard's River-horses). A tapped one
  keeps its effect (CRF 22, Wizard's River-horses); that it is not selected at all, being a short-event in the
  chain and no longer a permanent-event in play, is the engine's reading;
- the primitive ``to-hand-instead``: the tapped Nazgûl aimed at goes to its player's hand when it resolves, not to
  the discard pile (Morgul-horse). ``resolved_to`` tells the chain where a resolved Nazgûl goes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, HAND
from ..primitives.conditions import nazgul_in_play, tapped_nazgul

if TYPE_CHECKING:
    from ..core.behaviour import ToHandInstead
    from ..core.chain import Declared
    from ..core.state import State
    from ..game import Game

TO_HAND = "tapped Nazgûl to hand"   # the mark of ``to-hand-instead`` (``Turn.per_turn``)


def nazgul_events(game: Game, entry: Declared) -> list[str]:
    """The selection ``Nazgûl events``: every Nazgûl permanent-event in play."""
    return [i.id for i in game.state.cards.values() if nazgul_in_play(game.state, i)]


def to_hand_instead(game: Game, entry: Declared, effect: ToHandInstead) -> bool:
    """The tapped Nazgûl aimed at, if still declared, will go to its player's hand as it resolves."""
    s = game.state
    target = s.cards.get(entry.target or "")
    if target is None or not tapped_nazgul(s, target):
        s.log.append(f"{s._name(entry.card)}: no tapped Nazgûl is declared any more; nothing happens")
        return True
    s.turn.per_turn[(TO_HAND, target.id)] = entry.card
    s.log.append(f"{s._name(entry.card)}: {s.label(target)} will go back to {target.owner}'s hand when it resolves")
    return True


def resolved_to(state: State, ref: str) -> str:
    """Where a hazard permanent-event that became a short-event goes once resolved: the discard pile, or its
    player's hand after ``to-hand-instead``."""
    return HAND if (TO_HAND, ref) in state.turn.per_turn else DISCARD


def marked(state: State) -> list[str]:
    """The tapped Nazgûl that ``to-hand-instead`` has bound for the hand this turn."""
    return [str(k[1]) for k in state.turn.per_turn if isinstance(k, tuple) and k[0] == TO_HAND]
