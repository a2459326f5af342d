"""The chain of effects: declarations, alternating responses, last-in-first-out resolution.

A ``Chain`` holds declared actions (``Declared``). After a declaration the other
player has priority; two passes in a row start resolution, last declared
first. Chains stack: a revealed on-guard card opens a chain on top of the one it
was revealed in (treated as declared just before it), and passive conditions
triggered while a chain resolves open the next chain. When the top chain and its
follow-ups are done, the chain below resumes.
"""
from __future__ import annotations

from dataclasses import dataclass, field

RESOURCE, ON_GUARD_CHAIN, PASSIVE = "resource-initiated", "on-guard-initiated", "passive-condition"


@dataclass
class Declared:
    """One declared, unresolved action."""

    player: str
    kind: str                 # play-item, play-ally, influence, ring-test, play-event, support, corruption-check,
                              # reveal, creature
    card: str | None = None   # the card played or revealed (now in the chain zone) or the source of a passive
    actor: str | None = None  # the character tapped to take the action
    target: str | None = None
    mode: str = ""
    data: dict = field(default_factory=dict)
    roll: int | None = None

    def label(self) -> str:
        if self.kind == "support":
            return f"{self.actor} supports {self.target}'s corruption check"
        if self.kind == "corruption-check":
            return f"{self.target}'s corruption check ({self.card})"
        if self.kind == "influence":
            return f"{self.actor} influences {self.card}"
        if self.kind == "ring-test":
            return f"{self.actor} tests {self.card}"
        on = f" on {self.target}" if self.target else ""
        by = f" ({self.actor})" if self.actor else ""
        if self.kind == "place":
            return f"{self.player} places a card on-guard on {self.target}"
        verb = "reveals" if self.kind in ("reveal", "creature") else "plays"
        return f"{self.player} {verb} {self.card}{on}{by}"


@dataclass
class Chain:
    origin: str
    priority: str
    entries: list[Declared] = field(default_factory=list)
    passes: int = 0
    resolving: bool = False
    immediate: bool = False

    def declare(self, entry: Declared, opponent: str) -> None:
        self.entries.append(entry)
        self.passes = 0
        self.priority = opponent

    def describe(self) -> str:
        items = " < ".join(e.label() for e in self.entries) or "(nothing left)"
        if self.resolving:
            return f"{items}; resolving"
        if self.immediate:
            return f"{items}; resolves immediately"
        return f"{items}; {self.priority} to respond"
