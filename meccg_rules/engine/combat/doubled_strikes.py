"""A strike of an attack that the attacker assigns to a character who has one of its strikes already (Deftness of
Agility: "a Dragon can assign a strike ... to a character already assigned to receive one of its strikes").

The card's effect is a modification of the attack under way (``stat = "strike on a struck character"``, its ``by``
the prowess change of that strike alone, until the end of the attack), declared before strikes are assigned (CoE
3.i.5). Each such effect lets the attacker, assigning the strikes left to him, give one of them to a character
who has one already; that strike is a strike of its own, resolved in a strike sequence of its own with its own
roll (CoE 3.i.5; CRF 22, Deftness of Agility), its attack's prowess changed by ``by`` for it alone.
"""
from __future__ import annotations

from ..core.state import State, Strike

STAT = "strike on a struck character"


def _allowed(state: State) -> list[int]:
    """The prowess change of each doubled strike the effects on the attack under way allow."""
    combat = state.combat
    if combat is None:
        return []
    return [o.by for o in state.ongoing if o.stat == STAT and o.target == combat.attack.id]


def may_double(state: State, character: str, by_attacker: bool) -> bool:
    """May the attacker give the character, who has a strike of the attack already, one more now?"""
    combat = state.combat
    if combat is None or not by_attacker:
        return False
    used = sum(1 for st in combat.strikes if st.doubled)
    return used < len(_allowed(state)) and sum(1 for st in combat.strikes if st.character == character) == 1


def doubled(state: State, character: str) -> Strike:
    """The strike so assigned: its attack's prowess changed for it alone."""
    assert state.combat is not None
    used = sum(1 for st in state.combat.strikes if st.doubled)
    return Strike(character, "attacker", doubled=True, prowess=_allowed(state)[used])
