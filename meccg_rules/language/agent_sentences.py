"""The sentences of agent hazards (CoE 2.IV.vii.1, 2.V.iii, 4); ``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

from ..engine.agents.actions import AgentAction, AgentAttacks, AgentInfluences, FaceAttackNext, PlayAgent, RevealAgent
from ..engine.agents import agent_actions as AA
from ..engine.core.cards import fold
from ..engine.core.state import IN_PLAY
from .expect_sentences import EXPECT
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_agent(face_down: bool):
    return lambda setup, b: setup.agent(b["player"], b["card"], b["site"], face_down)


def _setup_shown(setup, b):
    setup.agent(b["player"], b["card"], b["site"], True)
    setup.state.find(b["card"]).agent_site_shown = True


def _setup_moved(setup, b):
    setup.agent(b["player"], b["card"], b["site"], True)
    agent = setup.state.find(b["card"])
    agent.agent_trail = (setup.cards.get(b["origin"]).name, agent.agent_site)


def _action(option: str):
    return lambda game, b: [AgentAction(b["player"], b["card"], option, b.get("site", ""))]


def _site_shown(game, b, step):
    inst = game.state.find(b["name"])
    shown = inst.zone == IN_PLAY and not inst.revealed and inst.agent_site_shown and \
        fold(inst.agent_trail[0] if inst.agent_trail else "") == fold(b["site"])
    if inst.zone != IN_PLAY or inst.agent_site is None:
        now = "not an agent hazard in play"
    elif inst.revealed:
        now = f"face-up at {inst.agent_site}"
    else:
        first = inst.agent_trail[0] if inst.agent_trail else inst.agent_site
        now = f"face-down, its first site {first} {'face-up' if inst.agent_site_shown else 'not placed'}"
    return shown, f"{inst.name} is {now}"


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
    Form(SETUP, "agent-face-down-site-shown", "{player}'s agent {card} is face-down at {site}, its site face-up",
         "Bob's agent Bill Ferny is face-down at Weathertop, its site face-up.",
         "An agent hazard turned face-down at that site on an earlier turn: the site stayed face-up with it.",
         _setup_shown),
    Form(SETUP, "agent-face-down-moved", "{player}'s agent {card} is face-down at {site}, having moved there from "
         "{origin:site}", "Bob's agent Bill Ferny is face-down at Weathertop, having moved there from Bree.",
         "An agent hazard that moved face-down from one site to another on an earlier turn; its move is checked "
         "when it is revealed.", _setup_moved),
    Form(SETUP, "agent-face-up", "{player}'s agent {card} is face-up at {site}",
         "Bob's agent Bill Ferny is face-up at Bree.",
         "An agent hazard already in play, revealed and untapped at a site.", _setup_agent(False)),
    Form(PLAY, "play-agent", "{player} plays {card} as an agent at {site}", "Bob plays Bill Ferny as an agent at Bree.",
         "Movement/hazard phase: play an agent hazard face-down at one of its home sites (one against the hazard "
         "limit).", lambda game, b: [PlayAgent(b["player"], b["card"], b["site"])]),
    Form(PLAY, "agent-attacks", "{player} declares that {card} attacks", "Bob declares that Bill Ferny attacks.",
         "Site phase, after the automatic-attacks: an agent hazard at the company's site attacks (revealed if "
         "face-down); its strike is resolved with a roll from each player.",
         lambda game, b: [AgentAttacks(b["player"], b["card"])]),
    Form(PLAY, "face-attack-next", "{player} faces {card}'s attack next", "Alice faces Orc-patrol's attack next.",
         "Site phase, after the automatic-attacks: the resource player names the on-guard creature or agent whose "
         "attack his company faces next (CoE 2.V.iv: the order is his; asked when two or more may attack).",
         lambda game, b: [FaceAttackNext(b["player"], b["card"])]),
    Form(PLAY, "agent-untaps", "{player} untaps the agent {card}", "Bob untaps the agent Bill Ferny.",
         "An agent action (CoE 4.1, one against the hazard limit): a tapped agent hazard untaps.", _action(AA.UNTAP)),
    Form(PLAY, "agent-heals", "{player} heals the agent {card}", "Bob heals the agent Bill Ferny.",
         "An agent action: a wounded agent hazard heals to tapped.", _action(AA.HEAL)),
    Form(PLAY, "agent-moves", "{player} moves the agent {card} to {site}",
         "Bob moves the agent Bill Ferny to Weathertop.",
         "An agent action: the agent hazard moves to a site in its region or an adjacent one, and taps.",
         _action(AA.MOVE)),
    Form(PLAY, "agent-moves-back", "{player} moves the agent {card} back to its previous site",
         "Bob moves the agent Bill Ferny back to its previous site.",
         "An agent action: a face-down agent hazard that has moved goes back to the site before its last one; that "
         "last site leaves its trail (and is not checked when it is revealed), and the agent taps.", _action(AA.BACK)),
    Form(PLAY, "agent-returns", "{player} returns the agent {card} to {site}",
         "Bob returns the agent Bill Ferny to Bree.",
         "An agent action: the agent hazard goes back to one of its home sites (even the one it is at), untapping "
         "nothing and tapping nothing.", _action(AA.RETURN)),
    Form(PLAY, "agent-turns-face-down", "{player} turns the agent {card} face-down",
         "Bob turns the agent Bill Ferny face-down.",
         "An agent action: an untapped face-up agent hazard turns face-down; its site stays face-up with it.",
         _action(AA.FACE_DOWN)),
    Form(PLAY, "agent-brings-creatures", "{player} taps the agent {card} to bring creatures to its site",
         "Bob taps the agent Bill Ferny to bring creatures to its site.",
         "An agent action: the untapped agent hazard taps; creatures of the races its site allows may be keyed to "
         "that site this turn, against a company moving there (the agent is revealed when one is played).",
         _action(AA.BRING)),
    Form(PLAY, "agent-influences", "{player} taps the agent {card} to influence {target:card}",
         "Bob taps the agent Golodhros to influence Gimli.",
         "Movement/hazard phase: an agent hazard whose text allows it taps and, revealed, tries to influence away "
         "a character, ally or faction of the other player's (CoE 8.5); the rolls follow as for any influence "
         "attempt against an opponent.", lambda game, b: [AgentInfluences(b["player"], b["card"], b["target"])]),
    Form(PLAY, "agent-influences-by-card", "{player} has the agent {card} influence {target:card}",
         "Bob has the agent Bill Ferny influence Legolas.",
         "Movement/hazard phase: an agent hazard a card played on him has tapped so that he may then make an "
         "influence attempt (Twisted Tales) makes it, revealed, with the card's terms (CoE 8.5).",
         lambda game, b: [AgentInfluences(b["player"], b["card"], b["target"], by_card=True)]),
    Form(PLAY, "reveal-agent", "{player} reveals the agent {card}", "Bob reveals the agent Bill Ferny.",
         "Movement/hazard phase: a face-down agent hazard is turned face-up at its site (not an agent action); an "
         "illegal move it made face-down discards it.", lambda game, b: [RevealAgent(b["player"], b["card"])]),
    Form(EXPECT, "agent-site-shown", "{site} stays face-up with {name}", "Weathertop stays face-up with Bill Ferny.",
         "A face-down agent hazard turned face-down at that site: the site is still face-up with it, its first "
         "site for its next moves.", _site_shown),
    Form(EXPECT, "agent-face-down", "{name} is face-down at {site}", "Bill Ferny is face-down at Bree.",
         "An agent hazard in play, not revealed, at that site.", lambda game, b, step: _agent_at(game, b, True)),
    Form(EXPECT, "agent-face-up", "{name} is face-up at {site}", "Bill Ferny is face-up at Bree.",
         "An agent hazard in play, revealed, at that site.", lambda game, b, step: _agent_at(game, b, False)),
)
