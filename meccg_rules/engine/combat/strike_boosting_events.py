"""Getting rid of an event that boosts the strike's prowess affects the strike (CRF 22, The Strike Sequence, a
CoE ruling of 2002 on Annotation 18; CoE 3.iv.5).

While a strike sequence waits for its roll, only actions that affect that strike may be declared. An effect that
takes out of play a card raising the prowess of the attack being faced lowers the strike's prowess by another road,
so it is such an action: a card in play whose modification of the attack's prowess is in effect (a static of its
entry, Wake of War's), or one that made a change of that prowess still lasting (an ongoing change, Icy Touch's +1).

The engine's reading, where the CRF is silent: it is the removal that counts, whoever declares it and whichever
zone the card goes to; a card whose change of the attack's prowess is zero or a decrease boosts nothing, and its
removal must wait for the strike sequence to end, as must the removal of any card with no bearing on the strike.
"""
from __future__ import annotations

from ..core.behaviour import Mode, Move, walk
from ..core.state import IN_PLAY, Attack, State
from .attacks import aimed_at, raises

STAT = "attack prowess"


def boosts(state: State, ref: str, attack: Attack) -> bool:
    """Does the card ``ref``, in play, raise the prowess of ``attack`` now?"""
    inst = state.cards.get(ref)
    if inst is None or inst.zone != IN_PLAY:
        return False
    if any(static.stat == STAT and static.by > 0 and raises(state, static, attack) for static in inst.card.statics):
        return True
    return any(o.source == ref and o.stat == STAT and o.by > 0
               and o.target in aimed_at(attack)
               for o in state.ongoing)


def removes_boost(state: State, mode: Mode | None, target: str | None) -> bool:
    """Would this use of a card take its target, a card boosting the attack being faced, out of play?"""
    if state.combat is None or not target or mode is None:
        return False
    removes = any(isinstance(e, Move) and e.who == "target" for e in walk(mode.effects))  # to any pile
    return removes and boosts(state, target, state.combat.attack)
