"""The sentences of a player's stage points (``engine/players/stage.py``); ``sentences.FORMS`` adds them."""
from __future__ import annotations

from ..engine.players.stage import stage_points
from .expect_sentences import EXPECT
from .forms import Form


def _stage_points(game, b):
    found = stage_points(game.state, b["player"])
    return found == int(b["number"]), f"{b['player']}'s stage point total is {found}"


FORMS = (
    Form(EXPECT, "stage-points", "{player}'s stage point total is {number}", "Alice's stage point total is 3.",
         "The player's stage point total: the stage points of his resources in play and stored, and of a site of "
         "his where one of his companies is.", lambda game, b, step: _stage_points(game, b)),
)
