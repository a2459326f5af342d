"""The card keys the items family reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only the items family reads."""

    ring_test_in_company: int = 0   # Scroll of Isildur: a gold ring tested in its bearer's company, roll modified by it
    # a gold ring whose test lets its player search his play deck or discard pile for the special ring of this kind
    # that replaces it (Bright, Gleaming and Perfect Gold Ring: a Lesser Ring): ``ring_tests.check_play``; the play
    # deck is shuffled after (CRF 22, Ring Items)
    ring_from_piles: str = ""
    # a site where a Ringwraith player's gold ring items are tested by themselves as the end-of-turn phase begins
    # (CoE 6.2.R2 names Barad-dûr, the minion one: ``automatic_ring_tests.due``); its -3 is its ring_test_modifier
    ringwraith_rings_tested_here: bool = False
    # a special ring played only after a test not made as its gold ring is stored (the minion The One Ring: "after a
    # non-storing test"; CoE 6.2.3 tests a gold ring stored at a Darkhaven): ``ring_tests.check_play``
    ring_test_not_stored: bool = False
    # an item's prowess bonus brings its bearer to at most this many times the prowess printed on his card (The One
    # Ring: "double the bearer's starting prowess"; CRF 22 reads "starting" as printed, CoE's "normal" says the same)
    prowess_max_times_printed: int = 0
    # an item's prowess bonus to its bearer against a detainment attack alone ("+3 to prowess against detainment
    # attacks", Paltry Ring): ``in_use.other_prowess``, with the attack the strike is of
    prowess_against_detainment: int = 0
    # the weapons an effect of the card on a company changes ("every Sword of Gondolin, Orcrist, and Glamdring in
    # target company", Biter and Beater!): its modifications "weapon prowess bonus" and "weapon strike body"
    weapons_named: tuple[str, ...] = ()
    # the races its text lets it affect ("This item only affects a Ringwraith", Helm of Fear): in use on a bearer
    # of one of them, a Ringwraith too (its text overrides CoE 6.1.R2), and on no one else
    only_affects: tuple[str, ...] = ()
    # a card on a character that lets him bear items but use none ("Radagast may bear, but may not use, items",
    # Winged Change-master): no item he bears is in use while it is on him (``in_use.usable``, CoE 6.1)
    bearer_uses_no_items: bool = False
    # a non-special item a card's effect discards from its bearer's company may be kept, this card discarded in its
    # place, its player choosing (Leaf Brooch; items/instead.py)
    discarded_instead_of_item: bool = False
    # a card on a Palantír that gives its bearer the ability to use it (Align Palantír, Focus Palantír), unless he is
    # of one of the races ``palantir_user_not`` names (Focus Palantír: "If the bearer ... is not a Ringwraith")
    lets_bearer_use_palantir: bool = False
    palantir_user_not: tuple[str, ...] = ()
    # a Palantír that may duplicate the effect of another Palantír in play (Palantír of Osgiliath): it has as its own
    # the tapping abilities of every other Palantír in play ("any"), or of every other minion one ("minion"), never
    # their continuous effects (CRF 22, Palantír of Osgiliath; items/palantiri.py ``copied_abilities``)
    duplicates_palantiri: Literal["", "any", "minion"] = ""
    # in its player's organization phase, a ring special item (not The One Ring) may be taken from his sideboard or
    # discard pile and kept off to the side with the card, at most this many at once, then played from there as though
    # in his hand (Rumours of Rings, Whispers of Rings: kept_rings.py)
    keeps_rings: int = 0
    keeps_rings_except: tuple[str, ...] = ()   # the kinds of special ring it may not keep ("The One Ring")
