"""A face-up agent's current site is a site card in play (CoE 4.2, 4.2.1, 4.2.4; CRF 22, Rulings by Term > Agent).

When an agent hazard is revealed, its current site turns face-up with it and is considered in play while it stays
face-up: the agent player's version of the site, from his location deck (an unstated one holds every site; a stated
one lacking it has the agent refused the move there, or, revealed at a home site it stayed at, discarded at the end
of the turn: ``stated_agent_sites``, CoE 4.1, 4.2.2). The sites it moved through face-down are only checked and go
back to the location deck without having been in play. So cards in play that act on sites, environments among them
(Storms of Ossë tapping every non-Haven site with a Coastal Sea in its site path), reach the revealed agent's own
site and none of those (CRF 22: "only the site he is at will be affected by environment cards").

The site goes back to its player's location deck when the agent leaves play or leaves it while face-up (a move, a
return home: the new site turns face-up in its place); an agent turning face-down keeps it face-up with it as the
first site of its next moves (CoE 4.1), still in play. The engine applies this whenever no chain of effects is open,
before the cards that keep sites tapped are applied (``turn/phases.after_chains``).

The sites a face-down agent moves to are cards too (CoE 4.1: each new site "placed face-down on top of any other
sites that the agent has moved through while face-down"): its player's site cards (the hero version for a
Fallen-wizard's agent, 4.F1), taken from his location deck as it moves (a stated deck must hold one for the move,
``stated_agent_sites``; an unstated one, or a trail an example sets up, gets one the engine makes), and lying with
the agent, in order, off to the side of it (the engine's zone for cards placed with a card in play and not in play
themselves). They are not in play (4.2.1, 4.2.4) and face-down, so nothing may target them (CRF 22, Annotation 4)
and no environment reaches them; what they change is the location deck, which no longer holds them while they lie
there: a rule or card that needs a site from it finds one fewer (a hazard host's rescue site, CoE 3.III.2). They go
back to their player's location deck as the rules send them: the latest one as the agent moves back (4.1), all of
them as it returns to a home site (4.1) or leaves play (its ``moving`` hook: 4.2.1, a discarded agent's sites are
returned, not discarded as cards off to the side of a card leaving play would be, g.off.1), and, as it is revealed,
its previous ones, the current one turning face-up in play (4.2, 4.2.1). The site where it came into play, or that
it returned to, face-down at a home site, is no card (Inner Cunning: "which is not represented by a card"), nor is
the one it kept face-up as it turned face-down, which stays in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.state import IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE, Instance, State
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


def face_down_sites(agent: Instance) -> tuple[str, ...]:
    """The names of the site cards lying face-down with a face-down agent, the first it moved to first: its trail
    but the site it started from (where it came into play or returned to, no card; or the one it kept face-up)."""
    if agent.zone != IN_PLAY or agent.agent_site is None or agent.revealed:
        return ()
    return agent.agent_trail[1:]


def trail_cards(state: State, agent: Instance) -> list[Instance]:
    """The site cards lying face-down with the agent (off to the side of it), the first placed first."""
    return sorted((i for i in state.off_to_the_side(agent.id) if i.card.is_site and i.agent_of == agent.id),
                  key=lambda i: i.seq)


def _to_location_deck(state: State, inst: Instance, why: str) -> None:
    inst.agent_of = ""
    state.move(inst.id, LOCATION_DECK)
    state.log.append(f"{state.label(inst)}, {why}, goes back to {inst.owner}'s location deck")


def _from_location_deck(state: State, agent: Instance, name: str) -> Instance:
    """The agent player's card of the site ``name`` from his location deck, made for him if it holds none (an
    unstated deck holds every site; a stated one lacking it refused the move first, ``stated_agent_sites``); a
    Fallen-wizard's agent's is the hero version (CoE 4.F1)."""
    card = hero_site_cards.site_card(state, agent, name)
    return next((i for i in state.in_zone(LOCATION_DECK, agent.controller) if i.card.id == card.id), None) \
        or state.add(card, agent.controller, LOCATION_DECK)


def _sync_face_down(state: State) -> None:
    """The cards of each face-down agent's trail lie with it; any other such card goes back to the location deck,
    or turns face-up in play as the agent's site if it is the one it was revealed at."""
    for agent in [i for i in state.cards.values() if i.agent_site is not None and i.zone == IN_PLAY]:
        wanted = list(face_down_sites(agent))
        held = trail_cards(state, agent)
        keep = 0
        while keep < min(len(wanted), len(held)) and held[keep].card.id == hero_site_cards.site_card(
                state, agent, wanted[keep]).id:
            keep += 1
        shown = face_up_site(agent)
        for inst in held[keep:]:
            if shown is not None and fold(shown) == inst.card.key and not hero_site_cards.without_site(state, agent) \
                    and not any(i.agent_of == agent.id and i.zone == IN_PLAY for i in state.cards.values()):
                state.move(inst.id, IN_PLAY)   # the site it is revealed at turns face-up (CoE 4.2)
                state.log.append(f"{state.label(inst)}, {state.label(agent)}'s site, turns face-up: it is in play "
                                 "(CoE 4.2.4)")
            else:
                _to_location_deck(state, inst, f"a site {state.label(agent)} no longer lies on")
        for name in wanted[keep:]:
            site = _from_location_deck(state, agent, name)
            state.move(site.id, OFF_TO_THE_SIDE, attached_to=agent.id)
            site.agent_of = agent.id
            state.log.append(f"{state.label(site)} is placed face-down with {state.label(agent)} (CoE 4.1)")


def agent_leaving(state: State, card: Instance, zone: str) -> None:
    """The hook ``moving``: an agent leaving play returns the site cards lying with it to its player's location
    deck (CoE 4.2.1), before the cards off to the side of it are discarded (g.off.1 is not their rule); not if an
    earlier answer keeps it in play."""
    if zone == IN_PLAY:
        return
    for inst in trail_cards(state, card):
        _to_location_deck(state, inst, f"a site of {state.label(card)}, which leaves play")


def sync(state: State) -> None:
    """Each face-up agent's site in play, each face-down agent's face-down sites with it, and no other site card of
    an agent's."""
    _sync_face_down(state)
    wanted = {agent.id: name for agent in state.cards.values() if (name := face_up_site(agent)) is not None
              and not hero_site_cards.without_site(state, agent)}   # a Fallen-wizard's agent with none (CoE 4.2.2)
    for inst in [i for i in state.cards.values() if i.agent_of and i.zone == IN_PLAY]:
        if fold(wanted.get(inst.agent_of, "")) != inst.card.key:
            _to_location_deck(state, inst, "an agent's site no longer face-up")
    for agent_id, name in wanted.items():
        if any(i.agent_of == agent_id and i.zone == IN_PLAY for i in state.cards.values()):
            continue
        agent = state.cards[agent_id]
        site = _from_location_deck(state, agent, name)
        state.move(site.id, IN_PLAY)
        site.agent_of = agent_id
        state.log.append(f"{state.label(site)}, {state.label(agent)}'s site, is face-up: it is in play (CoE 4.2.4)")


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: the face-up agents' sites in play (before sites kept tapped tap)."""
    sync(game.state)
