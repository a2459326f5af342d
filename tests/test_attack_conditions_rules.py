"""Conditions on the attack faced (``attack_prowess_at_least``, ``attack_except_races``), a change to an attack's
body, and one copy against a given attack (CRF 22, The Old Thrush: its erratum, and agents)."""
from helpers import both_pass

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.combat.strikes import body
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _game(*creatures, site="Moria"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site=site, origin="Lórien")
    setup.hand("Alice", ["The Old Thrush", "a second The Old Thrush"])
    setup.hand("Bob", list(creatures))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_it_needs_a_printed_prowess_of_13_and_lowers_prowess_and_body_for_the_attack():
    game = _game("Agburanar", site="Caves of Ûlund")
    assert game.check(PlayEvent("Alice", "the first The Old Thrush")).code == "no-attack"
    game.apply(PlayCreature("Bob", "Agburanar", "Caves of Ûlund"))
    both_pass(game)
    attack = game.state.combat.attack
    game.apply(PlayEvent("Alice", "the first The Old Thrush"))
    both_pass(game)
    assert (attacks.prowess(game.state, attack), body(game.state, attack.source)) == (12, 6)
    assert game.check(PlayEvent("Alice", "the second The Old Thrush")).code == "cannot-be-duplicated"
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    game.apply(Roll("Alice", 7, "Agburanar's body check"))     # 7 beats body 6, not the printed 9
    assert game.state.find("Agburanar").zone == "marshalling point pile"
    assert body(game.state, game.state.find("Agburanar").id) == 9     # the attack is over, and its change


def test_below_13_it_cannot_be_played():
    game = _game("Cave-drake")
    game.apply(PlayCreature("Bob", "Cave-drake", "Wilderness"))
    both_pass(game)
    assert game.check(PlayEvent("Alice", "the first The Old Thrush")).code == "attack-prowess-too-low"


def test_a_nazgul_attack_is_excepted():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["The Old Thrush"])
    game = setup.build()
    from meccg_rules.engine.core.state import Attack, Combat
    game.state.combat = Combat(Attack("a9", "Fellowship", "", "creature", "Nazgûl", 1, 15, 10))
    assert game.check(PlayEvent("Alice", "The Old Thrush")).code == "invalid-target"
    game.state.combat = Combat(Attack("a9", "Fellowship", "", "creature", "Trolls", 1, 15, 10))
    assert game.check(PlayEvent("Alice", "The Old Thrush")).allowed
