"""The sentences of a character's corruption points (CoE 7); ``sentences.FORMS`` adds them to their section."""
from __future__ import annotations

from ..engine.corruption.actions import DoubleSource
from ..engine.corruption.corruption_checks import corruption_points
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY


def _corruption_points(game, b):
    s = game.state
    inst = s.find(b["character"], "character")
    found = corruption_points(s, inst.id)
    return found == int(b["number"]), f"{s.label(inst)}'s corruption point total is {found}"


FORMS = (
    Form(PLAY, "double-source", "{player} doubles {character}'s corruption points from {card}",
         "Alice doubles Aragorn II's corruption points from Emerald of the Mariner.",
         "While a card in play doubles one source of corruption of each character (The Balance of Things), his "
         "player names that source: one of the cards he receives corruption points from, or one whose text makes "
         "it a source; once named, it changes only while a corruption check of his is declared.",
         lambda game, b: [DoubleSource(b["player"], b["character"], b["card"])]),
    Form(EXPECT, "corruption-points", "{character}'s corruption point total is {number}",
         "Frodo's corruption point total is 7.",
         "The character's corruption point total now: the cards he bears, what cards borne in his company give "
         "each of its characters, and what is in effect on him.", lambda game, b, step: _corruption_points(game, b)),
)
