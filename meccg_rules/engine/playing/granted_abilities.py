"""Abilities a card gives the characters of a company for the rest of the turn (the ``grant-ability`` primitive).

Great Ship, as CRF 22 corrects it, is played in the organization phase on a company; until the end of the turn any
character in that company may tap to cancel a hazard that targets the company or an entity associated with it, but
only while the company's current site path holds a Coastal Sea and never two regions in a row that are not Coastal
Seas. The card gives no ability of its own once it has resolved: it lends one, named in its ``abilities``, to each
character of the company, who uses it as if his card had it ("Alice taps Legolas to cancel Orc-patrol."). The
ability's ``playable_if`` is checked on the company whenever it is used, so the site path is read then, not when the
card was played; and the ability may be limited to some phases (Great Ship: never in the site phase, CRF 22).

The grant is the turn's, made when the card resolves, and follows the company into one it joins (as the other marks
``mark_companies`` makes do).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Ability, GrantAbility, walk
from ..core.errors import Verdict
from ..primitives.conditions import check_conditions
from ..primitives.effects import mark_companies, marked_companies
from ..primitives.regions import company_types

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

GRANTED = "granted ability"   # Turn.per_turn key, with the company id: the card lending its characters an ability
SEA = "coastal sea"


def grant_ability(game: Game, entry: Declared, effect: GrantAbility) -> bool:
    """The ``grant-ability`` primitive: the characters of each company selected may use the card's ability."""
    mark_companies(game, entry, effect.who, GRANTED,
                   f"each character in {{company}} may use its ability '{effect.ability}' for the rest of the turn")
    return True


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies whose characters a card has lent an ability for the turn."""
    return [f"each character in {company} may use {state._name(card)}'s ability '{effect.ability}' this turn"
            for company, card in marked_companies(state, GRANTED) if card in state.cards
            for m in state.cards[card].card.modes for effect in walk(m.effects) if isinstance(effect, GrantAbility)]


def _grants(state: State, inst: Instance) -> list[tuple[str, Ability]]:
    """(the lending card, the ability) for each ability lent this turn to the character's company."""
    company = state.company_of(inst.id) if inst.card.is_character else None
    if company is None:
        return []
    found = []
    for marked, source in marked_companies(state, GRANTED):
        if marked != company.id or source not in state.cards:
            continue
        card = state.cards[source].card
        names = {e.ability for m in card.modes for e in walk(m.effects) if isinstance(e, GrantAbility)}
        found += [(source, a) for a in card.trait("abilities", ()) if a.name in names]
    return found


def abilities(state: State, inst: Instance, costs: tuple[str, ...]) -> list[Ability]:
    """The abilities with one of ``costs`` that a card in play has lent the character for this turn."""
    return [a for _, a in _grants(state, inst) if a.cost in costs]


def check(state: State, inst: Instance, ability: Ability) -> Verdict:
    """A lent ability's conditions, on the user's company as it is used (none for an ability of the card's own)."""
    for source, lent in _grants(state, inst):
        if lent is ability:
            company = state.company_of(inst.id)
            assert company is not None
            return check_conditions(state, state.cards[source].card, lent.playable_if, company.id)
    return Verdict.allow()


def check_by_sea(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``site_path_by_sea``: the company's current site path holds a Coastal Sea and no two regions
    in a row that are not Coastal Seas (a company that does not move has no site path)."""
    company = state.companies.get(target or "") or state.company_of(target or "")
    types = company_types(state, company) if company is not None else []
    inland_pair = any(a != SEA and b != SEA for a, b in zip(types, types[1:]))
    if SEA not in types or inland_pair:
        what = "no Coastal Sea" if SEA not in types else "two regions in a row that are not Coastal Seas"
        return Verdict.refuse("not-by-sea", f"{card.name} needs a site path with a Coastal Sea and never two "
                              f"regions in a row that are not Coastal Seas; "
                              f"{company.id if company else 'the company'}'s has {what}.")
    return Verdict.allow()
