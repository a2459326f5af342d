"""Stated outcomes: card effects the engine does not compute, summarised by what happened (the kernel's own).

An effect the engine does not compute (the ``stated-outcome`` primitive) makes the engine wait for the
example to say what it did: ``A Lie in Your Eyes removes Legolas`` or ``... has no effect``. A page whose
examples rely on one says so on its badge ("outcome stated, not computed").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import Verdict

if TYPE_CHECKING:
    from ..game import Game
    from .actions import StateOutcome
    from .chain import Declared
    from .state import State


def _awaiting(state: State) -> Declared | None:
    """The declared entry whose stated outcome the engine waits for."""
    if state.pending is None or state.pending.kind != "outcome":
        return None
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if e.card == state.pending.ref and "outcome" not in e.data), None)


def check_outcome(game: Game, action: StateOutcome) -> Verdict:
    s = game.state
    card = s.find(action.card)
    entry = _awaiting(s)
    if entry is None or entry.card != card.id:
        return Verdict.refuse("unknown-outcome", f"Nothing is waiting for the outcome of {s.label(card)}.")
    if action.removes:
        removed = s.find(action.removes)
        may = {m for e in entry.data.get("effects", ()) for m in getattr(e, "may", ())}
        kind = "character" if removed.card.is_character else removed.card.kind
        allowed = {entry.target} if entry.target in s.cards else set()
        if card.card.target in ("", "company") and entry.target not in s.cards:
            allowed |= {c.id for c in s.characters(s.active_company)}
        if removed.id not in allowed or f"remove {kind}" not in may:
            return Verdict.refuse("unknown-outcome", f"{card.name} cannot remove {s.label(removed)}.")
    return Verdict.allow()


def state_outcome(game: Game, action: StateOutcome) -> None:
    s = game.state
    entry = _awaiting(s)
    assert entry is not None, "check_outcome found the entry"
    entry.data["outcome"] = s.find(action.removes).id if action.removes else ""
    s.pending = None
