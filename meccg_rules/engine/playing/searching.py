"""Searching a play deck or a discard pile outside the normal sequence of play, which a card in play may cancel
(Bane of the Ithil-stone: its ``cancels_searching``).

An ability that takes a card from its player's play deck or discard pile (its ``takes``: Palantír of Annúminas,
Palantír of Orthanc, Mistress Lobelia) searches through or looks at that pile outside the normal sequence of play.
While such a card is in play, that part of the ability is cancelled as it resolves: the card chosen stays where it
is. Only that part: the ability's other effects (its bearer's corruption check) still resolve, and the cost paid
stays paid (CRF 22, Bane of the Ithil-stone: of a card with several effects, only those about searching decks and
discard piles). The normal sequence of play (drawing cards, a play deck exhausted and the discard pile shuffled in)
is untouched (CRF 22: it cancels only effects outside normal play). A card with no effect on a minion player
(``no_effect_on_minion``, Bane's text) cancels nothing of a Ringwraith or Balrog player's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Move
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK
from ..players import alignments

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..core.state import Instance, State

MINION = (alignments.RINGWRAITH, alignments.BALROG)


def canceller(state: State, player: str) -> Instance | None:
    """A card in play cancelling the searching of this player's piles, if any."""
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or not inst.card.trait("cancels_searching"):
            continue
        if inst.card.trait("no_effect_on_minion") and alignments.alignment_of(state, player) in MINION:
            continue
        return inst
    return None


def cancel_searching(state: State, entry: Declared) -> None:
    """As an ability taking a card from a pile resolves: with a canceller in play, its effects on the card chosen
    are dropped, once, and the log says so; its other effects stay."""
    chosen = state.cards.get(entry.target or "")
    if entry.data.get("searching cancelled") or chosen is None or chosen.zone not in (DISCARD, PLAY_DECK):
        return
    bane = canceller(state, entry.player)
    if bane is None:
        return
    kept = tuple(e for e in entry.data["effects"] if not (isinstance(e, Move) and e.who == "chosen"))
    if len(kept) == len(entry.data["effects"]):
        return
    entry.data["effects"], entry.data["searching cancelled"] = kept, True
    state.log.append(f"{state.label(bane)} cancels the searching of {entry.player}'s {chosen.zone}: "
                     f"{state.label(chosen)} stays there")
