"""The sentences of the items family's own actions: the character a company's player chooses to wound in place of
discarding an item (Rats!); ``sentences.FORMS`` adds them to their section."""
from __future__ import annotations

from ..engine.items.actions import ChooseWounded
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "choose-wounded", "{player} chooses {character} to be wounded",
         "Alice chooses Frodo to be wounded.",
         "An effect lets the company's player wound one of its unwounded characters, with no body check, in place "
         "of discarding an item (Rats!); the item is chosen with 'Alice discards Dagger of Westernesse.'",
         lambda game, b: [ChooseWounded(b["player"], b["character"])]),
)
