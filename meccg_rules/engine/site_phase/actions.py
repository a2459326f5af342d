"""The site phase: playing resources, on-guard cards, automatic-attacks (CoE 2.V).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).

>>> str(PlayResource("Alice", "Aragorn II", "Glamdring"))
'Alice taps Aragorn II to play Glamdring'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class PlayResource(Action):
    """Tap a character to play an item or an ally: a resource that would tap the site."""
    plays: ClassVar[str] = "card"
    character: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to play {self.card}"


@dataclass(frozen=True)
class PlayRolledAlly(Action):
    """Play an ally under the control of a character a roll was made for this site phase (Here, There, or Yonder):
    the ally is chosen once the roll is known (CRF 22)."""
    plays: ClassVar[str] = "card"
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} plays {self.card} under the control of {self.character}"


@dataclass(frozen=True)
class PlaceOnGuard(Action):
    card: str
    company: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} on-guard on {self.company}"


@dataclass(frozen=True)
class RevealOnGuard(Action):
    plays: ClassVar[str] = "card"
    card: str
    target: str | None = None
    mode: str = ""

    def __str__(self) -> str:
        on = f" on {self.target}" if self.target else ""
        choosing = f", choosing {self.mode}" if self.mode else ""
        return f"{self.player} reveals {self.card} on-guard{on}{choosing}"


@dataclass(frozen=True)
class FaceAutomaticAttacks(Action):
    """The company, entering its site, faces its automatic-attacks in order (then on-guard creatures)."""
    company: str

    def __str__(self) -> str:
        return f"{self.company} faces the automatic-attacks"


@dataclass(frozen=True)
class EnterSite(Action):
    """The company declares that it enters its site: it faces the automatic-attacks there, if any (as
    ``FaceAutomaticAttacks``); at a site with none it has entered, and an agent there may attack it (CoE 2.V.iii)."""
    company: str

    def __str__(self) -> str:
        return f"{self.company} enters its site"


@dataclass(frozen=True)
class RevealAutomaticAttack(Action):
    """Site phase: the hazard player reveals a creature from his hand as the site's automatic-attack that allows it
    (the Under-deeps sites; CRF 22, Rulings by Term > Under-deeps)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} reveals {self.card} as an automatic-attack"


@dataclass(frozen=True)
class PlayBurgledItem(Action):
    """After a successful burglary attempt: an item playable at the site played with the (tapped) burglar."""
    plays: ClassVar[str] = "card"
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} plays {self.card} with {self.character}"


@dataclass(frozen=True)
class TradeItems(Action):
    """Discard minor items the company bears so that the site's special makes one more item playable there."""
    site: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} discards {', '.join(self.cards)} to make an item playable at {self.site}"


@dataclass(frozen=True)
class FetchItem(Action):
    """The bearer of a card taps to fetch an item from the play deck with it, played at once with him."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "use"
    character: str
    item: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to fetch {self.item} with {self.card}"


@dataclass(frozen=True)
class PlayItemWith(Action):
    """A character taps to play an event together with an item from hand (Thing Stolen, after a faction)."""
    plays: ClassVar[str] = "event"
    character: str
    item: str
    event: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to play {self.item} with {self.event}"


@dataclass(frozen=True)
class DefeatAttack(Action):
    """Combat summarised by its stated outcome: the company defeats an attack it must face."""
    company: str
    attack: str          # "the automatic-attacks" or a revealed creature

    def __str__(self) -> str:
        return f"{self.company} defeats {self.attack}"


@dataclass(frozen=True)
class TapToCancelIdle(Action):
    """A character of the skill an effect names taps to cancel that effect's order that his company do nothing
    during its site phase (River: a ranger), by the beginning of that site phase."""
    character: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to cancel {self.card}'s effect"


@dataclass(frozen=True)
class StayOut(Action):
    """The company chooses not to enter its site: it does nothing in its site phase (CoE 2.V), and what a card lets
    follow that choice may follow it before the phase ends (Near to Hear a Whisper: ``stayed_out``)."""
    company: str

    def __str__(self) -> str:
        return f"{self.company} does not enter its site"
