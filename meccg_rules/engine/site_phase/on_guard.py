"""On-guard cards: placing them in the movement/hazard phase and revealing them in the site phase.

Each criterion of CRF 22 "Site Phase > On-Guard Cards" (and CoE 2.V.6) is a
separate reason code, checked in this order: the card is on-guard and on this
company; it is the hazard player's turn to respond; creatures only at a site
with an automatic-attack, keyable to the site, before the automatic-attacks;
the card could have been played during the movement/hazard phase (its target
and its own conditions); never one of the five forbidden kinds (unless the
card itself says otherwise); a window is open (a declared resource that would
tap the site, or the automatic-attacks about to be faced, or the company's
choice not to enter its site for a card whose text allows it then: ``stayed_out``); its targets are in
this company and existed during the movement/hazard phase; and it would affect
the company through something declared or ongoing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..organization import special_movement
from ..playing import duplication
from ..hazards import hazard_limit as hazards, revealed_hazards
from ..core.behaviour import FORBIDDEN_ON_GUARD
from ..core.chain import HAZARD, ON_GUARD_CHAIN, Chain, Declared
from ..primitives.conditions import check_playable, check_target, choose_mode, resolve_target
from ..primitives.effects import forbidden
from ..primitives.regions import keyed_site_type
from ..combat.attacks import fits
from ..combat import special_rules
from ..core import modelled, queries
from ..core.errors import Verdict
from ..corruption.corruption_checks import sources_of
from ..hazards.keying import keyable_to_site, keyed_to
from . import burglary, stayed_out
from .automatic_attacks import has_automatic_attacks
from .site_resources import must_face
from ..core.state import CHAIN, HAND, IN_PLAY, ON_GUARD, Attack

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance

if TYPE_CHECKING:
    from .actions import PlaceOnGuard, RevealOnGuard
    from ..game import Game
    from ..core.state import State

ONGOING = {"character", "corruption-points"}
_DOES = {"returns-to-site-of-origin": "returns the company to its site of origin",
         "taps-site": "taps the company's site",
         "removes-character": "may remove a character other than by combat or corruption",
         "company-does-nothing": "forces the company to do nothing",
         "taps-character": "directly taps a character"}

ON_GUARD_CASE = "revealed on-guard"   # the words a card's clause of the scope "play in a case" holds


def check_place(game: Game, action: PlaceOnGuard) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    company = s.get_company(action.company)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player places cards on-guard.")
    if s.phase != "movement/hazard" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"Cards are placed on-guard in the movement/hazard phase of "
                              f"{company.id}.")
    if not (held := s.in_hand(action.player, inst)):
        return held
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if company.on_guard_placed:
        return Verdict.refuse("one-on-guard-per-company", f"{company.id} already has a card on-guard this turn.")
    verdict = hazards.still_playing(s)
    if verdict:
        verdict = revealed_hazards.check_play(s, inst.card, placing=True)   # "including on-guard cards"
    if not verdict:
        return verdict
    limit = hazards.hazard_limit(s)
    if company.hazards_played >= limit:
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    return Verdict.allow()


def place(game: Game, action: PlaceOnGuard) -> None:
    """Declare the placement (it may be responded to); the card lies on the site once it resolves."""
    s = game.state
    company = s.get_company(action.company)
    inst = s.find(action.card)
    s.move(inst.id, CHAIN, face_down=True)   # placed face-down (CoE 2.IV.vii.4): not revealed to anyone
    company.on_guard_placed = True
    hazards.count_against_limit(s)
    game.declare(Declared(action.player, "place", inst.id, target=company.id), HAZARD)


def resolve_place(game: Game, entry: Declared) -> bool:
    s = game.state
    if not hazards.within_limit_at_resolution(s):
        s.move(entry.card, HAND)
        s.log.append(f"{s._name(entry.card)} returns to {entry.player}'s hand: the hazard limit no longer allows "
                     "it (CoE 2.IV.vii.4.1)")
    else:
        s.move(entry.card, ON_GUARD, attached_to=entry.target)
        s.log.append(f"{s._name(entry.card)} is placed on-guard on {entry.target}")
    return True


def check_reveal(game: Game, action: RevealOnGuard) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player reveals on-guard cards.")
    if s.phase != "site" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "On-guard cards are revealed during a company's site phase.")
    if inst.zone != ON_GUARD:
        why = "it was revealed already" if inst.revealed else f"it is in the {inst.zone}"
        return Verdict.refuse("not-on-guard", f"{s.label(inst)} is not on-guard: {why}.")
    company = s.current_company()
    if inst.attached_to != company.id:
        return Verdict.refuse("other-company", f"{s.label(inst)} was placed on {inst.attached_to}, not on "
                              f"{company.id}.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    card = inst.card
    if any(g.scope == "play in a case" and ON_GUARD_CASE in g.clause for g in card.gaps):
        modelled.refuse_case(card, ON_GUARD_CASE)   # its own text's leave to be revealed on-guard, not modelled
    # a card barred against the resource player's alignment (CoE 1.8.1, 1.8.2): revealed, it would be played on him
    if not (verdict := queries.veto("may be played against", s, card)):
        return verdict
    if card.is_creature:
        return _check_creature(s, inst, company)
    if not any(m.on_guard for m in card.modes):   # placed on-guard it may be, as any hazard; revealed, never
        return Verdict.refuse("never-on-guard", f"{s.label(inst)} cannot be revealed on-guard: none of its uses "
                              "may be (its text, or a ruling on it, says so).")
    barred = special_movement.hazards_barred(s, company)   # the engine's reading: an event revealed is one played
    if barred:                                            # on the company, which its special movement forbids
        return Verdict.refuse("only-site-creatures", f"{company.id} moved by {s._name(barred)}'s special movement: "
                              "only hazard creatures keyed to its new site may be played on it.")
    verdict = check_target(s, card, action.target)  # as if played during the movement/hazard phase
    if not verdict:
        return verdict
    target = resolve_target(s, card, action.target)
    modes = [m for m in card.modes if m.on_guard]
    mode = choose_mode(card, action.mode, revealing=True) if action.mode or len(modes) == 1 else None
    verdict = check_playable(s, card, target, mode)
    if not verdict:
        return verdict
    verdict = duplication.check(s, card, target, mode)
    if not verdict:
        return verdict
    traits = card.mode_traits(mode)
    for trait in FORBIDDEN_ON_GUARD:
        if trait in traits and trait not in (card.trait("on_guard").allowed if card.trait("on_guard") else ()):
            return Verdict.refuse(trait, f"{s.label(inst)} cannot be revealed: it {_DOES[trait]}.")
    # step 1 of entering the site, for a site with automatic-attacks only (CoE 2.V.i): a card that attacks a company
    # entering makes one at a site without them choose to enter it, but opens no window there
    entering = "the automatic-attacks" in must_face(s, company) and has_automatic_attacks(s, s.cards[company.site]) \
        and not stayed_out.declared(s, company)   # a company that chose not to enter faces none
    declared = site_tapping_plays(s)
    burgling = "burglary-attempt" in card.affects and bool(burglary.declared_attempts(s))   # Half an Eye Open
    staying = stayed_out.revealable(s, inst, company)   # its text: when the company chooses not to enter its site
    if not declared and not (entering and "automatic-attacks" in affects(card)) and not burgling and not staying:
        return Verdict.refuse("no-site-tapping-resource", f"{s.label(inst)} can only be revealed in response to "
                              "a resource that would tap the site (or, if it affects automatic-attacks, before "
                              "they are faced).")
    if target and not _in_company(s, target, company):
        return Verdict.refuse("target-outside-company", f"{s._name(target)} is not in {company.id}, the company "
                              f"{s.label(inst)} was placed on.")
    if target and target not in (company.mh_record if company.mh_record is not None else s.turn.mh_record):
        return Verdict.refuse("target-did-not-exist", f"{s._name(target)} was not in play during the "
                              f"movement/hazard phase, so {s.label(inst)} could not have been played on it then.")
    verdict = Verdict.allow() if staying else _check_relevance(s, inst, target, declared, entering)
    if verdict and mode is None:
        choose_mode(card, action.mode, revealing=True)  # every other condition holds: now the choice is needed
    return verdict


def _check_creature(s: State, inst: Instance, company: Company) -> Verdict:
    site = s.cards[company.site]
    if stayed_out.declared(s, company):   # revealed only as the company enters its site (CoE 2.V.i)
        return Verdict.refuse("site-declined", f"{company.id} chose not to enter {s.label(site)}: a creature is "
                              "revealed on-guard only as a company enters its site (CoE 2.V.i).")
    if not site.card.fact("automatic_attacks"):
        return Verdict.refuse("creature-needs-automatic-attack", f"{s.label(site)} has no automatic-attack, so "
                              f"the creature {s.label(inst)} cannot be revealed there.")
    if not keyable_to_site(s, keyed_to(s, inst.card), site.card, inst.card, keyed_site_type(s, site)):
        return Verdict.refuse("creature-not-keyable-to-site", f"{s.label(inst)} cannot be keyed to "
                              f"{s.label(site)} ({keyed_site_type(s, site)}).")
    if company.automatic_attacks_faced or s.chains:
        return Verdict.refuse("creature-window-closed", f"{company.id} has faced the automatic-attacks; "
                              f"{s.label(inst)} could only have been revealed before them.")
    stopper = forbidden(s, company.id, "creatures") or forbidden(s, company.id, "creatures keyed to the site")
    if stopper and not site.card.trait("creatures_always_keyable"):   # keyed to the site (CoE 2.V.iv): the hero Mount Doom
        return Verdict.refuse("no-creatures-this-turn", f"{s._name(stopper)} keeps creatures off {company.id} "
                              "this turn.")
    return special_rules.check_playable_against(s, inst.card, company.id)  # "playable only against ..."


def affects(card: Card) -> frozenset[str]:
    """Why revealing the card would matter (``Card.affects``); a card that attacks a company entering its site
    (``entering_attacks``: Doubled Vigilance) matters as the company is about to face the automatic-attacks."""
    return card.affects | ({"automatic-attacks"} if card.trait("attack_on_entering") is not None else set())


def site_tapping_plays(s: State) -> list[Declared]:
    """Declared, unresolved resources that would tap the site (items, allies, faction influence attempts)."""
    return [e for c in s.chains for e in c.entries if e.data.get("taps_site")]


def _in_company(s: State, target: str, company: Company) -> bool:
    if target == company.id or target == company.site:
        return True
    found = s.company_of(target)
    return found is not None and found.id == company.id


def _check_relevance(s: State, inst: Instance, target: str, declared: list[Declared],
                     entering: bool) -> Verdict:
    """Would the card affect the company this site phase, through something declared or ongoing?"""
    tags = set(affects(inst.card))
    if "attacks" in tags:  # it changes attacks of some races: only the site's own count here
        tags.discard("attacks")
        if _changes_site_attacks(s, inst):
            tags.add("automatic-attacks")
    influences = [e for e in declared if e.kind == "influence"]
    items = [e for e in declared if e.kind == "play-item"]
    satisfied = (
        (tags & ONGOING and (bool(target) or inst.card.target == "company"))
        or ("influence-attempt" in tags and any(e.actor == target for e in influences))
        or ("successful-influence" in tags and influences)
        or ("item-played" in tags and items)
        or ("automatic-attacks" in tags and entering)
        or ("burglary-attempt" in tags and bool(burglary.declared_attempts(s)))
        or (bool(inst.card.trait("doubles_a_corruption_source")) and _has_a_corruption_source(s))
        or (bool(inst.card.trait("on_guard")) and inst.card.trait("on_guard").potential)   # its text lets it be
    )
    if satisfied:
        return Verdict.allow()
    if tags - ONGOING:
        return Verdict.refuse("only-potential-effect", f"{s.label(inst)} would only matter through an action not "
                              "declared yet; potential effects do not count.")
    return Verdict.refuse("does-not-affect-company", f"{s.label(inst)} would not affect the company or its "
                          "characters this site phase.")


def _has_a_corruption_source(s: State) -> bool:
    """Does a character of the company of the site phase have at least one source of corruption? A card doubling one
    source of every character (The Balance of Things) affects such a company, and only such a one (CRF 22, The
    Balance of Things, second bullet)."""
    return any(sources_of(s, c.id) for c in s.characters(s.current_company().id))


def _changes_site_attacks(s: State, inst: Instance) -> bool:
    """Would the card's changes to attacks of some races apply to the company's site's automatic-attacks?"""
    company = s.current_company()
    site = s.cards[company.site]
    races = [a.get("race", "") for a in site.card.fact("automatic_attacks", ()) if not a.get("text_only")]
    for static in inst.card.statics:
        if any(fits(static, Attack("", "", "", "automatic-attack", race, 0, 0)) for race in races):
            return True
    return False


def reveal(game: Game, action: RevealOnGuard) -> None:
    s = game.state
    inst = s.find(action.card)
    if inst.card.is_creature:
        _reveal_creature(s, inst)
        return
    mode = choose_mode(inst.card, action.mode, revealing=True)
    target = resolve_target(s, inst.card, action.target)
    inst.revealed = True
    s.move(inst.id, CHAIN)
    immediate = s.ruleset == "1997 reading" or bool(inst.card.trait("on_guard") and inst.card.trait("on_guard").immediately)
    entry = Declared(action.player, "reveal", inst.id, target=target, mode=mode.name,
                     data={"effects": mode.effects})
    s.chains.append(Chain(ON_GUARD_CHAIN, s.resource_player, [entry], immediate=immediate, resolving=immediate))
    s.log.append(f"{s.label(inst)} is revealed and opens an on-guard-initiated chain of effects"
                 + (" that resolves immediately" if immediate else ""))


def _reveal_creature(s: State, inst: Instance) -> None:
    """CoE 2.V.i: a creature is revealed in step 1 of entering the site, which happens immediately and lets no other
    action in: no chain of effects, no responses. It attacks after the automatic-attacks (``attacks.finish`` starts
    it, CoE 2.V.iv), from its card's facts as a creature played in the movement/hazard phase does, whether or not
    the engine knows more of the card."""
    company = s.current_company()
    inst.revealed = True
    s.move(inst.id, IN_PLAY, attached_to=company.id)
    company.attacks_to_face.append(inst.id)
    s.log.append(f"{s.label(inst)} is revealed as {company.id} enters its site, with no chain of effects: it attacks "
                 "after the automatic-attacks (CoE 2.V.i)")
