"""Items that cannot be duplicated on a given character (CRF 22, Rulings by Term > Cannot be Duplicated; CoE 5.1.4).

An item's ``cannot_be_duplicated = "on target"`` names its bearer as the target: a character may bear one copy of
it. A second is refused wherever an item comes to a character: played at a site (checked again when it
resolves), given to a character in the organization phase, taken from an eliminated character.
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State


def check_bearer(state: State, card: Card, bearer: str, besides: str = "") -> Verdict:
    """May ``bearer`` take this item, given the copies of it he bears (``besides``: the copy coming to him)?"""
    if card.kind != "item" or card.trait("cannot_be_duplicated", "") != "on target":
        return Verdict.allow()
    if any(i.card.name == card.name and i.id != besides for i in state.attached(bearer)):
        return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated on {state._name(bearer)}: "
                              "he bears one already.")
    return Verdict.allow()
