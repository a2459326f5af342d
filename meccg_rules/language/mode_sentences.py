"""The sentence of a Ringwraith's mode, Black Rider, Fell Rider or Heralded Lord, or none (CoE glossary, mode;
g.mode.1; ``engine/players/ringwraith_modes.py``); ``sentences.FORMS`` adds it."""
from __future__ import annotations

from ..engine.players.ringwraith_modes import mode_of
from .expect_sentences import EXPECT
from .forms import Form, SentenceError

MODES = ("Black Rider", "Fell Rider", "Heralded Lord")   # CoE 2.II.7.R1 names the three


def _mode(game, b):
    s = game.state
    inst = s.find(b["character"])
    wanted = b["mode"].strip()
    if wanted.casefold() != "no" and wanted.casefold() not in [m.casefold() for m in MODES]:
        raise SentenceError(f"{wanted!r} is not a mode: a Ringwraith is in Black Rider, Fell Rider or Heralded Lord "
                            "mode, or in no mode", "e.g. 'The Witch-king is in Fell Rider mode.'")
    found = mode_of(s, inst)
    said = f"{s.label(inst)} is in {found} mode" if found else f"{s.label(inst)} is in no mode"
    return (found or "no").casefold() == wanted.casefold(), said


FORMS = (
    Form(EXPECT, "ringwraith-mode", "{character} is in {mode} mode", "The Witch-king is in Fell Rider mode.",
         "The mode a Ringwraith is in now (Black Rider, Fell Rider, Heralded Lord, or no mode), read from the cards "
         "in play that give one: a mode card on his company, an ally he controls.",
         lambda game, b, step: _mode(game, b)),
)
