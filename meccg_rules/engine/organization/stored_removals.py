"""A stored card given up to remove a discarded hazard from the game (Knowledge of the Enemy; CRF 22, Card Errata
and Rulings > Knowledge of the Enemy).

Some stored events keep an ability once in their player's marshalling point pile (``stored_event`` with
``removes_discarded_hazard``): as he sees his opponent discard a non-unique hazard through a mechanism of the game,
he may discard the stored card to have that hazard removed from the game instead. Removed from the game, the card
leaves every pile (CoE glossary, remove from the game): it is not in its player's discard pile, so nothing brings it
back from there, nor in his out-of-play pile (where a card removed from play still counts for uniqueness).

The engine's reading, where the rules are silent: the choice is made as the hazard is discarded and lasts until the
next action (as a trophy's: CoE 3.IV.1), for any one of the hazards one action discards (each stored copy may take
one of them); "seen discarded through a mechanism of the game" is a hazard of the
opponent's going to his discard pile from play, from the chain of effects or from on-guard, not one he discards
from his hand; the stored card goes to its player's discard pile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, MP_PILE, REMOVED, Instance, State
from . import stored_events
from .actions import RemoveDiscardedHazard

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.listing import Listing
    from ..game import Game


def removes(inst: Instance) -> bool:
    """Is this a stored event whose text lets it be given up to remove a discarded hazard from the game?"""
    return bool(getattr(stored_events.terms(inst), "removes_discarded_hazard", False))


def holders(state: State, player: str) -> list[Instance]:
    """The player's stored cards that may be given up so (in his marshalling point pile)."""
    return [i for i in state.in_zone(MP_PILE, player) if removes(i)]


def discarded(state: State, inst: Instance) -> None:
    """The ``discarded`` hook: a non-unique hazard seen going to its player's discard pile opens the offer to his
    opponent, if the opponent has such a stored card."""
    if inst.card.type != "Hazard" or inst.card.fact("unique") or inst.owner not in state.players:
        return
    if any(holders(state, p) for p in state.players if p != inst.owner):   # several discarded at once: any one
        state.removal_offer = (*(state.removal_offer or ()), (inst.id, inst.owner))


def offer_ends(game: Game, action: Action) -> None:
    """The offer lasts until the next action that is not taking it (``Closes.not_by``)."""
    game.state.removal_offer = None


def candidates(listing: Listing) -> list[Action]:
    s = listing.state
    if s.removal_offer is None:
        return []
    return [RemoveDiscardedHazard(p, i.id, hazard) for hazard, owner in s.removal_offer for p in s.players
            if p != owner for i in holders(s, p)]


def check(game: Game, action: RemoveDiscardedHazard) -> Verdict:
    s = game.state
    card, hazard = s.find(action.card), s.find(action.hazard)
    if card.zone != MP_PILE or card.controller != action.player or not removes(card):
        return Verdict.refuse("not-stored-remover", f"{s.label(card)} is not a card {action.player} has stored "
                              "whose text removes a discarded hazard from the game.")
    owner = dict(s.removal_offer or ()).get(hazard.id)
    if owner is None or hazard.zone != DISCARD:
        return Verdict.refuse("not-just-discarded", f"{s.label(hazard)} is not a hazard {action.player}'s "
                              "opponent has just discarded: the choice is made as it is discarded.")
    if owner == action.player:
        return Verdict.refuse("not-just-discarded", f"{s.label(hazard)} is {action.player}'s own card: only "
                              "a hazard the opponent discards is removed so.")
    return Verdict.allow()


def remove(game: Game, action: RemoveDiscardedHazard) -> None:
    s = game.state
    card, hazard = s.find(action.card), s.find(action.hazard)
    s.move(card.id, DISCARD)
    s.move(hazard.id, REMOVED)
    left = tuple(pair for pair in s.removal_offer or () if pair[0] != hazard.id)   # another stored copy may
    s.removal_offer = left or None                                                  # take another one
    s.log.append(f"{action.player} discards {s.label(card)}: {s.label(hazard)} is removed from the game")
