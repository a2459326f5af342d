"""A company that may move again at once, in the same turn (Shadowfax, as corrected in CRF 22): what the
organization phase's rule on declaring movement asks.

Movement is declared in the organization phase (CoE 2.II.7), but an effect may let a company move again at once:
a further new site card may then be played for it during its movement/hazard phase, and an additional
movement/hazard phase follows for that company as this one ends (``movement_hazard/moving_again.py`` gives the
permission, ``turn/phases.py`` begins the additional phase).
"""
from __future__ import annotations

from ..core.state import Company, State

AGAIN = "moves again"   # Turn.per_turn key, with the company id: the instance id of the card that lets it move again


def granted(state: State, company: Company) -> str:
    """The card that lets the company move again this turn ("" if none, or once the additional phase began)."""
    found: str = state.turn.per_turn.get((AGAIN, company.id), "")
    return found


def may_declare(state: State, company: Company) -> bool:
    """May the company declare a further new site now: in its own movement/hazard phase, an effect letting it
    move again, no new site declared yet?"""
    return state.phase == "movement/hazard" and state.active_company == company.id and bool(granted(state, company)) \
        and company.destination is None


def follows(state: State, company: Company) -> bool:
    """Does an additional movement/hazard phase follow this one: the company may move again and has declared where?"""
    return bool(granted(state, company)) and company.destination is not None


def begun(state: State, company: Company) -> None:
    """The additional movement/hazard phase begins: the permission is used."""
    source = state.turn.per_turn.pop((AGAIN, company.id), "")
    state.log.append(f"{company.id} moves again ({state._name(source)}): an additional movement/hazard phase "
                     "follows")


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies an effect lets move again at once this turn, not yet begun."""
    return [f"{key[1]} may move again at once ({state._name(value)})"
            for key, value in state.turn.per_turn.items() if isinstance(key, tuple) and key[0] == AGAIN]
