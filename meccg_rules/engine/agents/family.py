"""Agents (CoE 4): agent hazards played face-down at their home sites, their agent actions, attacks and
influence attempts; an agent played as a character (CoE 2.II.2.2.5)."""
from __future__ import annotations

from ..core.registry import Closes, Family
from ..site_phase import declared_entering, stayed_out
from . import (agent_actions, agent_attacks, agent_hazards, agent_influence, agent_sites, attacked_agents,
               attack_order, attacks_by_cards,
               discarded_by_choice, discarded_for_play, home_site_types, prisoners_taken_by_agents,
               revealed_by_cards)
from ..core.behaviour import AgentAttack, AgentMayInfluence, CreatureAttacksAgent, RevealFaceDownAgent
from .keys import Keys
from .actions import AgentAction, AgentAttacks, AgentInfluences, FaceAttackNext, PlayAgent, RevealAgent
from .reasons import REASONS

FAMILY = Family(
    name="agents",
    title="Agents",
    rules="CoE 4",
    reasons=REASONS,
    keys=Keys,
    actions={
        PlayAgent: (agent_hazards.check_play, agent_hazards.play),
        AgentAttacks: (agent_attacks.check_attack, agent_attacks.attack),
        FaceAttackNext: (attack_order.check, attack_order.face_next),
        AgentAction: (agent_actions.check, agent_actions.act),
        RevealAgent: (agent_actions.check_reveal, agent_actions.reveal_action),
        AgentInfluences: (agent_influence.check, agent_influence.declare),
    },
    resolvers={agent_hazards.AGENT: agent_hazards.resolve},
    rolls={agent_hazards.ROLL: agent_attacks.rolled},
    closing=(Closes(agent_attacks.note_action, "site", not_by=agent_attacks.KEEP_WINDOW),),
    waiting={attack_order.REF: attack_order.gate},
    candidates=(attack_order.candidates,),
    hooks={"attacks to face held": (attack_order.hold,), "held attacks go on": (attack_order.next_attack,),
           declared_entering.AWAITED: (agent_attacks.may_follow_entering,),
           stayed_out.AWAITED: (agent_attacks.may_follow_staying_out,),
           "describe": (agent_hazards.describe,), "keyable at the new site": (agent_actions.bringer,),
           "declared": (discarded_for_play.discard_on_declaration, prisoners_taken_by_agents.declared,
                        attacks_by_cards.tap_on_declaration),
           "names as played": (prisoners_taken_by_agents.check_named, discarded_for_play.check_named),
           "taken prisoner": (prisoners_taken_by_agents.taken_prisoner,), "moving": (agent_sites.agent_leaving,),
           "keyed at the new site": (agent_actions.reveal_bringer,), "after chains": (attacked_agents.after_chains, agent_sites.after_chains)},
    modifiers={"may play character": (agent_hazards.check_as_character,), "body": (agent_attacks.body,),
               "may name card": (attacked_agents.check_named,)},
    entries={"attack kinds": {agent_hazards.AGENT: agent_attacks.ATTACK_KIND}},
    effects={RevealFaceDownAgent: revealed_by_cards.reveal, AgentAttack: attacks_by_cards.attack,
             CreatureAttacksAgent: attacked_agents.attack, AgentMayInfluence: agent_influence.grant},
    conditions={"target_face_down": revealed_by_cards.check_face_down, "target_face_up": attacked_agents.check_face_up, "agent_at_new_site": discarded_for_play.check,
                "agent_taps_at_new_site": attacks_by_cards.check,
                "self_agent_taps_at_new_site": attacks_by_cards.check_self,
                "target_home_site_type": home_site_types.check,
                "agent_home_rescue_site": prisoners_taken_by_agents.check,
                "self_agent_at_new_site": discarded_by_choice.check},
    sentences=("agent_sentences",),
)
