"""A company that may move again at once, in the same turn (Shadowfax, as corrected in CRF 22): what the
organization phase's rule on declaring movement asks.

Movement is declared in the organization phase (CoE 2.II.7), but an effect may let a company move again at once:
a further new site card may then be played for it during its movement/hazard phase, and an additional
movement/hazard phase follows for that company as this one ends (``movement_hazard/moving_again.py`` gives the
permission, ``turn/phases.py`` begins the additional phase).

An effect may say how the company moves again: by Under-deeps movement only, to a site it has not used yet this
turn (Gangways over the Fire). The engine reads "used" as the sites the company stood at or reached this turn: a
site card that went back to the location deck after a failed Under-deeps movement roll was not reached (the
engine's reading). Each movement/hazard phase of the company that ends counts as a complete one, whether or not
its movement succeeded (CRF 22, Card Errata and Rulings > Gangways over the Fire [CoE 2002]); a card may subtract
that count from the company's Under-deeps movement rolls (``movement_hazard/moving.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import Company, State
from . import under_deeps

if TYPE_CHECKING:
    from ..core.cards import Card

AGAIN = "moves again"   # Turn.per_turn key, with the company id: the instance id of the card that lets it move again
AGAIN_BY = "moves again by"   # Turn.per_turn key, with the company id: how it must move then ("under-deeps")
COMPLETE = "complete movement/hazard phases"   # Turn.per_turn key, with the company id: how many ended this turn
USED = "sites used"   # Turn.per_turn key, with the company id: the names of the sites it stood at or reached
UNDER_DEEPS = "under-deeps"


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
    state.turn.per_turn.pop((AGAIN_BY, company.id), None)
    state.log.append(f"{company.id} moves again ({state._name(source)}): an additional movement/hazard phase "
                     "follows")


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies an effect lets move again at once this turn, not yet begun."""
    return [f"{key[1]} may move again at once ({state._name(value)})"
            for key, value in state.turn.per_turn.items() if isinstance(key, tuple) and key[0] == AGAIN]


def phase_complete(state: State, company: Company) -> None:
    """The company's movement/hazard phase ends: one more complete phase this turn, moved or not (CRF 22 [CoE
    2002]), and the sites it stood at and reached are used."""
    state.turn.per_turn[(COMPLETE, company.id)] = complete_phases(state, company) + 1
    state.turn.per_turn[(USED, company.id)] = sites_used(state, company)


def complete_phases(state: State, company: Company) -> int:
    """How many movement/hazard phases of the company have ended this turn."""
    found: int = state.turn.per_turn.get((COMPLETE, company.id), 0)
    return found


def sites_used(state: State, company: Company) -> tuple[str, ...]:
    """The names of the sites the company stood at or reached this turn: those of its phases ended, and its site
    of origin and site now."""
    found: tuple[str, ...] = state.turn.per_turn.get((USED, company.id), ())
    now = [state.cards[i].name for i in (company.origin if company.moving else None, company.site)
           if i and i in state.cards]
    return tuple(dict.fromkeys((*found, *now)))


def check_kind(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """A further new site declared by a company that may move again by Under-deeps movement only: Under-deeps
    movement from its site, to a site it has not used yet this turn (Gangways over the Fire)."""
    if state.phase == "organization" or state.turn.per_turn.get((AGAIN_BY, company.id)) != UNDER_DEEPS:
        return Verdict.allow()
    source = state._name(granted(state, company))
    if via or not under_deeps.is_under_deeps_movement(origin, site):
        return Verdict.refuse("under-deeps-movement-only", f"{company.id} moves again by Under-deeps movement only "
                              f"({source}): {site.name} is not an adjacent site of {origin.name} by Under-deeps "
                              "movement.")
    if site.name in sites_used(state, company):
        return Verdict.refuse("site-used-this-turn", f"{company.id} moves again to a site it has not used yet this "
                              f"turn ({source}): it has used {site.name}.")
    return Verdict.allow()
