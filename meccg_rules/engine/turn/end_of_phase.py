"""Actions "at the end of" a phase (CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn).

The end of a phase is a period of its own. It begins once the players have announced that they will start no
chain of effects with anything but an action taken at the end of the phase, and every other declared action has
resolved; it lasts until the phase ends. Meanwhile the only actions are those taken at the end of the phase,
and, in answer to them, actions aimed at a declared card (or at a dice roll); the turn may move on.

A card playable only then says so with the condition ``at_end_of`` (its ``playable_if``), and so does an ability of
a card usable only then (Gandalf's untapping). The engine's reading of the announcement: declaring such a card, or
using such an ability, with no chain of effects open is its player's announcement that he is done with the phase's
normal actions. Only the organization phase's end is modelled: in it the hazard player
has no normal action to take, so the resource player's announcement opens the period. Passive conditions
triggered at the end of a phase are modelled for the untap phase and a company's movement/hazard phase only
(``phases``, ``movement_hazard_end``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Discard, OrderTriggered, Pass, Roll, StateOutcome
from ..core.errors import InputError, Verdict
from ..organization import special_movement
from ..organization.actions import DeclareMovement
from ..playing.abilities import USING
from ..playing.actions import CheckToUse, DiscardToUse, PlayEvent, UseAbility
from ..playing.tap_abilities import TAPPING, find_ability
from .actions import BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ResetHands

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State
    from ..game import Game

PHASES = ("organization",)     # the phases whose end is modelled (``Condition.at_end_of``)
ENDING = ("the end of the phase has begun",)   # per-phase key
ALWAYS = (Pass, Roll, StateOutcome, OrderTriggered,  # not actions of the phase
          EndPhase, BeginMovementHazard, BeginSitePhase, EndSitePhase, ResetHands)  # the turn moving on


def _conditions(card: Card, mode: str = "") -> list[Condition]:
    wanted = mode.casefold().removeprefix("choosing ").strip()
    found = list(card.trait("playable_if", ()))
    for m in card.modes:
        if not wanted or m.name.casefold() == wanted:
            found += m.playable_if
    return found


def at_the_end(state: State, action: Action) -> bool:
    """Is ``action`` the play of a card playable only at the end of the phase under way, or the use of a card's
    ability usable only then ("May untap at the end of your organization phase", Gandalf)?"""
    if isinstance(action, (UseAbility, CheckToUse)):
        try:
            inst = state.find(action.card)
        except InputError:
            return False   # not a card: the action's own check says what it is
        ability = find_ability(state, inst, action.ability, quiet=True,
                               costs=USING if isinstance(action, CheckToUse) else TAPPING)
        return ability is not None and any(c.at_end_of == state.phase for c in ability.playable_if)
    if not isinstance(action, PlayEvent):
        return False
    card = state.find(action.card).card
    return any(c.at_end_of == state.phase for c in _conditions(card, action.mode))


def check_condition(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``at_end_of``: the phase under way is that one, and its end has come (or comes with this card)."""
    phase = condition.at_end_of
    if state.phase != phase:
        return Verdict.refuse("wrong-phase", f"{card.name} is played at the end of the {phase} phase.")
    if state.chains and not state.turn.per_phase.get(ENDING):
        return Verdict.refuse("end-of-phase-not-reached", f"The end of the {phase} phase comes once every action "
                              f"declared has resolved: {card.name} cannot answer them (CoE 9.6.6).")
    return Verdict.allow()


def note_action(game: Game, action: Action) -> None:
    """Before a legal action is applied: declaring an action at the end of the phase begins its end."""
    s = game.state
    if not s.turn.per_phase.get(ENDING) and at_the_end(s, action):
        s.turn.per_phase[ENDING] = 1
        s.log.append(f"the end of the {s.phase} phase has begun: only actions at its end may be declared")


def gate(game: Game, action: Action) -> Verdict:
    """Once the end of the phase has begun: actions at its end, answers aimed at a declared card, the turn moving
    on; nothing else (CoE 9.6.6)."""
    s = game.state
    if not s.turn.per_phase.get(ENDING) or isinstance(action, ALWAYS) or at_the_end(s, action) \
            or (isinstance(action, Discard) and s.pending is not None) or _aims_at_declared(s, action) \
            or _moves_as_granted_at_the_end(s, action):
        return Verdict.allow()
    return Verdict.refuse("phase-ending", f"The end of the {s.phase} phase has begun: only actions taken at its "
                          "end, and answers aimed at a declared card, may be declared now (CoE 9.6.6).")


def _moves_as_granted_at_the_end(state: State, action: Action) -> bool:
    """The special movement a card played at the end of the phase gave the company, declared then: the engine's
    reading of "Playable only at the end of the organization phase ... The company may move to ..." (Paths of the
    Dead), the move being what that card lets the company do at that moment. Its own check says if it is legal."""
    if not isinstance(action, DeclareMovement) or action.via:
        return False
    try:
        company = state.get_company(action.company)
    except InputError:
        return False
    found = special_movement.granted(state, company)
    return found is not None and found[0] in state.cards and any(
        c.at_end_of == state.phase for c in _conditions(state.cards[found[0]].card))


def _aims_at_declared(state: State, action: Action) -> bool:
    """An event or ability whose target is a card declared in the open chain of effects."""
    ref = getattr(action, "target", None) if isinstance(action, (PlayEvent, UseAbility, DiscardToUse)) else None
    if not ref or not state.chains:
        return False
    try:
        inst = state.find(ref)
    except InputError:
        return False  # not a card: the action's own check says what it is
    return any(entry.card == inst.id for chain in state.chains for entry in chain.entries)
