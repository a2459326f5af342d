"""A hazard permanent-event held by a card declared against it (CRF 22, Card Errata and Rulings > Praise to
Elbereth: the Nazgûl permanent-events it targets may not be tapped in response to its play).

While a card whose entry says ``holds_target_untapped`` waits in a chain of effects with a permanent-event as its
target, that permanent-event cannot be tapped: neither for an effect of its own (``playing/hazard_uses.py``) nor
to reach the sideboard (``sideboard.py``). Once the card has resolved (or been cancelled) the hold is over.
"""
from __future__ import annotations

from ..core.errors import Verdict
from ..core.state import State


def holder(state: State, ref: str) -> str:
    """The card declared in a chain of effects that targets ``ref`` and keeps it untapped, or ""."""
    for chain in state.chains:
        for entry in chain.entries:
            card = state.cards.get(entry.card) if entry.card else None
            if entry.target == ref and card is not None and card.card.trait("holds_target_untapped"):
                return state.label(card)
    return ""


def check_tap(state: State, ref: str) -> Verdict:
    """May the hazard permanent-event ``ref`` be tapped now?"""
    held = holder(state, ref)
    if held:
        return Verdict.refuse("targeted-not-tapped", f"{state.label(state.cards[ref])} is targeted by {held}: it may "
                              "not be tapped in response (CRF 22).")
    return Verdict.allow()
