"""Candidate actions for ``Game.legal_actions``: every action worth asking ``check`` about."""
from __future__ import annotations

from .actions import (
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
from .state import HAND, ON_GUARD, PLAY


def _targets(state, card) -> list:
    kind = card.target
    if not kind:
        return [None]
    if kind in ("company", "on-guard card"):
        return list(state.companies)
    names = [i.name for i in state.cards.values() if i.zone == PLAY]
    return [n for n in names if (state.cards[n].card.is_character and kind == "character")
            or (state.cards[n].card.is_site and kind == "site") or state.cards[n].card.kind == kind]


def candidates(state):
    r, h = state.resource_player, state.hazard_player
    if state.pending_roll:
        return [Roll(state.pending_roll.player, v, state.pending_roll.purpose) for v in range(2, 13)]
    out = [Pass(r), Pass(h)]
    if state.pending_outcome:
        out = [StateOutcome(r, state.pending_outcome)]
        out += [StateOutcome(r, state.pending_outcome, c.name) for c in state.characters()]
        return out
    characters = [c.name for c in state.characters() if c.owner == r]
    for inst in list(state.cards.values()):
        card = inst.card
        modes = [m.name for m in card.modes] if len(card.modes) > 1 else [""]
        if inst.zone == HAND and inst.owner == r:
            for ch in characters:
                if card.kind in ("item", "ally"):
                    out.append(PlayResource(r, ch, inst.name))
                elif card.kind == "faction":
                    out.append(InfluenceFaction(r, ch, inst.name))
        if inst.zone == HAND and card.kind not in ("item", "ally", "faction", "character", "site"):
            for target in _targets(state, card):
                out += [PlayEvent(inst.owner, inst.name, target, m) for m in modes]
            if inst.owner == h:
                out += [PlaceOnGuard(h, inst.name, c) for c in state.companies]
        if inst.zone == ON_GUARD:
            for target in _targets(state, card):
                out += [RevealOnGuard(h, inst.name, target, m) for m in modes]
        if inst.zone == PLAY and card.subtype == "Gold Ring Item":
            out += [RingTest(r, ch, inst.name) for ch in characters if state.cards[ch].card.trait("ring_tester")]
    for a in characters:
        out += [SupportCorruptionCheck(r, a, b) for b in characters if a != b]
    for company in state.companies.values():
        out += [DefeatAttack(r, company.name, "the automatic-attacks")]
        out += [DefeatAttack(r, company.name, c) for c in company.attacks_to_face]
        out += [BeginSitePhase(r, company.name), EndSitePhase(r, company.name)]
    return out
