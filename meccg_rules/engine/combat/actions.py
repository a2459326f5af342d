"""Assigning strikes and resolving strike sequences, company versus company combat, trophies (CoE 3).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class AssignStrike(Action):
    character: str

    def __str__(self) -> str:
        return f"{self.player} assigns a strike to {self.character}"


@dataclass(frozen=True)
class AttackCompany(Action):
    """Company versus company combat (CoE 3.V): the resource player's company attacks a company of the opponent."""
    company: str
    target: str

    def __str__(self) -> str:
        return f"{self.company} attacks {self.target}"


@dataclass(frozen=True)
class AssignCompanyStrike(Action):
    """Company versus company combat: the strike of one attacking character goes to one defending character."""
    striker: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} assigns {self.striker}'s strike to {self.character}"


@dataclass(frozen=True)
class DoneAssigning(Action):
    """The defending player assigns no more strikes; the attacker assigns the rest (CoE 3.ii.5, 3.iii)."""

    def __str__(self) -> str:
        return f"{self.player} assigns no more strikes"


@dataclass(frozen=True)
class ChooseStrike(Action):
    """The defending player starts the strike sequence of one character's strike."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} resolves {self.character}'s strike"


@dataclass(frozen=True)
class ExcessStrike(Action):
    """The attacker allocates an excess strike as -1 prowess to the character facing the strike."""
    affects_strike: ClassVar[bool] = True
    character: str

    def __str__(self) -> str:
        return f"{self.player} allocates an excess strike to {self.character}"


@dataclass(frozen=True)
class StayUntapped(Action):
    """-3 prowess so that the character facing the strike does not tap (CoE 3.iv.3); ``penalty``: the attack's own,
    where its card says another (The Black Enemy's Wrath: -5)."""
    affects_strike: ClassVar[bool] = True
    character: str
    penalty: int = 3

    def __str__(self) -> str:
        return f"{self.player} takes -{self.penalty} for {self.character} to stay untapped"


@dataclass(frozen=True)
class TapForStrike(Action):
    """The character facing a strike met with body taps for the bonus the card gives (Dragon's Breath: +3)."""
    affects_strike: ClassVar[bool] = True
    character: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} against the strike"


@dataclass(frozen=True)
class SupportStrike(Action):
    """Tap an untapped character without a strike: +1 prowess to the character facing the strike (CoE 3.iv.4)."""
    affects_strike: ClassVar[bool] = True
    supporter: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.supporter} to support {self.character}"


@dataclass(frozen=True)
class KeepCreature(Action):
    """As an attack his company defeated concludes: place the creature with an item borne in the company that keeps
    one, instead of eliminating it (Elven Rope; ``kept_creatures.py``)."""
    card: str
    item: str

    def __str__(self) -> str:
        return f"{self.player} places {self.card} with {self.item}"


@dataclass(frozen=True)
class TakeTrophy(Action):
    """As an attack his company defeated concludes: keep the creature with an Orc or Troll that faced it (CoE 3.IV.1)."""
    card: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} keeps {self.card} as a trophy with {self.character}"


@dataclass(frozen=True)
class TapToCancel(Action):
    """The defending player taps a character (or ally) of the company to cancel the attack of a creature whose text
    allows it (Slayer, Assassin), even once its strike is assigned (``tap_cancel.py``)."""
    affects_strike: ClassVar[bool] = True
    character: str
    creature: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to cancel one of {self.creature}'s attacks"


@dataclass(frozen=True)
class DiscardToCancel(Action):
    """The defending player discards a hazard creature from his hand to cancel the attack under way, as a card
    resolved this turn allows (Dragon-feuds; ``discard_to_cancel.py``)."""
    card: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.card} from hand to cancel the attack"


@dataclass(frozen=True)
class SetAsideInsteadOfBodyCheck(Action):
    """Company versus company combat: a character taps, by a card on him, to place the opponent's character his
    company just wounded off to the side with that card, in lieu of the body check (No Better Use;
    ``set_aside_in_lieu.py``)."""
    character: str
    target: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.character} to place {self.target} off to the side"


@dataclass(frozen=True)
class TapToPlace(Action):
    """After the attack a card gave his company, its player taps an untapped character of the company to place the
    card under him; else it is discarded (The Windlord Found Me; ``placed_after_attack.py``). ``keep``: to place it
    in his marshalling point pile instead, a card whose text puts it there (Descent through Fire)."""
    character: str
    card: str
    keep: bool = False

    def __str__(self) -> str:
        if self.keep:
            return f"{self.player} taps {self.character} to keep {self.card}"
        return f"{self.player} taps {self.character} to place {self.card} under him"


@dataclass(frozen=True)
class OrderSpecialActions(Action):
    """The defending player's order for the special actions that follow a strike, before its body check (CRF 22,
    The Strike Sequence, Annotation 20; CoE 3.iv.7): ``order`` names each (the card making it), the first named
    resolving first (``special_actions.py``)."""
    order: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} resolves the special actions in the order {', then '.join(self.order)}"
