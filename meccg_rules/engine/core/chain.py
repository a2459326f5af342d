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
from typing import TYPE_CHECKING, Any

from .registry import REGISTRY
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
    data: dict[str, Any] = field(default_factory=dict)
    roll: int | None = None

    def clone(self) -> "Declared":
        data = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                for k, v in self.data.items()}
        return dataclasses.replace(self, data=data)

    def label(self, state: State) -> str:
        """How the chain shows it: as the family that declares this kind of action says (``Family.labels``);
        a passive condition's action, or a card played."""
        labelled = REGISTRY.labels.get(self.kind)
        if labelled is not None:
            label: str = labelled(self, state)
            return label
        name = state._name
        if self.kind == "passive":
            return f"{name(self.target)}'s {self.data.get('what', 'effect')} ({name(self.card)})"
        return played(self, state, "plays")


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


def played(entry: Declared, state: State, verb: str) -> str:
    """"Bob plays Foolish Words on Legolas (Gimli)": a card played or revealed, on its target, by its actor."""
    on = f" on {state._name(entry.target)}" if entry.target else ""
    by = f" ({state._name(entry.actor)})" if entry.actor else ""
    return f"{entry.player} {verb} {state._name(entry.card)}{on}{by}"


def cancel(state: State, entry: Declared, why: str) -> bool:
    """The declared action has no effect; a card played from hand is discarded (CRF Active Conditions, Annotation 7).

    True: for a resolver, the entry is done."""
    if entry.card and state.cards[entry.card].zone == CHAIN:
        state.move(entry.card, DISCARD)
    state.log.append(f"{entry.label(state)}: canceled, {why}")
    return True
