"""The items family's own actions.

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class ChooseWounded(Action):
    """The company's player chooses the character to be wounded, in place of an item (Rats!: item_or_wound.py)."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} chooses {self.character} to be wounded"


@dataclass(frozen=True)
class KeepRing(Action):
    """In his organization phase, the player takes a ring special item from his sideboard or discard pile and places it
    off to the side with a card of his that keeps such rings (Rumours of Rings: kept_rings.py)."""
    card: str
    host: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} off to the side with {self.host}"


@dataclass(frozen=True)
class TestRingNext(Action):
    """The resource player names which of the gold rings due to be tested by themselves as the end-of-turn phase
    begins is tested next (CoE 9.6.5; automatic_ring_tests.py)."""
    ring: str

    def __str__(self) -> str:
        return f"{self.player} tests {self.ring} next"
