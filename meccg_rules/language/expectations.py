"""Checking Expect sentences: refusals with their reason, allowed actions, and the state.

A failed expectation says what was expected and what is actually the case,
at the line of the expectation, with the state on one screen.
"""
from __future__ import annotations

import difflib

from ..engine.cards import fold
from ..engine.errors import REASONS, UnknownNameError
from ..engine.state import CHAIN, DISCARD, ELIMINATED, HAND, MP_PILE, ON_GUARD
from ..engine.state import PLAY as IN_PLAY
from .plays import actions_of
from .report import name_error, state_detail
from .scenario import ScenarioError, Step
from .sentences import PLAY, match, third_person

_BY_PHRASE = {fold(r.phrase): r for r in REASONS.values()}


def reason_for(text: str):
    key = fold(text.rstrip(". "))
    found = _BY_PHRASE.get(key) or REASONS.get(key)
    if found is None:
        found = _BY_PHRASE.get(fold("it " + text.rstrip(". ")))
    return found


def _purpose(text: str) -> str:
    return fold(text).removeprefix("the ")


def where(state, inst) -> str:
    """Where a card is, in words."""
    if inst.zone == IN_PLAY:
        return f"in play on {inst.attached_to}" if inst.attached_to else (
            f"in play in {inst.company}" if inst.company else "in play")
    if inst.zone == HAND:
        return f"in {inst.owner}'s hand"
    if inst.zone == ON_GUARD:
        return f"on-guard on {inst.attached_to}"
    if inst.zone == MP_PILE:
        return f"in {inst.owner}'s marshalling point pile"
    return {DISCARD: "discarded", ELIMINATED: "eliminated", CHAIN: "in the chain of effects"}.get(inst.zone,
                                                                                                 inst.zone)


def check_expectation(block, game, step: Step) -> None:
    try:
        ok, actual = _evaluate(block, game, step)
    except UnknownNameError as error:
        raise name_error(block, step.line, error, game) from None
    if not ok:
        hint = ""
        s = game.state
        if s.pending_roll:
            hint = (f"\n  Note: the engine is still waiting for {s.pending_roll.player}'s roll for "
                    f"{s.pending_roll.purpose}; add it under Play.")
        elif s.chains and step.form.key not in ("cannot", "can", "in-chain", "chain-empty"):
            hint = "\n  Note: a chain of effects is still open; have both players pass to resolve it."
        raise ScenarioError(block.path, step.line, "expectation does not hold",
                            f"  Expected: {step.text}.\n  Actual:   {actual}{hint}\n{state_detail(game)}")


def _action_of(block, game, step: Step):
    sentence = f"{step.match['player']} {third_person(step.match['rest'])}"
    found = match(PLAY, sentence)
    if found is None:
        raise ScenarioError(block.path, step.line, f"after 'cannot' or 'can' write a Play sentence with its verb in "
                            f"the base form; {step.match['rest']!r} is not one",
                            "For example: 'Bob cannot reveal River on-guard: it forces the company to do nothing.'")
    fake = Step(step.line, sentence, *found)
    return actions_of(game, fake)[0]


def _evaluate(block, game, step: Step) -> tuple[bool, str]:
    g, key, s = step.match, step.form.key, game.state
    if key in ("cannot", "can"):
        action = _action_of(block, game, step)
        verdict = game.check(action)
        if verdict.code in ("unknown-name", "choice-needed"):
            raise ScenarioError(block.path, step.line, verdict.sentence)
        if key == "can":
            return verdict.allowed, f"refused: {verdict.sentence} [{verdict.code}]"
        reason = reason_for(g["reason"])
        if reason is None:
            close = difflib.get_close_matches(g["reason"], [r.phrase for r in REASONS.values()], n=3, cutoff=0)
            raise ScenarioError(block.path, step.line, f"unknown reason {g['reason']!r}",
                                "Did you mean " + " or ".join(repr(c) for c in close) +
                                "? The Writing examples page lists every reason.")
        if verdict.allowed:
            return False, "the engine allows it"
        if verdict.code != reason.code:
            return False, f"refused for another reason: {REASONS[verdict.code].phrase} ({verdict.sentence})"
        return True, ""
    if key == "chain-empty":
        return not s.chains, "the chain of effects holds: " + "; ".join(c.describe() for c in s.chains)
    if key == "must-roll":
        r = s.pending_roll
        ok = r is not None and r.player == g["player"] and _purpose(r.purpose) == _purpose(g["purpose"])
        return ok, f"waiting for {r.player}'s roll for {r.purpose}" if r else "no roll is awaited"
    inst = s.get(g["name"] if "name" in g.groupdict() and g["name"] else g["card"])
    if key == "has" or key == "not-has":
        holder = s.get(g["character"])
        has = inst.zone == IN_PLAY and inst.attached_to == holder.name
        return has == (key == "has"), f"{inst.name} is {where(s, inst)}"
    if key == "tapped":
        if inst.zone != IN_PLAY:
            return False, f"{inst.name} is {where(s, inst)}"
        return inst.tapped == (g["state"].lower() == "tapped"), f"{inst.name} is {'tapped' if inst.tapped else 'untapped'}"
    negated = bool(g.groupdict().get("neg"))
    if key == "on-guard":
        return (inst.zone == ON_GUARD) != negated, f"{inst.name} is {where(s, inst)}"
    if key == "hand":
        return (inst.zone == HAND and inst.owner == g["player"]) != negated, f"{inst.name} is {where(s, inst)}"
    if key == "pile":
        return inst.zone == MP_PILE and inst.owner == g["player"], f"{inst.name} is {where(s, inst)}"
    if key == "in-chain":
        return inst.zone == CHAIN, f"{inst.name} is {where(s, inst)}"
    if key == "zone":
        zone = {"in play": IN_PLAY, "discarded": DISCARD, "eliminated": ELIMINATED}[g["zone"].lower()]
        return (inst.zone == zone) != negated, f"{inst.name} is {where(s, inst)}"
    if key == "on":
        holder = g["holder"].strip()
        target = s.get_company(holder).name if fold(holder) in {fold(c) for c in s.companies} else s.get(holder).name
        return inst.zone == IN_PLAY and inst.attached_to == target, f"{inst.name} is {where(s, inst)}"
    raise AssertionError(f"no check for sentence form {key}")
