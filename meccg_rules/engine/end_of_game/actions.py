"""Calling the Free Council and its corruption checks (CoE 10).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class CallFreeCouncil(Action):
    """At the end of his turn a player who meets the conditions calls the end of the game (CoE 10.2)."""

    def __str__(self) -> str:
        return f"{self.player} calls the Free Council"


@dataclass(frozen=True)
class CouncilCheck(Action):
    """The Free Council: a player declares one of his characters' corruption checks (CoE 10.3.i)."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} makes {self.character}'s corruption check"
