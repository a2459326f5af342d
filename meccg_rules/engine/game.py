"""The narrow interface: ``check``, ``apply``, ``legal_actions``.

``check(action)`` returns a ``Verdict`` and never raises. ``apply(action)``
applies a legal action, or raises (``IllegalActionError`` carrying the verdict,
``UnknownNameError`` / ``ChoiceNeededError`` for bad input) and leaves the
state exactly as it was. Dice never roll on their own: a ``Roll`` action
states every roll the engine waits for.
"""
from __future__ import annotations

from . import corruption, effects, influence, on_guard, site_phase
from .actions import (
    Action,
    BeginSitePhase,
    DefeatAttack,
    EndSitePhase,
    InfluenceFaction,
    Pass,
    PlaceOnGuard,
    PlayEvent,
    PlayResource,
    RevealOnGuard,
    RingTest,
    Roll,
    StateOutcome,
    SupportCorruptionCheck,
)
from .cards import fold
from .chain import PASSIVE, Chain, Declared
from .errors import (
    ChoiceNeededError,
    IllegalActionError,
    InputError,
    UnknownNameError,
    Verdict,
    nearest,
)
from .state import RollRequest, State

# action type -> (check, apply); each check returns a Verdict, each apply mutates a checked state
RULES = {
    PlayResource: (site_phase.check_play_resource, site_phase.play_resource),
    InfluenceFaction: (influence.check_influence, influence.declare_influence),
    RingTest: (site_phase.check_ring_test, site_phase.declare_ring_test),
    PlayEvent: (effects.check_play_event, effects.play_event),
    PlaceOnGuard: (on_guard.check_place, on_guard.place),
    RevealOnGuard: (on_guard.check_reveal, on_guard.reveal),
    SupportCorruptionCheck: (corruption.check_support, corruption.support),
    DefeatAttack: (site_phase.check_defeat, site_phase.defeat),
    StateOutcome: (effects.check_outcome, effects.state_outcome),
    BeginSitePhase: (site_phase.check_begin, site_phase.begin),
    EndSitePhase: (site_phase.check_end, site_phase.end),
}

# declared kind -> resolver(game, entry) -> True when resolved, False while waiting for a roll or outcome
RESOLVERS = {
    "play-item": site_phase.resolve_play,
    "play-ally": site_phase.resolve_play,
    "ring-test": site_phase.resolve_ring_test,
    "influence": influence.resolve_influence,
    "play-event": effects.resolve_event,
    "reveal": effects.resolve_event,
    "support": corruption.resolve_support,
    "corruption-check": corruption.resolve_check,
    "place": on_guard.resolve_place,
}


class Game:
    """A game state and the rules that act on it."""

    def __init__(self, state: State):
        self.state = state

    # --- the interface
    def check(self, action: Action) -> Verdict:
        try:
            return self.explain(action)
        except UnknownNameError as error:
            return Verdict.refuse("unknown-name", str(error))
        except InputError as error:
            return Verdict.refuse("choice-needed", str(error))

    def apply(self, action: Action) -> None:
        verdict = self.explain(action)  # input errors propagate as InputError
        if not verdict:
            raise IllegalActionError(verdict)
        self.state.log.append(str(action))
        if action.player == self.state.resource_player and not isinstance(action, (Pass, Roll, PlayResource)):
            self.state.free_minor_item = None
        if isinstance(action, Pass):
            self._pass(action)
        elif isinstance(action, Roll):
            self._roll(action)
        else:
            RULES[type(action)][1](self, action)
        self.resolve()

    def legal_actions(self) -> list[Action]:
        from .legal import candidates
        return [a for a in candidates(self.state) if self.check(a)]

    # --- shared gates
    def explain(self, action: Action) -> Verdict:
        """Like ``check``, but a malformed action raises its ``InputError`` instead of becoming a verdict."""
        s = self.state
        if action.player not in s.players:
            raise UnknownNameError("player", action.player, nearest(action.player, s.players))
        if isinstance(action, Roll):
            return self._check_roll(action)
        if s.chains and s.chains[-1].immediate and not isinstance(action, StateOutcome):
            return self.responding(action.player)
        if s.pending_roll:
            return Verdict.refuse("waiting-for-roll", f"First {s.pending_roll.player} must roll for "
                                  f"{s.pending_roll.purpose}.")
        if s.pending_outcome and not isinstance(action, StateOutcome):
            return Verdict.refuse("waiting-for-outcome", f"First say what {s.pending_outcome} does.")
        if isinstance(action, Pass):
            return self._check_pass(action)
        return RULES[type(action)][0](self, action)

    def responding(self, player: str) -> Verdict:
        """May ``player`` declare an action now (no chain, or their turn to respond)?"""
        if not self.state.chains:
            return Verdict.allow()
        top = self.state.chains[-1]
        if top.immediate or top.resolving:
            return Verdict.refuse("no-responses", f"{top.entries[-1].card if top.entries else 'This chain'} "
                                  "resolves immediately: no responses are allowed.")
        if top.priority != player:
            return Verdict.refuse("not-your-priority", f"It is {top.priority}'s turn to respond, "
                                  f"not {player}'s.")
        return Verdict.allow()

    def _check_pass(self, action: Pass) -> Verdict:
        if not self.state.chains:
            return Verdict.refuse("no-chain", "There is no chain of effects to pass in.")
        return self.responding(action.player)

    def _check_roll(self, action: Roll) -> Verdict:
        request = self.state.pending_roll
        if request is None:
            return Verdict.refuse("no-roll-needed", f"Nothing is waiting for a roll ({action.purpose}).")
        if action.player != request.player or _norm(action.purpose) != _norm(request.purpose):
            raise InputError(f"the engine is waiting for {request.player}'s roll for {request.purpose}, "
                             f"not {action.player}'s roll for {action.purpose}")
        if not 2 <= action.value <= 12:
            raise InputError(f"a roll of two dice is between 2 and 12, not {action.value}")
        return Verdict.allow()

    # --- chain mechanics
    def declare(self, entry: Declared, origin: str) -> None:
        """Declare an action: it starts a chain, or responds in the open one."""
        s = self.state
        if s.chains:
            s.chains[-1].declare(entry, s.opponent(entry.player))
        else:
            s.chains.append(Chain(origin, s.opponent(entry.player), [entry]))

    def _pass(self, action: Pass) -> None:
        top = self.state.chains[-1]
        top.passes += 1
        top.priority = self.state.opponent(action.player)
        if top.passes >= 2:
            top.resolving = True

    def _roll(self, action: Roll) -> None:
        s = self.state
        entry = next(e for c in reversed(s.chains) for e in reversed(c.entries) if e.roll is None and
                     e.data.get("awaiting_roll"))
        entry.roll = action.value
        s.pending_roll = None

    def resolve(self) -> None:
        """Resolve what can be resolved: last in, first out; passive chains next; then resume."""
        s = self.state
        while s.chains and not s.pending_roll and not s.pending_outcome:
            top = s.chains[-1]
            if not top.resolving:
                return
            if top.entries:
                if not RESOLVERS[top.entries[-1].kind](self, top.entries[-1]):
                    return
                top.entries.pop()
                continue
            s.chains.pop()
            if s.chains and s.chains[-1].resolving:  # an immediate action interrupted this chain's resolution
                continue
            if s.triggered:
                s.chains.append(Chain(PASSIVE, s.resource_player, list(s.triggered)))
                s.triggered.clear()
                s.log.append("passive conditions open a new chain of effects")
                return
            if s.chains:
                below = s.chains[-1]
                below.passes, below.priority = 0, s.resource_player
                s.log.append(f"the {below.origin} chain of effects resumes")
                return

    def wait_for_roll(self, entry: Declared, player: str, purpose: str) -> bool:
        """Resolution needs a roll: remember which, and stop until a Roll action states it."""
        entry.data["awaiting_roll"] = True
        self.state.pending_roll = RollRequest(player, purpose)
        return False


def _norm(text: str) -> str:
    return fold(text).removeprefix("the ")


__all__ = ["Game", "IllegalActionError", "ChoiceNeededError", "InputError", "UnknownNameError", "Verdict"]
