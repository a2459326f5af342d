"""Passive conditions set off as an attack begins (``When.event = "attack-begins"``; combat/flow.py emits it,
core/events.py sets off the cards waiting for it; CoE 3.i, 9.6.1): Corpse-candle's corruption checks ("if this attack
is not canceled, every character in the company makes a corruption check before defending characters are selected")
are declared in the chain that follows, one for each character, before any strike is assigned; the attack cancelled
in answer, they are cancelled with it; a card on the attacked company waits for the attacks against that company
only."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.core import events
from meccg_rules.engine.core.actions import OrderTriggered, Roll
from meccg_rules.engine.core.behaviour import When
from meccg_rules.engine.core.state import DISCARD, Event
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup


def _candle(characters, gollum=False):
    setup = Setup("Alice", "Bob")
    setup.company("Bearers", list(characters), site="Moria", origin="Lórien")
    if gollum:
        setup.give(characters[0], ["Gollum"])
    setup.hand("Bob", ["Corpse-candle"])
    setup.set_phase("movement/hazard", "Bearers")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Corpse-candle", "Wilderness"))
    both_pass(game)
    return game


def test_each_character_tests_his_corruption_before_strikes_are_assigned():
    game = _candle(["Frodo"])
    s = game.state
    assert s.combat is not None and s.chains and s.chains[-1].entries[0].target == s.find("Frodo").id
    assert game.check(AssignStrike("Alice", "Frodo")).code == "must-start-chain"
    both_pass(game)
    assert s.pending is not None and "corruption check" in s.pending.purpose
    game.apply(Roll("Alice", 9, "Frodo's corruption check"))
    assert not s.chains and s.find("Frodo").zone != DISCARD
    assert game.check(AssignStrike("Alice", "Frodo")).allowed


def test_one_action_for_each_character_in_the_order_the_resource_player_states():
    game = _candle(["Frodo", "Sam Gamgee"])
    s = game.state
    assert s.pending is not None and s.pending.kind == events.ORDER and len(s.triggered) == 2
    game.apply(OrderTriggered("Alice", ("Sam Gamgee's corruption check (Corpse-candle)",
                                        "Frodo's corruption check (Corpse-candle)")))
    assert [s._name(e.target) for e in s.chains[-1].entries] == ["Sam Gamgee", "Frodo"]


def test_the_attack_cancelled_in_answer_cancels_the_checks():
    game = _candle(["Frodo"], gollum=True)
    s = game.state
    game.apply(UseAbility("Alice", "Gollum", "cancel the attack"))
    both_pass(game)
    assert s.combat is None and s.find("Corpse-candle").zone == DISCARD
    assert not s.chains and s.pending is None
    assert any("Corpse-candle is no longer in play" in line for line in s.log)


def test_a_card_on_a_company_waits_for_the_attacks_against_that_company():
    game = _candle(["Frodo"], gollum=True)
    s = game.state
    gollum = s.find("Gollum")
    when = When(event="attack-begins", effects=({"do": "cancel", "what": "attack"},))
    on_bearers = Event("attack-begins", (("attack", "a1"), ("company", "Bearers"), ("source", "x")))
    elsewhere = Event("attack-begins", (("attack", "a2"), ("company", "Elsewhere"), ("source", "x")))
    assert events._applies(s, gollum, when, on_bearers) and not events._applies(s, gollum, when, elsewhere)
    own = When(event="attack-begins", its_own_attack=True, effects=({"do": "cancel", "what": "attack"},))
    assert not events._applies(s, gollum, own, on_bearers)


def test_its_own_attack_goes_with_an_attack_beginning():
    with pytest.raises(ValueError, match="its_own_attack"):
        When(event="wounded", its_own_attack=True, effects=({"do": "cancel", "what": "attack"},))


def test_a_cancelling_once_the_checks_have_resolved_leaves_them_made():
    """The engine's reading: the checks come as the attack begins, so one cancelled later in Step 1 had them."""
    game = _candle(["Frodo"], gollum=True)
    s = game.state
    both_pass(game)
    game.apply(Roll("Alice", 9, "Frodo's corruption check"))
    game.apply(UseAbility("Alice", "Gollum", "cancel the attack"))
    both_pass(game)
    assert s.combat is None and s.find("Corpse-candle").zone == DISCARD
    assert any("Frodo's corruption check: 9" in line for line in s.log)


def test_an_effect_on_the_card_itself_is_not_turned_on_the_subject():
    when = When(event="attack-begins", effects=({"do": "tap", "who": "self"}, {"do": "check", "kind": "corruption",
                                                                                "who": "characters"}))
    tap, check = when.effects
    assert not events._retargeted(when, tap) and events._retargeted(when, check)
    wounded = When(event="wounded", effects=({"do": "tap", "who": "characters"},))
    assert not events._retargeted(wounded, wounded.effects[0])


def test_an_attack_beginning_acts_on_no_bearer():
    with pytest.raises(ValueError, match="attacked company"):
        When(event="attack-begins", effects=({"do": "check", "kind": "corruption", "who": "bearer"},))
