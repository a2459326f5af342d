"""The sentence of a card barred against a Balrog opponent exchanged for a sideboard card (CoE 1.8.2;
``engine/players/balrog_opponents.py``); ``sentences.FORMS`` adds it."""
from __future__ import annotations

from ..engine.players.actions import ExchangeBarredCard
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "exchange-barred-card", "{player} removes {card} from the game to bring {target:card} from the "
         "sideboard into the play deck",
         "Bob removes Durin's Bane from the game to bring Orc-patrol from the sideboard into the play deck.",
         "Against a Balrog opponent, at any time: a card barred against him (CoE 1.8.2) leaves the hand for good, "
         "and one card of any kind comes from the sideboard into the play deck, which is shuffled.",
         lambda game, b: [ExchangeBarredCard(b["player"], b["card"], b["target"])]),
)
