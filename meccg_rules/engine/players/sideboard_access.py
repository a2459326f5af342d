"""Reaching one's sideboard: which cards come and where they go (CoE 1.6, 2.I.2, 2.II.6, 2.IV.vii.5).

Two ways of reaching the sideboard share one choice: up to five cards of the kinds the way allows go to the
player's discard pile, or, when his play deck holds at least five cards, one such card goes into his play deck,
which he then shuffles (the example no longer knows its order, as after an exhausted deck). The hazard player
takes hazards (at the end of the untap phase or by tapping a Nazgûl permanent-event, ``hazards/sideboard.py``);
the resource player takes resources and/or characters by tapping his avatar in his organization phase
(``organization/avatar_sideboard_access.py``). Each card must be in the player's own sideboard, and one kept
there for a Fallen-wizard opponent comes only when he has one (CoE 1.6.1, ``fallen_wizard_sideboard.py``).
The way itself (who, when, at what cost) is checked by its own module; this one checks the cards and brings them.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import fallen_wizard_sideboard
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, PLAY_DECK, SIDEBOARD, State

MOST_TO_DISCARD = 5
DECK_AT_LEAST = 5


@dataclass(frozen=True)
class Way:
    """A way of reaching the sideboard: the card types it takes and how its refusals name them."""
    types: frozenset[str]   # the card types that may come ("Hazard"; "Resource", "Character")
    one: str                # one such card, as a refusal names it ("hazard", "resource or character")
    many: str               # several ("hazards", "resources and characters")
    who: str                # the player who takes them ("the hazard player")
    wrong_kind: str         # the refusal code of a card of another type
    rule: str               # the rules that give the way ("CoE 2.I.2, 2.IV.vii.5")


def check_cards(state: State, player: str, refs: tuple[str, ...], to_deck: bool, way: Way) -> Verdict:
    """The cards chosen: in the player's sideboard, not kept for a Fallen-wizard opponent he does not have, of the
    way's types; up to five to the discard pile, or one into a play deck of five or more cards."""
    chosen = [state.find(ref) for ref in refs]
    for inst in chosen:
        if inst.zone != SIDEBOARD or inst.owner != player:
            return Verdict.refuse("invalid-target", f"{state.label(inst)} is not in {player}'s sideboard.")
        kept = fallen_wizard_sideboard.refusal(state, inst)
        if kept is not None:
            return kept
        if inst.card.type not in way.types:
            return Verdict.refuse(way.wrong_kind, f"{state.label(inst)} is not a {way.one}: {way.who} brings only "
                                  f"{way.many} from his sideboard this way ({way.rule}).")
    if not to_deck:
        if len(chosen) > MOST_TO_DISCARD:
            return Verdict.refuse("sideboard-too-many", f"Up to {MOST_TO_DISCARD} {way.many} go to the discard "
                                  f"pile at once, not {len(chosen)} ({way.rule}).")
        return Verdict.allow()
    if len(chosen) != 1:
        raise InputError(f"one {way.one} goes from the sideboard into the play deck")
    if player not in state.described_decks:
        raise InputError(f"{player}'s play deck is not described, so its size is not known: list it "
                         f"('{player}'s play deck holds ...')")
    size = len(state.in_zone(PLAY_DECK, player))
    if size < DECK_AT_LEAST:
        return Verdict.refuse("deck-too-small", f"{player}'s play deck holds {size} cards; a {way.one} goes into it "
                              f"from the sideboard only when it holds {DECK_AT_LEAST} or more ({way.rule}).")
    return Verdict.allow()


def bring(state: State, player: str, refs: list[str], to_deck: bool) -> None:
    """The cards still in the sideboard (an action declared earlier brings only those) come from it to the discard
    pile, or into the play deck, which is then shuffled."""
    for ref in [r for r in refs if state.cards[r].zone == SIDEBOARD]:
        state.move(ref, PLAY_DECK if to_deck else DISCARD)
        state.log.append(f"{state.label(state.cards[ref])} comes from {player}'s sideboard to {player}'s "
                         + ("play deck" if to_deck else "discard pile"))
    if to_deck:
        state.described_decks.discard(player)
        state.log.append(f"{player}'s play deck is shuffled: its order is not known to the example any more")
