"""A prisoner is worth negative marshalling points to his player (CoE 3.III.4).

While held by a hazard host, a character's points count against his player: minus his printed marshalling points, as
character points (the source his card's points count in), wherever the end-of-game family totals them (``points``,
asked by ``end_of_game/scoring.py``). A character worth no points costs none.

The engine's readings, where the rules are silent: the value is minus what his printed points would give his player,
for no card affects a prisoner but one that names prisoners (3.III.4): for a Fallen-wizard player, whose non-Stage
card worth one point or more is worth one (CoE 10.F1), minus one. A ring the prisoner keeps (3.III.3) is a card off
to the side that is no prisoner, so it still gives its marshalling points (CoE glossary, off to the side) to the
player who controls it, as the end-of-game family counts any card of his (``points`` answers None for it). A
character eliminated while a prisoner (by his host's untap-phase body check, ``escape_rolls.py``) goes on costing
his player those points (3.III.4).
"""
from __future__ import annotations

from ..core.state import OUT_OF_PLAY, Instance, State
from ..players.alignments import FALLEN_WIZARD, alignment_of
from . import escape_rolls
from .taking_prisoners import prisoner_host


def points(state: State, inst: Instance, player: str) -> int | None:
    """What a prisoner gives ``player`` (None: the card is no prisoner, nor a character eliminated as one)."""
    eliminated = inst.zone == OUT_OF_PLAY and inst.eliminated and escape_rolls.eliminated_prisoner(state, inst)
    if prisoner_host(state, inst) is None and not eliminated:
        return None
    printed = inst.card.fact("marshalling_points") or 0
    if inst.owner != player or printed <= 0:
        return 0
    if alignment_of(state, player) == FALLEN_WIZARD:
        return -1   # a non-Stage card worth one point or more is worth one to him (CoE 10.F1)
    return -printed
