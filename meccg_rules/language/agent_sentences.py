"""The sentences of agent hazards (CoE 2.IV.vii.1, 2.V.iii); ``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

from ..engine import actions as A
from ..engine.cards import fold
from ..engine.state import IN_PLAY
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_agent(face_down: bool):
    return lambda setup, b: setup.agent(b["player"], b["card"], b["site"], face_down)


def _agent_at(game, b, face_down: bool):
    s = game.state
    inst = s.find(b["name"])
    here = inst.zone == IN_PLAY and inst.agent_site is not None
    ok = here and inst.revealed != face_down and fold(inst.agent_site or "") == fold(b["site"])
    now = (f"{'face-up' if inst.revealed else 'face-down'} at {inst.agent_site}" if here
           else "not an agent hazard in play")
    return ok, f"{s.label(inst)} is {now}"


FORMS = (
    Form(SETUP, "agent-face-down", "{player}'s agent {card} is face-down at {site}",
         "Bob's agent Bill Ferny is face-down at Bree.",
         "An agent hazard already in play, face-down and untapped at a site.", _setup_agent(True)),
    Form(SETUP, "agent-face-up", "{player}'s agent {card} is face-up at {site}",
         "Bob's agent Bill Ferny is face-up at Bree.",
         "An agent hazard already in play, revealed and untapped at a site.", _setup_agent(False)),
    Form(PLAY, "play-agent", "{player} plays {card} as an agent at {site}", "Bob plays Bill Ferny as an agent at Bree.",
         "Movement/hazard phase: play an agent hazard face-down at one of its home sites (one against the hazard "
         "limit).", lambda game, b: [A.PlayAgent(b["player"], b["card"], b["site"])]),
    Form(PLAY, "agent-attacks", "{player} declares that {card} attacks", "Bob declares that Bill Ferny attacks.",
         "Site phase, after the automatic-attacks: an agent hazard at the company's site attacks (revealed if "
         "face-down); its strike is resolved with a roll from each player.",
         lambda game, b: [A.AgentAttacks(b["player"], b["card"])]),
    Form(EXPECT, "agent-face-down", "{name} is face-down at {site}", "Bill Ferny is face-down at Bree.",
         "An agent hazard in play, not revealed, at that site.", lambda game, b, step: _agent_at(game, b, True)),
    Form(EXPECT, "agent-face-up", "{name} is face-up at {site}", "Bill Ferny is face-up at Bree.",
         "An agent hazard in play, revealed, at that site.", lambda game, b, step: _agent_at(game, b, False)),
)
