"""The sentence of an item retrieved from the discard pile by a stored card (``engine/organization/
retrieved_items.py``: Reforging); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.organization.actions import RetrieveItem
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "retrieve-item", "{player} taps {character} to discard {card} and retrieve {item:card} for "
         "{recipient:character}",
         "Alice taps Elrond to discard Reforging and retrieve Valiant Sword for Glorfindel II.",
         "Organizing: a character (a sage at a Haven) taps and a card stored in his player's marshalling point pile "
         "is discarded, the cost; the item comes from the discard pile into play under a character of his company.",
         lambda game, b: [RetrieveItem(b["player"], b["character"], b["card"], b["item"], b["recipient"])]),
)
