"""Who else is at a character's site: the conditions ``target_alone`` and ``opponent_hero_company_with``.

Some cards are played on a character who stands alone at a site the other player's company shares: Padding Feet,
as CRF 22's erratum words its first sentence, goes on a lone minion scout, no other character or ally in his
company, at the same site as an opponent's hero company containing a Hobbit.

The engine's readings: "the same site" is a site of that name, whichever player's copy or version of it each
company holds (each player has his own site cards); a hero company is one as hazards see it (CoE 2.IV.vii.F1:
a Wizard player's, or a Fallen-wizard player's covert one). A card whose text also allows a lone character
controlling an ally (its ``play in a case`` clause holding "a target with an ally") is refused as not modelled when
the target has an ally, rather than refused as if that case did not exist.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat.detainment import hero_company
from ..core import modelled
from ..core.errors import Verdict

# the words a card's clause of the scope ``play in a case`` holds when its text allows a lone character with an ally
WITH_AN_ALLY = "a target with an ally"

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State


def check_target_alone(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``target_alone``: the target character's company holds no other character and no ally."""
    inst = state.cards.get(target or "")
    company = state.company_of(inst.id) if inst is not None else None
    if inst is None or company is None:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a character in a company.")
    other = next((c for c in state.characters(company.id) if c.id != inst.id), None)
    if other is not None:
        return Verdict.refuse("company-too-big", f"{card.name} is played on a lone character; "
                              f"{state.label(other)} is in his company.")
    ally = next((i for c in state.characters(company.id) for i in state.attached(c.id) if i.card.kind == "ally"),
                None)
    if ally is not None:
        if any(g.scope == "play in a case" and WITH_AN_ALLY in g.clause for g in card.gaps):
            modelled.refuse_case(card, WITH_AN_ALLY)
        return Verdict.refuse("company-with-ally", f"{card.name} is played on a lone character; "
                              f"{state.label(ally)} is in his company.")
    return Verdict.allow()


def check_opponent_hero_company_with(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``opponent_hero_company_with``: a hero company of another player than the target's is at a site of the
    target's site's name, holding a character of one of the races named."""
    races = condition.opponent_hero_company_with
    inst = state.cards.get(target or "")
    company = state.company_of(inst.id) if inst is not None else None
    if inst is None or company is None or company.en_route:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a character at a site.")
    here = state.cards[company.site].card.name
    for other in state.companies.values():
        if other.owner == company.owner or other.en_route or state.cards[other.site].card.name != here:
            continue
        if hero_company(state, other.id) and any(c.card.race in races for c in state.characters(other.id)):
            return Verdict.allow()
    return Verdict.refuse("no-opponent-company-there", f"{card.name} needs a hero company of the other player at "
                          f"{here}, with a {' or '.join(races)} in it.")
