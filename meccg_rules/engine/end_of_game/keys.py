"""The card keys ending the game reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class FullPoints(CardKeys):
    """A Fallen-wizard avatar's "Your ... are each worth full marshalling points": while he is in play, his
    player's cards of these kinds count their printed points, not the one point CoE 10.F1 otherwise leaves them
    (10.F1 keeps a change made by a Fallen-wizard avatar's ability)."""

    kinds: tuple[Literal["item", "ally", "character"], ...]   # the card's own kind (an item card: "items")
    except_keywords: tuple[str, ...] = ()   # not a card with one of these keywords ("non-weapon/non-armor", Saruman)


class Keys(CardKeys):
    """What a card's entry may say that only ending the game reads."""

    # an erratum's "does not give marshalling points to a Fallen-wizard regardless of other cards in play" (the
    # Palantíri of Orthanc and Elostirion; CRF 22): its player scores nothing for it if he is a Fallen-wizard player
    no_points_for_fallen_wizards: bool = False
    # a Fallen-wizard avatar's ability: his player's cards of some kinds are worth full marshalling points while he
    # is in play (Saruman: his non-weapon, non-armor, non-shield, non-helmet items)
    full_points: FullPoints | None = None
    # a Stage card placed with another card in play, which its text makes worth full marshalling points to a
    # Fallen-wizard player (Wizard's Trove: "... which is worth full marshalling points")
    host_full_points: bool = False
