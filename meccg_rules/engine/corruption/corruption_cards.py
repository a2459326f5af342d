"""Removing corruption cards (CoE 7.3, 7.3.1; CRF 22, Rulings by Term > Corruption).

A card's ``removal`` says how its bearer may try to remove it: a roll above a
number, in the phases it names (usually his organization phase), by tapping
when the card says so. Where the card asks for a tap, the player may instead
take -3 and not tap, even if the character is already tapped (CoE 7.3); that
untapped attempt is allowed only if no attempt on the card was made this turn,
and after it no other attempt on that card may be made that turn. Tapped
attempts may be repeated if the character untaps (CoE 7.3.1). The attempt is
declared, so it can be responded to; the roll is made when it resolves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import RESOURCE, Declared
from ..core.errors import InputError, Verdict
from ..primitives.positions import check_untapped
from ..core.state import DISCARD, IN_PLAY

if TYPE_CHECKING:
    from .actions import RemoveCorruptionCard
    from .keys import Removal
    from ..game import Game
    from ..core.state import Instance, State

UNTAPPED_PENALTY = -3
CORRUPTION_CARD = "corruption card"   # Turn.per_turn[(CORRUPTION_CARD, character id)]: one played on him (CoE 7.2.1)
ATTEMPTED, UNTAPPED = "removal attempted", "untapped removal attempted"


def _removal(state: State, card: Instance) -> Removal:
    removal = card.card.trait("removal")
    if removal is None:
        raise InputError(f"{card.name} has no way to be removed by a roll; only cards that say so can be "
                         "(e.g. Lure of Expedience)")
    return removal


def check_remove(game: Game, action: RemoveCorruptionCard) -> Verdict:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    removal = _removal(s, card)
    if card.zone != IN_PLAY or card.attached_to != character.id:
        return Verdict.refuse("invalid-target", f"{s.label(card)} is not on {s.label(character)}.")
    if character.controller != action.player:
        return Verdict.refuse("wrong-player", f"{s.label(character)} is not {action.player}'s character.")
    if action.player != s.resource_player or s.phase not in removal.phases:
        return Verdict.refuse("wrong-phase", f"{s.label(character)} tries to remove {s.label(card)} in his own "
                              f"{' or '.join(removal.phases)} phase.")
    if not action.tapping and not removal.tap:
        raise InputError(f"{card.name} is removed without tapping anyway; write '{action.player} taps "
                         f"{character.name} to remove {card.name}' only if the card asks for a tap")
    done = s.turn.per_turn
    if done.get((UNTAPPED, card.id)) or (not action.tapping and done.get((ATTEMPTED, card.id))):
        return Verdict.refuse("removal-attempted", f"An attempt to remove {s.label(card)} was made this turn"
                              + (" without tapping" if done.get((UNTAPPED, card.id)) else "") + " (CoE 7.3).")
    if removal.once_a_turn and done.get((ATTEMPTED, card.id)):
        return Verdict.refuse("removal-attempted", f"{s.label(card)} may be attacked once a turn.")
    if action.tapping and removal.tap:
        verdict = check_untapped(s, character)
        if not verdict:
            return verdict
    return game.responding(action.player)


def remove(game: Game, action: RemoveCorruptionCard) -> None:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    removal = _removal(s, card)
    untapped = removal.tap and not action.tapping
    if removal.tap and action.tapping:
        s.tap(character.id)
    s.turn.per_turn[(ATTEMPTED, card.id)] = 1
    if untapped:
        s.turn.per_turn[(UNTAPPED, card.id)] = 1
    game.declare(Declared(action.player, "removal", card.id, actor=character.id, target=card.id,
                          data={"modifier": UNTAPPED_PENALTY if untapped else 0}), RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """The roll: above the card's number (after -3 for an untapped attempt), the card is discarded."""
    s = game.state
    card = s.cards[entry.card]
    if card.zone != IN_PLAY:
        s.log.append(f"the removal of {s.label(card)}: canceled, it is no longer in play")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"the removal of {s.label(card)}")
    removal = _removal(s, card)
    total = entry.roll + entry.data["modifier"]
    removed = total > removal.roll_above
    s.log.append(f"the removal of {s.label(card)}: {entry.roll} (roll)"
                 + (f" {entry.data['modifier']:+d} (without tapping)" if entry.data["modifier"] else "")
                 + f" = {total} against more than {removal.roll_above}: "
                 + ("discarded" if removed else "stays"))
    if removed:
        s.move(card.id, DISCARD)
    return True
