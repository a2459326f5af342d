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
