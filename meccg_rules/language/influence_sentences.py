"""The sentences of influence attempts made with an event (Hour of Need); ``sentences.FORMS`` adds them to their
sections. The roll is the ordinary "Alice rolls 9 for Frodo's influence check."."""
from __future__ import annotations

from ..engine.influence.actions import InfluenceWith
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "influence-with", "{player} taps {character} to influence {card} with {event:card}",
         "Alice taps Frodo to influence Hobbits with Hour of Need.",
         "Play an event with a faction from hand so that the character influences it away from where it is "
         "playable (Hour of Need, in the organization phase).",
         lambda game, b: [InfluenceWith(b["player"], b["character"], b["card"], b["event"])]),
)
