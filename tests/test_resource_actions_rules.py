"""Resource/character actions only when a resource short-event could be played (CoE 9.1.3, 2.1.1-2.1.2, 3.iv.5;
CRF 22, Rulings by Term > Actions): an item used by tapping its bearer meets the limits an event meets."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import UseAbility, UseItem
from meccg_rules.engine.setup import Setup


def _herbs(resource="Alice", phase="organization", company=None, characters=("Aragorn II", "Legolas"),
           site="Lórien", origin=None, hand=()):
    setup = Setup(resource, "Bob" if resource == "Alice" else "Alice")
    setup.company("Fellowship", list(characters), site=site, origin=origin, owner="Alice")
    if resource != "Alice":
        setup.company("Wanderers", ["Gimli"], site="Bree", owner=resource)
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Legolas")
    setup.hand("Bob", list(hand))
    setup.set_phase(phase, company)
    return setup.build()


HERBS = UseItem("Alice", "Aragorn II", "Healing Herbs", "Legolas")


def test_the_resource_player_uses_an_item_in_any_phase_of_his_turn():
    game = _herbs()
    assert game.check(HERBS)
    game.apply(HERBS)
    both_pass(game)
    assert not game.state.find("Legolas").wounded


def test_no_resource_is_used_in_the_other_players_turn():
    game = _herbs(resource="Bob")
    verdict = game.check(HERBS)
    assert verdict.code == "not-your-turn"
    assert "2.1.2" in verdict.rule


def test_no_card_ability_is_used_in_the_other_players_turn():
    setup = Setup("Bob", "Alice")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Lórien", owner="Alice")
    setup.company("Wanderers", ["Gimli"], site="Bree", owner="Bob")
    setup.give("Frodo", ["Gollum"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(UseAbility("Alice", "Gollum", "cancel the attack")).code == "not-your-turn"


def test_an_item_tapped_for_its_effect_waits_outside_a_strike_sequence():
    game = _herbs(phase="movement/hazard", company="Fellowship", characters=("Aragorn II", "Legolas", "Frodo"),
                  site="Moria", origin="Lórien", hand=("Orc-patrol",))
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    assert game.check(HERBS)                      # the attack is faced, no strike is being resolved
    game.apply(AssignStrike("Alice", "Frodo"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Frodo"))
    assert game.check(HERBS).code == "only-strike-actions"
