"""Environments that change the prowess of every character of some races (environments/prowess.py; CRF 22, Sun,
Night, Star of High Hope, The Evenstar): characters only, never an attack nor a hazard."""
from helpers import both_pass, moving

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.combat.strikes import prowess
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _value(game, name):
    return prowess(game.state, game.state.find(name).id)[0]


def _attack(game):
    return attacks.prowess(game.state, game.state.combat.attack)


def test_sun_raises_dunedain_characters_not_a_dunedain_attack():
    game = moving("Moria", "Lórien", "Sun", hand=["Steward's Guard"])
    assert (_value(game, "Aragorn II"), _value(game, "Legolas")) == (7, 5)
    game.apply(PlayCreature("Bob", "Steward's Guard", "Wold & Foothills"))
    both_pass(game)
    assert _attack(game) == 8                                   # printed, not 9: Sun does not affect attacks


def test_sun_with_gates_of_morning_lowers_creatures_and_raises_men():
    game = moving("Moria", "Lórien", "Sun", "Gates of Morning", hand=["Brigands"])
    assert _value(game, "Aragorn II") == 8
    game.apply(PlayCreature("Bob", "Brigands", "Wilderness"))
    both_pass(game)
    assert _attack(game) == 7                                   # -1 for a hazard creature, no +1 for Men


def test_night_spares_rangers_and_with_doors_of_night_raises_every_attack_alone():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Boromir II", "Beorn"], site="Moria", origin="Lórien")
    setup.in_play("Night")
    setup.hand("Bob", ["Brigands"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert [_value(game, n) for n in ("Aragorn II", "Boromir II", "Beorn")] == [6, 5, 7]
    setup.in_play("Doors of Night")
    game = setup.build()
    assert [_value(game, n) for n in ("Aragorn II", "Boromir II", "Beorn")] == [5, 4, 6]
    game.apply(PlayCreature("Bob", "Brigands", "Wilderness"))
    both_pass(game)
    assert _attack(game) == 9                                   # +1 to all attacks; the Men's -1 is not theirs


def test_star_of_high_hope_leaves_an_agent_alone():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Minas Tirith")
    setup.in_play("Star of High Hope")
    setup.in_play("Gates of Morning")
    setup.agent("Bob", "Súrion", "Minas Tirith", face_down=False)
    game = setup.build()
    assert (_value(game, "Aragorn II"), _value(game, "Legolas"), _value(game, "Súrion")) == (8, 7, 5)


def test_the_evenstar_with_gates_of_morning_raises_every_elf_but_not_an_elf_attack():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.company("Council", ["Elrond"], site="Rivendell")
    setup.in_play("Gates of Morning")
    setup.hand("Alice", ["The Evenstar"])
    setup.hand("Bob", ["Galadhrim"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Alice", "The Evenstar", "Legolas"))
    both_pass(game)
    assert (_value(game, "Legolas"), _value(game, "Elrond"), _value(game, "Aragorn II")) == (7, 8, 6)
    game.apply(PlayCreature("Bob", "Galadhrim", "Wold & Foothills"))
    both_pass(game)
    assert _attack(game) == 9                                   # 11, -2 against hero companies; no +1


def test_the_evenstar_without_gates_of_morning_raises_one_elf():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas", "Elrond"], site="Rivendell")
    setup.hand("Alice", ["The Evenstar", "a second The Evenstar"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "the first The Evenstar", "Legolas"))
    both_pass(game)
    assert (_value(game, "Legolas"), _value(game, "Elrond")) == (6, 7)
    assert game.check(PlayEvent("Alice", "the second The Evenstar", "Elrond")).code == "cannot-be-duplicated"


def test_the_evenstar_is_played_without_its_optional_region_choice_which_is_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas"], site="Rivendell")
    setup.in_play("Gates of Morning")
    setup.hand("Alice", ["The Evenstar"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "The Evenstar", "Legolas")).allowed   # its unnamed mode: no choice made
    verdict = game.check(PlayEvent("Alice", "The Evenstar", "Legolas", "a Wilderness as a Border-land"))
    assert verdict.code == "not-modelled" and "one Wilderness treated as a Border-land" in verdict.sentence
