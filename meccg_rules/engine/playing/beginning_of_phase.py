"""Actions "at the beginning of" a phase (CoE 9.6.5; CRF 22, Rulings by Term > Beginning of Phase/Turn).

The beginning of a phase is a moment: actions allowed "at the beginning" of
it may be taken before any normal action of that phase, and once a normal
action has been taken the beginning has passed until the phase comes again.
Passes and rolls are not actions of the phase; an "at the beginning" action
keeps the moment open for others.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from .actions import UseAbility
from .tap_abilities import find_ability
from ..core.errors import Verdict

if TYPE_CHECKING:
    from ..core.behaviour import Ability
    from ..game import Game
    from ..core.state import State

BEGUN = ("a normal action of the phase was taken",)


def at_the_beginning(state: State, action: Action) -> bool:
    """Is ``action`` one a card allows only at the beginning of a phase?"""
    if not isinstance(action, UseAbility):
        return False
    inst = state.find(action.card)
    ability = find_ability(state, inst, action.ability, quiet=True)
    return ability is not None and bool(ability.at_beginning_of)


def note_action(game: Game, action: Action) -> None:
    """Before a legal action is applied: a normal action of the phase ends its beginning."""
    s = game.state
    if s.turn.per_phase.get(BEGUN):
        return  # its beginning has passed already
    if not at_the_beginning(s, action):  # (passes and rolls never end it: ``Closes.not_by``)
        s.turn.per_phase[BEGUN] = 1


def check(state: State, player: str, ability: Ability) -> Verdict:
    """May an "at the beginning of your PHASE" ability be used now?"""
    phase = ability.at_beginning_of
    if state.phase != phase or player != state.resource_player:
        return Verdict.refuse("wrong-phase", f"That is done at the beginning of its player's {phase} phase.")
    if state.turn.per_phase.get(BEGUN):
        return Verdict.refuse("beginning-passed", f"A normal action of the {phase} phase has been taken: its "
                              "beginning has passed (CoE 9.6.5).")
    return Verdict.allow()
