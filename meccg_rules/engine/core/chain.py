"""The chain of effects: declarations, alternating responses, last-in-first-out resolution (CoE 9.5).

A ``Chain`` holds declared actions (``Declared``). After a declaration the other
player has priority; two passes in a row start resolution, last declared
first. Chains stack: a revealed on-guard card opens a chain on top of the one it
was revealed in (treated as declared just before it), and passive conditions
triggered while a chain resolves open the next chain. When the top chain and its
follow-ups are done, the chain below resumes.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .zones import CHAIN, DISCARD

if TYPE_CHECKING:
    from .state import State

RESOURCE, HAZARD, ON_GUARD_CHAIN, PASSIVE = ("resource-initiated", "hazard-initiated", "on-guard-initiated",
                                             "passive-condition")


@dataclass
class Declared:
    """One declared, unresolved action. ``card``, ``actor`` and ``target`` are instance ids (or a company id)."""

    player: str
    kind: str                 # play-item, play-ally, influence, ring-test, event, reveal, passive, support,
                              # place, creature, body-check
    card: str = ""            # the card played or revealed (now in the chain zone), or the source of a passive
    actor: str = ""           # the character tapped to take the action
    target: str = ""          # an instance id or a company id; "" when the action has none
    mode: str = ""
    data: dict = field(default_factory=dict)
    roll: int | None = None

    def clone(self) -> "Declared":
        data = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                for k, v in self.data.items()}
        return dataclasses.replace(self, data=data)

    def label(self, state: State) -> str:
        name = state._name
        if self.kind == "support":
            return f"{name(self.actor)} supports {name(self.target)}'s corruption check"
        if self.kind == "passive":
            return f"{name(self.target)}'s {self.data.get('what', 'effect')} ({name(self.card)})"
        if self.kind == "body-check":
            return f"body check against {name(self.target)}"
        if self.kind == "influence":
            return f"{name(self.actor)} influences {name(self.card)}"
        if self.kind == "ring-test":
            return f"{name(self.actor)} tests {name(self.card)}"
        if self.kind in ("ability", "hazard-use"):
            return f"{name(self.card)}: {self.mode}"
        if self.kind == "influence-opponent":
            return f"{name(self.actor)} tries to influence {name(self.target)} away"
        if self.kind == "store":
            return f"{name(self.actor)} stores {name(self.card)}"
        if self.kind == "give":
            return f"{name(self.actor)} gives {name(self.card)} to {name(self.target)}"
        if self.kind == "removal":
            return f"{name(self.actor)} tries to remove {name(self.card)}"
        if self.kind == "nazgul sideboard":
            return f"{name(self.actor)} tapped for {self.player}'s sideboard"
        if self.kind == "council-check":
            return f"{name(self.target)}'s corruption check at the Free Council"
        if self.kind == "place":
            return f"{self.player} places a card on-guard on {self.target}"
        on = f" on {name(self.target)}" if self.target else ""
        by = f" ({name(self.actor)})" if self.actor else ""
        verb = "reveals" if self.kind == "reveal" else "plays"
        return f"{self.player} {verb} {name(self.card)}{on}{by}"


@dataclass
class Chain:
    origin: str
    priority: str
    entries: list[Declared] = field(default_factory=list)
    passes: int = 0
    resolving: bool = False
    immediate: bool = False

    def clone(self) -> "Chain":
        return dataclasses.replace(self, entries=[e.clone() for e in self.entries])

    def declare(self, entry: Declared, opponent: str) -> None:
        self.entries.append(entry)
        self.passes = 0
        self.priority = opponent

    def describe(self, state: State) -> str:
        items = " < ".join(e.label(state) for e in self.entries) or "(nothing left)"
        if self.resolving:
            return f"{items}; resolving"
        if self.immediate:
            return f"{items}; resolves immediately"
        return f"{items}; {self.priority} to respond"


def cancel(state: State, entry: Declared, why: str) -> bool:
    """The declared action has no effect; a card played from hand is discarded (CRF Active Conditions, Annotation 7).

    True: for a resolver, the entry is done."""
    if entry.card and state.cards[entry.card].zone == CHAIN:
        state.move(entry.card, DISCARD)
    state.log.append(f"{entry.label(state)}: canceled, {why}")
    return True
