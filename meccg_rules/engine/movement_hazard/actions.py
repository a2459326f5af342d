"""Playing creatures on the moving company and drawing for its movement (CoE 2.IV).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class PlayCreature(Action):
    """The hazard player plays a creature on the company whose movement/hazard phase it is, keyed to something."""
    plays: ClassVar[str] = "card"
    card: str
    keyed_to: str
    company: str | None = None

    def __str__(self) -> str:
        on = f" on {self.company}" if self.company else ""
        return f"{self.player} plays {self.card}{on} keyed to {self.keyed_to}"


@dataclass(frozen=True)
class DrawForMovement(Action):
    """Said before the company's movement/hazard phase: how many cards the player draws for its movement."""
    company: str
    number: int

    def __str__(self) -> str:
        return f"{self.player} draws {self.number} card{'s' if self.number != 1 else ''} for {self.company}'s movement"


@dataclass(frozen=True)
class ReserveCreature(Action):
    """The hazard player places a creature from his hand off to the side with a card of his that reserves it."""
    card: str
    host: str

    def __str__(self) -> str:
        return f"{self.player} reserves {self.card} with {self.host}"


@dataclass(frozen=True)
class ChooseRevealedCreature(Action):
    """The player of a card that revealed creatures from his play deck chooses the one that attacks ("Bob chooses
    Cave-drake to attack for Long Dark Reach."): ``revealed_creatures.py``."""
    creature: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} chooses {self.creature} to attack for {self.card}"
