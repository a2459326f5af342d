"""A face-up agent's current site is a site card in play (CoE 4.2, 4.2.1, 4.2.4; CRF 22, Rulings by Term > Agent).

When an agent hazard is revealed, its current site turns face-up with it and is considered in play while it stays
face-up: the agent player's version of the site, from his location deck (the engine's reading, as elsewhere for
agents: a site is always available there). The sites it moved through face-down are only checked and go back to the
location deck without having been in play. So cards in play that act on sites, environments among them (Storms of
Ossë tapping every non-Haven site with a Coastal Sea in its site path), reach the revealed agent's own site and none
of those (CRF 22: "only the site he is at will be affected by environment cards").

The site goes back to its player's location deck when the agent leaves play or leaves it while face-up (a move, a
return home: the new site turns face-up in its place); an agent turning face-down keeps it face-up with it as the
first site of its next moves (CoE 4.1), still in play. The engine applies this whenever no chain of effects is open,
before the cards that keep sites tapped are applied (``turn/phases.after_chains``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.state import IN_PLAY, LOCATION_DECK, Instance, State
from . import hero_site_cards

if TYPE_CHECKING:
    from ..game import Game


def face_up_site(agent: Instance) -> str | None:
    """The name of the agent's site that is face-up: its current site while it is face-up, else the site it kept
    face-up when it turned face-down (the first of its sites since), else none."""
    if agent.zone != IN_PLAY or agent.agent_site is None:
        return None
    if agent.revealed:
        return agent.agent_site
    return agent.agent_trail[0] if agent.agent_site_shown and agent.agent_trail else None


def sync(state: State) -> None:
    """Each face-up agent's site in play, and no other site card of an agent's."""
    wanted = {agent.id: name for agent in state.cards.values() if (name := face_up_site(agent)) is not None
              and not hero_site_cards.without_site(state, agent)}   # a Fallen-wizard's agent with none (CoE 4.2.2)
    for inst in [i for i in state.cards.values() if i.agent_of and i.zone == IN_PLAY]:
        if fold(wanted.get(inst.agent_of, "")) != inst.card.key:
            inst.agent_of = ""
            state.move(inst.id, LOCATION_DECK)
            state.log.append(f"{state.label(inst)}, an agent's site no longer face-up, goes back to {inst.owner}'s "
                             "location deck")
    for agent_id, name in wanted.items():
        if any(i.agent_of == agent_id and i.zone == IN_PLAY for i in state.cards.values()):
            continue
        agent = state.cards[agent_id]
        card = hero_site_cards.site_card(state, agent, name)   # a Fallen-wizard's agent: the hero one (CoE 4.F1)
        site = next((i for i in state.in_zone(LOCATION_DECK, agent.controller) if i.card.id == card.id), None) \
            or state.add(card, agent.controller, LOCATION_DECK)
        state.move(site.id, IN_PLAY)
        site.agent_of = agent_id
        state.log.append(f"{state.label(site)}, {state.label(agent)}'s site, is face-up: it is in play (CoE 4.2.4)")


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: the face-up agents' sites in play (before sites kept tapped tap)."""
    sync(game.state)
