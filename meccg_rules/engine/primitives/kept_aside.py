"""Cards kept off to the side with a card in play and played later as though in hand (CoE glossary, off to the
side): a ring kept with Rumours of Rings (``items/kept_rings.py``), a creature reserved with Summons from Long Sleep
(``movement_hazard/reserved_creatures.py``).

The families say which key of the host's entry lets it keep cards (``keeps_rings``, ``reserves``); the rest is
common: the host must be in play and its player's, and a card kept so is held by that player as though in his hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY, OFF_TO_THE_SIDE

if TYPE_CHECKING:
    from ..core.state import Instance, State


def host_of(state: State, player: str, inst: Instance, key: str) -> Instance | None:
    """The card in play of ``player`` whose entry has ``key`` and that keeps ``inst`` off to the side, if one does."""
    host = state.cards.get(inst.attached_to or "") if inst.zone == OFF_TO_THE_SIDE else None
    if host is None or host.zone != IN_PLAY or host.controller != player or not host.card.trait(key):
        return None
    return host


def held(state: State, player: str, inst: Instance, key: str) -> Verdict:
    """Is ``inst`` in ``player``'s hand, or kept with one of his cards whose entry has ``key``?"""
    if host_of(state, player, inst, key) is not None:
        return Verdict.allow()
    return state.in_hand(player, inst)
