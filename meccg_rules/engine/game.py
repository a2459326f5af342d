"""The narrow interface: ``check``, ``apply``, ``child``, ``legal_actions``, ``to_act``.

``check(action)`` returns a ``Verdict`` and never raises: a refusal carries a
reason code, the rule and a sentence; an input problem (an unknown or
ambiguous name, a malformed action, a missing choice) carries its own input
code, never a rule's. ``apply(action)`` applies a legal action, or raises
(``IllegalActionError`` carrying the verdict, an ``InputError`` for bad input)
and leaves the state exactly as it was. ``child(action)`` returns a new game
and leaves this one untouched. Dice never roll on their own: ``to_act()``
names the roll the engine waits for, and a ``Roll`` action states it.

The game knows no rule by name: which check and apply an action has, how a declared action resolves, what a
roll does and what may be done while the engine waits, it reads from the tables the rule families declared
(``families.py`` registers them, in order, in the kernel's registry).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import islice, permutations

from . import families
from .core import events
from .core.actions import Action, Discard, OrderTriggered, Pass, Roll, StateOutcome
from .core.cards import Card, catalogue, fold
from .core import modelled, outcomes, queries
from .core.chain import Chain, Declared
from .core.listing import Listing
from .core.errors import ALLOWED, IllegalActionError, InputError, UnknownNameError, Verdict, nearest
from .core.registry import REGISTRY
from .core.state import Pending, State

families.register()
# action type -> (check, apply): the families', and the kernel's stated outcomes and order of triggered actions
ACTIONS: dict[type, tuple[Callable[..., Verdict], Callable[..., None]]] = {
    **REGISTRY.actions, StateOutcome: (outcomes.check_outcome, outcomes.state_outcome),
    OrderTriggered: (events.check_order, events.order)}
RESOLVERS = REGISTRY.resolver_kinds  # declared kind -> resolver(game, entry): True once resolved
ROLLS = REGISTRY.rolls              # a pending roll's ref -> what the roll does
WAITING = REGISTRY.waiting          # a pending ref or kind -> the gate on other actions meanwhile
FIRST_GATES, GATES = REGISTRY.first_gates, REGISTRY.gates   # phase -> gate
# asked at every action: the tables themselves, read without a method call
CLOSING = REGISTRY.closing  # (phase, kind of action) -> the moments it may end (core/registry.py: Closes)
DECLARED, AFTER_CHAINS, SETTLED = REGISTRY.hooks("declared"), REGISTRY.hooks("after chains"), REGISTRY.hooks("settled")


def candidates(state: State, gated: bool = False) -> list[Action]:
    """Every action worth asking ``check`` about, rolls included (each family lists its own).

    With ``gated``, less the actions whose own check refuses them in this phase whatever their arguments: asking
    about them was most of the cost of ``legal_actions``; the gates change which actions are asked about, never
    the answer (the property tests compare the two lists' legal actions after every random step).
    """
    pending = state.pending
    if pending is not None and pending.kind == "roll":
        return [Roll(pending.player, v, pending.purpose) for v in range(2, 13)]
    if pending is not None and pending.kind == "outcome":
        return outcome_candidates(state)
    if pending is not None and pending.kind == events.ORDER:  # each order of the triggered actions (24 at most)
        r, h = state.resource_player, state.hazard_player
        return [OrderTriggered(p, order) for order in islice(permutations(events.triggered_labels(state)), 24)
                for p in (r, h)]
    found: list[Action] = [Pass(state.resource_player), Pass(state.hazard_player)]
    listing = Listing(state, gated)  # the cards sorted once for every family (core/listing.py)
    for listed in REGISTRY.candidates:
        found += listed(listing)
    return found


def outcome_candidates(state: State) -> list[Action]:
    """The outcomes that may be stated for the card whose outcome is awaited."""
    assert state.pending is not None
    r, ref = state.resource_player, state.pending.ref
    found: list[Action] = [StateOutcome(r, ref)]
    return found + [StateOutcome(r, ref, i.id) for i in state.cards.values() if i.zone == "in play"
                    and (i.card.is_character or i.card.kind == "ally")]


@dataclass(frozen=True)
class ToAct:
    """Who the engine waits for: ``what`` is respond, roll, state the outcome, discard or act."""

    player: str
    what: str
    purpose: str = ""

    def __str__(self) -> str:
        if self.what == "roll":
            return f"{self.player} must roll for {self.purpose}"
        if self.what == "outcome":
            return f"the outcome of {self.purpose} must be stated"
        if self.what == "discard":
            return f"{self.player} must discard ({self.purpose})"
        if self.what == events.ORDER:
            return f"{self.player} must state {self.purpose}"
        return f"{self.player} to {self.what}"


class Game:
    """A game state and the rules that act on it."""

    def __init__(self, state: State) -> None:
        self.state = state

    # ------------------------------------------------------------------ the interface
    def check(self, action: Action) -> Verdict:
        try:
            return self.explain(action)
        except InputError as error:
            return Verdict.refuse(error.code, str(error))

    def apply(self, action: Action) -> None:
        verdict = self.explain(action)  # input errors propagate as InputError
        if not verdict.allowed:  # (the attribute: a verdict's truth is a Python call, and every action asks)
            raise IllegalActionError(verdict)
        s = self.state
        s.log.append(str(action))
        kind = type(action)
        for attribute, close in CLOSING[s.turn.phase, kind]:  # what it may end (CoE 2.II.1, 9.6.5 ...)
            if attribute is None or getattr(s, attribute) is not None:
                close(self, action)
        ACTIONS[kind][1](self, action)
        self.settle()

    def child(self, action: Action) -> "Game":
        """A new game with ``action`` applied; this game is not changed."""
        game = Game(self.state.clone())
        game.apply(action)
        return game

    def legal_actions(self) -> list[Action]:
        """Every action ``check`` allows now, rolls included."""
        return [a for a in candidates(self.state, gated=True) if self.check(a)]

    def to_act(self) -> ToAct:
        s = self.state
        if s.pending is not None:
            return ToAct(s.pending.player, s.pending.kind, s.pending.purpose)
        if s.chains and not s.chains[-1].resolving:
            return ToAct(s.chains[-1].priority, "respond")
        return ToAct(s.resource_player, "act")

    def describe(self) -> str:
        return self.state.describe()

    # ------------------------------------------------------------------ shared gates
    def explain(self, action: Action) -> Verdict:
        """Like ``check``, but a malformed action raises its ``InputError`` instead of becoming a verdict."""
        s = self.state
        player = action.player  # one of s.players, tested without building that tuple (before every action)
        if player != s.resource_player and player != s.hazard_player and player not in s.others:
            raise UnknownNameError("player", action.player, nearest(action.player, s.players))
        phase = s.turn.phase
        if s.ending.result:   # the game is over: counted at the Free Council, or won at once by a card (Cracks of
            # Doom: end_of_game/instant_win.py); nothing more is done
            over = "the game ends in a tie" if s.ending.result == "tie" else f"{s.ending.result} wins"
            return Verdict.refuse("game-over", f"The game is over: {over}.")
        if phase in FIRST_GATES:  # before the first turn (CoE 1.9-1.13); ``in``: no method call when none
            verdict = FIRST_GATES[phase](self, action)
            if not verdict:
                return verdict
        if isinstance(action, Roll):
            return self._check_roll(action)
        if s.chains and s.chains[-1].immediate and not isinstance(action, StateOutcome):
            return self.responding(action.player)
        pending = s.pending  # most checks run with nothing pending: one test skips the waiting gates
        if pending is not None:
            waiting = WAITING.get(pending.ref) or WAITING.get(pending.kind)
            if waiting is not None:
                verdict = waiting(pending, action)
                if not verdict:
                    return verdict
            elif pending.kind == "roll":
                return Verdict.refuse("waiting-for-roll", f"First {pending.player} must roll for {pending.purpose}.")
            elif pending.kind == "outcome" and not isinstance(action, StateOutcome):
                return Verdict.refuse("waiting-for-outcome", f"First say what {pending.purpose} does.")
            elif pending.kind == events.ORDER and not isinstance(action, OrderTriggered):
                return events.waiting(pending)
            elif pending.kind == "discard" and not isinstance(action, Discard):
                return Verdict.refuse("waiting-for-discard", f"First {pending.player} must discard "
                                      f"({pending.purpose}).")
        if phase in GATES:  # the Free Council (CRF 22, End-of-Game)
            verdict = GATES[phase](self, action)
            if not verdict:
                return verdict
        card = None
        if action.plays:  # a card played or used whose text matters there and is not modelled: said, never played
            if action.moment == "play":  # a card this player may not play at all (CoE 1.3.4; a card of his barring
                found = self._modelled(getattr(action, action.plays), action.moment, refuse=False)   # it): refused
                verdict = queries.veto("may play card", s, player, found) if found is not None else ALLOWED
                if not verdict:                                  # with its reason, whatever of its text is modelled
                    return verdict
            card = self._modelled(getattr(action, action.plays), action.moment)
        verdict = ACTIONS[type(action)][0](self, action)
        if verdict and card is not None and card.gaps and action.moment == "play" and not action.in_play_later(card):
            modelled.refuse(card, modelled.IN_PLAY)  # what it does once in play matters only if it may be played
        return verdict

    def _modelled(self, ref: str | None, moment: str, refuse: bool = True) -> Card | None:
        """Refuse (``NotModelledError``) the card an action names when its text not modelled matters at this moment
        (``modelled.MOMENTS``; a gap of the scope ``in play`` only once the action's own check allows the play, in
        ``check``); a name that finds no card is left to the action's own check, which says what is
        wrong with it. Returns the card named, if found; with ``refuse`` false, only finds it."""
        s = self.state
        inst = s.cards.get(ref or "")
        if inst is None and ref:
            try:
                inst = s.find(ref)
            except InputError:  # not in the game: a site played from the location deck is named by its name
                card = catalogue().find(ref)
                if card is not None and refuse:
                    modelled.refuse(card, modelled.MOMENTS[moment] - modelled.IN_PLAY)
                return card
        if inst is None:
            return None
        if inst.card.gaps and refuse:
            modelled.refuse(inst.card, modelled.MOMENTS[moment] - modelled.IN_PLAY)   # in play: after the check
            if moment == "play":
                modelled.refuse_copy(s, inst)
        return inst.card

    def responding(self, player: str) -> Verdict:
        """May ``player`` declare an action now (no chain, or their turn to respond)?"""
        if not self.state.chains:
            return ALLOWED  # (asked before every declared action and pass)
        top = self.state.chains[-1]
        if top.immediate or top.resolving:
            what = self.state._name(top.entries[-1].card) if top.entries and top.entries[-1].card else "This chain"
            return Verdict.refuse("no-responses", f"{what} resolves immediately: no responses are allowed.")
        if top.priority != player and player not in self.state.others:  # a further player may always respond
            return Verdict.refuse("not-your-priority", f"It is {top.priority}'s turn to respond, not {player}'s.")
        return ALLOWED

    def _check_pass(self, action: Pass) -> Verdict:
        if not self.state.chains:
            return Verdict.refuse("no-chain", "There is no chain of effects to pass in.")
        if action.player in self.state.others:  # multi_player.py: the chain resolves when the two roles pass
            return Verdict.refuse("not-your-priority", f"{action.player} never holds priority: the chain resolves "
                                  "when the resource player and the hazard player pass in a row.")
        return self.responding(action.player)

    def _check_roll(self, action: Roll) -> Verdict:
        request = self.state.pending
        if request is not None and request.kind == events.ORDER:
            return events.waiting(request)
        if request is None or request.kind != "roll":
            return Verdict.refuse("no-roll-needed", f"Nothing is waiting for a roll ({action.purpose}).")
        if action.player != request.player or _norm(action.purpose) != _norm(request.purpose):
            raise InputError(f"the engine is waiting for {request.player}'s roll for {request.purpose}, "
                             f"not {action.player}'s roll for {action.purpose}")
        if not 2 <= action.value <= 12:
            raise InputError(f"a roll of two dice is between 2 and 12, not {action.value}")
        if request.chains_first and self.state.chains:
            return Verdict.refuse("chain-open", "A chain of effects is open: it resolves before the strike roll.")
        return Verdict.allow()

    # ------------------------------------------------------------------ chain mechanics
    def declare(self, entry: Declared, origin: str) -> None:
        """Declare an action: it starts a chain, or responds in the open one."""
        s = self.state
        for declared in DECLARED:  # e.g. the hazard player may resume hazards (CoE 2.IV.viii.1)
            declared(self, entry)
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
        rolled = ROLLS.get(s.pending.ref) if s.pending is not None else None
        if rolled is not None:  # a roll that is no declared action's (a strike's, CoE 3.iv.6)
            s.pending = None
            rolled(self, action.value)
            return
        entry = next(e for c in reversed(s.chains) for e in reversed(c.entries) if e.data.get("awaiting_roll"))
        entry.roll = action.value
        entry.data["awaiting_roll"] = False
        s.pending = None

    def settle(self) -> None:
        """Resolve what can be resolved and let passive conditions react, until the game waits for someone; then a
        position the rules end the game in ends it (the hook ``settled``)."""
        self._resolve()
        for hook in SETTLED:
            hook(self)

    def _resolve(self) -> None:
        s = self.state
        while True:
            if s.events:  # (most actions record none: see State.listen)
                events.dispatch(self)
            if s.pending is not None and not (s.pending.chains_first and s.chains):
                return
            if not s.chains:
                for after in AFTER_CHAINS:  # combat goes on, then the turn
                    after(self)
                if s.events:
                    events.dispatch(self)
                if s.chains and s.chains[-1].resolving and s.pending is None:
                    continue   # what combat went on to resolves at once (a strike's special action, CoE 3.iv.7)
                if s.triggered and s.pending is None:
                    events.follow_up(self)
                return
            top = s.chains[-1]
            if not top.resolving:
                return
            if top.entries:
                entry = top.entries[-1]
                if not RESOLVERS[entry.kind](self, entry):
                    return
                top.entries.remove(entry)
                continue
            s.chains.pop()
            if s.chains and s.chains[-1].resolving:  # an immediate chain interrupted this chain's resolution
                continue
            if s.events:
                events.dispatch(self)
            if s.triggered:
                events.follow_up(self)
                return
            if s.chains:
                below = s.chains[-1]
                below.passes, below.priority = 0, s.resource_player
                s.log.append(f"the {below.origin} chain of effects resumes")
                return

    def wait_for_roll(self, entry: Declared, player: str, purpose: str) -> bool:
        """Resolution needs a roll: remember which, and stop until a Roll action states it."""
        entry.data["awaiting_roll"] = entry.data["rolled"] = True
        self.state.pending = Pending(player, purpose)
        return False



# the kernel's own actions, passing and rolling (a roll's check comes first: Game.explain)
ACTIONS[Pass] = (Game._check_pass, Game._pass)
ACTIONS[Roll] = (Game._check_roll, Game._roll)

def _norm(text: str) -> str:
    return fold(text).removeprefix("the ")


__all__ = ["Game", "ToAct", "IllegalActionError", "InputError", "UnknownNameError", "Verdict"]
