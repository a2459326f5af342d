"""Items (CoE 6): which items a character may use, what the items in use add to his prowess and body, and ring
tests (a gold ring tested, a special ring played in its place)."""
from __future__ import annotations

from ..core.behaviour import EnablePalantirUse, ItemOrWound, RingByRoll, RingTest
from ..core.registry import Closes, Family
from . import automatic_ring_tests, in_use, instead, item_or_wound, kept_rings, palantiri, ring_tests, rings_by_roll
from .actions import ChooseWounded, KeepRing, TestRingNext
from .keys import Keys
from .reasons import REASONS

# the hooks the playing family asks about an item played with "plays ..." (not at a site)
ITEM_FROM_HAND, ITEM_IN_PLAY = "item played from hand", "item put in play from hand"

FAMILY = Family(
    name="items",
    title="Items",
    rules="CoE 6.1, 6.2 (R1, R2, B1); CoE glossary, use (a Palantír)",
    reasons=REASONS,
    keys=Keys,
    modifiers={"prowess": (in_use.weapon, in_use.other_prowess), "body": (in_use.protection, in_use.strike_body)},
    effects={RingTest: ring_tests.resolve, ItemOrWound: item_or_wound.item_or_wound, RingByRoll: rings_by_roll.resolve,
             EnablePalantirUse: palantiri.enable},
    actions={ChooseWounded: (item_or_wound.check_wound, item_or_wound.wound),
             KeepRing: (kept_rings.check_keep, kept_rings.keep),
             TestRingNext: (automatic_ring_tests.check_choose, automatic_ring_tests.choose)},
    waiting={item_or_wound.REF: item_or_wound.gate, automatic_ring_tests.CHOICE: automatic_ring_tests.gate,
             automatic_ring_tests.ROLL: automatic_ring_tests.gate},
    first_gates={"end-of-turn": automatic_ring_tests.first_gate},
    rolls={automatic_ring_tests.ROLL: automatic_ring_tests.rolled},
    candidates=(automatic_ring_tests.candidates,),
    resolvers={automatic_ring_tests.KIND: automatic_ring_tests.resolve},
    labels={automatic_ring_tests.KIND: automatic_ring_tests.label},
    sentences=("item_sentences",),
    calls={ITEM_FROM_HAND: "(game, player, item) -> Verdict or None: may this item be played from hand now, outside "
                           "a site phase (a special ring after a ring test); None: not this family's",
           ITEM_IN_PLAY: "(game, player, item) -> bool: put that item in play; False: not this family's"},
    hooks={"describe": (ring_tests.describe, palantiri.describe), "item in use": (in_use.in_use,),
           "discarding an item": (instead.discarding,), ITEM_FROM_HAND: (ring_tests.check_play,),
           ITEM_IN_PLAY: (ring_tests.play,)},
    closing=(Closes(ring_tests.close, while_=None),),
)
