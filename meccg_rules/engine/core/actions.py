"""The kernel's own actions: passing, rolling, stating an outcome, discarding a card from hand.

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from .cards import Card


@dataclass(frozen=True)
class Action:
    """An action of a player. ``affects_strike``: it may be taken in a strike sequence, before the strike's roll
    (CoE 3.iv.1-5; CRF 22, Annotation 18). ``plays``: the field naming the card it plays or uses, if any; the
    kernel refuses the action when that card's text is not modelled at this ``moment`` (``core/modelled.py``
    MOMENTS): when it is played, when an ability of it is used, when its outcome is stated."""

    affects_strike: ClassVar[bool] = False
    plays: ClassVar[str] = ""
    moment: ClassVar[str] = "play"
    player: str

    def in_play_later(self, card: Card) -> bool:
        """The card it plays is refused for what it does in play at a later moment its own family names, not as
        this action is allowed (a Stage resource drafted on a starting site: refused as the game begins)."""
        return False


@dataclass(frozen=True)
class Pass(Action):
    affects_strike: ClassVar[bool] = True

    def __str__(self) -> str:
        return f"{self.player} passes"


@dataclass(frozen=True)
class Roll(Action):
    value: int
    purpose: str

    def __str__(self) -> str:
        return f"{self.player} rolls {self.value} for {self.purpose}"


@dataclass(frozen=True)
class StateOutcome(Action):
    """The stated outcome of a card whose effect the engine summarises."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "outcome"
    card: str
    removes: str | None = None

    def __str__(self) -> str:
        return f"{self.card} removes {self.removes}" if self.removes else f"{self.card} has no effect"


@dataclass(frozen=True)
class Discard(Action):
    """A player discards a card from hand (end-of-turn, or resetting a hand above its size)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.card}"


@dataclass(frozen=True)
class OrderTriggered(Action):
    """The resource player's order for the actions that must start the next chain (CRF Annotation 10; CoE 9.6.1).

    ``order`` names each triggered action as the chain shows it ("Legolas's corruption check (Greed)"), the first
    declared first (it resolves last).
    """
    order: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} declares {', then '.join(self.order)}"
