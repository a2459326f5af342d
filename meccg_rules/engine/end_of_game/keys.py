"""The card keys ending the game reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class FullPoints(CardKeys):
    """A Fallen-wizard avatar's or a Stage resource's "Your ... are each worth full marshalling points": while the
    card is in play under its player's control, his cards of these kinds count their printed points, not the one
    point CoE 10.F1 otherwise leaves them (10.F1 keeps a change made by a Stage resource or a Fallen-wizard
    avatar's ability); with ``worth``, "... are each worth N marshalling points"."""

    kinds: tuple[Literal["item", "ally", "character", "faction", "permanent-event", "defeated hazard"], ...]   # the
    #                                         card's own kind (an item card: "items"), or "defeated hazard": a hazard
    #                                         his companies defeated, in his pile or kept as a trophy, for its kill
    #                                         points (A Merrier World); the other kinds are of his own cards, no hazard
    except_keywords: tuple[str, ...] = ()   # not a card with one of these keywords ("non-weapon/non-armor", Saruman)
    keywords: tuple[str, ...] = ()          # only a card with one of these keywords ("Your weapon/shield/armor/helmet
    #                                         items", Join the Hunt)
    rings: Literal["only", "none", ""] = ""  # only ring items ("Your ring items", Blind to All Else), or none of
    #                                         them ("Your non-ring items", Legacy of Smiths): a gold or special ring
    with_prowess: bool = False              # only a card printing a prowess ("Your allies with a prowess attribute",
    #                                         Join the Hunt)
    unique: bool = False                    # only a unique card ("your unique non-character cards", Give Welcome to
    #                                         the Unexpected)
    information_site: bool = False          # only a card whose play asks for a site where Information is playable
    #                                         (its condition ``site_offers = "information"``: Man of Skill)
    in_avatar_company: bool = False         # only a card in the company of its player's avatar, an item its bearer's,
    #                                         an ally its controller's ("in Alatar's company", Join the Hunt)
    on_avatar: bool = False                 # the change holds only while the card giving it is placed on its
    #                                         player's avatar ("If on Gandalf", Give Welcome to the Unexpected)
    worth: int | None = None                # each such card is worth this many ("... are each worth 2 marshalling
    #                                         points"), if it prints what ``printed`` asks
    printed: int | Literal["worth or more", "any"] = "worth or more"   # with ``worth``, the points such a card must
    #                                         print: at least ``worth`` ("that normally give 2 or more marshalling
    #                                         points", Great Patron), any number ("Your permanent-events that ... are
    #                                         each worth 2", Man of Skill), or exactly this many ("normally worth 1
    #                                         marshalling point", Give Welcome to the Unexpected); one printing
    #                                         otherwise keeps 10.F1's


class Keys(CardKeys):
    """What a card's entry may say that only ending the game reads."""

    # an erratum's "does not give marshalling points to a Fallen-wizard regardless of other cards in play" (the
    # Palantíri of Orthanc and Elostirion; CRF 22): its player scores nothing for it if he is a Fallen-wizard player
    no_points_for_fallen_wizards: bool = False
    # a Fallen-wizard avatar's ability or a Stage resource's text: its player's cards of some kinds are worth full
    # marshalling points while it is in play (Saruman: his non-weapon, non-armor, non-shield, non-helmet items;
    # Blind to All Else: his ring items); several, one for each sentence of the text (Join the Hunt: items, allies)
    full_points: FullPoints | tuple[FullPoints, ...] | None = None
    # a Stage card placed with another card in play, which its text makes worth full marshalling points to a
    # Fallen-wizard player (Wizard's Trove: "... which is worth full marshalling points")
    host_full_points: bool = False
