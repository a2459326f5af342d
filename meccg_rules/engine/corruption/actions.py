"""Supporting a corruption check and trying to remove a corruption card (CoE 7).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class SupportCorruptionCheck(Action):
    character: str
    checker: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to support {self.checker}'s corruption check"


@dataclass(frozen=True)
class RemoveCorruptionCard(Action):
    """The bearer tries to remove a corruption card with a roll: tapping, or not tapping at -3 (CoE 7.3)."""
    character: str
    card: str
    tapping: bool = True

    def __str__(self) -> str:
        if self.tapping:
            return f"{self.player} taps {self.character} to remove {self.card}"
        return f"{self.player} tries to remove {self.card} from {self.character} without tapping"


@dataclass(frozen=True)
class DoubleSource(Action):
    """The player names the source of corruption whose points are doubled for his character, where a card in play
    doubles one source of each character (CRF 22, The Balance of Things)."""
    character: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} doubles {self.character}'s corruption points from {self.card}"


@dataclass(frozen=True)
class ChooseCorruptionCheck(Action):
    """The player names which of his characters makes the next of the corruption checks one effect asks of both
    players' characters (CRF 22, Ren the Unclean: each player orders his own)."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} makes {self.character}'s corruption check"
