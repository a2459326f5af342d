"""A Fallen-wizard player's agents use hero site cards (CoE 4.F1).

A Fallen-wizard player's agent hazards move only with hero site cards, and never use nor reveal the hero version of
a site whose minion version that player has in play or in his discard pile. So such an agent:

- is at the hero version of its site: the engine's reading, since 4.F1 speaks of the site cards it moves with and
  reveals, is that its site is the hero card throughout, for the site's type and automatic-attacks (what creatures
  its tapping brings there) and for the card put in play when it is revealed (``agent_sites.py``);
- does not move to a site with no hero version, nor to one whose minion version its player holds in play or in his
  discard pile; revealing it checks each of its face-down moves again, so one that has become illegal that way
  discards it (4.2.1).

Not modelled: revealing such an agent at a site it did not move to (a home site it stayed at, or the site it kept
face-up when it turned face-down) whose minion version its player holds so: 4.2.2 would have the agent discarded at
the end of the turn for want of a site card, which needs the location deck's site cards; the reveal is refused as
not modelled.
"""
from __future__ import annotations

from ..core.cards import Card, catalogue, fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, State
from ..players import alignments


def applies(state: State, agent: Instance) -> bool:
    """Is the agent a Fallen-wizard player's?"""
    return alignments.alignment_of(state, agent.controller) == alignments.FALLEN_WIZARD


def hero_version(name: str) -> Card | None:
    return next((v for v in catalogue().versions(name) if v.alignment == "Hero"), None)


def site_card(state: State, agent: Instance, name: str) -> Card:
    """The version of the site ``name`` the agent is at: the hero one for a Fallen-wizard's agent (CoE 4.F1), else
    its player's version."""
    if applies(state, agent):
        hero = hero_version(name)
        if hero is not None:
            return hero
    return alignments.site_for(state, agent.controller, name)


def minion_site_held(state: State, player: str, name: str) -> Instance | None:
    """The minion version of the site that ``player`` has in play or in his discard pile, if any."""
    return next((i for i in state.copies(fold(name)) if i.owner == player and i.card.is_site
                 and i.card.alignment == "Minion" and i.zone in (IN_PLAY, DISCARD)), None)


def check_move(state: State, agent: Instance, name: str) -> Verdict:
    """May the agent move to the site ``name`` as far as its site cards go (CoE 4.F1)?"""
    if not applies(state, agent):
        return Verdict.allow()
    if hero_version(name) is None:
        return Verdict.refuse("agent-hero-site-only", f"{name} has no hero site card: a Fallen-wizard player's "
                              "agent moves only with hero site cards (CoE 4.F1).")
    held = minion_site_held(state, agent.controller, name)
    if held is not None:
        where = "discard pile" if held.zone == DISCARD else "play"
        return Verdict.refuse("agent-minion-site-held", f"{agent.controller} has the minion {name} in his {where}: "
                              "his agent does not use the hero version of it (CoE 4.F1).")
    return Verdict.allow()


def refuse_unmoved_reveal(state: State, agent: Instance) -> None:
    """Revealing the agent at a site it did not move to, whose hero version it may not reveal: not modelled."""
    trail = agent.agent_trail or ((agent.agent_site,) if agent.agent_site else ())
    if not applies(state, agent) or len(trail) > 1 or not trail:
        return
    if not check_move(state, agent, trail[0]):
        raise NotModelledError(f"not modelled: revealing {agent.name} at {trail[0]}, a site it did not move to "
                               f"whose minion version {agent.controller} has in play or in his discard pile "
                               "(CoE 4.F1, 4.2.2: no site card to reveal it with)")
