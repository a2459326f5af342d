"""A character's mind as the rules read it: printed, and what the named query adds.

Every rule that reads a character's mind in play or being played (control by general and direct influence, an
influence attempt's number, the Fallen-wizard's limit, drawing for movement, a hazard limit bonus) reads it
here; a family or a card that changes it answers the kernel's ``mind`` query (``core/registry.py``), and the
rule does not name it. An avatar's mind counts as none for control all the same (``organization/control.py``).

What stays printed, whatever is in effect: the mind of a starting company (CoE 1.9; CRF 22, Beginning of the
Game) and the agents' mind in a deck (CoE 1.3.2: the cards as built, none of them in play).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import queries

if TYPE_CHECKING:
    from ..core.state import Instance, State


def mind(state: State, inst: Instance) -> int:
    """The character's (or ally's) mind: printed, with what the ``mind`` query adds."""
    return (inst.card.fact("mind", 0) or 0) + queries.total("mind", state, inst.id)
