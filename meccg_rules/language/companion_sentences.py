"""The sentence of a companion a card discards in the organization phase (``engine/organization/
companion_discards.py``: The Ring Will Have But One Master); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.organization.actions import DiscardCompanion
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "discard-companion", "{player} discards {character} for {card}",
         "Alice discards Sam Gamgee for The Ring Will Have But One Master.",
         "A card on a character has his player discard another character of his company in the organization "
         "phase, the player choosing whom (The Ring Will Have But One Master).",
         lambda game, b: [DiscardCompanion(b["player"], b["character"], b["card"])]),
)
