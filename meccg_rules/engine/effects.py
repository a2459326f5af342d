"""Playing events and what card effects do when they resolve.

A card's effect is data (its mode's ``effect`` in the catalogue); this module
turns each effect kind into a change of state. Targets are checked when the
card is declared and again when it resolves (CRF Targets, Annotation 8).
"""
from __future__ import annotations

from .chain import Declared
from .corruption import make_check
from .errors import ChoiceNeededError, InputError, Verdict, nearest
from .site_phase import cancel
from .state import CHAIN, DISCARD, HAND, MOVEMENT_HAZARD, ON_GUARD, PLAY


def choose_mode(card, mode: str, revealing: bool = False):
    """The effect the player chose (Annotation 27): required when the card has alternatives."""
    modes = [m for m in card.modes if m.on_guard or not revealing]
    if mode:
        for m in modes:
            if m.name.casefold() == mode.casefold().removeprefix("choosing ").strip():
                return m
        names = [m.name for m in modes if m.name]
        hint = f"; did you mean {nearest(mode, names)[0]!r}?" if nearest(mode, names) else ""
        raise InputError(f"{card.name} has no effect called {mode!r}{hint} (its effects: {', '.join(names)})")
    if len(modes) > 1:
        raise ChoiceNeededError(f"{card.name} has alternative effects; say which: " +
                                " or ".join(f"', choosing {m.name}'" for m in modes))
    return modes[0]


def check_target(game, card, target: str | None, company=None) -> Verdict:
    """Is ``target`` of the kind the card is played on, in play, and allowed by its restrictions?"""
    s = game.state
    kind = card.target
    if not kind:
        if target:
            return Verdict.refuse("invalid-target", f"{card.name} is not played on anything.")
        return Verdict.allow()
    if not target and kind == "company" and s.active_company:
        return Verdict.allow()
    if not target:
        raise ChoiceNeededError(f"{card.name} is played on a {kind}; say which, e.g. '... {card.name} on NAME'")
    if kind == "company":
        s.get_company(target)
        return Verdict.allow()
    if kind == "on-guard card":
        s.get_company(target)
        return Verdict.allow()
    inst = s.get(target, kind)
    if inst.zone != PLAY:
        return Verdict.refuse("target-not-in-play", f"{inst.name} is not in play.")
    actual = "site" if inst.card.is_site else "character" if inst.card.is_character else inst.card.kind
    if actual != kind:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a {kind}; {inst.name} is a {actual}.")
    if inst.card.fact("race") in card.trait("target_excludes", ()):
        return Verdict.refuse("invalid-target", f"{card.name} cannot be played on a "
                              f"{inst.card.fact('race')} such as {inst.name}.")
    return Verdict.allow()


def check_play_event(game, action) -> Verdict:
    s = game.state
    inst = s.get(action.card)
    card = inst.card
    if inst.zone != HAND or inst.owner != action.player:
        where = " (an on-guard card is in nobody's hand)" if inst.zone == ON_GUARD else ""
        return Verdict.refuse("not-in-hand", f"{inst.name} is not in {action.player}'s hand{where}.")
    if card.kind in ("item", "ally", "faction", "character", "site") or card.is_creature:
        raise InputError(f"{card.name} is a {card.kind}; it is not played with 'plays ... on ...'")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if "Corruption" in card.keywords and s.chains:
        return Verdict.refuse("must-start-chain", f"{card.name} is a corruption card: it can only be played to "
                              "start a new chain of effects, not in response.")
    if card.type == "Hazard":
        if action.player != s.hazard_player:
            return Verdict.refuse("wrong-player", f"Only the hazard player plays hazards such as {card.name}.")
        if s.phase != MOVEMENT_HAZARD:
            return Verdict.refuse("wrong-phase", f"Hazards such as {card.name} are played in the "
                                  "movement/hazard phase (or revealed on-guard).")
        if s.hazards_played >= hazard_limit(s):
            return Verdict.refuse("hazard-limit", f"The hazard limit of {hazard_limit(s)} has been reached.")
    elif action.player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player plays resources such as {card.name}.")
    verdict = check_target(game, card, action.target)
    if not verdict:
        return verdict
    for needed in card.trait("requires_in_play", ()):
        if not s.in_effect(needed):
            return Verdict.refuse("condition-missing", f"{card.name} needs {needed} in play.")
    site_type = card.trait("requires_site_type")
    if site_type:
        company = s.company_of(action.target)
        if company is None or s.cards[company.site].card.fact("site_type") != site_type:
            return Verdict.refuse("not-playable-at-site", f"{card.name} needs its target at a {site_type}.")
    if card.target == "on-guard card" and not s.on_guard(s.get_company(action.target).name):
        return Verdict.refuse("not-on-guard", f"No card is on-guard on {action.target}.")
    choose_mode(card, action.mode)
    return Verdict.allow()


def hazard_limit(state) -> int:
    company = state.active_company
    return max(2, len(state.characters(company))) if company else 2


def play_event(game, action) -> None:
    s = game.state
    inst = s.get(action.card)
    mode = choose_mode(inst.card, action.mode)
    target = canonical_target(s, inst.card, action.target)
    if inst.card.type == "Hazard":
        s.hazards_played += 1
    s.move(inst.name, CHAIN)
    game.declare(Declared(action.player, "play-event", inst.name, target=target, mode=mode.name,
                          data={"effect": mode.effect}), "resource-initiated")


def canonical_target(s, card, target):
    """The target's name as the game knows it (a company's for company and on-guard targets)."""
    if not target:
        return s.active_company if card.target == "company" else None
    if card.target in ("company", "on-guard card"):
        return s.get_company(target).name
    return s.get(target).name


def resolve_event(game, entry) -> bool:
    s = game.state
    inst = s.cards[entry.card]
    card = inst.card
    if entry.target and card.target not in ("company", "on-guard card") and not s.in_play(entry.target):
        return cancel(game, entry, f"its target {entry.target} is no longer in play (Annotation 8)")
    effect = entry.data.get("effect", "none")
    done = EFFECTS[effect](game, entry, inst)
    if done and s.cards[inst.name].zone == CHAIN:
        if effect == "attach":
            s.move(inst.name, PLAY, attached_to=entry.target)
        else:
            s.move(inst.name, DISCARD)
    return done


# --- effect kinds
def _attach(game, entry, inst) -> bool:
    game.state.log.append(f"{inst.name} comes into play" + (f" on {entry.target}" if entry.target else ""))
    return True


def _corruption_check(game, entry, inst) -> bool:
    return make_check(game, entry, entry.target, 0, source=inst.name)


def _prowess_penalty(game, entry, inst) -> bool:
    game.state.log.append(f"{entry.target}: -1 prowess until the end of the turn")
    return True


def _tap_characters(game, entry, inst) -> bool:
    s = game.state
    for character in s.characters(entry.target):
        if character.card.fact("race") not in ("Wizard", "Ringwraith") and not character.tapped:
            character.tapped = True
            s.log.append(f"{inst.name} taps {character.name}")
    return True


def _tap_target(game, entry, inst) -> bool:
    game.state.cards[entry.target].tapped = True
    return True


def _untap_and_clear(game, entry, inst) -> bool:
    s = game.state
    for hazard in s.attached(entry.target):
        if hazard.card.type == "Hazard":
            s.move(hazard.name, DISCARD)
            s.log.append(f"{inst.name} removes {hazard.name} from {entry.target}")
    s.cards[entry.target].tapped = False
    return True


def _discard_on_guard(game, entry, inst) -> bool:
    s = game.state
    for card in s.on_guard(entry.target)[:1]:
        s.move(card.name, DISCARD)
        s.log.append(f"{inst.name} discards the on-guard card {card.name}")
    return True


def _add_automatic_attack(game, entry, inst) -> bool:
    s = game.state
    for company in s.companies.values():
        if company.site == entry.target:
            company.extra_automatic_attacks += 1
    return True


def _return_to_origin(game, entry, inst) -> bool:
    company = game.state.companies[entry.target]
    company.site, company.moved = company.origin, False
    return True


def _do_nothing(game, entry, inst) -> bool:
    s = game.state
    for company in s.companies.values():
        if company.name == entry.target or (company.site == entry.target and company.moved):
            company.does_nothing = True
    return True


def _attack(game, entry, inst) -> bool:
    s = game.state
    company = s.companies[s.active_company]
    company.attacks_to_face.append(inst.name)
    s.move(inst.name, PLAY, attached_to=company.name)
    return True


def _stated_outcome(game, entry, inst) -> bool:
    s = game.state
    if entry.data.get("outcome") is None:
        s.pending_outcome = inst.name
        return False
    removed = entry.data["outcome"]
    if removed:
        target = s.cards[removed]
        s.move(removed, HAND if target.card.is_character else DISCARD)
    return True


EFFECTS = {
    "attach": _attach, "corruption-check": _corruption_check, "prowess-penalty": _prowess_penalty,
    "tap-characters": _tap_characters, "tap-target": _tap_target, "untap-and-clear-hazards": _untap_and_clear,
    "discard-on-guard": _discard_on_guard, "add-automatic-attack": _add_automatic_attack,
    "return-to-origin": _return_to_origin, "do-nothing": _do_nothing, "attack": _attack,
    "stated-outcome": _stated_outcome,
}


# --- stated outcomes
def _awaiting(state):
    return next((e for c in reversed(state.chains) for e in reversed(c.entries) if e.card == state.pending_outcome),
                None)


def check_outcome(game, action) -> Verdict:
    s = game.state
    if s.pending_outcome is None or s.get(action.card).name != s.pending_outcome:
        return Verdict.refuse("unknown-outcome", f"Nothing is waiting for the outcome of {action.card}.")
    if action.removes:
        entry = _awaiting(s)
        removed = s.get(action.removes)
        card = s.cards[s.pending_outcome].card
        allowed = ({entry.target} if entry.target else set()) | (
            {i.name for i in s.characters(s.active_company)} if card.target in ("", "company") else set())
        if removed.name not in allowed or not (card.traits & {"removes-character", "may-remove-ally"}):
            return Verdict.refuse("unknown-outcome", f"{card.name} cannot remove {removed.name}.")
    return Verdict.allow()


def state_outcome(game, action) -> None:
    s = game.state
    entry = _awaiting(s)
    entry.data["outcome"] = s.get(action.removes).name if action.removes else ""
    s.pending_outcome = None
