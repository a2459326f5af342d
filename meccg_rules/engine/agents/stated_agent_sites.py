"""An agent's site cards from a location deck the example states (CoE 4.1, 4.2, 4.2.2; CoE 1.4, the location deck).

An agent hazard's sites are its player's site cards (``agent_sites.py``): a move places a new one with it (face-up
or face-down, CoE 4.1), a return to a home site places the home site card face-up if the agent is face-up (4.1), and
revealing an agent at a home site it did not move to places a card of that home site from his location deck with it
(4.2.2). When the example states the agent player's location deck (``organization/location_decks.stated``), it holds
the sites it lists only, and those rules find a card there or not:

- an agent action moving the agent to a site, face-up or face-down, needs an available card of that site there (one
  no company of his has declared as its new site; a Fallen-wizard's agent, the hero version, CoE 4.F1): without one
  it is refused (``check_move``), the rule and the missing card named;
- returning a face-up agent to a home site needs a card of it there, after the site cards with the agent have gone
  back (the one it is at among them, so returning to the home site it is at always has one; ``check_return``): 4.1
  has the home site card placed with it and does not say what a player with none may do, so the engine's reading
  is that the return is refused, as a move is; a face-down agent's home site is no card (Inner Cunning), so its
  return needs none;
- an agent revealed at a home site it has stayed at (not one whose card it moved to, nor the one it kept face-up when
  it turned face-down, whose card is in play already) with no available card of it there has none placed with it
  and is discarded at the end of the turn (4.2.2): the same way as a Fallen-wizard's agent that may not reveal the
  hero version (``hero_site_cards.revealed_without_site``, ``discard_without_site``).

The engine's readings, where the rules are silent: the card 4.2.2 places is the one of the site the agent is at,
not another of its home sites (that would move it; as ``hero_site_cards`` reads it); moving back face-down needs no
card (it gives one back), nor turning face-down, untapping, healing or bringing creatures. An unstated location deck
holds every site an example needs, as before (``agent_sites._from_location_deck`` makes the card).
"""
from __future__ import annotations

from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..organization import location_decks
from . import hero_site_cards


def missing(state: State, agent: Instance, name: str) -> bool:
    """Does the agent player's stated location deck hold no available card of the site ``name`` (its version for
    the agent: the hero one for a Fallen-wizard's, CoE 4.F1)?"""
    player = agent.controller
    if not location_decks.stated(state, player):
        return False
    return not location_decks.available(state, player, hero_site_cards.site_card(state, agent, name))


def _refusal(state: State, agent: Instance, name: str, what: str) -> Verdict:
    card = hero_site_cards.site_card(state, agent, name)
    return Verdict.refuse("agent-no-site-card", f"{agent.controller}'s location deck holds no {card.name} available "
                          f"to place with {state.label(agent)}: {what} (CoE 4.1).")


def check_move(state: State, agent: Instance, name: str) -> Verdict:
    """An agent action moving the agent to the site ``name`` places a card of it from its player's location deck."""
    if not missing(state, agent, name):
        return Verdict.allow()
    return _refusal(state, agent, name, "an agent moves to a site with a site card of it from its player's "
                    "location deck")


def _placed_card_of(state: State, agent: Instance, name: str) -> bool:
    """Is a card of the site ``name`` in play as the agent's site (it goes back to the deck as the agent returns)?"""
    card = hero_site_cards.site_card(state, agent, name)
    return any(i.agent_of == agent.id and i.zone == IN_PLAY and i.card.id == card.id for i in state.cards.values())


def check_return(state: State, agent: Instance, name: str) -> Verdict:
    """A face-up agent returning to its home site ``name`` has a card of it placed with it face-up."""
    if not agent.revealed or _placed_card_of(state, agent, name) or not missing(state, agent, name):
        return Verdict.allow()
    return _refusal(state, agent, name, "a face-up agent returning to a home site has its card placed with it")


def unplaced_home_site(state: State, agent: Instance) -> str:
    """As the face-down agent is revealed: the home site it stayed at (no card of it with the agent) if its player's
    stated location deck holds no available card of it (CoE 4.2.2), else ""."""
    trail = agent.agent_trail or ((agent.agent_site,) if agent.agent_site else ())
    if agent.revealed or len(trail) != 1 or agent.agent_site_shown:
        return ""
    return trail[0] if missing(state, agent, trail[0]) else ""
