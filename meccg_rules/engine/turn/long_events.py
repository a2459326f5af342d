"""Hazard long-events kept in play beyond their time (The Will of Sauron, CRF 22).

A hazard long-event goes at the end of the long-event phase of its player's opponent's next turn (CoE 2.III.3:
``phases._leave``). While a card whose entry says ``keeps_hazard_long_events`` is in play, none goes then
(``kept``). When that card ceases to be in play, every hazard long-event in play goes with it, whoever played
it; but only when no card keeping them stays: the long-events follow the card's effect being in play, not one
particular copy of it leaving (CRF 22, Card Errata and Rulings > Will of Sauron, first bullet). A second copy may
be in play for a moment only by the exception to "cannot be duplicated" (CoE g.cbd.1): played while the first is
the target of an effect that will discard it.
"""
from __future__ import annotations

from ..core.state import DISCARD, IN_PLAY, Instance, State

KEEPS = "keeps_hazard_long_events"


def kept(state: State, leaving: str | None = None) -> Instance | None:
    """A card in play (other than ``leaving``) that keeps the hazard long-events in play."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.id != leaving and i.card.trait(KEEPS)),
                None)


def hazard_long_events(state: State) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.kind == "long-event"
            and i.card.type == "Hazard"]


def release(state: State, inst: Instance, zone: str) -> None:
    """The ``moving`` hook: a card keeping the hazard long-events leaves play; unless another such card stays in
    play, every hazard long-event in play is discarded with it. It changes nothing of where the card goes."""
    if zone == IN_PLAY:   # an earlier answer keeps it in play after all
        return None
    if not inst.card.trait(KEEPS) or kept(state, inst.id) is not None:
        if inst.card.trait(KEEPS):
            state.log.append(f"{state.label(inst)} leaves play; another copy keeps the hazard long-events")
        return None
    for long_event in hazard_long_events(state):
        state.move(long_event.id, DISCARD)
        state.log.append(f"{state.label(long_event)} is discarded: {state.label(inst)} leaves play")
    return None
