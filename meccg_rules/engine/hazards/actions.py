"""The hazard player's own moves in a movement/hazard phase: done with hazards, the sideboard (CoE 2.IV, 2.I.2).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class DoneHazards(Action):
    """The hazard player declares he is done playing hazards in this movement/hazard phase (CoE 2.IV.viii)."""

    def __str__(self) -> str:
        return f"{self.player} is done playing hazards"


@dataclass(frozen=True)
class FetchFromSideboard(Action):
    """The hazard player brings hazards from his sideboard: at the end of the untap phase, or by tapping and
    discarding a Nazgûl permanent-event (``nazgul``) in a movement/hazard phase (CoE 2.I.2, 2.IV.vii.5)."""
    cards: tuple[str, ...]
    to_deck: bool = False
    nazgul: str = ""

    def __str__(self) -> str:
        where = "into the play deck" if self.to_deck else "to the discard pile"
        verb = f"taps {self.nazgul} to bring" if self.nazgul else "brings"
        return f"{self.player} {verb} {', '.join(self.cards)} from the sideboard {where}"


@dataclass(frozen=True)
class RevealHazards(Action):
    """The hazard player shows hazards from his hand to a card that lets him (Here Is a Snake!, Spying Out the Land):
    for the rest of the company's movement/hazard phase, only hazards of those names may be played on it. None
    shown: no hazard may be."""
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.player} reveals {', '.join(self.cards)}" if self.cards else f"{self.player} reveals no hazards"
