"""A Fallen-wizard's Stage card placed on his avatar, whose attributes he adopts (Winged Change-master; CoE 2.2.F1 for
the avatar a specific card names).

"Place this card on Radagast if he is in play" is played as Grey Embassy's "on Gandalf": on him while he is in play,
on its own only while he is not (the condition ``specific_avatar_away``, ``specific.py``). Two pieces of a card's
entry are read here:

- ``bearer_adopts_attributes``: "adopting the given attributes". While the card is on a character he has its
  printed prowess, body and direct influence, and its printed corruption modifier, in place of his own: the
  ``prowess``, ``body``, ``direct influence`` and ``corruption check`` queries add the difference, so every other
  bonus (an item, a card in play) still adds to the adopted value (the engine's reading: the card replaces his
  printed numbers, not what other cards give him). His player's general influence is ``alignments.general_influence``.
- ``returns_when_played``: a keyword ("Shapeshifter"). "Return this card to your hand: when you play another
  Shapeshifter card": as another card of its player with that keyword resolves, each card of his in play with the
  key goes back to his hand before the new one comes into play (the engine's reading of "when you play": once the
  card played resolves, as a card cancelled in the chain was not played to any effect).
"""
from __future__ import annotations

from ..core.state import HAND, IN_PLAY, Instance, State

# the attribute a query asks, and the card fact holding it (the printed value the bearer adopts)
ADOPTED = {"prowess": "prowess", "body": "body", "direct influence": "direct_influence",
           "corruption check": "corruption_check_modifier"}


def returned_by(state: State, card: Instance) -> list[Instance]:
    """The cards of ``card``'s player in play that go back to his hand as it resolves (``returns_when_played``:
    another card of his with that keyword)."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.id != card.id
            and i.controller == card.controller and (keyword := i.card.trait("returns_when_played"))
            and keyword in card.card.keywords]


def return_to_hand(state: State, card: Instance) -> None:
    """Send back to hand what ``card`` resolving returns (``returned_by``), and say so."""
    for other in returned_by(state, card):
        state.move(other.id, HAND)
        state.log.append(f"{state.label(other)} returns to {other.owner}'s hand, as {state.label(card)} is played "
                         f"(its text)")


def _adopting(state: State, character: Instance) -> Instance | None:
    """The card on this character whose attributes he adopts, if any."""
    if character.zone != IN_PLAY or not character.card.is_character:
        return None
    return next((i for i in state.attached(character.id) if i.card.trait("bearer_adopts_attributes")), None)


def _difference(state: State, character: Instance | None, query: str) -> tuple[int, str] | None:
    if character is None:
        return None
    card = _adopting(state, character)
    fact = ADOPTED[query]
    if card is None or card.card.fact(fact) is None:
        return None
    return card.card.fact(fact) - (character.card.fact(fact) or 0), f"{state.label(card)}'s {query} adopted"


def prowess(state: State, ref: str, attack: object = None) -> tuple[int, str] | None:
    """The ``prowess`` query: the adopted prowess less his printed one."""
    return _difference(state, state.cards.get(ref), "prowess")


def body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: the adopted body less his printed one."""
    return _difference(state, state.cards.get(ref), "body")


def direct_influence(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: the adopted direct influence less his printed one."""
    return _difference(state, state.cards.get(ref), "direct influence")


def corruption_check(state: State, character: Instance) -> tuple[int, str] | None:
    """The ``corruption check`` query: the adopted corruption modifier less his printed one."""
    return _difference(state, character, "corruption check")
