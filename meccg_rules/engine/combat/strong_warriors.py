"""The condition ``company_without_warrior_above``: no untapped warrior of the company is stronger than a number
("unless the company contains ... an untapped warrior with prowess greater than 4": Beorning Skin-changers, which
CRF 22 makes a condition of its play). An ally with the skill counts too, the card asking for a warrior, not a
character; his prowess is the one he has as the card is played, with what modifies it: both the engine's readings
(CoE 2.V.2.2 makes an ally a character only in combat, for skill cards and for healing; no rule settles this)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..primitives.conditions import company_for
from ..primitives import values
from .strikes import prowess

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The company (the target's) has no untapped warrior whose prowess is above the condition's number."""
    company = company_for(state, card, target)
    above = condition.company_without_warrior_above or 0
    members = [m for c in (state.characters(company.id) if company is not None else ())
               for m in (c, *(a for a in state.attached(c.id) if a.card.kind == "ally"))]
    strong = next((m for m in members if not m.tapped and "Warrior" in values.skills(state, m)
                   and prowess(state, m.id)[0] > above), None)
    if strong is None:
        return Verdict.allow()
    return Verdict.refuse("invalid-target", f"{card.name} is not played on a company with an untapped warrior of "
                          f"prowess above {above} ({state.label(strong)}).")
