"""The narrow interface: ``check``, ``apply``, ``child``, ``legal_actions``, ``to_act``.

``check(action)`` returns a ``Verdict`` and never raises: a refusal carries a
reason code, the rule and a sentence; an input problem (an unknown or
ambiguous name, a malformed action, a missing choice) carries its own input
code, never a rule's. ``apply(action)`` applies a legal action, or raises
(``IllegalActionError`` carrying the verdict, an ``InputError`` for bad input)
and leaves the state exactly as it was. ``child(action)`` returns a new game
and leaves this one untouched. Dice never roll on their own: ``to_act()``
names the roll the engine waits for, and a ``Roll`` action states it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import (
    abilities,
    agent_actions,
    agent_influence,
    agents,
    burglary,
    closing_moments,
    combat,
    company_combat,
    combat_outcome,
    companies,
    corruption,
    corruption_cards,
    creatures,
    drawing,
    end_game,
    environments,
    events,
    hazard_uses,
    hazards,
    influence,
    influence_attempts,
    joining,
    movement,
    on_guard,
    organization,
    playing,
    revealed_automatic_attacks,
    sideboard,
    site_phase,
    site_untapping,
    start_of_game,
    storing,
    transfers,
    trophies,
    turn,
    under_deeps,
)
from .actions import (
    Action,
    AgentAction,
    AgentAttacks,
    AgentInfluences,
    AssignCompanyStrike,
    AssignStrike,
    AttackCompany,
    BeginMovementHazard,
    BeginSitePhase,
    CallFreeCouncil,
    ChooseStrike,
    CouncilCheck,
    DeclareMovement,
    DefeatAttack,
    Discard,
    DoneAssigning,
    DoneHazards,
    DoneTransferring,
    Draft,
    DrawForMovement,
    EndCharacterDraft,
    EndPhase,
    FetchFromSideboard,
    EndSitePhase,
    ExcessStrike,
    FaceAutomaticAttacks,
    FormCompany,
    InfluenceFaction,
    InfluenceOpponent,
    JoinCompanies,
    KeepCompany,
    MakeFollower,
    MoveToCompany,
    OrderEffects,
    OrderTriggered,
    Pass,
    PlaceOnGuard,
    PlaceStartingItem,
    PlayBurgledItem,
    PlayCharacter,
    PlayAgent,
    PlayCreature,
    PlayEvent,
    PlayResource,
    RemoveCorruptionCard,
    ResetHands,
    RevealAgent,
    RevealOnGuard,
    RevealAutomaticAttack,
    RingTest,
    Roll,
    RollToGoFirst,
    ShuffleIntoPlayDeck,
    StateOutcome,
    StayUntapped,
    StopDrafting,
    StoreItem,
    SupportCorruptionCheck,
    SupportStrike,
    TakeTrophy,
    ToGeneralInfluence,
    TransferItem,
    UntapSite,
    UseAbility,
    UseItem,
)
from .cards import fold
from .chain import Chain, Declared
from .errors import ALLOWED, IllegalActionError, InputError, UnknownNameError, Verdict, nearest
from .legal import candidates
from .state import Pending, State

# action type -> (check, apply); each check returns a Verdict, each apply changes a checked state
RULES: dict[type, tuple[Callable[..., Verdict], Callable[..., None]]] = {
    PlayResource: (site_phase.check_play_resource, site_phase.play_resource),
    InfluenceFaction: (influence.check_influence, influence.declare_influence),
    RingTest: (site_phase.check_ring_test, site_phase.declare_ring_test),
    PlayEvent: (playing.check_play_event, playing.play_event),
    PlaceOnGuard: (on_guard.check_place, on_guard.place),
    RevealOnGuard: (on_guard.check_reveal, on_guard.reveal),
    SupportCorruptionCheck: (corruption.check_support, corruption.support),
    DefeatAttack: (combat_outcome.check_defeat, combat_outcome.defeat),
    StateOutcome: (combat_outcome.check_outcome, combat_outcome.state_outcome),
    BeginMovementHazard: (turn.check_begin_movement_hazard, turn.begin_movement_hazard),
    BeginSitePhase: (turn.check_begin_site_phase, turn.begin_site_phase),
    EndSitePhase: (turn.check_end_site_phase, turn.end_site_phase),
    EndPhase: (turn.check_end_phase, turn.end_phase),
    Discard: (turn.check_discard, turn.discard),
    DeclareMovement: (movement.check_declare, movement.declare),
    PlayCreature: (creatures.check_play_creature, creatures.play_creature),
    PlayAgent: (agents.check_play, agents.play),
    AgentAttacks: (agents.check_attack, agents.attack),
    AgentAction: (agent_actions.check, agent_actions.act),
    RevealAgent: (agent_actions.check_reveal, agent_actions.reveal_action),
    AgentInfluences: (agent_influence.check, agent_influence.declare),
    FaceAutomaticAttacks: (site_phase.check_face_automatic_attacks, site_phase.face_automatic_attacks),
    AssignStrike: (combat.check_assign, combat.assign),
    AttackCompany: (company_combat.check_attack, company_combat.attack),
    AssignCompanyStrike: (company_combat.check_assign, company_combat.assign),
    DoneAssigning: (combat.check_done_assigning, combat.done_assigning),
    ChooseStrike: (combat.check_choose, combat.choose),
    ExcessStrike: (combat.check_excess, combat.excess),
    StayUntapped: (combat.check_stay_untapped, combat.stay_untapped),
    SupportStrike: (combat.check_support, combat.support),
    TransferItem: (transfers.check_transfer, transfers.transfer),
    UseAbility: (abilities.check_use, abilities.use),
    UseItem: (abilities.check_use_item, abilities.use_item),
    UntapSite: (site_untapping.check_untap_site, site_untapping.untap_site),
    FetchFromSideboard: (sideboard.check, sideboard.fetch),
    RevealAutomaticAttack: (revealed_automatic_attacks.check, revealed_automatic_attacks.reveal),
    DoneTransferring: (transfers.check_done, transfers.done),
    PlayCharacter: (organization.check_play_character, organization.play_character),
    MoveToCompany: (companies.check_move, companies.move),
    FormCompany: (companies.check_form, companies.form),
    MakeFollower: (companies.check_make_follower, companies.make_follower),
    ToGeneralInfluence: (companies.check_to_general, companies.to_general),
    StoreItem: (storing.check_store, storing.store),
    ResetHands: (turn.check_reset_hands, turn.reset_hands_now),
    CallFreeCouncil: (end_game.check_call, end_game.call),
    CouncilCheck: (end_game.check_council_check, end_game.council_check),
    InfluenceOpponent: (influence_attempts.check, influence_attempts.declare),
    JoinCompanies: (joining.check_join, joining.join),
    KeepCompany: (joining.check_keep, joining.keep),
    DrawForMovement: (drawing.check_will_draw, drawing.will_draw),
    DoneHazards: (hazards.check_done, hazards.done),
    OrderEffects: (environments.check_order, environments.order),
    OrderTriggered: (events.check_order, events.order),
    RemoveCorruptionCard: (corruption_cards.check_remove, corruption_cards.remove),
    Draft: (start_of_game.check_draft, start_of_game.draft),
    StopDrafting: (start_of_game.check_stop, start_of_game.stop),
    PlaceStartingItem: (start_of_game.check_place_item, start_of_game.place_item),
    ShuffleIntoPlayDeck: (start_of_game.check_shuffle, start_of_game.shuffle_in),
    EndCharacterDraft: (start_of_game.check_end, start_of_game.end),
    RollToGoFirst: (start_of_game.check_roll, start_of_game.roll),
    PlayBurgledItem: (burglary.check_item, burglary.play_item),
    TakeTrophy: (trophies.check_take, trophies.take),
}

# what may be done in a strike sequence before its roll (CoE 3.iv.1-5; CRF Annotation 18)
STRIKE_ACTIONS = (ExcessStrike, StayUntapped, SupportStrike, PlayEvent, Pass, UseAbility, UseItem)

# declared kind -> resolver(game, entry) -> True when resolved, False while waiting for a roll or an outcome
RESOLVERS: dict[str, Callable[..., bool]] = {
    "play-item": site_phase.resolve_play,
    "play-ally": site_phase.resolve_play,
    "ring-test": site_phase.resolve_ring_test,
    "influence": influence.resolve_influence,
    "event": playing.resolve_event,
    "reveal": playing.resolve_event,
    "passive": playing.resolve_passive,
    "support": corruption.resolve_support,
    "place": on_guard.resolve_place,
    "creature": creatures.resolve_creature,
    agents.AGENT: agents.resolve,
    "body-check": combat.resolve_body_check,
    "ability": abilities.resolve_ability,
    "store": storing.resolve,
    "give": storing.resolve,
    "council-check": end_game.resolve_council_check,
    "influence-opponent": influence_attempts.resolve,
    hazard_uses.USE: hazard_uses.resolve,
    sideboard.NAZGUL: sideboard.resolve,
    "removal": corruption_cards.resolve,
    burglary.ATTEMPT: burglary.resolve,
    burglary.BURGLED: burglary.resolve_item,
}


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
        if action.player == s.resource_player and not isinstance(action, (Pass, Roll, PlayResource, OrderTriggered)):
            s.free_minor_item = None
        if not isinstance(action, OrderTriggered):  # part of declaring the triggered actions: it closes no moment
            closing_moments.note_action(self, action)
        if isinstance(action, Pass):
            self._pass(action)
        elif isinstance(action, Roll):
            self._roll(action)
        else:
            RULES[type(action)][1](self, action)
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
        if phase in start_of_game.PHASES:
            verdict = start_of_game.gate(self, action)
            if not verdict:
                return verdict
        if isinstance(action, Roll):
            return self._check_roll(action)
        if s.chains and s.chains[-1].immediate and not isinstance(action, StateOutcome):
            return self.responding(action.player)
        pending = s.pending  # most checks run with nothing pending: one test skips the waiting gates
        if pending is not None:
            in_strike = pending.ref == combat.STRIKE and isinstance(action, STRIKE_ACTIONS)
            if pending.ref == combat.STRIKE and not in_strike:
                return Verdict.refuse("only-strike-actions", f"{pending.purpose.capitalize()} is being resolved: "
                                      "only actions that affect that strike may be taken until its roll.")
            if pending.kind == "roll" and not in_strike:
                return Verdict.refuse("waiting-for-roll", f"First {pending.player} must roll for {pending.purpose}.")
            if pending.kind == "outcome" and not isinstance(action, StateOutcome):
                return Verdict.refuse("waiting-for-outcome", f"First say what {pending.purpose} does.")
        if phase == end_game.COUNCIL:
            verdict = end_game.gate(self, action)
            if not verdict:
                return verdict
        if pending is not None:
            verdict = _waiting(pending, action)
            if not verdict:
                return verdict
        if isinstance(action, Pass):
            return self._check_pass(action)
        return RULES[type(action)][0](self, action)

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
        if request.ref == combat.STRIKE and self.state.chains:
            return Verdict.refuse("chain-open", "A chain of effects is open: it resolves before the strike roll.")
        return Verdict.allow()

    # ------------------------------------------------------------------ chain mechanics
    def declare(self, entry: Declared, origin: str) -> None:
        """Declare an action: it starts a chain, or responds in the open one."""
        s = self.state
        if entry.player == s.resource_player:  # the hazard player may resume hazards (CoE 2.IV.viii.1)
            s.turn.per_phase.pop(hazards.DONE, None)
        if s.phase == "movement/hazard":  # the order of ongoing effects holds from now on (CRF Annotation 26)
            s.turn.per_turn[environments.DECLARED] = True
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
        if s.pending is not None and s.pending.ref == combat.STRIKE:
            s.pending = None
            combat.roll_strike(self, action.value)
            return
        if s.pending is not None and s.pending.ref == agents.ROLL:
            s.pending = None
            agents.rolled(self, action.value)
            return
        if s.pending is not None and s.pending.ref == under_deeps.ROLL:
            s.pending = None
            under_deeps.rolled(self, action.value)
            return
        entry = next(e for c in reversed(s.chains) for e in reversed(c.entries) if e.data.get("awaiting_roll"))
        entry.roll = action.value
        entry.data["awaiting_roll"] = False
        s.pending = None

    def settle(self) -> None:
        """Resolve what can be resolved and let passive conditions react, until the game waits for someone."""
        s = self.state
        while True:
            if s.events:  # (most actions record none: see State.listen)
                events.dispatch(self)
            if s.pending is not None and not (s.pending.ref == combat.STRIKE and s.chains):
                return
            if not s.chains:
                if s.combat is not None:
                    combat.after_chains(self)
                turn.after_chains(self)
                if s.events:
                    events.dispatch(self)
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


def _waiting(pending: Pending, action: Action) -> Verdict:
    """Refuse anything but the discard, choice or transfer the engine waits for."""
    if pending.kind == organization.OVER_INFLUENCE and not isinstance(action, Discard):
        return Verdict.refuse("over-general-influence", f"First {pending.player} must discard "
                              f"{pending.purpose} (CoE 2.II.8).")
    if pending.kind == "discard" and not isinstance(action, Discard):
        return Verdict.refuse("waiting-for-discard", f"First {pending.player} must discard ({pending.purpose}).")
    if pending.kind == events.ORDER and not isinstance(action, OrderTriggered):
        return events.waiting(pending)
    if pending.kind == joining.KEEP and not isinstance(action, KeepCompany):
        return Verdict.refuse("waiting-for-choice", f"First {pending.player} chooses {pending.purpose}.")
    if pending.kind == transfers.TRANSFER and not isinstance(action, (TransferItem, DoneTransferring)):
        return Verdict.refuse("waiting-for-transfer", f"First {pending.player} says where {pending.purpose} go.")
    return Verdict.allow()


def _norm(text: str) -> str:
    return fold(text).removeprefix("the ")


__all__ = ["Game", "ToAct", "IllegalActionError", "InputError", "UnknownNameError", "Verdict"]
