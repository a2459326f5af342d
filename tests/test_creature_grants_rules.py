"""Creatures a card lets be played whatever their keying (hazards/creature_grants.py, the primitive
``allow-creature``: Fever of Unrest, Dragon's Desolation; CRF 22, Card Errata and Rulings > Fever of Unrest, Dragon's
Desolation), and the conditions that count a site path's regions (``site_path_at_least``,
``new_site_path_at_least``) or name the new site's type (``new_site_type``)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.setup import Setup

FOUR = ["Rhudaur", "Hollin", "Dunland", "Enedhwaith"]   # four Wildernesses, Rivendell to Ruined Signal Tower


def _game(hand, via=None, site="Ruined Signal Tower", characters=("Aragorn II",), gollum=False, origin="Rivendell",
          doors=False):
    setup = Setup("Alice", "Bob")
    setup.company("Lone", list(characters), site=site, origin=origin, via=via)
    if doors:
        setup.in_play("Doors of Night")
    if gollum:
        setup.give("Aragorn II", ["Gollum"])
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Lone")
    return setup.build()


def test_fever_of_unrest_counts_the_wildernesses_of_the_site_path():
    three = _game(["Fever of Unrest"])                              # Ruined Signal Tower's own path: three
    assert three.check(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon")).code == "site-path-short"
    assert three.check(PlayEvent("Bob", "Fever of Unrest", "Lone", "Leucaruth"))
    assert _game(["Fever of Unrest"], via=FOUR).check(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))


def test_the_dragon_is_keyed_to_nothing_once_and_gollum_cannot_cancel_it():
    game = _game(["Fever of Unrest", "Smaug", "Cave-drake"], via=FOUR, gollum=True)
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    assert any("Creature allowed this turn" in line for line in game.describe().splitlines())
    game.apply(PlayCreature("Bob", "Smaug", "nothing"))
    both_pass(game)
    assert game.state.combat.attack.keyed == ""
    assert game.check(UseAbility("Alice", "Gollum", "cancel the attack")).code == "invalid-target"


def test_one_right_lets_one_dragon_only():
    game = _game(["Fever of Unrest", "Smaug", "Cave-drake"], via=FOUR, characters=("Aragorn II", "Legolas",
                                                                                    "Gimli"))
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    game.apply(PlayCreature("Bob", "Cave-drake", "nothing"))
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code in ("not-keyable", "must-start-chain")
    both_pass(game)
    for name in ("Aragorn II", "Legolas"):
        game.apply(AssignStrike("Bob", name))
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code == "not-keyable"


def test_dragon_s_desolation_keys_a_dragon_to_the_ruins_and_lairs_by_name():
    game = _game(["Dragon's Desolation", "Smaug"], characters=("Aragorn II", "Legolas"))
    assert game.check(PlayCreature("Bob", "Smaug", "Ruined Signal Tower")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Dragon's Desolation", mode="the lair"))
    both_pass(game)
    assert game.state.find("Dragon's Desolation").zone == "discard pile"    # a change was made: not back to hand
    game.apply(PlayCreature("Bob", "Smaug", "Ruined Signal Tower"))
    both_pass(game)
    assert game.state.combat.attack.keyed == "Ruined Signal Tower"


def test_dragon_s_desolation_needs_a_ruins_and_lairs_with_two_wildernesses():
    lair = PlayEvent("Bob", "Dragon's Desolation", mode="the lair")
    clan = _game(["Dragon's Desolation"], site="Dunnish Clan-hold")            # a Border-hold, three Wildernesses
    assert clan.check(lair).code == "not-playable-at-site"
    one = _game(["Dragon's Desolation"], site="Gondmaeglom", origin="Lórien")  # one Wilderness in its own path
    assert one.check(lair).code == "invalid-target"
    assert _game(["Dragon's Desolation"], site="Gondmaeglom", origin="Lórien", doors=True).check(lair)



def test_a_creature_keyed_through_a_right_is_played_while_a_card_with_keying_not_modelled_is_in_play():
    """The Nazgûl are Abroad (where Nazgûl may attack, not modelled) refuses only a creature nothing lets be keyed
    where it is played (hazards/keying.py): Smaug keyed to nothing by Fever of Unrest's right is declared and
    resolves; Cave-drake, keyed so with no right, is refused as not modelled."""
    setup = Setup("Alice", "Bob")
    setup.company("Lone", ["Aragorn II"], site="Ruined Signal Tower", origin="Rivendell", via=FOUR)
    setup.in_play("The Nazgûl are Abroad", owner="Bob")
    setup.hand("Bob", ["Fever of Unrest", "Smaug", "Cave-drake"])
    setup.set_phase("movement/hazard", "Lone")
    game = setup.build()
    assert game.check(PlayCreature("Bob", "Cave-drake", "nothing")).code == "not-modelled"
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    game.apply(PlayCreature("Bob", "Smaug", "nothing"))
    both_pass(game)
    assert game.state.combat.attack.keyed == ""
