"""Candidate actions for ``Game.legal_actions``: every action worth asking ``check`` about, rolls included.

``candidates(state)`` lists every kind of action of the whole turn. ``Game.legal_actions`` asks for
``candidates(state, gated=True)``: the same list less the actions whose own check refuses them in this phase
whatever their arguments (each gate below names that check). Asking ``check`` about them was most of the cost
of ``legal_actions`` (in a site phase, some forty organization, end-of-turn and movement actions, all refused
with "wrong-phase"); the gates change which actions are asked about, never the answer, and the property tests
compare the two lists' legal actions after every random step.
"""
from __future__ import annotations

from itertools import islice, permutations
from typing import TYPE_CHECKING

from .actions import (
    Action,
    BeginMovementHazard,
    BeginSitePhase,
    CallFreeCouncil,
    CouncilCheck,
    DefeatAttack,
    Discard,
    DoneHazards,
    DrawForMovement,
    EndPhase,
    EndSitePhase,
    FormCompany,
    InfluenceFaction,
    JoinCompanies,
    KeepCompany,
    MakeFollower,
    MoveToCompany,
    OrderTriggered,
    Pass,
    PlaceOnGuard,
    PlayCharacter,
    PlayEvent,
    PlayResource,
    RemoveCorruptionCard,
    ResetHands,
    RevealOnGuard,
    RingTest,
    Roll,
    StateOutcome,
    StoreItem,
    TakeTrophy,
    SupportCorruptionCheck,
    ToGeneralInfluence,
    TransferItem,
)
from .end_game import COUNCIL
from .events import ORDER, triggered_labels
from .organization import OVER_INFLUENCE
from .state import HAND, IN_PLAY, MP_PILE, ON_GUARD
from .turn import PHASES

if TYPE_CHECKING:
    from .cards import Card

if TYPE_CHECKING:
    from .state import State


def _targets(state: State, card: Card) -> list:
    kind = card.target
    if not kind:
        return [None]
    if kind in ("company", "on-guard card"):
        return list(state.companies)
    if kind == "environment":
        return [i.id for i in state.cards.values() if i.zone == IN_PLAY and "Environment" in i.card.keywords]
    if kind == "site path":
        return list(state.companies) + [i.id for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_site]
    return [i.id for i in state.cards.values() if i.zone == IN_PLAY and (
        (i.card.is_character and kind == "character") or (i.card.is_site and kind == "site") or i.card.kind == kind)]


def candidates(state: State, gated: bool = False) -> list[Action]:
    """Every action worth asking ``check`` about; with ``gated``, less those refused in this phase (module doc)."""
    r, h = state.resource_player, state.hazard_player
    if state.pending is not None and state.pending.kind == "roll":
        return [Roll(state.pending.player, v, state.pending.purpose) for v in range(2, 13)]
    if state.pending is not None and state.pending.kind == "keep":
        return [KeepCompany(p, c) for p in state.players for c in state.companies]
    if state.pending is not None and state.pending.kind == ORDER:  # each order of the triggered actions (24 at most)
        return [OrderTriggered(p, order) for order in islice(permutations(triggered_labels(state)), 24) for p in (r, h)]
    if state.pending is not None and state.pending.kind == "outcome":
        outcomes: list[Action] = [StateOutcome(r, state.pending.ref)]
        return outcomes + [StateOutcome(r, state.pending.ref, i.id) for i in state.cards.values() if i.zone == IN_PLAY
                      and (i.card.is_character or i.card.kind == "ally")]
    out: list[Action] = [Pass(r), Pass(h)]
    characters = [c.id for c in state.characters() if c.controller == r]
    for inst in list(state.cards.values()):
        card = inst.card
        modes = [m.name for m in card.modes] if len(card.modes) > 1 else [""]
        if inst.zone == HAND:
            out.append(Discard(inst.owner, inst.id))
        if inst.zone == HAND and inst.owner == r:
            for ch in characters:
                if card.kind in ("item", "ally"):
                    out.append(PlayResource(r, ch, inst.id))
                elif card.kind == "faction":
                    out.append(InfluenceFaction(r, ch, inst.id))
        if inst.zone == HAND and card.authored is not None and card.kind not in (
                "item", "ally", "faction", "character", "site", "region") and not card.is_creature:
            for target in _targets(state, card):
                out += [PlayEvent(inst.owner, inst.id, target, m) for m in modes]
        if inst.zone == HAND and inst.owner == h:
            out += [PlaceOnGuard(h, inst.id, c) for c in state.companies]
        if inst.zone == ON_GUARD:
            for target in _targets(state, card):
                out += [RevealOnGuard(h, inst.id, target, m) for m in modes]
        if inst.zone == IN_PLAY and card.subtype == "Gold Ring Item":
            out += [RingTest(r, ch, inst.id) for ch in characters if state.cards[ch].card.trait("ring_tester")]
    for a in characters:
        out += [SupportCorruptionCheck(r, a, b) for b in characters if a != b]
    if state.trophy_offer is not None:
        creature, company, faced, _ = state.trophy_offer
        out += [TakeTrophy(state.companies[company].owner, creature, c) for c in faced if c in state.cards]
    phase, active = state.phase, state.active_company
    for company in state.companies.values():
        out += [DefeatAttack(company.owner, company.id, "the automatic-attacks")]
        out += [DefeatAttack(company.owner, company.id, c) for c in company.attacks_to_face]
        if not gated or (phase == "movement/hazard" and active is None):  # turn.check_begin_movement_hazard
            out.append(BeginMovementHazard(r, company.id))
        if not gated or phase in ("movement/hazard", "site"):  # turn.check_begin_site_phase
            out.append(BeginSitePhase(r, company.id))
        if not gated or (phase == "site" and active == company.id):  # turn.check_end_site_phase
            out.append(EndSitePhase(r, company.id))
        if not gated or (phase == "movement/hazard" and active == company.id):  # turn.check_end_phase
            out.append(EndPhase(r, "movement/hazard", company.id))
    out += [EndPhase(r, p) for p in PHASES if p not in ("movement/hazard", "site")
            and (not gated or p == phase)]  # turn.check_end_phase
    return out + _organizing(state, characters, gated) + _influence(state, characters) + _ending(state, gated) + \
        _movement_hazard(state, gated)


def _organizing(state: State, characters: list[str], gated: bool) -> list[Action]:
    """Playing, discarding and placing characters, storing and transferring items (the organization phase)."""
    r = state.resource_player
    companies = [c.id for c in state.companies_of(r)]
    # organization.check_organizing refuses all these outside the organization phase (it is the first step of
    # check_play_character, companies' check_move, check_form, check_make_follower, check_to_general and of
    # discarding a character, unless he is discarded to come within general influence)
    organizing = not gated or state.phase == "organization"
    discarding = organizing or (state.pending is not None and state.pending.kind == OVER_INFLUENCE)
    out: list[Action] = []
    if organizing:
        sites = sorted({state.cards[state.companies[c].site].name for c in companies})
        for inst in state.hand(r):
            if inst.card.is_character:
                out += [PlayCharacter(r, inst.id, company=c) for c in companies]
                out += [PlayCharacter(r, inst.id, follower_of=c) for c in characters]
                out += [PlayCharacter(r, inst.id, site=site, new_company="Newcomers") for site in sites]
    for a in characters:
        if discarding:
            out.append(Discard(r, a))
        if organizing:
            out += [ToGeneralInfluence(r, a), FormCompany(r, "Split", (a,))]
            out += [MoveToCompany(r, a, c) for c in companies]
            out += [MakeFollower(r, a, b) for b in characters if a != b]
        for item in state.attached(a):
            if item.card.kind == "item":
                out += [StoreItem(r, item.id)] + [TransferItem(r, item.id, b) for b in characters if b != a]
            if item.card.trait("removal") is not None:
                out += [RemoveCorruptionCard(r, a, item.id), RemoveCorruptionCard(r, a, item.id, tapping=False)]
    return out


def _influence(state: State, characters: list[str]) -> list[Action]:
    """Influence attempts against the other player's characters, allies, items and factions (CoE 8)."""
    r, h = state.resource_player, state.hazard_player
    targets = [i.id for i in state.cards.values() if i.controller == h and (
        (i.zone == IN_PLAY and (i.card.is_character or i.card.kind in ("ally", "item")))
        or (i.zone == MP_PILE and i.card.kind == "faction"))]
    return [InfluenceFaction(r, c, t) for c in characters for t in targets]


def _ending(state: State, gated: bool) -> list[Action]:
    ending = not gated or state.phase == "end-of-turn"  # turn.check_reset_hands, end_game.check_call
    council = not gated or state.phase == COUNCIL  # end_game.check_council_check
    out: list[Action] = [ResetHands(state.resource_player)] if ending else []
    for player in state.players:
        if ending:
            out.append(CallFreeCouncil(player))
        if council:
            out += [CouncilCheck(player, c.id) for c in state.characters() if c.controller == player]
    return out


def _movement_hazard(state: State, gated: bool) -> list[Action]:
    """Joining companies and the hazard player's choice of the company that stays."""
    mine = [c.id for c in state.companies_of(state.resource_player)]
    out: list[Action] = [JoinCompanies(state.resource_player, a, b) for a in mine for b in mine if a != b]
    drawing = [c for c in mine if not gated or state.companies[c].destination is not None]  # check_will_draw
    out += [DrawForMovement(p, c, n) for p in state.players for c in drawing for n in (0, 1, 3)]
    if not gated or (state.phase == "movement/hazard" and state.active_company is not None):  # hazards.check_done
        out += [DoneHazards(p) for p in state.players]
    return out
