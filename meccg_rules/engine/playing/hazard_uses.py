"""Using a hazard permanent-event in play during a movement/hazard phase (CRF 22, Playing Hazards).

A hazard permanent-event that may be tapped (or untapped, or discarded) for an effect is used by the
hazard player during a company's movement/hazard phase, and that use does not count against the hazard
limit unless the card says so (``hazard_limit`` on the ability); like every action of the hazard
player, it needs the limit not reached yet (CoE 2.IV.iii.1). "Bob taps Power Built by Waiting."
raises the hazard limit against the company by one; "Bob untaps Power Built by Waiting." uses two
against the hazard limit. The use is declared in a chain of effects, like any action; its count is
checked at declaration and again at resolution (CoE 2.IV.iii.1).

A use may be aimed at one character in play ("Bob taps Adûnaphel to tap Legolas."), or at a card of the kind its
``target`` names, meeting its conditions ("Bob taps Indûr Dawndeath to discard Glamdring.": an item a wounded
character bears, not a ring). A Nazgûl played as a
permanent-event that becomes a short-event when tapped (Adûnaphel, Witch-king of Angmar...) is one from the
declaration on, as if played from hand (CRF 22, Rulings by Term > Nazgûl): it leaves play for the chain of
effects, can be answered as a short-event, and is discarded when it resolves (or is canceled). What its effect
counts is counted at declaration, before it leaves play (CRF 22, Khamûl the Easterling). One that becomes a
long-event (Witch-king of Angmar) is discarded the same way when it resolves, its effect lasting as a long-event's
would (CRF 22, Witch-king of Angmar; the primitive ``treat-sites``).

An agent hazard's own text is used the same way by the hazard player ("Bob discards Baduila to send the company
back."): a ``discard card`` ability, the agent discarded as the use is declared (``agents/discarded_by_choice.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives import effects
from ..hazards import hazard_limit as hazards, held_targets, nazgul_events
from ..core.chain import Declared, HAZARD, cancel
from ..core.errors import InputError, Verdict, a
from ..primitives.conditions import HAZARD_USE, check_conditions, target_kind
from . import hand_effects
from .tap_abilities import said
from ..core.state import CHAIN, DISCARD, IN_PLAY

if TYPE_CHECKING:
    from ..core.behaviour import Ability
    from ..game import Game
    from ..core.state import Instance

USE = HAZARD_USE   # the declared kind


def check(game: Game, player: str, inst: Instance, ability: Ability, target: str | None = None) -> Verdict:
    s = game.state
    kind = "character" if ability.on_character else ability.target
    if kind and not target:
        raise InputError(f"say which {kind}: '{player} taps {inst.name} to {said(ability)} {kind.upper()}'")
    if target and not kind:
        raise InputError(f"'{ability.name}' is not aimed at a card")
    if target:
        chosen = s.find(target)
        fits = chosen.card.is_character if kind == "character" else target_kind(chosen) == kind
        if chosen.zone != IN_PLAY or not fits:
            return Verdict.refuse("invalid-target", f"{s.label(chosen)} is not {a(kind or '')} in play.")
        verdict = check_conditions(s, inst.card, ability.playable_if, chosen.id)   # on the card it is aimed at
        if not verdict:
            return verdict
    elif ability.playable_if:   # a use aimed at no card: its conditions on the company whose phase it is
        verdict = check_conditions(s, inst.card, ability.playable_if, None)
        if not verdict:
            return verdict
    if player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"Only the hazard player uses {inst.name}.")
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", f"{inst.name} is used during a company's movement/hazard phase.")
    verdict = hazards.still_playing(s)
    if not verdict:
        return verdict
    verdict = game.responding(player)
    if not verdict:
        return verdict
    if ability.cost == "untap card" and not inst.tapped:
        return Verdict.refuse("card-untapped", f"{s.label(inst)} is not tapped.")
    if ability.cost == "tap card" and inst.tapped:
        return Verdict.refuse("card-tapped", f"{s.label(inst)} is tapped.")
    if ability.cost == "tap card":   # a card declared against it may hold it untapped (Praise to Elbereth)
        verdict = held_targets.check_tap(s, inst.id)
        if not verdict:
            return verdict
    company = s.current_company()
    limit = hazards.hazard_limit(s)
    if company.hazards_played >= limit:  # an active condition of every hazard action (CoE 2.IV.iii.1)
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    if ability.hazard_limit and company.hazards_played + ability.hazard_limit > limit:
        return Verdict.refuse("hazard-limit", f"Using {inst.name} counts {ability.hazard_limit} against the "
                              f"hazard limit of {company.id} ({limit}), {company.hazards_played} used already.")
    return Verdict.allow()


def use(game: Game, player: str, inst: Instance, ability: Ability, target: str | None = None) -> None:
    """The cost is paid at declaration: the card taps or untaps, the hazard limit counts what the card says; a
    card that becomes a short-event goes to the chain of effects now."""
    s = game.state
    counted = hand_effects.counted_at_declaration(s, ability.effects)   # before the card leaves play
    if ability.cost == "untap card":
        s.untap(inst.id)
    elif ability.cost == "discard card":   # an agent hazard discarded for its own text (Baduila)
        s.move(inst.id, DISCARD)
        s.log.append(f"{s.label(inst)} is discarded to {ability.name}")
    else:
        s.tap(inst.id)
    if ability.becomes_short_event or ability.becomes_long_event:   # discarded alike once resolved (CRF 22)
        s.move(inst.id, CHAIN)
        kind = "long-event" if ability.becomes_long_event else "short-event"
        s.log.append(f"{s.label(inst)} is tapped and becomes a {kind}, declared in the chain of effects")
    s.current_company().hazards_played += ability.hazard_limit
    chosen = s.find(target).id if target else ""
    game.declare(Declared(player, USE, inst.id, actor=inst.id, target=chosen, mode=ability.name,
                          data={"effects": ability.effects, "counts": ability.hazard_limit, **counted}), HAZARD)


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    if entry.data.get("counts") and not hazards.within_limit_at_resolution(s):
        return cancel(game.state, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
    if not effects.run(game, entry, entry.data["effects"]):
        return False
    if s.cards[entry.card].zone == CHAIN:  # a short-event is discarded once resolved (Morgul-horse: to the hand)
        s.move(entry.card, nazgul_events.resolved_to(s, entry.card))
    return True
