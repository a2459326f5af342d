"""Hazard creature attacks on a company cancelled for the rest of the turn (the ``cancel-creature-attacks``
primitive: Hide in Dark Places, "all hazard creature attacks against the scout's company this turn are canceled").

The effect is the turn's, made when the card resolves: it does not stop a creature being played (it still counts
against the hazard limit), but each attack of a hazard creature on the company, an Ahunt's included (CRF 22), is
cancelled as it begins. A cancelled attack has no effect, but the company has faced it (CRF Annotation 14). The
effect follows the company into one it joins (CoE 2.II.3.5.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives.effects import mark_companies, marked_companies
from .attacks import HAZARD_CREATURES

if TYPE_CHECKING:
    from ..core.behaviour import CancelCreatureAttacks
    from ..core.chain import Declared
    from ..core.state import Attack, State
    from ..game import Game

CANCELLED = "creature attacks cancelled"   # Turn.per_turn key, with the company id: the card that cancels them


def cancel_creature_attacks(game: Game, entry: Declared, effect: CancelCreatureAttacks) -> bool:
    mark_companies(game, entry, effect.who, CANCELLED,
                   "every hazard creature attack on {company} is cancelled this turn")
    return True


def _protected(state: State) -> list[tuple[str, str]]:
    """(the company, now as the one it joined; the card cancelling its creature attacks) for each this turn."""
    return marked_companies(state, CANCELLED)


def cancelling(state: State, attack: Attack) -> str | None:
    """The card that cancels this attack as it begins, if it is a hazard creature's on a company so protected."""
    if attack.kind not in HAZARD_CREATURES:
        return None
    return next((card for company, card in _protected(state) if company == attack.company), None)


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies whose hazard creature attacks are cancelled this turn."""
    return [f"every hazard creature attack on {company} is cancelled this turn ({state._name(card)})"
            for company, card in _protected(state)]
