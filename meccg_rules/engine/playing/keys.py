"""The card keys playing cards reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Replacement(CardKeys):
    """A character whose text lets another from his player's hand come into play with his company in his place
    (Folco Boffin, Strider), at any time a normal resource could be played (CRF 22, Folco Boffin, Strider)."""
    race: str = ""                           # any character of this race ("any Hobbit", Folco Boffin)
    named: str = ""                          # or the character of this name ("Aragorn II", Strider)
    at_haven: bool = False                   # only while his company is at a Haven ("at a Haven")
    leaves_to: Literal["discard pile", "removed from the game"] = "discard pile"   # where he goes: discarded, or
                                             # removed from the game ("removing Strider from the game")
    transfers: bool = False                  # the cards on him pass to the newcomer ("automatically
                                             # transferring all cards on Strider to Aragorn II")


class BringsCharacter(CardKeys):
    """An event that brings a character from its player's hand into play at the site of one of his companies, of
    one of ``site_types``, in any phase of his turn while that company is at a site, besides the one character a
    turn (A Chance Meeting, We Have Come to Kill; ``character_events.py``)."""
    site_types: tuple[str, ...]              # "at any Free-hold, Border-hold or Ruins & Lairs"
    influence: tuple[Literal["general", "direct"], ...] = ("general", "direct")   # "with direct influence"
    except_races: tuple[str, ...] = ()       # "a non-Wizard character" (CRF 22, A Chance Meeting)
    agents: bool = False                     # "may be used to bring in ... agents" (We Have Come to Kill)
    # "may be used to bring in Ringwraith followers" (We Have Come to Kill): a Ringwraith avatar card as the follower of
    # a Ringwraith, even if ``except_races`` names Ringwraiths (CoE 2.II.2.1.R4; ``players/ringwraith_followers``)
    ringwraith_followers: bool = False
    # "any Ringwraith followers ... as you have in your hand and have direct influence to control" (They Ride
    # Together): only Ringwraith followers, as many in one play as the Ringwraith's direct influence controls
    several_ringwraith_followers: bool = False
    max_size: int = 0                        # the company's size limit, even at a Haven (CRF 22, They Ride Together)
    phases: tuple[str, ...] = ()             # "during the organization phase" (none: any phase of its player's turn)


class KeepsOffCompanies(CardKeys):
    """A card in play keeping resource permanent-events off every company with a character of ``races``, and
    discarding those there as it resolves (Stormcrow: a Wizard's company; ``kept_off_companies.py``)."""
    races: tuple[str, ...]


class BarsMagic(CardKeys):
    """A card in play barring the use of some kinds of magic card to every character at a site in one of
    ``region_types`` or ``regions``, or moving with one in his site path (In the Heart of His Realm: spells, light
    enchantments and rituals; ``barred_magic.py``)."""
    kinds: tuple[str, ...]                   # the card's magic ("Spell") or keywords ("Ritual", "Light-enchantment")
    region_types: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()            # regions by name ("or Gorgoroth")


class Keys(CardKeys):
    """What a card's entry may say that only playing cards reads."""

    targets_opponents: bool = False   # a resource that may target the opponent's characters or resources (CoE 9.3.3)
    replaced_by: Replacement | None = None   # another character from hand may take his place in his company
    brings_character: BringsCharacter | None = None   # it brings a character from hand into play at a site
    sets_aside_discarded: bool = False   # in play, it takes a character that would be discarded from play off to
    #                                      the side with it, and sends back to his hand the one there (``set_aside``)
    keeps_off_companies: KeepsOffCompanies | None = None   # resource permanent-events kept off some companies
    # in play, it cancels an ability's searching of a play deck or discard pile (Bane of the Ithil-stone;
    # ``searching``), but for a minion player with ``no_effect_on_minion`` ("no effect on a minion player")
    cancels_searching: bool = False
    no_effect_on_minion: bool = False
    bars_magic: BarsMagic | None = None   # in play, some magic may not be used in some regions (``barred_magic``)
    # as his player's avatar ("As your Ringwraith"), a magic card he used that has to be discarded is shuffled into
    # its owner's play deck instead (Akhôrahil the Ringwraith, as corrected in CRF 22; ``magic``)
    used_magic_to_play_deck: bool = False
