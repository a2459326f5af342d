"""The sentences of what a player sees of a discard pile (``engine/players/discard_piles.py``); ``sentences.FORMS``
adds them. A discard pile is face-down; Pallando has his opponent discard face-up, and then only the top card
shows (CRF 22, Pallando). Its player does not shuffle it unless a game effect requires it (CRF 22, Tournament
Rulings > General)."""
from __future__ import annotations

from ..engine.core.state import DISCARD
from ..engine.players.actions import ShuffleDiscardPile
from ..engine.players.discard_piles import sees
from .expect_sentences import EXPECT, where
from .forms import Form
from .play_sentences import PLAY


def _sees(game, b, holds: bool):
    s = game.state
    inst = s.find(b["card"])
    if inst.zone != DISCARD or inst.controller != b["pile"]:   # neither sentence holds of a card elsewhere
        return False, f"{s.label(inst)} is {where(s, inst)}, not in {b['pile']}'s discard pile"
    seen, why = sees(s, b["player"], inst)
    return seen == holds, why


FORMS = (
    Form(PLAY, "shuffle-discard-pile", "{player} shuffles {text} discard pile", "Alice shuffles her discard pile.",
         "A player shuffling his discard pile of his own accord, which no game effect requires: an example states it "
         "as refused (CRF 22, Tournament Rulings > General).",
         lambda game, b: [ShuffleDiscardPile(b["player"])]),
    Form(EXPECT, "sees-discard", "{player} sees {card} in {pile:player}'s discard pile",
         "Alice sees Cave-drake in Bob's discard pile.",
         "A card of a discard pile that this player may see: any card of his own pile; of another player's, "
         "only the top card, and only if it was discarded face-up (Pallando).",
         lambda game, b, step: _sees(game, b, True)),
    Form(EXPECT, "not-sees-discard", "{player} does not see {card} in {pile:player}'s discard pile",
         "Alice does not see Twilight in Bob's discard pile.",
         "A card of another player's discard pile that is face-down, or covered by a card discarded after it.",
         lambda game, b, step: _sees(game, b, False)),
)
