"""An item played with an event after a faction succeeded at the site (the key ``plays_item_after_faction``: Thing
Stolen, and the CRF 22 ruling that the item taps an untapped site; site_phase/faction_items.py)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayItemWith

STOLEN = PlayItemWith("Alice", "Lugdush", "Black-mail Coat", "Thing Stolen")


def gate(hand=("Goblins of Goblin-gate", "Thing Stolen", "Black-mail Coat"), faction=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Shagrat", "Muzgash", "Lugdush"], site="Goblin-gate")
    setup.hand("Alice", list(hand))
    setup.set_phase("site", "Orcs")
    setup.faced("Orcs")
    game = setup.build()
    if faction:
        game.apply(InfluenceFaction("Alice", "Shagrat", "Goblins of Goblin-gate"))
        both_pass(game)
        game.apply(Roll("Alice", 9, "Shagrat's influence check"))
    return game


def test_only_after_a_faction_at_a_shadow_hold_or_dark_hold():
    assert gate(faction=False).check(STOLEN).code == "no-faction-played"
    assert gate().check(STOLEN)


def test_a_non_unique_non_hoard_minor_or_major_item_wherever_its_kind_is_playable():
    game = gate(hand=("Goblins of Goblin-gate", "Thing Stolen", "Black Mace", "Black-mail Coat"))
    assert game.check(PlayItemWith("Alice", "Lugdush", "Black Mace", "Thing Stolen")).code == "invalid-target"
    game.apply(STOLEN)
    both_pass(game)
    s = game.state
    assert s.find("Black-mail Coat").attached_to == s.find("Lugdush").id and s.find("Thing Stolen").zone == DISCARD


def test_the_item_taps_an_untapped_site_and_leaves_a_tapped_one():
    game = gate()
    s = game.state
    assert s.find("Goblin-gate").tapped
    s.untap(s.find("Goblin-gate").id)
    game.apply(STOLEN)
    assert s.chains[-1].entries[-1].data["taps_site"]   # a resource that would tap the site
    both_pass(game)
    assert s.find("Goblin-gate").tapped and s.free_minor_item == "Orcs"
    tapped = gate()
    tapped.apply(STOLEN)
    assert not tapped.state.chains[-1].entries[-1].data["taps_site"]
    both_pass(tapped)
    assert tapped.state.free_minor_item is None
