"""The card keys getting ready to play reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys

# What discards a card in play at once (its text's "Discard this card when/if ..."), each read by the family that
# owns the moment: this one (a play deck exhausted, CoE 2.4), combat (an attack its ``who = "attack"`` statics
# changed is defeated, CoE 3.v; the attack its company faced ends with it still on the company, not placed with a
# character: Icy Touch), the movement/hazard phase (the company it is on, or its bearer's, moves: its new
# site revealed, CoE 2.IV.i; "by region or starter movement": only when it moves so, not by Under-deeps movement,
# Evil Things Lingering; "from a non-Under-deeps site to a non-Under-deeps site", The Balrog: whatever the movement,
# special movement included, and not region movement out of an Under-deeps site, so not the same) and the turn (at
# the start of its company's player's organization phase, that company at a Haven or Darkhaven, or, "its character is
# alone", the character it is on the only character of that company, allies aside); playing hazards, read
# by combat: a creature keyed by name to a region the card's ``key_as`` lends is defeated (Angmar Arises); the
# organization family: a character, or a leader, leaves the company the card is on (``organization/companies_left``).
DiscardedWhen = Literal["a play deck is exhausted", "an attack it raised is defeated",
                        "the attack ends with it still on the company", "its company moves",
                        "its company moves by region or starter movement",
                        "its company moves from a non-Under-deeps site to a non-Under-deeps site",
                        "its company is at a Haven in its organization phase",
                        "its character is alone at a Haven in its organization phase",
                        "a creature keyed by name to a region it lends is defeated",
                        "a character leaves its company", "a leader leaves its company"]


# the characters a card lets its player play, in his starting company too (CoE 1.9.R2, 1.9.F1-F3: the character
# draft, ``starting_company.py``)
# in play, a Stage resource's "Orc and Troll characters" or "Half-orc characters" lets a Fallen-wizard player play
# them (CoE 2.II.2.2.F2: players/alignments.check_character)
LetsPlay = Literal["agent characters", "Orc and Troll characters", "Half-orc characters", "characters of mind six"]


class Keys(CardKeys):
    """What a card's entry may say that getting ready to play reads (``discarded_when``: the other moments'
    families too)."""

    discarded_when: tuple[DiscardedWhen, ...] = ()   # leaves play at once when that happens (each moment's family)
    not_in_starting_company: bool = False   # a character that "may not be included with a starting company"
    revealed_in_the_draft: bool = False     # revealed in the draft as if a character, in place of a minor item
    lets_play: tuple[LetsPlay, ...] = ()    # drafted, lets its player reveal these characters (one, with it)
    not_a_starting_stage_card: bool = False   # "May not be a starting stage card": never drafted (CoE 1.9.F4)
    # a Stage resource drafted on its player's starting site, a Ruins & Lairs, which he brings out as he reveals it
    # (Hidden Haven: CoE 1.10.F1; CRF 22, Rulings by Term > Stage Resources; starting_stage_sites.py)
    drafted_on_starting_site: bool = False
    # its player may show it and shuffle it from his hand into his play deck at any time, but not while drawing,
    # drawing being one action (Sudden Call; CRF 22: shuffled_back.py)
    reshuffles_from_hand: bool = False
    placed_with_the_character: bool = False   # goes with the one character it lets in ("place this card with")
