"""A card its text lets its player shuffle back into his play deck from his hand, at any time (Sudden Call: "You may
reshuffle this card into your play deck at any time that it is in your hand (show opponent)"), the card's key
``reshuffles_from_hand``; said as the draft's "Alice shuffles Sudden Call into her play deck." (the draft's own
shuffling of pool characters is ``character_draft``: this module takes the sentence once the draft is over).

The engine's reading: "at any time" is any moment its player may declare an action (no chain, or his turn to
respond), and the card goes back at once. Drawing cards is one indivisible action (CRF 22, Sudden Call): the engine
draws a whole draw (a hand reset, Revealed to all Watchers' draw) in one step, so no action comes between two cards
of it, and a Sudden Call drawn is shuffled back only once the drawing is over (nor while a reset waits for a discard
down to hand size); the hand is not refilled for it until its player draws again. The card is shown as it goes (the
log says so), and the play deck is shuffled, its order no longer known to the example.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import PLAY_DECK
from . import character_draft as draft

if TYPE_CHECKING:
    from ..game import Game
    from .actions import ShuffleIntoPlayDeck


def check(game: Game, action: ShuffleIntoPlayDeck) -> Verdict:
    s = game.state
    if s.draft is not None and s.phase == draft.DRAFT:
        return draft.check_shuffle(game, action)
    inst = s.find(action.card)
    if not (held := s.in_hand(action.player, inst)):
        return held
    if not inst.card.trait("reshuffles_from_hand"):
        return Verdict.refuse("no-reshuffle-text", f"{s.label(inst)} has no text letting its player shuffle it "
                              "back into his play deck; only a pool character is shuffled in, after the draft.")
    return game.responding(action.player)


def shuffle_in(game: Game, action: ShuffleIntoPlayDeck) -> None:
    s = game.state
    if s.draft is not None and s.phase == draft.DRAFT:
        draft.shuffle_in(game, action)
        return
    inst = s.find(action.card)
    s.move(inst.id, PLAY_DECK)
    s.described_decks.discard(action.player)
    s.log.append(f"{action.player} shows {s.label(inst)} and shuffles it into the play deck: its order is not "
                 "known to the example any more")
