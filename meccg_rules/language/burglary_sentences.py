"""The sentences of burglary attempts (Burglary, TD-103); ``sentences.FORMS`` adds them to their sections.

The attempt itself is the ordinary "Alice taps Bilbo to play Burglary." and its roll "Alice rolls 9 for Bilbo's
burglary attempt."; only the item played with the burglar has a form of its own.
"""
from __future__ import annotations

from ..engine.site_phase.actions import PlayBurgledItem
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "burgled-item", "{player} plays {card} with {character}", "Alice plays Dagger of Westernesse with Bilbo.",
         "After a successful burglary attempt (Burglary): an item playable at the site comes into play with the "
         "burglar, tapped as he is; another character may then tap to play one minor item.",
         lambda game, b: [PlayBurgledItem(b["player"], b["card"], b["character"])]),
)
