"""Beginning and ending phases, resetting hands (CoE 2).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class BeginMovementHazard(Action):
    """The resource player starts a company's movement/hazard phase (CoE 2.IV); ``via``: the site path it declares
    then, if its movement left it for later (() for starter movement; ``organization/later_site_paths.py``)."""
    company: str
    via: tuple[str, ...] | None = None

    def __str__(self) -> str:
        if self.via is None:
            return f"The movement/hazard phase of {self.company} begins"
        path = f"via {', '.join(self.via)}" if self.via else "by starter movement"
        return f"{self.player} begins the movement/hazard phase of {self.company}, its site path {path}"


@dataclass(frozen=True)
class BeginSitePhase(Action):
    company: str

    def __str__(self) -> str:
        return f"The site phase of {self.company} begins"


@dataclass(frozen=True)
class EndSitePhase(Action):
    company: str

    def __str__(self) -> str:
        return f"{self.player} ends the site phase of {self.company}"


@dataclass(frozen=True)
class EndPhase(Action):
    """The resource player ends the untap, organization, long-event, movement/hazard or end-of-turn phase."""
    phase: str
    company: str | None = None

    def __str__(self) -> str:
        of = f" of {self.company}" if self.company else ""
        return f"{self.player} ends the {self.phase} phase{of}"


@dataclass(frozen=True)
class ResetHands(Action):
    """End-of-turn: both players draw or discard to their hand size now (CoE 2.VI.ii)."""

    def __str__(self) -> str:
        return "Both players reset their hands"


@dataclass(frozen=True)
class ReplaceSite(Action):
    """At the end of the turn, a company's site card is replaced with another (CoE 2.VI.1), as a card played on it
    allows, or by discarding a card in it that lets it (Bill the Pony)."""
    company: str
    site: str
    discarding: str = ""

    def __str__(self) -> str:
        by = f", discarding {self.discarding}" if self.discarding else ""
        return f"{self.player} replaces {self.company}'s site with {self.site}{by}"


@dataclass(frozen=True)
class TakeBackFromDiscard(Action):
    """At the end of the turn, a player takes a card back from his discard pile into his hand, as a card in play lets
    every player do (The Nazgûl are Abroad with Doors of Night: ``turn/taken_back_at_turn_end.py``)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} takes {self.card} back from the discard pile"
