"""The actions before the first turn: the character draft, starting items, the roll for the first turn (CoE 1.9-1.13).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.actions import Action

if TYPE_CHECKING:
    from ..core.cards import Card


@dataclass(frozen=True)
class Draft(Action):
    """Choose a character of the pool face down for this round of the character draft; a Stage resource revealed on
    the starting site (Hidden Haven) names that site."""
    plays: ClassVar[str] = "card"
    card: str
    site: str = ""

    def __str__(self) -> str:
        return f"{self.player} drafts {self.card}" + (f" on {self.site}" if self.site else "")

    def in_play_later(self, card: Card) -> bool:
        """A Stage resource drafted on the starting site: what it does in play is refused as the game begins
        (``starting_stage_sites.py``), so that the draft's own rules on it may be shown."""
        return bool(card.trait("drafted_on_starting_site"))


@dataclass(frozen=True)
class StopDrafting(Action):
    """Draft no more characters."""

    def __str__(self) -> str:
        return f"{self.player} stops drafting"


@dataclass(frozen=True)
class PlaceStartingItem(Action):
    """After the draft: a minor item of the pool goes with a starting character."""
    plays: ClassVar[str] = "card"
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} with {self.character}"


@dataclass(frozen=True)
class ShuffleIntoPlayDeck(Action):
    """After the draft: an unused or set-aside pool character goes into the play deck."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} shuffles {self.card} into the play deck"


@dataclass(frozen=True)
class PutIntoSideboard(Action):
    """After the draft: a pool card put into the sideboard instead (never allowed: CRF 22, Tournament Rulings)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} puts {self.card} into the sideboard"


@dataclass(frozen=True)
class DeclareStartingSites(Action):
    """After the draft: where the starting company begins (CoE 1.10); with two sites, who begins at the second."""
    sites: tuple[str, ...]
    second: tuple[str, ...] = ()

    def __str__(self) -> str:
        if len(self.sites) < 2:
            return f"{self.player} starts at {self.sites[0]}"
        return f"{self.player} starts at {self.sites[0]}, and at {self.sites[1]} with {', '.join(self.second)}"


@dataclass(frozen=True)
class EndCharacterDraft(Action):
    """The draft is over: pools are removed, starting sites placed, starting hands drawn."""

    def __str__(self) -> str:
        return "The character draft ends"


@dataclass(frozen=True)
class RollToGoFirst(Action):
    """A player's roll for the first turn."""
    value: int

    def __str__(self) -> str:
        return f"{self.player} rolls {self.value} to go first"
