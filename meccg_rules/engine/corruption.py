"""Corruption checks (CoE 7) and tapping to support them (CoE 7.1.1).

A hero's check: roll plus modifiers above the corruption point total passes;
equal to it or one less discards the character; lower eliminates him. A Wizard
who fails is eliminated. Each untapped character of the same company may tap to
give +1 to a declared, unresolved check.
"""
from __future__ import annotations

from .chain import Declared
from .errors import Verdict
from .state import DISCARD, ELIMINATED, PLAY


def declared_check_on(state, character: str) -> bool:
    """Is a corruption check on ``character`` declared and not yet resolved?"""
    for chain in state.chains:
        for entry in chain.entries:
            if entry.target != character:
                continue
            if entry.kind == "corruption-check" or entry.data.get("effect") == "corruption-check":
                return True
    return False


def check_support(game, action) -> Verdict:
    s = game.state
    supporter = s.get(action.character, "character")
    checker = s.get(action.checker, "character")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if not declared_check_on(s, checker.name):
        return Verdict.refuse("no-corruption-check", f"No corruption check on {checker.name} is waiting "
                              "to resolve.")
    if supporter.zone != PLAY or not supporter.card.is_character or supporter.owner != action.player:
        return Verdict.refuse("not-a-character", f"{supporter.name} is not {action.player}'s character in play.")
    if supporter.name == checker.name or supporter.company != checker.company:
        return Verdict.refuse("not-same-company", f"{supporter.name} is not in {checker.name}'s company.")
    if supporter.tapped:
        return Verdict.refuse("character-tapped", f"{supporter.name} is tapped.")
    return Verdict.allow()


def support(game, action) -> None:
    game.state.get(action.character).tapped = True
    game.declare(Declared(action.player, "support", None, action.character, action.checker), "resource")


def resolve_support(game, entry) -> bool:
    s = game.state
    supporter = s.cards[entry.actor]
    if supporter.zone == PLAY and supporter.tapped:
        s.check_bonus[entry.target] = s.check_bonus.get(entry.target, 0) + 1
    return True


def resolve_check(game, entry) -> bool:
    """A corruption check declared by a passive condition."""
    s = game.state
    source = s.cards.get(entry.card)
    if entry.data.get("passive") and (source is None or source.zone != PLAY):
        s.log.append(f"{entry.label()}: canceled, {entry.card} is no longer in play")
        return True
    done = make_check(game, entry, entry.target, entry.data.get("modifier", 0), source=entry.card)
    if done and entry.data.get("discard_after") and source.zone == PLAY:
        s.move(source.name, DISCARD)
    return done


def make_check(game, entry, name: str, modifier: int, source: str) -> bool:
    s = game.state
    character = s.cards.get(name)
    if character is None or character.zone != PLAY:
        s.log.append(f"{name}'s corruption check: canceled, {name} is not in play")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, character.owner, f"{name}'s corruption check")
    bonus = s.check_bonus.pop(name, 0)
    own = character.card.fact("corruption", 0)
    total = entry.roll + bonus + own + modifier
    points = s.corruption_points(name)
    parts = [f"{entry.roll} (roll)"] + [f"{v:+d} ({why})" for v, why in
                                         ((bonus, "support"), (own, name), (modifier, source)) if v]
    if total > points:
        outcome = "passes"
    elif total >= points - 1 and character.card.fact("race") != "Wizard":
        outcome = "fails: discarded"
        s.move(name, DISCARD)
    else:
        outcome = "fails: eliminated"
        s.move(name, ELIMINATED)
    s.log.append(f"{name}'s corruption check: {' '.join(parts)} = {total} against {points} "
                 f"corruption points: {outcome}")
    return True
