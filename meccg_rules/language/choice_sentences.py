"""The sentence of a choice an effect leaves to the target character's player (``engine/playing/choices.py``: A Lie
in Your Eyes); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.playing.actions import ChooseOption
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "choose-option", "{player} chooses {mode} for {card}",
         "Alice chooses a roll for A Lie in Your Eyes.",
         "An effect resolving leaves the target character's player the choice of one of its options, named as the "
         "card's entry names them (A Lie in Your Eyes: tapping the character, tapping an ally, a roll).",
         lambda game, b: [ChooseOption(b["player"], b["mode"], b["card"])]),
)
