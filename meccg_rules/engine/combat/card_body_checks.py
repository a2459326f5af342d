"""A body check a card's effect makes outside combat (the ``check`` primitive, ``kind = "body"``: Veils Flung Away).

The player who does not control the character rolls, adding 1 if the character is wounded already and the card's
modifier (CoE 3.I.1). An Orc or Troll whose card discards him on that result is discarded (CoE 3.I.3), as after a
strike (``strikes.resolve_body_check``). Otherwise a result above his body fails the check, and what failing does is
the card's ``on_fail`` (Veils Flung Away: an untapped character taps, and nothing else happens). The chain of
effects a body check opens, in which actions affecting it may be declared (CoE 3.I.1), is not offered: the roll is
asked at once. A Ringwraith's body check (CoE 3.I.1.R1: returned to his hand on a roll of 7 or 8) is not modelled
here and says so. A card may change the roll when the character is tapped (``tapped_modifier``: A Malady Without
Healing, +1).

Failing may eliminate him (the primitive ``eliminate``): as after a strike, an item of his may pass to an unwounded
companion and his other non-follower cards are discarded (CoE 3.I.2). Once a card's checks are made, a target they
eliminated may be kill points for the card's player (``kill-points-if-eliminated``: A Malady Without Healing, "If
target character is a hero and is eliminated by these checks"), scored at the end of the game as a character
eliminated in company versus company combat is (``Instance.killed_by``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError
from ..core.state import DISCARD, IN_PLAY, OUT_OF_PLAY
from ..organization.transfers import offer_items
from ..primitives import effects
from . import discard_numbers, eliminated_characters
from .strikes import body

if TYPE_CHECKING:
    from ..core.behaviour import Check, Eliminate, KillPointsIfEliminated
    from ..core.chain import Declared
    from ..game import Game


def make_check(game: Game, entry: Declared, ref: str, check: Check) -> bool:
    """The ``body check`` hook: one character's body check for a card's effect."""
    s = game.state
    inst = s.cards.get(ref)
    if inst is None or inst.zone != IN_PLAY:
        return True
    name = s.label(inst)
    if inst.card.race == "Ringwraith":
        raise NotModelledError(f"the engine does not model a Ringwraith's body check outside combat ({name}, CoE "
                               "3.I.1.R1)")
    if entry.roll is None:
        roller = s.hazard_player if inst.controller == s.resource_player else s.resource_player
        return game.wait_for_roll(entry, roller, f"{s._name(ref)}'s body check")
    bonus = 1 if inst.wounded else 0
    tapped = check.tapped_modifier if inst.tapped else 0
    total = entry.roll + bonus + tapped + check.modifier
    value = body(s, ref)
    shown = (f"{entry.roll}{' +1 (already wounded)' if bonus else ''}{f' {tapped:+d} (tapped)' if tapped else ''} "
             f"{check.modifier:+d} = {total}")
    if discard_numbers.discarded_on(s, inst, total, value):
        s.log.append(f"{name}'s body check: {shown}: his card discards him on that result")
        s.move(ref, DISCARD)
    elif value is not None and total > value:
        s.log.append(f"{name}'s body check: {shown} against body {value}: fails")
        effects.run_on(game, entry, ref, check.on_fail)
    else:
        s.log.append(f"{name}'s body check: {shown} against body {value}: passes")
    return True


def eliminate(game: Game, entry: Declared, effect: Eliminate) -> bool:
    """The primitive: each selected character in play is eliminated, as by a failed body check (CoE 3.I.2)."""
    s = game.state
    for ref in effects.select(game, entry, effect.who):
        inst = s.cards.get(ref)
        if inst is None or inst.zone != IN_PLAY or not inst.card.is_character:
            continue
        s.log.append(f"{s.label(inst)} is eliminated ({effects.source_name(game, entry)})")
        offer_items(game, ref)
        eliminated_characters.note(s, inst)
        s.eliminate(ref)
    return True


def kill_points_if_eliminated(game: Game, entry: Declared, effect: KillPointsIfEliminated) -> bool:
    """The primitive: the target, eliminated by the card's checks, is kill points for the card's player."""
    s = game.state
    inst = s.cards.get(entry.target or "")
    if inst is None or inst.zone != OUT_OF_PLAY or not inst.eliminated or inst.owner == entry.player:
        return True
    if effect.alignment and inst.card.alignment != effect.alignment:
        return True
    inst.killed_by = entry.player
    s.log.append(f"{s.label(inst)} was eliminated: he is kill points for {entry.player} "
                 f"({effects.source_name(game, entry)})")
    return True
