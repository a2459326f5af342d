"""Playing events and using what cards in play may do (CoE 5, 9).

Each action is a small frozen dataclass that reads as a sentence of the scenario language (``str(action)``);
cards, characters and sites are named by a reference (an instance id or a name, ``State.find``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action


@dataclass(frozen=True)
class PlayEvent(Action):
    """Play a resource or hazard event (short, long or permanent) from hand, on a target if it has one.

    ``actor``: the character who taps to play it, for cards that say so ("Scout only. Tap scout ...").
    ``as_resource``: a hazard its text lets be played as a resource, played so by the hazard player (Twilight in the
    other player's turn, CRF 22); the resource player always plays such a card as a resource.
    """
    plays: ClassVar[str] = "card"
    affects_strike: ClassVar[bool] = True
    card: str
    target: str | None = None
    mode: str = ""
    actor: str | None = None
    as_resource: bool = False
    named: str = ""   # a card named as it is played (The Hunt's creature: ``combat/named_creatures.py``)

    def __str__(self) -> str:
        on = f" on {self.target}" if self.target else ""
        choosing = f", choosing {self.mode}" if self.mode else ""
        if self.named:
            return f"{self.player} plays {self.card}{on}{choosing}, naming {self.named}"
        if self.actor:
            return f"{self.player} taps {self.actor} to play {self.card}{on}{choosing}"
        if self.as_resource:
            return f"{self.player} plays {self.card} as a resource{on}{choosing}"
        return f"{self.player} plays {self.card}{on}{choosing}"


@dataclass(frozen=True)
class UseAbility(Action):
    """Tap a card in play to use what it may do ("Alice taps Gollum to cancel the attack."); ``target``: the card it
    takes from a pile, for an ability that takes one ("Alice taps Saruman to take Wizard's Fire."); ``also``: the
    further cards it takes with it, for one that takes several (``Taking.up_to``)."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "use"
    affects_strike: ClassVar[bool] = True
    card: str
    ability: str
    target: str | None = None
    also: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.target:
            taken = " and ".join((self.target, *self.also))
            return f"{self.player} taps {self.card} to {self.ability} {taken}"
        return f"{self.player} taps {self.card} to {self.ability}"


@dataclass(frozen=True)
class _UsingCard(Action):
    """Use what a card in play may do, paying the cost its kind of action says; ``target``: the card it is used on,
    for an ability used on one."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "use"
    affects_strike: ClassVar[bool] = True
    said: ClassVar[str] = ""    # the sentence up to the ability ("{player} discards {card} to")
    card: str
    ability: str
    target: str | None = None

    def __str__(self) -> str:
        on = f" {self.target}" if self.target else ""
        return self.said.format(player=self.player, card=self.card) + f" {self.ability}{on}"


@dataclass(frozen=True)
class DiscardToUse(_UsingCard):
    """Discard a card in play to use what it may do then, the discard being its cost ("Alice discards Thrór's Map
    to untap The Lonely Mountain.")."""
    said: ClassVar[str] = "{player} discards {card} to"


@dataclass(frozen=True)
class UseItem(Action):
    """The bearer taps (and the item is discarded) to use it on a character of his company (Healing Herbs)."""
    plays: ClassVar[str] = "item"
    moment: ClassVar[str] = "use"
    affects_strike: ClassVar[bool] = True
    bearer: str
    item: str
    target: str

    def __str__(self) -> str:
        return f"{self.player} taps {self.bearer} to use {self.item} on {self.target}"


@dataclass(frozen=True)
class ReturnToUse(DiscardToUse):
    """Return a card in play to its owner's hand, the return being the cost of what it may do then ("Alice returns
    I'll Be At Your Heels to her hand to take it back.")."""
    said: ClassVar[str] = "{player} returns {card} to the hand to"


@dataclass(frozen=True)
class CheckToUse(_UsingCard):
    """Use a card in play whose only cost is its user's corruption check, declared with the ability ("Alice uses
    The One Ring to cancel the strike.": its bearer makes the check; nothing taps), or which costs nothing and taps
    as it resolves if untapped (``tap card afterwards``: Radagast's Black Bird, tapped or not), or costs nothing at
    all (``no cost``: "Alice uses Alatar to join the company.")."""
    said: ClassVar[str] = "{player} uses {card} to"


@dataclass(frozen=True)
class ReplaceCharacter(Action):
    """A character whose text allows it gives his place in his company to another from hand (Folco Boffin,
    Strider): a resource/character action, declared in a chain of effects."""
    plays: ClassVar[str] = "replacement"
    character: str
    replacement: str

    def __str__(self) -> str:
        return f"{self.player} replaces {self.character} with {self.replacement}"


@dataclass(frozen=True)
class PlayCharacterEvent(Action):
    """Play an event whose text brings a character from hand into play at its company's site (A Chance Meeting):
    into ``company`` under general influence, or as a follower of ``follower_of``; ``others``: more characters
    brought in with him by a card that brings several (They Ride Together, on ``company``)."""
    plays: ClassVar[str] = "card"
    card: str
    character: str
    company: str | None = None
    follower_of: str | None = None
    others: tuple[str, ...] = ()
    several: bool = False   # said as a card bringing several: "on Wraiths, bringing Dwar the Ringwraith"

    def __str__(self) -> str:
        if self.others or self.several:
            *rest, last = (self.character, *self.others)
            names = f"{', '.join(rest)} and {last}" if rest else last
            return f"{self.player} plays {self.card} on {self.company}, bringing {names}"
        where = f"in as a follower of {self.follower_of}" if self.follower_of else f"into {self.company}"
        return f"{self.player} plays {self.card} to bring {self.character} {where}"


@dataclass(frozen=True)
class ChooseOption(Action):
    """The player an effect asks chooses one of its options as it resolves ("Alice chooses a roll for A Lie in Your
    Eyes."): ``choices.py``."""
    option: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} chooses {self.option} for {self.card}"
