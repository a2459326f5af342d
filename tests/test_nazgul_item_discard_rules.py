"""Indûr Dawndeath tapped as a permanent-event (CRF 22, Card Errata and Rulings, Indûr Dawndeath): one wounded
character discards one item, not a ring, the hazard player choosing both, so the use is aimed at that item
(playing/hazard_uses.py, a use with a ``target``; the conditions ``target_bearer_wounded`` and ``target_not_ring``,
primitives/conditions.py)."""
from helpers import both_pass

from meccg_rules.engine.core.behaviour import Condition
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.primitives.conditions import check_conditions, is_ring
from meccg_rules.engine.setup import Setup


def _indur(wounded=("Aragorn II", "Legolas")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Glamdring"])
    setup.give("Legolas", ["Elven Cloak"])
    setup.give("Gimli", ["Precious Gold Ring", "Dagger of Westernesse"])
    for name in wounded:
        setup.wound(name)
    setup.in_play("Indûr Dawndeath")
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_one_item_of_one_wounded_character_goes_the_hazard_player_choosing():
    game = _indur()
    game.apply(UseAbility("Bob", "Indûr Dawndeath", "discard", "Glamdring"))
    both_pass(game)
    s = game.state
    assert s.find("Glamdring").zone == "discard pile"
    assert s.find("Elven Cloak").zone == "in play"
    assert s.find("Indûr Dawndeath").zone == "discard pile"
    assert s.companies["Fellowship"].hazards_played == 1


def test_an_unwounded_bearers_item_or_a_ring_cannot_be_chosen():
    game = _indur(wounded=("Aragorn II", "Gimli"))
    assert game.check(UseAbility("Bob", "Indûr Dawndeath", "discard", "Elven Cloak")).code == "invalid-target"
    assert game.check(UseAbility("Bob", "Indûr Dawndeath", "discard", "Precious Gold Ring")).code == "invalid-target"
    assert game.check(UseAbility("Bob", "Indûr Dawndeath", "discard", "Dagger of Westernesse"))


def test_the_resource_player_does_not_choose():
    game = _indur()
    assert not game.check(UseAbility("Alice", "Indûr Dawndeath", "discard", "Glamdring"))   # not her card


def test_rings_are_gold_rings_and_special_rings():
    cards = catalogue()
    assert is_ring(cards.get("Precious Gold Ring")) and is_ring(cards.get("The One Ring"))
    assert not is_ring(cards.get("Glamdring"))


def test_a_condition_on_an_item_of_no_character_refuses():
    game = _indur()
    s = game.state
    verdict = check_conditions(s, s.find("Indûr Dawndeath").card, (Condition(target_bearer_wounded=True),),
                               s.find("Moria").id)
    assert verdict.code == "invalid-target"
