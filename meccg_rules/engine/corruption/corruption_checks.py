"""Corruption checks (CoE 7) and tapping to support them (CoE 7.1.1).

The check is a roll plus modifications against the character's corruption
point total. Above it: passed. Equal to it or one less: a hero is discarded,
a Wizard avatar eliminated, a minion character taps and passes. Lower still:
eliminated. Each other untapped character of the same company may tap to give
+1 to a declared, unresolved check; the bonus counts when the check resolves.
Only the resource player taps characters so (CoE 7.1.1, 2.1.2), save at the
Free Council (CoE 10.3.i).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import queries
from ..players import alignments
from ..primitives import bearer_values, values
from ..core.behaviour import Check, walk
from ..core.chain import RESOURCE, Declared
from ..core.registry import REGISTRY
from ..core.errors import ChoiceNeededError, Verdict
from ..primitives.positions import check_untapped
from ..core.state import DISCARD, IN_PLAY
from .protections import discard_prevented

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import Instance

FAILED = "corruption check failed"   # the hook asked as a character fails a check that takes him out of play

if TYPE_CHECKING:
    from .actions import DoubleSource, SupportCorruptionCheck
    from ..game import Game
    from ..core.state import State


def corruption_points(state: State, ref: str) -> int:
    """The character's corruption point total: the cards it controls, what the cards borne in his company give
    each character of it (The One Ring), and what is in effect on it.

    The engine's reading: the points a card gives its bearer's companions count whether or not the bearer uses
    it. CoE 6.1 keeps only an item's own printed points when it is not in use; the rules do not settle the
    companions' points, but a Ringwraith never uses an item (6.1.R2), so if they needed the item in use The One
    Ring's exception for a Ringwraith bearer would remove nothing. A static's ``unless_bearer`` removes them while
    the card's bearer is of one of those races (The One Ring borne by a Ringwraith: CRF 22, The One Ring).

    While a card in play doubles one source of each character (``doubles_a_corruption_source``: The Balance of
    Things), the source his player named (``State.doubled``, ``DoubleSource``) counts twice; with none named, and
    sources giving different points, the engine asks for the choice (CRF 22, The Balance of Things) rather than
    make it for him."""
    points = received(state, ref)
    total = sum(p for p, _ in points)
    doubler = doubling_card(state)
    sources = sources_of(state, ref, points)
    if doubler is None or not sources:
        return total
    chosen = state.doubled.get(ref)
    if chosen in sources:
        return total + sources[chosen]
    if len(set(sources.values())) == 1:   # every source gives the same points: the choice changes nothing
        return total + next(iter(sources.values()))
    raise ChoiceNeededError(f"{doubler.name} doubles one of {state.label(state.cards[ref])}'s sources of corruption, "
                            f"his player's choice: write '{state.cards[ref].controller} doubles "
                            f"{state._name(ref)}'s corruption points from CARD.' ("
                            + ", ".join(sorted(state._name(c) for c in sources)) + ")")


def doubling_card(state: State) -> Instance | None:
    """A card in play that doubles one source of corruption of each character (``doubles_a_corruption_source``)."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("doubles_a_corruption_source")),
                None)


def sources_of(state: State, ref: str, points: list[tuple[int, str]] | None = None) -> dict[str, int]:
    """The character's sources of corruption, each card with the points he receives from it: a card giving him
    points, or one whose text makes it a source at 0 points (``corruption_source``: Emerald of the Mariner, CRF 22).
    A card whose points come to 0 and whose text does not name it a source is, in the engine's reading, no source."""
    found: dict[str, int] = {}
    for p, card in received(state, ref) if points is None else points:
        found[card] = found.get(card, 0) + p
    return {card: p for card, p in found.items() if p > 0 or (card in state.cards and state.cards[card].card.trait("corruption_source"))}


def _palantiri_doubled(state: State, ref: str) -> bool:
    """Does a card in play double the corruption points of the Palantíri this character bears (Bane of the
    Ithil-stone), he not being a minion player's character when it has no effect on those?"""
    minion = alignments.alignment_of(state, state.cards[ref].controller) in (alignments.RINGWRAITH, alignments.BALROG)
    return any(i.zone == IN_PLAY and i.card.trait("doubles_palantir_corruption")
               and not (minion and i.card.trait("no_effect_on_minion")) for i in state.cards.values())


def received(state: State, ref: str) -> list[tuple[int, str]]:
    """The points the character receives from each card: each card he controls, each static giving him points and
    each effect in force on him, with the card they come from."""
    times = 2 if _palantiri_doubled(state, ref) else 1
    found = [(bearer_values.value(state, inst, "corruption_points") * (times if "Palantír" in inst.card.keywords else 1),
              inst.id) for inst in state.attached(ref)]
    for source, static in [*values.statics_on(state, ref, "corruption points"),
                           *values.company_statics_on(state, ref, "corruption points")]:
        if values.bearer_of(state, source).card.race not in static.unless_bearer:
            found.append((static.by, source.id))
    found += [(o.by, o.source) for o in state.ongoing if o.target == ref and o.stat == "corruption points"]
    return found


def check_double(game: Game, action: DoubleSource) -> Verdict:
    """The player names the source doubled for his character (CRF 22, The Balance of Things): one of his sources;
    chosen once, the choice changes only while a corruption check of his is declared, just before it is made."""
    s = game.state
    character = s.find(action.character, "character")
    card = s.find(action.card)
    if character.zone != IN_PLAY or character.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(character)} is not {action.player}'s character in "
                              "play.")
    if doubling_card(s) is None:
        return Verdict.refuse("no-doubling", "No card in play doubles a source of corruption.")
    if card.id not in sources_of(s, character.id):
        return Verdict.refuse("not-a-source", f"{s.label(card)} is not one of {s.label(character)}'s sources of "
                              "corruption.")
    chosen = s.doubled.get(character.id)
    if chosen not in (None, card.id) and chosen in sources_of(s, character.id) \
            and not declared_check_on(s, character.id):
        return Verdict.refuse("source-chosen", f"{s._name(chosen)} is the source doubled for {s.label(character)}; "
                              "the choice changes only just before a corruption check of his.")
    return Verdict.allow()


def double(game: Game, action: DoubleSource) -> None:
    s = game.state
    s.doubled[s.find(action.character).id] = s.find(action.card).id


def declared_check_on(state: State, ref: str) -> bool:
    """Is a corruption check on this character declared and not yet resolved?"""
    return bool(declared_checks(state, ref))


def declared_checks(state: State, ref: str) -> list[Check | None]:
    """The corruption checks on this character declared and not yet resolved: each a card's ``check`` (None for a
    check the rules call: storing, transferring, the Free Council)."""
    found: list[Check | None] = []
    for chain in state.chains:
        for entry in chain.entries:
            if entry.data.get("corruption_check") == ref:  # storing, transferring, the Free Council
                found.append(None)
            if entry.target == ref:
                found += [e for e in walk(entry.data.get("effects", ()))
                          if isinstance(e, Check) and e.kind == "corruption" and e.who == "target"]
            found += [e for e in walk(entry.data.get("effects", ())) if isinstance(e, Check)
                      and e.kind == "corruption" and e.who == EVERY_CHARACTER and _still_to_check(state, entry, e, ref)]
    return found


EVERY_CHARACTER = "characters in play"   # a check each character in play makes (Ren the Unclean)


def _still_to_check(state: State, entry: Declared, check: Check, ref: str) -> bool:
    """Is ``ref`` one of the characters a check of every character in play has still to reach: any such character
    while it is declared, and once it resolves those whose turn has not come (or whose roll is awaited)?"""
    subjects = entry.data.get("subjects")
    if subjects is not None:
        return ref in subjects[entry.data.get("sub", 0):]
    character = state.cards.get(ref)
    return character is not None and character.zone == IN_PLAY and character.card.is_character \
        and character.card.race not in check.except_races


def _supported_by_its_player(state: State, player: str, checker: Instance) -> bool:
    """May ``player`` tap his characters to support ``checker``'s declared check in the other player's turn? Only
    where the card that calls for it says its player's characters may (CRF 22, Ren the Unclean), for a check on one
    of his own characters."""
    if checker.controller != player:
        return False
    for chain in state.chains:
        for entry in chain.entries:
            card = state.cards.get(entry.card or "")
            if card is not None and card.card.trait("checks_supported_by_its_player") and entry.player == player \
                    and any(isinstance(e, Check) and e.kind == "corruption" and e.who == EVERY_CHARACTER
                            and _still_to_check(state, entry, e, checker.id)
                            for e in walk(entry.data.get("effects", ()))):
                return True
    return False


def check_target_checks(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``target_checks_corruption``: a resource modifying a corruption check of its target is played
    while one is declared ("+2 to a corruption check by ...", New Friendship)."""
    if not declared_check_on(state, target or ""):
        return Verdict.refuse("no-corruption-check", f"{card.name} modifies a corruption check, and none of "
                              f"{state._name(target or '')}'s is declared.")
    return Verdict.allow()


def may_support(state: State, player: str) -> bool:
    """Only the resource player taps characters in support (CoE 7.1.1): in the other player's turn the hazard player
    takes no resource/character action (CoE 2.1.2, 9.1.3; CRF 22, Wizard's Laughter [CoE 2025]), save at the Free
    Council, where either player may (CoE 10.3.i), and the company attacked in company versus company combat."""
    combat = state.combat
    defending = combat is not None and combat.attack.kind == "company" and \
        state.companies[combat.attack.company].owner == player
    return player == state.resource_player or state.phase == "free council" or defending


def check_support(game: Game, action: SupportCorruptionCheck) -> Verdict:
    s = game.state
    supporter = s.find(action.character, "character")
    checker = s.find(action.checker, "character")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if not declared_check_on(s, checker.id):
        return Verdict.refuse("no-corruption-check", f"No corruption check on {s.label(checker)} is waiting "
                              "to resolve.")
    if supporter.zone != IN_PLAY or not supporter.card.is_character or supporter.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(supporter)} is not {action.player}'s character in "
                              "play.")
    if supporter.id == checker.id or supporter.company != checker.company:
        return Verdict.refuse("not-same-company", f"{s.label(supporter)} is not in {s.label(checker)}'s company.")
    if not may_support(s, action.player) and not _supported_by_its_player(s, action.player, checker):
        return Verdict.refuse("hazard-player-support", f"{action.player} is the hazard player: only the resource "
                              "player taps characters to support a corruption check (CoE 7.1.1, 2.1.2).")
    return check_untapped(s, supporter)


def support(game: Game, action: SupportCorruptionCheck) -> None:
    s = game.state
    supporter, checker = s.find(action.character), s.find(action.checker)
    s.tap(supporter.id)
    game.declare(Declared(action.player, "support", "", supporter.id, checker.id), RESOURCE)


def resolve_support(game: Game, entry: Declared) -> bool:
    s = game.state
    supporter = s.cards[entry.actor]
    if supporter.zone == IN_PLAY and supporter.tapped:
        s.check_support[entry.target] = s.check_support.get(entry.target, ()) + (supporter.id,)
    return True


def _support(state: State, ref: str) -> int:
    """+1 for each character whose support of ``ref``'s check resolved and who is still tapped as the check is made:
    the engine's reading of the timing CRF 22 gives for Narya, whose untapping between the two takes the support
    away (the tap is what supports)."""
    supporters = state.check_support.pop(ref, ())
    kept = [r for r in supporters if r in state.cards and state.cards[r].zone == IN_PLAY and state.cards[r].tapped]
    for gone in (r for r in supporters if r not in kept and r in state.cards):
        state.log.append(f"{state._name(gone)} is no longer tapped: his support adds nothing (CRF 22, Narya)")
    return len(kept)


def make_check(game: Game, entry: Declared, ref: str, modifier: int, source: str | None,
               keep_in_play: bool = False, eliminated_as: str = "") -> bool:
    """Resolve a corruption check on ``ref`` (waiting for its roll first); True once resolved. ``keep_in_play``: a
    check whose failure leaves him in play, his card saying what it costs instead (The Ring's Betrayal); a minion's
    near miss still taps him and counts as passed (CoE 7.1).

    ``eliminated_as = "discarded"``: a failure that would eliminate him discards him instead (The Roving Eye), with
    his non-follower cards as any discard; his followers stay in play (CRF 22, The Roving Eye)."""
    s = game.state
    character = s.cards.get(ref)
    name = s._name(ref)
    if character is None or character.zone != IN_PLAY:
        s.log.append(f"{name}'s corruption check: canceled, {name} is not in play")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, character.controller, f"{name}'s corruption check")
    bonus = _support(s, ref)
    own = character.card.fact("corruption_check_modifier", 0)
    ongoing = sum(o.by for o in s.ongoing if o.target == ref and o.stat == "corruption check")
    others = queries.parts("corruption check", s, character)   # a Ringwraith's company (CoE 7.1.R1) ...
    total = entry.roll + bonus + own + modifier + ongoing + sum(by for by, _ in others)
    s.ongoing = [o for o in s.ongoing if not (o.target == ref and o.until == "next-check"   # used up
                                              and o.stat == "corruption check")]
    points = corruption_points(s, ref)
    parts = [f"{entry.roll} (roll)"] + [f"{v:+d} ({why})" for v, why in
                                         ((bonus, "support"), (own, name), (modifier, s._name(source or "")),
                                          (ongoing, "in effect"), *others) if v]
    # a failure that takes him out of play (CoE 7.1): what waits for it (Traitor) reads him first, acts after
    fails = total < points - 1 or (total <= points and not alignments.taps_on_near_miss(s, character)
                                   and (_is_wizard(character) or not discard_prevented(s, character)))
    after = [then for hook in REGISTRY.hooks(FAILED) if (then := hook(game, character)) is not None] \
        if fails and not keep_in_play else []
    if total > points:
        outcome = "passes"
    elif keep_in_play and (total < points - 1 or not alignments.taps_on_near_miss(s, character)):
        outcome = f"fails: {name} stays in play ({s._name(source or '')})"
        entry.data["corruption check failed"] = True
    elif total >= points - 1:
        outcome = _near_miss(s, character, eliminated_as)
    elif eliminated_as == "discarded":
        outcome = "fails: discarded instead of eliminated"
        s.move(ref, DISCARD)
    else:
        outcome = "fails: eliminated"
        s.eliminate(ref)
    s.log.append(f"{name}'s corruption check: {' '.join(parts)} = {total} against {points} corruption points: "
                 f"{outcome}")
    for then in after:
        then()
    return True


def _is_wizard(character: Instance) -> bool:
    return character.card.race == "Wizard" or bool(character.card.fact("avatar"))


def _near_miss(state: State, character: Instance, eliminated_as: str = "") -> str:
    """Equal to the total or one less (CoE 7.1): depends on the character's alignment."""
    if alignments.taps_on_near_miss(state, character):
        state.tap(character.id)
        return "taps, and the check counts as passed (minion)"
    if _is_wizard(character) and eliminated_as == "discarded":
        state.move(character.id, DISCARD)
        return "fails: discarded instead of eliminated (Wizard)"
    if _is_wizard(character):
        state.eliminate(character.id)
        return "fails: eliminated (Wizard)"
    protector = discard_prevented(state, character)
    if protector:
        return f"counts as passed: {protector} keeps him from being discarded (CoE 7.1.3)"
    state.move(character.id, DISCARD)
    return "fails: discarded"


