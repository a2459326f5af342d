"""When an effect may be used in combat (CoE 3.i, 3.iv.1-5; CRF Annotations 13, 17-19).

An effect that cancels or changes an attack as a whole may only be used before
its strikes are assigned, by a resource or character of the company facing it
(or a resource event tied to no company). An effect on a strike may only be
used in that strike's sequence, before its roll. An effect "against the
attack", lasting until it ends, is used while the attack is faced, on the
company facing it: before strikes are assigned, between strike sequences, or
in the sequence of a strike it affects (CoE 3.iv.5). While a strike sequence
is under way nothing else may be declared but that, and what the character
facing the strike does with the cards he bears to change his own prowess or
body (CoE 3.iv.5: a potion giving his company +1 prowess); in a body check's
chain only what affects the body check.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import attacks, company_combat, defenders, lone_strikes, strike_boosting_events
from .kinds import kind_of
from . import strikes as combat_steps  # a module, not names: combat imports this module back
from ..core.behaviour import Cancel, Check, Mode, Modify, walk
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State
from ..primitives.conditions import combat_role as role, company_for

if TYPE_CHECKING:
    pass

ATTACK_STATS = ("strikes", "attack prowess", "cannot be cancelled")
STRIKE_STATS = ("prowess", "body", "stays untapped")


def check(state: State, card: Card, mode: Mode | None, target: str, actor: str | None) -> Verdict:
    """May this card be declared now, given the combat under way (if any)?"""
    kind = role(card, mode)
    combat = state.combat
    strike = combat_steps.current_strike(state)
    rolling = state.pending is not None and state.pending.ref == combat_steps.STRIKE
    if kind == "attack":
        if combat is None:
            return Verdict.refuse("no-attack", f"{card.name} acts on an attack, and no attack is being faced.")
        if kind_of(combat.attack).not_an_attack:
            return Verdict.refuse("not-an-attack", f"{combat.attack.label} are not an attack: {card.name}, which "
                                  "acts on an attack, cannot be played on them (CoE 3.i.2).")
        effects = walk(mode.effects if mode else ())
        for cancel in (e for e in effects if isinstance(e, Cancel) and e.what == "attack"):
            verdict = attacks.check_cancel(state, cancel, card.name)
            if not verdict:
                return verdict
        if combat.strikes or combat.step == "strikes":
            return Verdict.refuse("attack-strikes-assigned", f"Strikes of {combat.attack.label} have been assigned: "
                                  "the attack can no longer be cancelled or changed.")
        if any(isinstance(e, Cancel) and e.what == "attacker chooses" for e in effects) \
                and not combat.attack.attacker_chooses:
            return Verdict.refuse("attacker-does-not-choose", f"{combat.attack.label} does not let the attacker "
                                  "choose the defending characters.")
        who = actor or (target if target in state.cards or target in state.companies else "")
        company = state.companies.get(who) or (state.company_of(who) if who else None)
        # a resource's or a character's own action (CoE 3.i.3: "resource/character action"), a character using his
        # own text included (Círdan, who cancels an attack only on his company); a resource played on a company
        # ("playable on a company facing an Orc attack", Biter and Beater!) only on the company facing the attack
        # ... unless it cancels the attack on any company of its player ("against any one of your companies",
        # Adûnaphel the Ringwraith: ``Cancel.any_own_company``)
        if card.type in ("Resource", "Character") and who and (company is None or company.id != combat.attack.company) \
                and not _on_any_own_company(state, effects, who):
            where = "" if who in state.companies else "in "
            return Verdict.refuse("not-facing-attack", f"{state._name(who)} is not {where}{combat.attack.company}, the "
                                  "company facing the attack (CoE 3.i.3).")
        return Verdict.allow()
    if kind == "strike":
        if strike is None or strike.result != "rolling":
            done = combat is not None and any(st.character == target and st.result not in ("", "rolling")
                                              for st in combat.strikes)
            if done:
                return Verdict.refuse("strike-already-rolled", f"The roll for {state._name(target)}'s strike has "
                                      "been made: it can no longer be cancelled or changed.")
            return Verdict.refuse("no-strike-sequence", f"{card.name} acts on a strike, and no strike is being "
                                  "resolved.")
        if target and target not in company_combat.of_strike(strike):
            return Verdict.refuse("not-this-strike", f"The strike being resolved is {state._name(strike.character)}'s.")
        return _check_strike_cancel(state, card, mode)
    if rolling and strike is not None and actor in company_combat.of_strike(strike) \
            and _affects_own_strike(mode, target, actor or ""):
        return Verdict.allow()
    lasting = against_the_attack(card, mode)
    if lasting:  # "against the attack": while it is faced, on those facing it (CoE 3.i.3), or in a strike sequence
        if combat is None:  # on the one facing the strike, whose resolution it affects (CoE 3.iv.5)
            return Verdict.refuse("no-attack", f"{card.name} acts against an attack, and no attack is being faced.")
        company = company_for(state, card, target)
        if company is None or company.id != combat.attack.company:
            return Verdict.refuse("not-facing-attack", f"{card.name} acts against the attack on "
                                  f"{combat.attack.company}; {state._name(target or '') or 'it'} is not facing it.")
        if rolling and strike is not None and set(company_combat.of_strike(strike)) & _reached(state, lasting, target):
            return Verdict.allow()
    if rolling and strike is not None and strike_boosting_events.removes_boost(state, mode, target):
        return Verdict.allow()   # getting rid of an event that boosts the strike's prowess (CRF 22, CoE 2002)
    if rolling:
        return Verdict.refuse("only-strike-actions", "A strike is being resolved: only actions that affect that "
                              "strike may be taken until its roll.")
    if state.chains and state.chains[-1].origin == combat_steps.BODY_CHECK and not _affects_body(card, mode, state, target):
        return Verdict.refuse("only-body-check-actions", "A body check is being declared: only actions that affect "
                              "its roll or the body of the one making it may be taken.")
    return Verdict.allow()


def _on_any_own_company(state: State, effects: list[object], who: str) -> bool:
    """Does the effect cancel the attack on any company of its user's player (``Cancel.any_own_company``), and is
    the attacked company one of his?"""
    combat = state.combat
    user = state.cards.get(who)
    attacked = state.companies.get(combat.attack.company) if combat is not None else None
    return any(isinstance(e, Cancel) and e.any_own_company for e in effects) and user is not None \
        and attacked is not None and attacked.owner == user.controller


def _check_strike_cancel(state: State, card: Card, mode: Mode | None) -> Verdict:
    """A cancel of the strike limited to the strikes of some attacks (``races``; ``keyed_types``: a hazard creature
    keyed to one of those types, Elven Cloak), and none of an attack whose strikes cannot be cancelled."""
    combat = state.combat
    cancels = [e for e in walk(mode.effects if mode else ()) if isinstance(e, Cancel) and e.what == "strike"]
    if cancels and lone_strikes.uncancellable(state):
        return Verdict.refuse("strike-not-cancellable", f"{lone_strikes.uncancellable(state)} cannot be cancelled.")
    for cancel in cancels:
        if not cancel.keyed_types and not cancel.races and not cancel.except_races:
            continue
        attack = combat.attack if combat is not None else None
        if attack is None or (cancel.keyed_types and attack.kind != "creature"):
            return Verdict.refuse("invalid-target", f"{card.name} cancels only a hazard creature's strike.")
        verdict = attacks.check_keyed(attack, cancel, card.name)
        if not verdict:
            return verdict
    return Verdict.allow()


def _affects_own_strike(mode: Mode | None, target: str, actor: str) -> bool:
    """Does the effect change the prowess or body of ``actor``, the character facing the strike (CoE 3.iv.5)?"""
    return any(isinstance(e, Modify) and e.stat in ("prowess", "body") and (
        e.who in ("characters", "bearer") or (e.who == "target" and target == actor))
        for e in walk(mode.effects if mode else ()))


def against_the_attack(card: Card, mode: Mode | None) -> tuple[Modify, ...]:
    """The card's modifications that last until the end of the attack (``until = "end-of-attack"``)."""
    effects = walk(mode.effects if mode else [e for m in card.modes for e in m.effects])
    return tuple(e for e in effects if isinstance(e, Modify) and e.until == "end-of-attack")


def _reached(state: State, lasting: tuple[Modify, ...], target: str | None) -> set[str]:
    """The characters those modifications would reach, played on ``target``."""
    reached: set[str] = set()
    company = company_for(state, None, target)
    for effect in lasting:
        if effect.who == "target" and target:
            found = [target]
        elif effect.who in ("characters", "characters facing the attack") and company is not None:
            found = [d.id for d in defenders.defenders(state, company.id)
                     if effect.who != "characters" or d.card.is_character]
        else:
            found = []
        reached |= {f for f in found if f in state.cards
                    and (not effect.only_races or state.cards[f].card.race in effect.only_races)}
    return reached


def _affects_body(card: Card, mode: Mode | None, state: State, target: str) -> bool:
    checked = state.chains[-1].entries[0].target if state.chains[-1].entries else ""
    effects = walk(mode.effects if mode else ())
    return target == checked and any(isinstance(e, Modify) and e.stat == "body" for e in effects) and not any(
        isinstance(e, Check) for e in effects)
