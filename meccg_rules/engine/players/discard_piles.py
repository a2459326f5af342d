"""What a player may see of a discard pile (CoE glossary: discard, discard pile; CRF 22, Pallando).

A discard pile is face-down: its own player may look through it freely, the other players see none of it. A card
in play whose entry says ``opponent_discards_face_up`` (Pallando) has the other players discard face-up while it
is in play: such a card is marked as it goes to the pile (the ``discarded face-up`` hook, ``Instance.face_up``),
and stays so until it leaves the pile. Face-up or not, a card covers the cards discarded before it: another
player sees only the top card of a pile, the one discarded last, and only if it went there face-up (CRF 22,
Pallando: his player sees only the top card of his opponent's discard pile). A card cancelling the searching
of piles (Bane of the Ithil-stone, ``playing/searching.py``) does not stop it (CRF 22, Bane of the Ithil-stone
[Ruled by ICE, added by CoE 2023]): discarding face-up is no search. The engine's reading: cards a
scenario's set-up puts in a discard pile were discarded face-down, before the example begins.

A discard pile keeps its order: its player may look through it but not rearrange it unless an effect allows or
requires it (CoE glossary: discard pile), and at a tournament he may not shuffle it unless a game effect requires
it (CRF 22, Tournament Rulings > General). So a player never shuffles his pile of his own accord ("Alice shuffles
her discard pile.", refused). The effects that do shuffle a discard pile do it themselves as they resolve (an
exhausted play deck, CoE 2.4, ``start_of_game/play_deck.py``; a card that shuffles the pile into the play deck,
``playing/hand_effects.py``), so none leaves the shuffle to a separate action of its player.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..game import Game
    from .actions import ShuffleDiscardPile


def discarded_face_up(state: State, card: Instance) -> bool:
    """The ``discarded face-up`` hook: a player other than the pile's controls a card in play that has him
    discard face-up (Pallando: "opponent must discard his cards face-up")."""
    pile = card.controller
    return any(other.zone == IN_PLAY and other.controller != pile and other.card.trait("opponent_discards_face_up")
               for other in state.cards.values())


def sees(state: State, player: str, card: Instance) -> tuple[bool, str]:
    """Does ``player`` see ``card``, a card in a discard pile? And why, in words."""
    if card.zone != DISCARD:
        return False, f"{state.label(card)} is in no discard pile"
    pile = card.controller
    if pile == player:
        return True, f"{state.label(card)} is in {player}'s own discard pile, which {player} may look through"
    top = state.in_zone(DISCARD, pile)[-1]
    if top.id != card.id:
        return False, f"{state.label(card)} is covered by {state.label(top)}, the top card of {pile}'s discard pile"
    if not card.face_up:
        return False, f"{state.label(card)}, the top card of {pile}'s discard pile, is face-down"
    return True, f"{state.label(card)} is the top card of {pile}'s discard pile, face-up"


def check_shuffle(game: Game, action: ShuffleDiscardPile) -> Verdict:
    """A player asks to shuffle his discard pile: no effect leaves that to him, so it is refused (CRF 22,
    Tournament Rulings > General: not unless a game effect requires it)."""
    pile = game.state.in_zone(DISCARD, action.player)
    return Verdict.refuse("discard-pile-kept-in-order", f"{action.player} may not shuffle his discard pile "
                          f"({len(pile)} card{'s' if len(pile) != 1 else ''}, in the order they were discarded): "
                          "no game effect requires it.")


def shuffle(game: Game, action: ShuffleDiscardPile) -> None:
    """Never reached: ``check_shuffle`` refuses every such action."""
    raise AssertionError(f"{action} was allowed")
