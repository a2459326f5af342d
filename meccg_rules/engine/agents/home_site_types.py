"""An agent chosen by the type of his home sites (Inner Cunning, Nobody's Friend: "an agent who has a home site that
is a Shadow-hold or Dark-hold").

The condition ``target_home_site_type``: the target is an agent one of whose home sites is of one of those types.
A site printed in several versions has the type of the version the agent's player would use to visit it (CRF 22,
Card Errata and Rulings > Inner Cunning): the one he holds, else his alignment's. Dol Guldur is a Dark-hold for a
Wizard player, a Darkhaven (a Haven) for a Ringwraith player. The agent's player is the target's owner: these
cards take him from their player's own play deck (the playing family refuses another's). A home site given as a
description has the types of the sites it covers ("Any Dark-hold": a Dark-hold; "Any site in Imlad Morgul": the
types of the sites of that region).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .agent_hazards import described, described_types, home_sites, is_agent
from ..core.errors import Verdict
from ..players.alignments import site_for
from ..primitives.regions import type_of_site

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State


def home_site_types(state: State, agent: Card, player: str) -> list[str]:
    """The type of each of the agent's home sites, as ``player`` would visit it; for a description ("Any
    Dark-hold"), the types of the sites it covers, joined by "/"."""
    covered = "/".join(sorted(described_types(state, agent, player)))
    return [covered if described(home) else type_of_site(state, site_for(state, player, home))
            for home in home_sites(agent)]


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``target_home_site_type``."""
    inst = state.cards.get(target or "")
    if inst is None or not is_agent(inst.card):
        return Verdict.refuse("invalid-target", f"{card.name} is played on an agent; "
                              f"{state.label(inst) if inst else 'nothing'} is not one.")
    types = home_site_types(state, inst.card, inst.owner)
    if not {t for kinds in types for t in kinds.split("/")} & set(condition.target_home_site_type):
        shown = ", ".join(f"{home} ({kind})" for home, kind in zip(home_sites(inst.card), types))
        return Verdict.refuse("agent-home-site-type", f"{card.name} needs an agent with a home site that is a "
                              f"{' or '.join(condition.target_home_site_type)}; for {inst.owner}, "
                              f"{state.label(inst)}'s are {shown}.")
    return Verdict.allow()
