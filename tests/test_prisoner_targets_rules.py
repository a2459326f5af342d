"""Allies are never taken prisoner (CoE 3.III.9; CRF 22, Ally): a card that takes its target prisoner (the key
``takes_prisoner``: Flies and Spiders) cannot be played on an ally, though the ally faces a strike of the attack;
on a character it may, and takes him prisoner when the strike succeeds (``prisoners``)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import OFF_TO_THE_SIDE
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _spiders(strike_on):
    """Giant Spiders' two strikes on Noble Hound and Legolas, the one on ``strike_on`` being resolved."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Noble Hound"])
    setup.hand("Bob", ["Giant Spiders", "Flies and Spiders"])
    setup.location_deck("Bob", ["Dimrill Dale"])   # its rescue site, in Redhorn Gate (CoE 3.III.2)
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Giant Spiders", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Noble Hound"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", strike_on))
    return game


def test_an_ally_facing_the_strike_cannot_be_its_target():
    verdict = _spiders("Noble Hound").check(PlayEvent("Bob", "Flies and Spiders", "Noble Hound"))
    assert verdict.code == "invalid-target" and "CoE 3.III.9" in verdict.sentence


def test_a_character_can_and_is_taken_prisoner_when_the_strike_succeeds():
    game = _spiders("Legolas")
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    legolas = game.state.find("Legolas")
    assert legolas.zone == OFF_TO_THE_SIDE and game.state.cards[legolas.attached_to].name == "Flies and Spiders"
