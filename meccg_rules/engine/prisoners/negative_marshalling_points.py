"""A prisoner is worth negative marshalling points to his player (CoE 3.III.4).

While held by a hazard host, a character's points count against his player: minus his printed marshalling points, as
character points (the source his card's points count in), wherever the end-of-game family totals them (``points``,
asked by ``end_of_game/scoring.py``). A character worth no points costs none.

The engine's readings, where the rules are silent: the value is minus his printed points, for no card affects a
prisoner but one that names prisoners (3.III.4); a Fallen-wizard player's prisoner is refused as not modelled (CoE
10.F1 turns his positive points into one, and says nothing of a negative value made from them); so is a ring the
prisoner keeps (a card off to the side that is no prisoner gives its points, CoE glossary, off to the side, but
whose, while its bearer is held, the rules do not say). A character eliminated while a prisoner (by his host's
untap-phase body check, ``escape_rolls.py``) goes on costing his player those points (3.III.4).
"""
from __future__ import annotations

from ..core.errors import NotModelledError
from ..core.state import OUT_OF_PLAY, Instance, State
from ..players.alignments import FALLEN_WIZARD, alignment_of
from . import escape_rolls
from .taking_prisoners import prisoner_host


def points(state: State, inst: Instance, player: str) -> int | None:
    """What a prisoner, or a card held with one, gives ``player`` (None: the card is neither)."""
    held = state.cards.get(inst.attached_to or "")
    eliminated = inst.zone == OUT_OF_PLAY and inst.eliminated and escape_rolls.eliminated_prisoner(state, inst)
    if prisoner_host(state, inst) is None and not eliminated:
        if held is not None and prisoner_host(state, held) is not None:
            raise NotModelledError(f"the engine does not model the marshalling points of a ring a prisoner keeps "
                                   f"({inst.card.name}, with {held.card.name}, CoE 3.III.3, 3.III.4) yet")
        return None
    printed = inst.card.fact("marshalling_points") or 0
    if inst.owner != player or printed <= 0:
        return 0
    if alignment_of(state, player) == FALLEN_WIZARD:
        raise NotModelledError(f"the engine does not model a Fallen-wizard player's prisoner's negative marshalling "
                               f"points ({inst.card.name}, CoE 3.III.4 with 10.F1) yet")
    return -printed
