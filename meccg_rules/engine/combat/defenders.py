"""Who faces an attack: the company's characters and their allies, which count as characters in combat
(CoE 2.V.2.2), unless a rule has one of them face it alone (a failed burglar, CRF 22, Burglary Attempts)."""
from __future__ import annotations

from .keys import in_combat
from ..core.registry import REGISTRY
from ..core.state import Instance, State


def defenders(state: State, company: str) -> list[Instance]:
    """The characters (and allies, which count as characters in combat, CoE 2.V.2.2) facing the attack."""
    for alone in REGISTRY.hooks("facing alone"):  # a failed burglar faces the automatic-attacks alone
        character = alone(state, company)
        if character:
            return [state.cards[character]]
    found = []
    for character in state.characters(company):
        found.append(character)
        found += [i for i in state.attached(character.id) if i.card.kind == "ally"]
    return found


def attackable(state: State, company: str) -> list[Instance]:
    """The defenders strikes may be assigned to (an ally that may not be attacked, such as Goldberry, is not)."""
    return [d for d in defenders(state, company) if not in_combat(d.card, "cannot_be_attacked")]
