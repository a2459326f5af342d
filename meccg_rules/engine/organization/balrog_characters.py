"""A Balrog player's characters: their home sites, one more character action while organizing, and where the
non-unique ones come from (CoE 2.II.2.2.B1, B2, B3).

- A Balrog player's character card whose home site is "Any Dark-hold" has instead the home site "Any non-Dark-hold
  Under-deeps site" (CoE 2.II.2.2.B1): he is played there (and discarded there while organizing, 2.II.2.4), never at
  a Dark-hold for being one. His opponent's copy of the same card keeps its printed home site.
- Besides the one character a turn played or discarded while organizing (CoE 2.II.2), a Balrog player may take one
  more action to play or remove from play a non-unique character while organizing (CoE 2.II.2.2.B2): of the two
  characters so played or discarded in a turn, at most one is unique, whichever comes first (the engine's reading: a
  non-unique character taken first counts as the one more action, leaving the turn's one for a unique character).
- A non-unique character of mind three or less that a Balrog player plays may come from his hand, his discard pile
  or his sideboard (CoE 2.II.2.2.B3): "Alice plays Orc Brawler into Diggers." plays the copy named, wherever of these
  it lies (a card of his sideboard kept for a Fallen-wizard opponent only against one, CoE 1.6.1).

The engine's readings, where the rules are silent: the mind of B3 is the one printed on the card (it is not in
play); "remove from play" while organizing is the discard of CoE 2.II.2.4 (at a Haven or the character's home site);
over general influence at the end of the phase (CoE 2.II.8), the characters played this turn go back to the hand the
later first, as many as it takes (``organization/characters``), a character from the discard pile or the sideboard
to the hand too, as the rule says of characters played this turn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.state import DISCARD, SIDEBOARD
from ..players import alignments, fallen_wizard_sideboard

if TYPE_CHECKING:
    from ..core.state import Instance, State

DARK_HOLD_HOME = "Any Dark-hold"
UNDER_DEEPS_HOME = "any non-Dark-hold Under-deeps site"   # as the Balrog cards print it (BA-6 Crook-legged Orc)
MORE_CHARACTER = "Balrog player's other character played or discarded"   # per-turn key (CoE 2.II.2.2.B2)
MOST_MIND_FROM_PILES = 3   # the most mind of a non-unique character played from discard pile or sideboard (B3)


def home_sites(state: State, player: str | None, card: Card) -> tuple[str, ...]:
    """The character's home sites as his player has them: for a Balrog player, "Any Dark-hold" reads "Any
    non-Dark-hold Under-deeps site" (CoE 2.II.2.2.B1); ``player`` None: as printed."""
    printed = tuple(card.fact("home_sites", ()) or ())
    if player is None or alignments.alignment_of(state, player) != alignments.BALROG:
        return printed
    return tuple(UNDER_DEEPS_HOME if fold(home) == fold(DARK_HOLD_HOME) else home for home in printed)


def one_more(state: State, player: str, inst: Instance, first: Instance | None) -> bool:
    """With ``first`` played or discarded this turn already, may ``player`` play or discard ``inst`` as his one more
    character action: a Balrog player, that action not taken yet, and one of the two non-unique (CoE 2.II.2.2.B2)."""
    if alignments.alignment_of(state, player) != alignments.BALROG or state.turn.per_turn.get(MORE_CHARACTER):
        return False
    return not inst.card.fact("unique") or (first is not None and not first.card.fact("unique"))


def taken(state: State, inst: Instance) -> None:
    """``inst`` was played or discarded as the Balrog player's one more character action (CoE 2.II.2.2.B2)."""
    state.turn.per_turn[MORE_CHARACTER] = inst.id


def from_piles(state: State, player: str, inst: Instance) -> Verdict | None:
    """A character ``player`` may play from his discard pile or sideboard (CoE 2.II.2.2.B3): allowed, or refused
    with the reason; None: not such a card (his hand's rule applies)."""
    if inst.owner != player or inst.zone not in (DISCARD, SIDEBOARD) or not inst.card.is_character \
            or alignments.alignment_of(state, player) != alignments.BALROG:
        return None
    mind = inst.card.fact("mind") or 0
    if inst.card.fact("unique") or inst.card.fact("avatar") or mind > MOST_MIND_FROM_PILES:
        return Verdict.refuse("not-in-hand", f"{state.label(inst)} is in {player}'s {inst.zone}: a Balrog player "
                              "plays from there only a non-unique character of mind three or less (CoE 2.II.2.2.B3).")
    kept = fallen_wizard_sideboard.refusal(state, inst)
    return Verdict.allow() if kept is None else kept


def playable_from_piles(state: State, player: str) -> list[Instance]:
    """The characters of his discard pile and sideboard a Balrog player may play (the listing of actions)."""
    if alignments.alignment_of(state, player) != alignments.BALROG:
        return []
    return [i for zone in (DISCARD, SIDEBOARD) for i in state.in_zone(zone, player) if from_piles(state, player, i)]
