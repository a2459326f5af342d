"""On-guard cards: placing them in the movement/hazard phase and revealing them in the site phase.

Each criterion of CRF 22 "Site Phase > On-Guard Cards" (and CoE 2.V.6) is a
separate reason code, checked in this order: the card is on-guard and on this
company; it is the hazard player's turn to respond; creatures only before the
automatic-attacks at a site that has one; never one of the five forbidden kinds
(unless the card itself says otherwise); a window is open (a declared resource
that would tap the site, or the automatic-attacks about to be faced); its
targets are in this company and existed during the movement/hazard phase; and
it would affect the company through something declared or ongoing.
"""
from __future__ import annotations

from .chain import ON_GUARD_CHAIN, Chain, Declared
from .effects import canonical_target, check_target, choose_mode, hazard_limit
from .errors import Verdict
from .site_phase import must_face
from .state import CHAIN, HAND, MOVEMENT_HAZARD, ON_GUARD, SITE_PHASE

# the five kinds of card that can never be revealed, in the CRF's order
FORBIDDEN = ("returns-to-site-of-origin", "taps-site", "removes-character", "company-does-nothing",
             "taps-character")
ONGOING = {"character", "corruption-points"}


def check_place(game, action) -> Verdict:
    s = game.state
    inst = s.get(action.card)
    company = s.get_company(action.company)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player places cards on-guard.")
    if s.phase != MOVEMENT_HAZARD or s.active_company != company.name:
        return Verdict.refuse("wrong-phase", f"Cards are placed on-guard in the movement/hazard phase of "
                              f"{company.name}.")
    if inst.zone != HAND or inst.owner != action.player:
        return Verdict.refuse("not-in-hand", f"{inst.name} is not in {action.player}'s hand.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if company.name in s.on_guard_placed:
        return Verdict.refuse("one-on-guard-per-company", f"{company.name} already has a card on-guard this turn.")
    if s.hazards_played >= hazard_limit(s):
        return Verdict.refuse("hazard-limit", f"The hazard limit of {hazard_limit(s)} has been reached.")
    return Verdict.allow()


def place(game, action) -> None:
    """Declare the placement (it may be responded to); the card lies on the site once it resolves."""
    s = game.state
    company = s.get_company(action.company)
    inst = s.get(action.card)
    s.move(inst.name, CHAIN)
    s.on_guard_placed.add(company.name)
    s.hazards_played += 1
    game.declare(Declared(action.player, "place", inst.name, target=company.name), "hazard-initiated")


def resolve_place(game, entry) -> bool:
    s = game.state
    if s.hazards_played > hazard_limit(s):
        s.move(entry.card, HAND)
        s.log.append(f"{entry.card} returns to {entry.player}'s hand: the hazard limit no longer allows it")
    else:
        s.move(entry.card, ON_GUARD, attached_to=entry.target)
        s.log.append(f"{entry.card} is placed on-guard on {entry.target}")
    return True


def check_reveal(game, action) -> Verdict:
    s = game.state
    inst = s.get(action.card)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player reveals on-guard cards.")
    if s.phase != SITE_PHASE or s.active_company is None:
        return Verdict.refuse("wrong-phase", "On-guard cards are revealed during a company's site phase.")
    if inst.zone != ON_GUARD:
        why = "it was revealed already" if inst.revealed else f"it is in the {inst.zone}"
        return Verdict.refuse("not-on-guard", f"{inst.name} is not on-guard: {why}.")
    company = s.companies[s.active_company]
    if inst.attached_to != company.name:
        return Verdict.refuse("other-company", f"{inst.name} was placed on {inst.attached_to}, not on "
                              f"{company.name}.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    card = inst.card
    if card.is_creature:
        return _check_creature(s, inst, company)
    for trait in FORBIDDEN:
        if trait in card.traits and trait not in card.trait("reveal_allowed", ()):
            return Verdict.refuse(trait, f"{inst.name} cannot be revealed: it {_DOES[trait]}.")
    entering = "the automatic-attacks" in must_face(s, company)
    declared = site_tapping_plays(s)
    if not declared and not (entering and "automatic-attacks" in card.trait("affects", ())):
        return Verdict.refuse("no-site-tapping-resource", f"{inst.name} can only be revealed in response to a "
                              "resource that would tap the site (or, if it affects automatic-attacks, before "
                              "they are faced).")
    verdict = check_target(game, card, action.target)
    if not verdict:
        return verdict
    target = canonical_target(s, card, action.target)
    if target and not _in_company(s, target, company):
        return Verdict.refuse("target-outside-company", f"{target} is not in {company.name}, the company "
                              f"{inst.name} was placed on.")
    if target and target not in s.mh_record:
        return Verdict.refuse("target-did-not-exist", f"{target} was not in play during the movement/hazard "
                              f"phase, so {inst.name} could not have been played on it then.")
    verdict = _check_relevance(s, inst, target, declared, entering)
    if verdict:
        choose_mode(card, action.mode, revealing=True)
    return verdict


_DOES = {"returns-to-site-of-origin": "returns the company to its site of origin",
         "taps-site": "taps the company's site",
         "removes-character": "may remove a character other than by combat or corruption",
         "company-does-nothing": "forces the company to do nothing",
         "taps-character": "directly taps a character"}


def _check_creature(s, inst, company) -> Verdict:
    site = s.cards[company.site]
    if not site.card.fact("automatic_attacks"):
        return Verdict.refuse("creature-needs-automatic-attack", f"{site.name} has no automatic-attack, so "
                              f"the creature {inst.name} cannot be revealed there.")
    if company.faced_automatic_attacks or s.chains:
        return Verdict.refuse("creature-window-closed", f"{company.name} has faced the automatic-attacks; "
                              f"{inst.name} could only have been revealed before them.")
    for card in s.attached(company.name):
        if card.card.trait("prevents_creatures"):
            return Verdict.refuse("no-creatures-this-turn", f"{card.name} keeps creatures off {company.name} "
                                  "this turn.")
    return Verdict.allow()


def site_tapping_plays(s) -> list[Declared]:
    """Declared, unresolved resources that would tap the site (items, allies, faction influence attempts)."""
    return [e for c in s.chains for e in c.entries if e.data.get("taps_site")]


def _in_company(s, target: str, company) -> bool:
    if target == company.name or target == company.site:
        return True
    found = s.company_of(target)
    return found is not None and found.name == company.name


def _check_relevance(s, inst, target, declared, entering) -> Verdict:
    """Would the card affect the company this site phase, through something declared or ongoing?"""
    tags = set(inst.card.trait("affects", ()))
    influences = [e for e in declared if e.kind == "influence"]
    items = [e for e in declared if e.kind == "play-item"]
    satisfied = (
        (tags & ONGOING and (target is not None or inst.card.target == "company"))
        or ("influence-attempt" in tags and any(e.actor == target for e in influences))
        or ("successful-influence" in tags and influences)
        or ("item-played" in tags and items)
        or ("automatic-attacks" in tags and entering)
    )
    if satisfied:
        return Verdict.allow()
    if tags - ONGOING:
        return Verdict.refuse("only-potential-effect", f"{inst.name} would only matter through an action not "
                              "declared yet; potential effects do not count.")
    return Verdict.refuse("does-not-affect-company", f"{inst.name} would not affect the company or its "
                          "characters this site phase.")


def reveal(game, action) -> None:
    s = game.state
    inst = s.get(action.card)
    mode = choose_mode(inst.card, action.mode, revealing=True)
    target = canonical_target(s, inst.card, action.target)
    inst.revealed = True
    s.move(inst.name, CHAIN)
    immediate = s.ruleset == "1997 reading" or bool(inst.card.trait("revealed_immediately"))
    entry = Declared(action.player, "reveal", inst.name, target=target, mode=mode.name,
                     data={"effect": mode.effect})
    s.chains.append(Chain(ON_GUARD_CHAIN, s.resource_player, [entry], immediate=immediate, resolving=immediate))
    s.log.append(f"{inst.name} is revealed and opens an on-guard-initiated chain of effects"
                 + (" that resolves immediately" if immediate else ""))

