"""The sentences of a hand shown to both players (``engine/playing/hand_effects.py``: Dragon's Hunger has the
opponent reveal his hand when he holds no hazard creature); ``sentences.FORMS`` adds them."""
from __future__ import annotations

from ..engine.playing.hand_effects import revealed
from .expect_sentences import EXPECT
from .forms import Form


def _revealed(game, b, holds: bool):
    shown = revealed(game.state, b["player"])
    now = f"{b['player']} showed his hand this turn: {', '.join(shown) or 'empty'}" if shown is not None else \
        f"{b['player']} has not shown his hand this turn"
    return (shown is not None) == holds, now


FORMS = (
    Form(EXPECT, "hand-revealed", "{player}'s hand has been revealed", "Bob's hand has been revealed.",
         "The player showed every card of his hand to both players this turn (an effect made him: Dragon's "
         "Hunger).", lambda game, b, step: _revealed(game, b, True)),
    Form(EXPECT, "hand-not-revealed", "{player}'s hand has not been revealed", "Bob's hand has not been revealed.",
         "No effect made the player show his hand this turn.", lambda game, b, step: _revealed(game, b, False)),
)
