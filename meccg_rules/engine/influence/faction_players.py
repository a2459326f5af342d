"""A faction only one character may play, on a turn when he played an event (``played_only_by``: Army of the Dead,
"May only be played by Aragorn II on the same turn that he plays Paths of the Dead").

The influence attempt that plays it is refused unless the influencing character is the one named and, when the key
names an event, that event was played this turn on him or on his company (the engine's reading of "he plays" for an
event played on a company: Paths of the Dead is played on the company holding Aragorn II). Every event declared is
recorded for the turn, with its target. A faction with no influence number printed (Army of the Dead) is read as the
engine reads any missing number: the check must beat 0.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import Instance, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game
    from .keys import PlayedOnlyBy

EVENT_PLAYED = "event played"   # Turn.per_turn key, with the event's folded name: the targets it was played on
EVENTS = ("short-event", "permanent-event", "long-event")


def declared(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: an event played is recorded for the turn with its target."""
    s = game.state
    inst = s.cards.get(entry.card)
    if entry.kind != "event" or inst is None or inst.card.kind not in EVENTS:
        return
    s.turn.per_turn.setdefault((EVENT_PLAYED, fold(inst.name)), []).append(entry.target)


def check(state: State, faction: Instance, actor: Instance) -> Verdict:
    """May this character play the faction now (its ``played_only_by``)?"""
    only: PlayedOnlyBy | None = faction.card.trait("played_only_by")
    if only is None:
        return Verdict.allow()
    if fold(actor.name) != fold(only.character):
        return Verdict.refuse("faction-played-only-by", f"{faction.name} may only be played by {only.character}.")
    company = state.company_of(actor.id)
    his = {actor.id} | ({company.id} if company is not None else set())
    targets = state.turn.per_turn.get((EVENT_PLAYED, fold(only.after_event_this_turn)), [])
    if only.after_event_this_turn and not his & set(targets):
        return Verdict.refuse("faction-played-only-by", f"{faction.name} may only be played by {only.character} on "
                              f"a turn when he plays {only.after_event_this_turn}; he has not this turn.")
    return Verdict.allow()
