"""A hazard a player's company defeated (not as detainment), marked for the points it gives him, and a defeated
creature's end (CoE 3.v).

Two marks, one of which at most applies: a creature with an asterisk, defeated while a card of his makes such hazards
attack him normally, gives him its full kill points (``asterisk_hazards.defeated``: Shameful Deeds); a hazard printing
no asterisk, defeated while another player's card reaches him, gives him none (``hazards_worth_nothing.defeated``:
Foul Tooth Unsheathed). ``mark`` makes both; each place a hazard is defeated asks it: a creature's attack
(``attacks.creature_ends``) or its stated outcome (``site_phase/defeats.py``, ``creature_defeated``), an agent
(``agents/agent_attacks.finish``), a Dragon's manifestation at home or another card whose automatic-attack was
defeated (``site_phase/added_attack_bodies.py``, ``site_phase/defeated_added_attacks.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import asterisk_hazards, hazards_worth_nothing
from ..hazards import manifestations as dragon_manifestations
from ..players import alignments

if TYPE_CHECKING:
    from ..core.state import State


def mark(state: State, ref: str, owner: str) -> None:
    """The hazard ``ref`` that ``owner``'s company defeated: worth its full kill points to him (Shameful Deeds) or
    none (Foul Tooth Unsheathed)."""
    asterisk_hazards.defeated(state, ref, owner)
    hazards_worth_nothing.defeated(state, ref, owner)


def creature_defeated(state: State, ref: str, owner: str, said: str) -> None:
    """The creature ``ref`` that ``owner``'s company defeated: marked (``mark``), to his marshalling point pile or
    out of play (``alignments.defeated_creature``, said after ``said``), a Dragon manifestation's Dragon done."""
    mark(state, ref, owner)
    state.log.append(f"{said}: {alignments.defeated_creature(state, owner, ref)}")
    dragon_manifestations.defeated(state, state.cards[ref])
