"""The hazard player's order of ongoing effects (CRF 22, Annotation 26).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class OrderEffects(Action):
    """The hazard player's order for two ongoing effects whose result depends on it (CRF Annotation 26)."""
    first: str
    second: str

    def __str__(self) -> str:
        return f"{self.player} applies {self.first} before {self.second}"
