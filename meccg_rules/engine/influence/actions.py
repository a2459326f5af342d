"""Influence attempts: factions, and the other player's cards (CoE 2.V.3, 8).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class InfluenceFaction(Action):
    """Tap a character to attempt to influence a faction from hand (would tap the site); ``under_leader``: his
    player chooses to place the faction, if influenced, under the leader making the attempt, the site not tapping
    (a faction whose text allows it: ``influence/leader_factions.py``)."""
    plays: ClassVar[str] = "faction"
    character: str
    faction: str
    under_leader: bool = False

    def __str__(self) -> str:
        placing = ", placing it under him" if self.under_leader else ""
        return f"{self.player} taps {self.character} to influence {self.faction}{placing}"


@dataclass(frozen=True)
class InfluenceOpponent(Action):
    """Tap a character to influence away the other player's character, ally, faction or item (CoE 8)."""
    character: str
    target: str
    revealing: str | None = None

    def __str__(self) -> str:
        shown = f", revealing {self.revealing}" if self.revealing else ""
        return f"{self.player} taps {self.character} to influence {self.target}{shown}"


@dataclass(frozen=True)
class InfluenceWith(Action):
    """Play an event (Hour of Need) so that a character taps to influence a faction from hand away from the site
    where it is playable."""
    plays: ClassVar[str] = "event"
    character: str
    faction: str
    event: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to influence {self.faction} with {self.event}"
