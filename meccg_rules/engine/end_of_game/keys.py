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
    #                                         items", Oromë's Warders, Join the Hunt)
    races: tuple[str, ...] = ()             # only a card of one of these races ("Your Elf factions", "your unique
    #                                         Dragon factions")
    except_races: tuple[str, ...] = ()      # not a card of one of these races ("Your unique factions that are
    #                                         neither Man, Dwarf, Dúnadan, Hobbit, Orc, nor Troll", Radagast)
    unique: bool = False                    # only a unique card ("Your unique factions", Gatherer of Loyalties; "your
    #                                         unique non-character cards", Give Welcome to the Unexpected)
    alignment: str = ""                     # only a card of this printed alignment ("your unique hero factions")
    with_prowess: bool = False              # only a card with a prowess attribute ("Your allies with a prowess
    #                                         attribute", Oromë's Warders, Join the Hunt)
    information_site: bool = False          # only a card whose play asks for a site where Information is playable
    #                                         (its condition ``site_offers = "information"``: Man of Skill)
    in_avatar_company: bool = False         # only a card in the company of its player's avatar, an item its bearer's,
    #                                         an ally its controller's ("in Alatar's company", Join the Hunt)
    player_is: str = ""                     # only while its player counts as this Fallen-wizard ("If you are Alatar",
    #                                         Gatherer of Loyalties): he declared himself so, and that avatar has not
    #                                         been eliminated (CoE 2.2.F2; CRF 22, Victory Conditions)
    while_on: str = ""                      # only while the card giving it is placed on a card of this name ("If on
    #                                         Gandalf", Grey Embassy, Give Welcome to the Unexpected)
    rings: Literal["only", "none", ""] = ""  # only ring items ("Your ring items", Blind to All Else), or none of
    #                                         them ("Your non-ring items", Legacy of Smiths): a gold or special ring
    worth: int | None = None                # each such card printing at least this many points is worth this many
    #                                         ("... that normally give 2 or more marshalling points are each worth 2
    #                                         marshalling points", Great Patron); one printing fewer keeps 10.F1's
    at_least: int | None = None             # with ``worth``: the fewest points such a card prints to be worth it
    #                                         (``worth`` when neither bound is given; 1: "Your unique factions are each
    #                                         worth 2", whatever they print; 3: "normally worth 3 or more"; 0: "Your
    #                                         permanent-events that ... are each worth 2", Man of Skill)
    at_most: int | None = None              # with ``worth``: the most it prints ("normally worth 2 or fewer"; 1 with
    #                                         ``at_least = 1``: "normally worth 1", Give Welcome to the Unexpected)


class WorthInAllCases(CardKeys):
    """A hazard placed on a Fallen-wizard: his cards of these kinds (and races) are each worth ``worth`` marshalling
    points in all cases (Fool's Bane: "his Elf characters and Elf factions are each worth 0 marshalling points in all
    cases"; end_of_game/points_changed_by_hazards.py)."""

    kinds: tuple[Literal["character", "ally", "item", "faction"], ...]
    races: tuple[str, ...] = ()             # only a card of one of these races ("Elf characters and Elf factions")
    worth: int = 0


class Keys(CardKeys):
    """What a card's entry may say that only ending the game reads."""

    # an erratum's "does not give marshalling points to a Fallen-wizard regardless of other cards in play" (the
    # Palantíri of Orthanc and Elostirion; CRF 22): its player scores nothing for it if he is a Fallen-wizard player
    no_points_for_fallen_wizards: bool = False
    # in play: what each faction lying under it in its controller's pile is worth, regardless of other cards in play
    # ("Each faction you play after Await the Onset is worth 1 marshalling point regardless of other cards in play";
    # the faction placed so: influence's ``places_won_factions_under``); scoring.fixed_worth
    factions_under_worth: int | None = None
    # in play: what each of its controller's cards printing marshalling points in a company that is not at one of his
    # Wizardhavens is worth when the game ends, regardless of other cards in play (Await the Onset); scoring.fixed_worth
    away_from_wizardhavens_worth: int | None = None
    # a Fallen-wizard avatar's ability or a Stage resource's text: its player's cards of some kinds are worth full
    # marshalling points while it is in play (Saruman: his non-weapon, non-armor, non-shield, non-helmet items;
    # Blind to All Else: his ring items); several clauses of one card, a list of them (Gatherer of Loyalties; Join the
    # Hunt: items, allies)
    full_points: FullPoints | tuple[FullPoints, ...] | None = None
    # a Stage card placed with another card, in play or stored in its player's marshalling point pile, which its text
    # makes worth full marshalling points to a Fallen-wizard player (Wizard's Trove: "... which is worth full
    # marshalling points")
    host_full_points: bool = False
    # a hazard placed on a Fallen-wizard: what his cards of some kinds are worth in all cases (Fool's Bane)
    worth_in_all_cases: WorthInAllCases | None = None
