"""The sentence of a character replaced in his company by another from hand (Folco Boffin, Strider; the playing
family's ``replacements``); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.playing.actions import ReplaceCharacter
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "replace-character", "{player} replaces {character} with {replacement:character}",
         "Alice replaces Strider with Aragorn II.",
         "A character whose text allows it gives his place in his company to a character from his player's hand, "
         "at any time a resource could be played: declared in a chain of effects, the two change places as it "
         "resolves.",
         lambda game, b: [ReplaceCharacter(b["player"], b["character"], b["replacement"])]),
)
