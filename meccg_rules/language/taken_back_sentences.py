"""The sentence of a card taken back from the discard pile at the end of the turn (The Nazgûl are Abroad with Doors
of Night; the turn family's ``taken_back_at_turn_end``); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.turn.actions import TakeBackFromDiscard
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "take-back-from-discard", "{player} takes {card} back from the discard pile",
         "Bob takes Adûnaphel back from the discard pile.",
         "At the end of the turn, in its end-of-turn phase: a card in play lets every player take one card of a kind "
         "from his own discard pile into his hand (a Nazgûl permanent-event, with The Nazgûl are Abroad and Doors "
         "of Night in play).",
         lambda game, b: [TakeBackFromDiscard(b["player"], b["card"])]),
)
