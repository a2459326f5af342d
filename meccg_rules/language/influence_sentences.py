"""The sentences of influence attempts made with an event (Hour of Need); ``sentences.FORMS`` adds them to their
sections. The roll is the ordinary "Alice rolls 9 for Frodo's influence check."."""
from __future__ import annotations

from ..engine.influence.actions import InfluenceFaction, InfluenceWith
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "influence-under-leader", "{player} taps {character} to influence {card}, placing it under him",
         "Alice taps Troll-chief to influence Hill Trolls, placing it under him.",
         "A leader influences a faction from hand whose text lets it be placed under him; if it comes into play, "
         "it goes on him and the site does not tap.",
         lambda game, b: [InfluenceFaction(b["player"], b["character"], b["card"], under_leader=True)]),
    Form(PLAY, "influence-with", "{player} taps {character} to influence {card} with {event:card}",
         "Alice taps Frodo to influence Hobbits with Hour of Need.",
         "Play an event with a faction from hand so that the character influences it away from where it is "
         "playable (Hour of Need, in the organization phase).",
         lambda game, b: [InfluenceWith(b["player"], b["character"], b["card"], b["event"])]),
)
