"""The play deck: drawing from it and exhausting it (CoE 2.4), and the game's length (CoE 1.1, 10.2).

A play deck is exhausted when its last card is drawn (CoE 2.4): the sites of the discard pile go back to the
location deck and its other cards become the play deck, in an order an example does not know, so the deck is
no longer described. How often each player's deck was exhausted decides when the game may end (CoE 10.2,
the end_of_game family).
"""
from __future__ import annotations

from ..core.errors import InputError
from ..core.state import DISCARD, HAND, IN_PLAY, LOCATION_DECK, PLAY_DECK, State

# length -> (marshalling points, decks exhausted with them, decks exhausted alone) (CoE 10.2.1-4)
LENGTHS = {"starter": (20, 0, 1), "short": (25, 1, 2), "long": (30, 2, 3), "campaign": (40, 3, 4)}


def set_length(state: State, length: str) -> None:
    word = length.strip().lower().removesuffix(" game")
    if word not in LENGTHS:
        raise InputError(f"unknown game length {length!r}; the lengths are: {', '.join(LENGTHS)}")
    state.ending.length = word


# ------------------------------------------------------------------ exhausting a play deck
def draw(state: State, player: str, count: int, why: str = "") -> None:
    """Draw ``count`` cards from a described play deck; drawing its last card exhausts it (CoE 2.4)."""
    for _ in range(count):
        deck = state.in_zone(PLAY_DECK, player)
        if player not in state.described_decks or not deck:
            return
        state.move(deck[0].id, HAND)
        state.log.append(f"{player} draws {state.label(deck[0])}{why}")
        if len(deck) == 1:
            exhaust(state, player)


def exhaust(state: State, player: str) -> None:
    """CoE 2.4, in order: the cards in play discarded when any play deck is exhausted go to their owners'
    discard piles (so the exhausting player's are shuffled in with the rest), then the discard pile's sites go
    back to the location deck and the other cards become the play deck."""
    ending = state.ending
    ending.exhausted[player] = ending.exhausted.get(player, 0) + 1
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY
                 and "a play deck is exhausted" in i.card.trait("discarded_when", ())]:
        state.move(inst.id, DISCARD)
        state.log.append(f"{state.label(inst)} is discarded: a play deck is exhausted")
    for inst in state.in_zone(DISCARD, player):
        state.move(inst.id, LOCATION_DECK if inst.card.is_site else PLAY_DECK)
    state.described_decks.discard(player)
    times = ending.exhausted[player]
    state.log.append(f"{player}'s play deck is exhausted ({'once' if times == 1 else f'{times} times'}): the "
                     "discard pile becomes the play deck, in an order the example does not know")
