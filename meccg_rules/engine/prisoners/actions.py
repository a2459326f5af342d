"""Rescue attempts (CoE 3.III.5).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class AttemptRescue(Action):
    """In its site phase, a company that has entered the rescue site of a hazard host faces its rescue-attacks."""
    host: str

    def __str__(self) -> str:
        return f"{self.player} attempts to rescue the prisoners of {self.host}"


@dataclass(frozen=True)
class RescuePrisoners(Action):
    """Then a character of the company taps to rescue all of the hazard host's prisoners."""
    character: str
    host: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to rescue the prisoners of {self.host}"
