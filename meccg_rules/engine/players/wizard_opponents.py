"""A card played only against Wizard opponents, before its player reveals a Ringwraith (The Lidless Eye: "Playable if
your opponent is a Wizard and you have not revealed a Ringwraith"; CRF 22, Multi-player Games and the card's rulings:
"only if none of your opponents are Ringwraiths").

Two conditions of a card's play (``playable_if``), asked of its player, the resource player, who plays his resources
in his own turn:

- ``opponents_wizards``: every other player of the game is a Wizard player. In a game of three or four players that
  is each of them, not only the turn's hazard player (CRF 22: none of his opponents may be a Ringwraith player). A
  Ringwraith opponent forbids the play. The engine's reading, where the sources part: the printed text names a Wizard
  opponent and the CRF only forbids Ringwraith ones, so an opponent who is a Fallen-wizard or Balrog player is a case
  the card refuses as not modelled (its clause of the scope ``play in a case`` naming "Fallen-wizard").
- ``no_ringwraith_revealed``: its player has revealed no Ringwraith: none of his is in play, and none has been
  revealed and left play (``revealed_avatars``).

A card whose text bars it as a hazard against some kinds of player (the key ``not_a_hazard_against``: Sudden Call,
"may not be played as a hazard against a Wizard player") is refused as it is played or revealed against the resource
player (``check_not_a_hazard_against``, an answer to the query ``may be played against``). The engine's reading: a
Fallen-wizard player is no Wizard player (the CoE rules call the hero player a Wizard player and give a Fallen-wizard
player rules of his own), so Sudden Call may be played against him. Such a card may also be a hazard for its own
player's kind of player (``is_hazard_for``: Sudden Call for Wizard and Fallen-wizard players, CRF 22), which the
playing family (``as_hazard``) and a hand set aside for its hazards (``turn/hand_redrawn``) ask alike.
"""
from __future__ import annotations

from ..core import modelled
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import IN_PLAY, State
from .alignments import RINGWRAITH, WIZARD, alignment_of, hazard_for


def is_hazard_for(state: State, card: Card, player: str) -> bool:
    """Is the card a hazard for ``player``'s kind of player by its entry (``alignments.hazard_for``: Sudden Call for
    Wizard and Fallen-wizard players)?"""
    return hazard_for(card, alignment_of(state, player))


def opponents(state: State, player: str) -> list[str]:
    """Every other player of the game: in a multi-player game the further players too."""
    return [p for p in state.players if p != player]


def check_opponents_wizards(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``opponents_wizards``: every opponent of its player is a Wizard player (none a Ringwraith player)."""
    player = state.resource_player
    others = {p: alignment_of(state, p) for p in opponents(state, player)}
    ringwraiths = [p for p, alignment in others.items() if alignment == RINGWRAITH]
    if ringwraiths:
        return Verdict.refuse("ringwraith-opponent", f"{card.name} is played only if none of {player}'s opponents is a "
                              f"Ringwraith player; {' and '.join(ringwraiths)} "
                              f"{'is one' if len(ringwraiths) == 1 else 'are'} (CRF 22, Multi-player Games).")
    if any(alignment != WIZARD for alignment in others.values()):
        modelled.refuse_case(card, "Fallen-wizard")
    return Verdict.allow()


def check_no_ringwraith_revealed(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``no_ringwraith_revealed``: its player has revealed no Ringwraith, in play or gone from play."""
    player = state.resource_player
    revealed = state.revealed_avatars.get(player)
    if revealed is None:
        revealed = next((i.card.name for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                         and i.card.fact("avatar") and i.card.race == RINGWRAITH), None)
    if revealed is not None:
        return Verdict.refuse("ringwraith-revealed", f"{card.name} is played only before its player reveals a "
                              f"Ringwraith; {player} has revealed {revealed}.")
    return Verdict.allow()


def check_not_a_hazard_against(state: State, card: Card) -> Verdict:
    """A card whose text bars it as a hazard against the resource player's kind of player (``not_a_hazard_against``)."""
    alignment = alignment_of(state, state.resource_player)
    if alignment in card.trait("not_a_hazard_against", ()):
        return Verdict.refuse("not-a-hazard-against", f"{card.name} may not be played as a hazard against "
                              f"{state.resource_player}, a {alignment} player (its text).")
    return Verdict.allow()
