"""Influencing with an agent (CoE 8.5, 8.W1-8.B1; CRF 22, Rulings by Term > Agent).

When an effect lets an agent hazard make an influence attempt (Golodhros's own text; an authored
``agent_influences``), the hazard player may have it try, during the other player's movement/hazard phase,
to influence away one of that player's characters, allies or factions (not an agent action, and not against
the hazard limit). The agent taps and is revealed as the attempt is declared. It must be at the new site of
the moving company of its target (a character, or an ally's bearer), at the current site of a company that
does not move, or, against a faction, at any site where that faction could be played (CRF 22 [Van 1999]).

The attempt follows the procedure of influence attempts against an opponent (``influence_attempts``) with the
agent as the character making it, except that no card is revealed from the hand, no -5 applies between the
alignments (8.W1-8.B1 concern characters, not agent hazards; CRF 22), and: +2 to its direct influence at one
of its home sites; against a character sharing a home site with it, his mind counts as zero and the roll gets
+2 more; against a faction playable at one of its home sites, the number needed is zero and the roll gets +2
more. A card's +N to the attempt is a ``modify`` of the agent's ``influence check`` until his next check (Good
Sense Revolts' second use). Not modelled: the hazard events that let an agent influence (Good Sense Revolts'
first use, Twisted Tales, Will not Come Down, Your Welcome Is Doubtful) and Golodhros's "influence check" worded
for factions in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import agent_actions, agent_hazards as agents
from ..players import alignments, multi_player
from ..organization import control
from ..core.cards import fold
from ..primitives.regions import type_of_site
from ..core.chain import HAZARD, Declared
from .keys import power
from ..core.errors import InputError, NotModelledError, Verdict
from ..core.state import IN_PLAY, MP_PILE, Instance, State

if TYPE_CHECKING:
    from .actions import AgentInfluences
    from ..game import Game

HOME_BONUS = 2      # to its direct influence at one of its home sites
SHARED_BONUS = 2    # to the roll against a card tied to one of its home sites


def is_agent_hazard(inst: Instance) -> bool:
    return inst.zone == IN_PLAY and inst.agent_site is not None


def _faction_playable_at(state: State, faction: Instance, player: str, site_name: str) -> bool:
    """Could ``faction`` be played at the site (the agent player's version of it)?"""
    names = faction.card.fact("playable_at")
    if names:
        return fold(site_name) in {fold(n) for n in names}
    site = alignments.site_for(state, player, site_name)
    types = faction.card.fact("playable_site_types", ())
    return type_of_site(state, site) in types


def _target_site(state: State, target: Instance) -> str | None:
    """The site where a character (or an ally's bearer) is for this attempt: its company's new site."""
    holder = target if target.card.is_character else state.cards.get(target.attached_to or "")
    company = state.company_of(holder.id) if holder is not None else None
    return state.cards[company.site].name if company is not None else None


def check(game: Game, action: AgentInfluences) -> Verdict:
    s = game.state
    inst, verdict = agent_actions.agent_in_play(s, action.card, action.player)
    if inst is None:
        return verdict
    target = s.find(action.target)
    kind = target.card.kind
    if kind not in ("character", "ally", "faction") or target.controller == action.player \
            or target.zone not in (IN_PLAY, MP_PILE):
        raise InputError(f"{s.label(target)} is not a character, ally or faction of the other player's (an agent "
                         "reveals no card, so it cannot influence an item)")
    if kind == "faction":   # a card in play changing attempts on factions (Mordor in Arms), not modelled
        alignments.refuse_in_play_for(s, "faction influence", action.player)
    if action.player != s.hazard_player or s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "An agent's influence attempt is made during the other player's "
                              "movement/hazard phase (CoE 8.5).")
    verdict = multi_player.against_moving_player(s, target.controller)
    if not verdict:
        return verdict
    if not power(inst.card, "influences"):
        return Verdict.refuse("agent-cannot-influence", f"Nothing lets {s.label(inst)} make an influence attempt "
                              "(CoE 8.5).")
    if inst.tapped or inst.wounded:
        return Verdict.refuse("card-tapped", f"{s.label(inst)} is {'wounded' if inst.wounded else 'tapped'}.")
    holder = target if kind == "character" else s.cards.get(target.attached_to or "")
    if control.is_avatar(target) or (holder is not None and control.is_avatar(holder)):
        return Verdict.refuse("against-avatar", f"{s.label(target)} is an avatar or controlled by one (CoE 8.1).")
    if control.kept_from_opponent(target):
        return Verdict.refuse("not-influenced-by-opponent", f"{s.label(target)} may not be influenced by an "
                              "opponent (its text, CRF 22 erratum).")
    site = inst.agent_site or ""
    if kind == "faction":
        if not _faction_playable_at(s, target, action.player, site):
            return Verdict.refuse("not-playable-at-site", f"{target.name} could not be played at {site}, where "
                                  f"{s.label(inst)} is (CoE 8.5).")
    elif fold(_target_site(s, target) or "") != fold(site):
        return Verdict.refuse("agent-not-at-site", f"{s.label(inst)} is at {site}, not where "
                              f"{s.label(target)} is (CoE 8.5).")
    return game.responding(action.player)


def declare(game: Game, action: AgentInfluences) -> None:
    s = game.state
    inst, target = s.find(action.card), s.find(action.target)
    s.tap(inst.id)
    if not inst.revealed and not agent_actions.reveal(s, inst, " as it tries to influence"):
        return
    game.declare(Declared(action.player, "influence-opponent", target.id, inst.id, target.id,
                          data={"revealed": ""}), HAZARD)


def _shares_home_site(agent: Instance, target: Instance) -> bool:
    mine = {fold(h) for h in agents.home_sites(agent.card)}
    return target.card.is_character and bool(mine & {fold(h) for h in agents.home_sites(target.card)})


def _faction_at_home(state: State, agent: Instance, target: Instance) -> bool:
    return target.card.kind == "faction" and any(
        _faction_playable_at(state, target, agent.controller, home) for home in agents.home_sites(agent.card))


def modifiers(state: State, agent: Instance, target: Instance) -> list[tuple[int, str]]:
    """CoE 8.5's modifications of an agent's influence attempt, with the reasons."""
    gatherer = next((i for i in state.in_zone(MP_PILE) if i.card.trait("gathers_factions") is not None), None)
    if gatherer is not None and target.card.kind == "faction":   # the influence family reads it; not for an agent
        raise NotModelledError(f"{gatherer.name}: its change to an attempt on a faction, made by an agent")
    found = []
    if agents.at_home(agent):
        found.append((HOME_BONUS, f"{state.label(agent)} at one of its home sites"))
    if _shares_home_site(agent, target):
        found.append((SHARED_BONUS, f"{state.label(target)} shares a home site with it"))
    if _faction_at_home(state, agent, target):
        found.append((SHARED_BONUS, f"{target.name} is playable at one of its home sites"))
    return found


def needed_is_zero(state: State, agent: Instance, target: Instance) -> bool:
    """The target's mind, or the faction's number, counts as zero (CoE 8.5)."""
    return _shares_home_site(agent, target) or _faction_at_home(state, agent, target)
