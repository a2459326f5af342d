"""Organizing companies, storing and transferring items, declaring movement (CoE 2.II).

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
class PlayCharacter(Action):
    """Organizing: play a character from hand into a company, as a follower, or at a site as a new company."""
    plays: ClassVar[str] = "character"
    character: str
    company: str | None = None
    follower_of: str | None = None
    site: str | None = None
    new_company: str | None = None
    with_card: str | None = None   # a card from hand that lets him in, placed on him (played_with_a_card.py)

    def in_play_later(self, card: Card) -> bool:
        """A Ringwraith avatar card played as a follower: what his card does in play is refused by the organization
        family's own check, his clauses acting "as your Ringwraith" left out (CoE 2.II.2.1.R5, R7)."""
        return bool(self.follower_of) and card.race == "Ringwraith" and bool(card.fact("avatar"))

    def __str__(self) -> str:
        played = f"{self.player} plays {self.character}" + (f" with {self.with_card}" if self.with_card else "")
        if self.follower_of:
            return f"{played} as a follower of {self.follower_of}"
        if self.company:
            return f"{played} into {self.company}"
        return f"{played} at {self.site} as company {self.new_company}"


@dataclass(frozen=True)
class MoveToCompany(Action):
    """Organizing: a character under general influence (and his followers) joins another company at the site."""
    character: str
    company: str

    def __str__(self) -> str:
        return f"{self.player} moves {self.character} into {self.company}"


@dataclass(frozen=True)
class FormCompany(Action):
    """Organizing: some characters of a company split from it as a new company at the same site."""
    company: str
    characters: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} forms {self.company} with {', '.join(self.characters)}"


@dataclass(frozen=True)
class MakeFollower(Action):
    """Organizing: a character goes under the direct influence of a non-follower of his company."""
    character: str
    controller: str

    def __str__(self) -> str:
        return f"{self.player} makes {self.character} a follower of {self.controller}"


@dataclass(frozen=True)
class ToGeneralInfluence(Action):
    """Organizing: a follower (or a character out of control) goes under general influence."""
    character: str

    def __str__(self) -> str:
        return f"{self.player} puts {self.character} under general influence"


@dataclass(frozen=True)
class StoreItem(Action):
    """Organization phase: the bearer of an item at a Haven makes a corruption check to store it."""
    item: str

    def __str__(self) -> str:
        return f"{self.player} stores {self.item}"


@dataclass(frozen=True)
class JoinCompanies(Action):
    """Two companies at the same site become one: ``company`` joins ``into`` (CoE 2.II.3.5, 2.IV.6)."""
    company: str
    into: str

    def __str__(self) -> str:
        return f"{self.player} joins {self.company} with {self.into}"


@dataclass(frozen=True)
class KeepCompany(Action):
    """Companies that must join cannot: the hazard player keeps one at the site (CoE 2.IV.6.1)."""
    company: str
    site: str = ""

    def __str__(self) -> str:
        return f"{self.player} keeps {self.company}" + (f" at {self.site}" if self.site else "")


@dataclass(frozen=True)
class TransferItem(Action):
    """An eliminated character's item goes to an unwounded character of his company (CRF Annotation 22)."""
    item: str
    character: str

    def __str__(self) -> str:
        return f"{self.player} transfers {self.item} to {self.character}"


@dataclass(frozen=True)
class DoneTransferring(Action):
    """The eliminated character's remaining items are discarded."""

    def __str__(self) -> str:
        return f"{self.player} transfers no more items"


@dataclass(frozen=True)
class DeclareMovement(Action):
    """Organization phase: a company will move to a new site (starter movement, or region movement via regions)."""
    plays: ClassVar[str] = "site"
    company: str
    site: str
    via: tuple[str, ...] = ()
    path_later: bool = False   # its site path declared as its movement/hazard phase begins (``later_site_paths``)

    def __str__(self) -> str:
        through = f" via {', '.join(self.via)}" if self.via else (", its site path to be declared later"
                                                                   if self.path_later else "")
        return f"{self.player} moves {self.company} to {self.site}{through}"


@dataclass(frozen=True)
class DiscardCompanion(Action):
    """A card on a character has his player discard another character of his company in the organization phase
    ("Alice discards Sam Gamgee for The Ring Will Have But One Master."): ``companion_discards.py``."""
    character: str
    card: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.character} for {self.card}"


@dataclass(frozen=True)
class LendSite(Action):
    """The player of a card that obliges him (Great Secrets Buried There) lends the other player an Under-deeps site
    card he lacks (lent_sites.py)."""
    site: str
    borrower: str

    def __str__(self) -> str:
        return f"{self.player} lends {self.site} to {self.borrower}"


@dataclass(frozen=True)
class RetrieveItem(Action):
    """Organizing: a character taps and a card stored in his player's marshalling point pile is discarded, to take
    an item from the discard pile into play under a character of his company (Reforging: ``retrieved_items.py``):
    the stored card's text is used, not played."""
    plays: ClassVar[str] = "card"
    moment: ClassVar[str] = "use"
    character: str
    card: str
    item: str
    recipient: str

    def __str__(self) -> str:
        return (f"{self.player} taps {self.character} to discard {self.card} and retrieve {self.item} "
                f"for {self.recipient}")


@dataclass(frozen=True)
class RemoveDiscardedHazard(Action):
    """As the opponent discards a non-unique hazard (the next action): a stored card that allows it is discarded to
    remove that hazard from the game instead (``stored_removals.py``)."""
    card: str
    hazard: str

    def __str__(self) -> str:
        return f"{self.player} discards {self.card} to remove {self.hazard} from the game"


@dataclass(frozen=True)
class TapAvatarForSideboard(Action):
    """The organization phase, before or after organizing: the resource player taps his avatar to bring up to five
    resources and/or characters from his sideboard to his discard pile, or one into a play deck of five or more cards,
    which is then shuffled (CoE 2.II.6: ``avatar_sideboard_access.py``)."""
    avatar: str
    cards: tuple[str, ...]
    to_deck: bool = False

    def __str__(self) -> str:
        where = "into the play deck" if self.to_deck else "to the discard pile"
        return f"{self.player} taps {self.avatar} to bring {', '.join(self.cards)} from the sideboard {where}"
