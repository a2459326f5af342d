"""Agents (CoE 4): agent hazards played face-down at their home sites, their agent actions, attacks and
influence attempts; an agent played as a character (CoE 2.II.2.2.5)."""
from __future__ import annotations

from ..core.registry import Family
from . import agent_actions, agent_hazards, agent_influence
from .actions import AgentAction, AgentAttacks, AgentInfluences, PlayAgent, RevealAgent

FAMILY = Family(
    name="agents",
    title="Agents",
    rules="CoE 4",
    actions={
        PlayAgent: (agent_hazards.check_play, agent_hazards.play),
        AgentAttacks: (agent_hazards.check_attack, agent_hazards.attack),
        AgentAction: (agent_actions.check, agent_actions.act),
        RevealAgent: (agent_actions.check_reveal, agent_actions.reveal_action),
        AgentInfluences: (agent_influence.check, agent_influence.declare),
    },
    resolvers={agent_hazards.AGENT: agent_hazards.resolve},
    rolls={agent_hazards.ROLL: agent_hazards.rolled},
    closing={"site": (agent_hazards.note_action,)},
    hooks={"describe": (agent_hazards.describe,)},
    modifiers={"may play character": (agent_hazards.check_as_character,)},
    sentences="agent_sentences",
)
