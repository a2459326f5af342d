"""Influence attempts from afar by the avatar a card is specific to (Prophet of Doom; influence/attempts_from_afar.py)."""
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.influence.actions import InfluenceOpponent
from meccg_rules.engine.setup import Setup

from helpers import both_pass

FACTIONS = ["Rangers of the North", "Riders of Rohan", "Men of Anórien", "Wood-elves", "Blue Mountain Dwarves"]


def pallando(factions=FACTIONS, bob_site="Rivendell"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.turn_number(3)
    setup.company("Wanderers", ["Pallando"], site="The White Towers")
    setup.mp_pile("Alice", list(factions))
    setup.in_play("Prophet of Doom", owner="Alice")
    setup.company("Fellowship", ["Elrond", "Frodo", "Faramir"], site=bob_site, owner="Bob")
    setup.set_phase("site", "Wanderers")
    return setup.build()


def test_regions_count_both_ends_and_half_the_general_influence_replaces_direct_influence():
    game = pallando()
    game.apply(InfluenceOpponent("Alice", "Pallando", "Faramir"))
    both_pass(game)
    game.apply(Roll("Alice", 6, "Pallando's influence attempt"))
    game.apply(Roll("Bob", 7, "the roll against Pallando's influence attempt"))
    line = next(entry for entry in game.state.log if "influence attempt:" in entry)
    assert "+10 (half of Alice's 20 unused general influence (Prophet of Doom))" in line
    assert "-2 (Prophet of Doom: 2 regions counted) = 7 > 5" in line   # Arthedain and Rhudaur
    assert game.state.find("Faramir").zone == "discard pile"


def test_discarded_with_fewer_than_five_factions_in_play():
    game = pallando(factions=FACTIONS[:4])
    assert game.check(InfluenceOpponent("Alice", "Pallando", "Faramir")).code == "not-at-same-site"
    game.apply(game.legal_actions()[0])   # the closing check runs before any action
    assert game.state.find("Prophet of Doom").zone == "discard pile"
    assert any("fewer than 5" in entry for entry in game.state.log)
    kept = pallando()
    kept.apply(InfluenceOpponent("Alice", "Pallando", "Faramir"))
    assert kept.state.find("Prophet of Doom").zone == "in play"


def test_half_the_unused_general_influence_is_rounded_up():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.turn_number(3)
    setup.company("Wanderers", ["Pallando", "Aragorn II"], site="The White Towers")   # mind 9: 11 unused
    setup.mp_pile("Alice", list(FACTIONS))
    setup.in_play("Prophet of Doom", owner="Alice")
    setup.company("Fellowship", ["Elrond", "Frodo", "Faramir"], site="Rivendell", owner="Bob")
    setup.set_phase("site", "Wanderers")
    game = setup.build()
    game.apply(InfluenceOpponent("Alice", "Pallando", "Faramir"))
    both_pass(game)
    game.apply(Roll("Alice", 6, "Pallando's influence attempt"))
    game.apply(Roll("Bob", 7, "the roll against Pallando's influence attempt"))
    line = next(entry for entry in game.state.log if "influence attempt:" in entry)
    assert "+6 (half of Alice's 11 unused general influence (Prophet of Doom))" in line   # 5.5 rounded up
