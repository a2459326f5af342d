"""The sentence of a company's site card replaced at the end of the turn (CoE 2.VI.1; the turn family's
``site_replacement``); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.turn.actions import ReplaceSite
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "replace-site", "{player} replaces {company}'s site with {site}[, discarding {card}]",
         "Alice replaces Fellowship's site with Lórien.",
         "At the end of the turn, once the hands are reset: the company's site card is replaced with another, as a "
         "card played on it this turn allows, or by discarding a card in it that lets it (\", discarding Bill the "
         "Pony\"). It counts as movement, without a movement/hazard phase.",
         lambda game, b: [ReplaceSite(b["player"], b["company"], b["site"], b.get("card") or "")]),
)
