"""The card keys corruption reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Removal(CardKeys):
    """How the bearer may try to remove the card (CoE 7.3): a roll above ``roll_above`` in one of ``phases``.

    ``tap``: the card says the character taps to try (so the untapped attempt at -3 is open too);
    ``once_a_turn``: the card allows one attempt a turn.
    """
    roll_above: int
    phases: tuple[str, ...] = ("organization",)
    tap: bool = True
    once_a_turn: bool = False


class FollowersChecks(CardKeys):
    """A card on a company changing the corruption checks of the followers of its leaders (``checks_in_company``):
    of a leader of one of ``leader_races`` (none named: any leader)."""
    by: int
    leader_races: tuple[str, ...] = ()


class Keys(CardKeys):
    """What a card's entry may say that only corruption reads."""

    # on a company: + ``by`` to each corruption check of a follower of one of its leaders (Orders from Lugbúrz)
    followers_checks: FollowersChecks | None = None

    # one card today (Elf-song): a ward on a kind of place; vocabulary once more cards protect others (issue 26)
    protects: Literal["characters at a Haven", ""] = ""  # while in play, they cannot be discarded
    removal: Removal | None = None           # how its bearer may try to remove it (a corruption card)
    corruption_source: bool = False          # its text makes it a source of corruption even at 0 points (Emerald)
    doubles_a_corruption_source: bool = False  # while in play each character has one source's points doubled
    # while in play every Palantír gives twice its corruption points, but to a minion player's character with
    # ``no_effect_on_minion`` (Bane of the Ithil-stone; ``corruption_checks.received``)
    doubles_palantir_corruption: bool = False
    # Alone and Unadvised (``company_size``): each corruption check of its bearer adds the characters of his company
    checks_plus_company_size: bool = False
    # the player who uses it may tap his characters to support the checks it calls for on his own characters, even
    # in the other player's turn (Ren the Unclean, CRF 22; ``corruption_checks.check_support``)
    checks_supported_by_its_player: bool = False
    discard_at_company_size: int | None = None   # it goes once its bearer's company has this many characters or more
