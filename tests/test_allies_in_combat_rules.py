"""Allies count as characters for cards that affect combat (CoE 2.V.2.2; CRF 22, Rulings by Term > Ally), and only
for them; a race the ally does not print is not his."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks
from meccg_rules.engine.setup import Setup


def _gollum_facing_a_strike():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Gollum"])
    setup.hand("Alice", ["Dodge", "Halfling Stealth"])
    setup.hand("Bob", ["Orc-patrol", "Lure of Expedience"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    for who in ("Gollum", "Frodo", "Aragorn II"):
        game.apply(AssignStrike("Alice", who))
    game.apply(ChooseStrike("Alice", "Gollum"))
    return game


def test_a_strike_card_may_be_played_on_an_ally_facing_a_strike():
    game = _gollum_facing_a_strike()
    assert game.check(PlayEvent("Alice", "Dodge", "Gollum"))


def test_the_ally_lacks_a_race_he_does_not_print():
    verdict = _gollum_facing_a_strike().check(PlayEvent("Alice", "Halfling Stealth", "Gollum"))
    assert verdict.code == "invalid-target"
    assert "Hobbit" in verdict.sentence


def test_a_card_that_does_not_affect_combat_still_needs_a_character():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.give("Legolas", ["Noble Hound"])
    setup.hand("Bob", ["Lure of Expedience"])
    setup.set_phase("movement/hazard", "Fellowship")
    verdict = setup.build().check(PlayEvent("Bob", "Lure of Expedience", "Noble Hound"))
    assert verdict.code == "invalid-target"
    assert "ally" in verdict.sentence


def _troll_facing_automatic_attacks(ally):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Delvers", ["Perchen"], site="Gondmaeglom")
    setup.give("Perchen", [ally])
    setup.wound(ally)
    setup.set_phase("site", "Delvers")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Delvers"))
    return game


def test_a_wounded_great_troll_may_be_assigned_a_strike_as_though_untapped_and_another_wounded_ally_may_not():
    assert _troll_facing_automatic_attacks("Great Troll").check(AssignStrike("Alice", "Great Troll"))
    verdict = _troll_facing_automatic_attacks("Cave Troll").check(AssignStrike("Alice", "Cave Troll"))
    assert verdict.code == "defender-assigns-untapped"
