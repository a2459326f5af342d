"""Effects that last until the end of one attack ("against the attack": ``until = "end-of-attack"``), and a character
an effect keeps from an attack's strikes (CoE 3.i-3.iv.5; CRF 22, More Sense than You, Ruse)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.combat.strikes import body, prowess
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.cards import load_entries
from meccg_rules.engine.core.errors import DataError
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _attacked(characters=("Gandalf", "Gimli", "Aragorn II"), hand=("Wizard's Fire",), creatures=("Orc-patrol",),
              alignment=None, site="Moria", origin="Lórien", keyed="Wilderness"):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.hand("Alice", list(hand))
    setup.hand("Bob", list(creatures))
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", creatures[0], keyed))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    return game


def _prowess(game, name):
    return prowess(game.state, game.state.find(name).id)[0]


def test_a_bonus_against_one_attack_needs_an_attack_and_ends_with_it():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Wizard's Fire"])
    setup.set_phase("movement/hazard", "Fellowship")
    assert setup.build().check(PlayEvent("Alice", "Wizard's Fire", "Gandalf")).code == "no-attack"
    game = _attacked()
    game.apply(PlayEvent("Alice", "Wizard's Fire", "Gandalf"))
    both_pass(game)
    game.apply(Roll("Alice", 9, "Gandalf's corruption check"))
    assert _prowess(game, "Gandalf") == 11
    for who in ("Gandalf", "Gimli", "Aragorn II"):
        game.apply(AssignStrike("Alice", who))
    for who in ("Gandalf", "Gimli", "Aragorn II"):
        game.apply(ChooseStrike("Alice", who))
        game.apply(Roll("Alice", 12, f"{who}'s strike"))
    assert game.state.combat is None
    assert _prowess(game, "Gandalf") == 6   # the attack is over: so is the bonus


def test_it_is_not_played_for_a_company_that_is_not_attacked():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.company("Wizards", ["Gandalf"], site="Lórien")
    setup.hand("Alice", ["Wizard's Fire"])
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    assert game.check(PlayEvent("Alice", "Wizard's Fire", "Gandalf")).code == "not-facing-attack"


def test_in_a_strike_sequence_only_on_whom_it_affects():
    game = _attacked(hand=("Wizard's Fire", "Kindling of the Spirit", "The Dwarves Are upon You!"))
    for who in ("Gandalf", "Gimli", "Aragorn II"):
        game.apply(AssignStrike("Alice", who))
    game.apply(ChooseStrike("Alice", "Gimli"))
    assert game.check(PlayEvent("Alice", "Wizard's Fire", "Gandalf")).code == "only-strike-actions"
    assert game.check(PlayEvent("Alice", "Kindling of the Spirit", "Gandalf"))      # Gimli is among them
    assert game.check(PlayEvent("Alice", "The Dwarves Are upon You!", "Fellowship"))  # Gimli is a Dwarf
    game.apply(Roll("Alice", 12, "Gimli's strike"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    assert game.check(PlayEvent("Alice", "The Dwarves Are upon You!", "Fellowship")).code == "only-strike-actions"


def test_the_dwarves_alone_get_the_bonus_once_per_attack():
    game = _attacked(hand=("The Dwarves Are upon You!", "a second The Dwarves Are upon You!"))
    gimli = game.state.find("Gimli").id
    before = body(game.state, gimli)
    game.apply(PlayEvent("Alice", "the first The Dwarves Are upon You!", "Fellowship"))
    both_pass(game)
    assert (_prowess(game, "Gimli"), _prowess(game, "Aragorn II")) == (7, 6)
    assert body(game.state, gimli) == before - 1
    verdict = game.check(PlayEvent("Alice", "the second The Dwarves Are upon You!", "Fellowship"))
    assert verdict.code == "cannot-be-duplicated"


def test_a_company_without_dwarves_cannot_play_it():
    game = _attacked(characters=("Aragorn II", "Legolas"), hand=("The Dwarves Are upon You!",))
    assert game.check(PlayEvent("Alice", "The Dwarves Are upon You!", "Fellowship")).code == "invalid-target"


def test_cancelled_before_it_resolves_it_modifies_nothing():
    game = _attacked(hand=("Wizard's Fire", "Escape"))
    game.apply(PlayEvent("Alice", "Wizard's Fire", "Gandalf"))
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "Escape", "Aragorn II"))   # cancels the attack first
    both_pass(game)
    assert game.state.combat is None
    assert not [o for o in game.state.ongoing if o.stat == "prowess"]
    assert "Wizard’s Fire: no attack is under way, prowess is not modified" in game.state.log


def test_a_character_kept_from_the_strikes_is_not_assigned_one():
    game = _attacked(hand=("More Sense than You",))
    game.apply(PlayEvent("Alice", "More Sense than You", "Aragorn II"))
    both_pass(game)
    assert game.state.find("Aragorn II").tapped
    assert game.check(AssignStrike("Alice", "Aragorn II")).code == "kept-from-strikes"
    game.apply(DoneAssigning("Alice"))
    assert game.check(AssignStrike("Bob", "Aragorn II")).code == "kept-from-strikes"


def test_more_sense_only_before_strikes_are_assigned():
    game = _attacked(hand=("More Sense than You",))
    game.apply(AssignStrike("Alice", "Gimli"))
    game.apply(DoneAssigning("Alice"))
    game.apply(AssignStrike("Bob", "Gandalf"))
    assert game.check(PlayEvent("Alice", "More Sense than You", "Aragorn II")).code == "attack-strikes-assigned"


def test_the_only_character_kept_out_the_attack_is_discarded_faced_not_cancelled():
    game = _attacked(characters=("Aragorn II",), hand=("More Sense than You",))
    game.apply(PlayEvent("Alice", "More Sense than You", "Aragorn II"))
    both_pass(game)
    game.apply(DoneAssigning("Alice"))
    assert game.state.combat is None
    assert game.state.find("Orc-patrol").zone == "discard pile"
    assert not any("cancelled" in line for line in game.state.log)
    assert game.state.get_company("Fellowship").attacks_faced


def _minions(characters):
    return _attacked(characters=characters, hand=("Ruse",), alignment="Ringwraith", site="Cirith Ungol",
                     origin="Minas Morgul", keyed="Shadow-land")


def test_ruse_cancels_the_attack_on_a_covert_company():
    game = _minions(("Perchen", "Eun"))
    assert game.check(PlayEvent("Alice", "Ruse", "Eun", "the cancel")).code == "invalid-target"   # no diplomat
    game.apply(PlayEvent("Alice", "Ruse", "Perchen", "the cancel"))
    both_pass(game)
    assert game.state.combat is None and game.state.find("Perchen").tapped


def test_ruse_needs_a_covert_company_to_cancel():
    game = _minions(("Perchen", "Lugdush"))   # an Orc makes the company overt
    assert game.check(PlayEvent("Alice", "Ruse", "Perchen", "the cancel")).code == "invalid-target"


def test_ruse_keeps_the_scout_out_of_the_strikes():
    game = _minions(("Perchen", "Lugdush"))
    game.apply(PlayEvent("Alice", "Ruse", "Lugdush", "the scout"))
    both_pass(game)
    assert game.check(AssignStrike("Alice", "Lugdush")).code == "kept-from-strikes"
    assert game.check(AssignStrike("Alice", "Perchen"))


def test_kept_from_strikes_lasts_for_the_attack_only(tmp_path):
    entry = ('[[card]]\nid = "TD-140"\nsummary = "x"\n'
             'effects = [{ do = "modify", stat = "may not be assigned a strike", by = 1 }]\n')
    (tmp_path / "cards.toml").write_text(entry, encoding="utf-8")
    with pytest.raises(DataError, match="end-of-attack"):
        load_entries(tmp_path / "cards.toml")
