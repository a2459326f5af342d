"""The sentences of hazards revealed from the hand to a card that binds the hazard player to them (Here Is a Snake!,
Spying Out the Land; ``engine/hazards/revealed_hazards.py``); ``sentences.FORMS`` adds them."""
from __future__ import annotations

from ..engine.core.actions import Action
from ..engine.hazards.actions import RevealHazards
from .forms import Form
from .play_sentences import PLAY


def _reveal(b) -> list[Action]:
    return [RevealHazards(b["player"], tuple(b.get("cards") or ()))]


FORMS = (
    Form(PLAY, "reveal-no-hazards", "{player} reveals no hazards", "Bob reveals no hazards.",
         "The hazard player shows none of his hazards to a card that lets him choose (Here Is a Snake!): he may then "
         "play no hazard on the company for the rest of its movement/hazard phase.", lambda game, b: _reveal(b)),
    Form(PLAY, "reveal-hazards", "{player} reveals {cards}", "Bob reveals Orc-patrol, New Moon.",
         "The hazard player shows these hazards from his hand to a card that lets him choose (Here Is a Snake!, "
         "Spying Out the Land): on the company he may then play only hazards of these names for the rest of its "
         "movement/hazard phase.", lambda game, b: _reveal(b)),
)
