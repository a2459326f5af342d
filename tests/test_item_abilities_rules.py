"""Abilities of an item for its bearer: the bearer taps (the item staying untapped), the item taps with him, the item
is discarded for an effect on him, or it acts on a strike against him (CoE 3.iv.5; the playing family's abilities)."""
import pytest

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.combat.strikes import prowess
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import DiscardToUse, UseAbility
from meccg_rules.engine.setup import Setup


def _attacked(items, creature="Orc-patrol", key="Wilderness", facing=None, tapped=()):
    """Fellowship moving to Moria; Bob's creature attacks; with ``facing``, that character's strike is resolved."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    for who, cards in items.items():
        setup.give(who, cards)
    for who in tapped:
        setup.tap(who)
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    for action in (PlayCreature("Bob", creature, key), Pass("Alice"), Pass("Bob")):
        game.apply(action)
    if facing:
        for who in ("Aragorn II", "Legolas", "Gimli"):
            game.apply(AssignStrike("Alice", who))
        game.apply(ChooseStrike("Alice", facing))
    return game


def _resolve(game, action):
    game.apply(action)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def test_a_cloak_cancels_a_strike_against_its_bearer_from_a_creature_keyed_as_it_says():
    game = _attacked({"Aragorn II": ["Elven Cloak"]}, facing="Aragorn II")
    _resolve(game, UseAbility("Alice", "Elven Cloak", "cancel the strike"))
    assert game.state.log[-1] == "Aragorn II's strike is cancelled by Elven Cloak"
    other = _attacked({"Aragorn II": ["Elven Cloak"]}, facing="Legolas")   # not a strike against its bearer
    assert other.check(UseAbility("Alice", "Elven Cloak", "cancel the strike")).code == "not-this-strike"
    site = _attacked({"Aragorn II": ["Elven Cloak"]}, key="Shadow-hold", facing="Aragorn II")   # not Wilderness
    assert site.check(UseAbility("Alice", "Elven Cloak", "cancel the strike")).code == "invalid-target"


def test_a_shield_tapped_adds_prowess_against_a_strike_on_its_bearer_alone():
    game = _attacked({"Legolas": ["Shield of Iron-bound Ash"]}, facing="Legolas")
    ref = game.state.find("Legolas").id
    before = prowess(game.state, ref)[0]
    _resolve(game, UseAbility("Alice", "Shield of Iron-bound Ash", "gain prowess against the strike"))
    assert prowess(game.state, ref)[0] == before + 1
    assert game.state.find("Shield of Iron-bound Ash").tapped and not game.state.find("Legolas").tapped
    before_attack = _attacked({"Legolas": ["Shield of Iron-bound Ash"]})   # strikes not assigned yet
    assert not before_attack.check(UseAbility("Alice", "Shield of Iron-bound Ash", "gain prowess against the strike"))


def test_tapping_the_bearer_uses_the_item_and_leaves_it_untapped():
    game = _attacked({"Legolas": ["Star-glass"]}, creature="Barrow-wight", key="Shadow-hold")   # Undead
    _resolve(game, UseAbility("Alice", "Star-glass", "cancel the attack"))
    assert game.state.find("Legolas").tapped and not game.state.find("Star-glass").tapped
    assert "Legolas's corruption check" in str(game.to_act())
    orcs = _attacked({"Legolas": ["Star-glass"]})   # Orcs: neither Undead nor a Spider, Animal or Wolf attack
    assert orcs.check(UseAbility("Alice", "Star-glass", "weaken the attack")).code == "invalid-target"
    tired = _attacked({"Legolas": ["Star-glass"]}, creature="Barrow-wight", key="Shadow-hold", tapped=["Legolas"])
    assert tired.check(UseAbility("Alice", "Star-glass", "cancel the attack")).code == "character-tapped"


def test_an_item_tapping_with_its_bearer_taps_both():
    game = _attacked({"Gimli": ["Torque of Hues"]})
    _resolve(game, UseAbility("Alice", "Torque of Hues", "cancel the attack"))
    assert game.state.find("Gimli").tapped and game.state.find("Torque of Hues").tapped
    assert "Gimli's corruption check" in str(game.to_act())   # the attack cancelled, he checks


def test_an_item_discarded_for_its_bearer_acts_on_the_character_who_bore_it():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.give("Legolas", ["Cram"])
    setup.tap("Legolas")
    setup.set_phase("organization")
    game = setup.build()
    _resolve(game, DiscardToUse("Alice", "Cram", "untap bearer"))
    assert not game.state.find("Legolas").tapped and game.state.find("Cram").zone == "discard pile"


@pytest.mark.parametrize("bearer, allowed", [("Legolas", True), ("Gimli", False)])
def test_a_potion_may_be_drunk_during_a_strike_by_the_character_facing_it_alone(bearer, allowed):
    game = _attacked({bearer: ["Potion of Prowess"]}, facing="Legolas")   # CoE 3.iv.5
    verdict = game.check(DiscardToUse("Alice", "Potion of Prowess", "strengthen", "Legolas"))
    assert verdict.allowed == allowed, verdict
