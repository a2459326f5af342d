"""Who may bear an item: one copy of an item that cannot be duplicated on a given character (CRF 22, Rulings by Term >
Cannot be Duplicated; CoE 5.1.4), and only a character of enough prowess when its text says so.

An item's ``cannot_be_duplicated = "on target"`` names its bearer as the target: a character may bear one copy of
it. An item that "may only be borne by a character with a prowess of 5 or more" (the facts' ``bearer_min_prowess``:
Usriev of Treachery, Thong of Fire) refuses a character whose prowess is lower, his prowess as modified then (his
items in use, what is in effect on him: CRF 22, Thong of Fire; the engine's reading for Usriev, whose text is the
same). Both are checked only when an item comes to a character: played at a site (checked again when it
resolves), given to a character in the organization phase, taken from an eliminated character; an item he bears
already stays with him if his prowess falls later (CRF 22, Thong of Fire).
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State
from ..primitives import values


def check_bearer(state: State, card: Card, bearer: str, besides: str = "") -> Verdict:
    """May ``bearer`` take this item, given his prowess and the copies of it he bears (``besides``: the copy coming
    to him)?"""
    if card.kind != "item":
        return Verdict.allow()
    least = card.fact("bearer_min_prowess") or 0
    if least and (has := values.prowess(state, state.cards[bearer])) < least:
        return Verdict.refuse("bearer-too-weak", f"{card.name} may only be borne by a character with a prowess of "
                              f"{least} or more; {state._name(bearer)} has {has}.")
    if card.trait("cannot_be_duplicated", "") != "on target":
        return Verdict.allow()
    if any(i.card.name == card.name and i.id != besides for i in state.attached(bearer)):
        return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated on {state._name(bearer)}: "
                              "he bears one already.")
    return Verdict.allow()
