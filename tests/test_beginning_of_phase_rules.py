"""Actions "at the beginning of" a phase (CoE 9.6.5; CRF 22, Rulings by Term > Beginning of Phase/Turn): before
any normal action of the phase, and only in its player's phase."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup

TAKE = UseAbility("Alice", "Saruman", "take", "Wizard’s Fire")


def _saruman(phase="end-of-turn", resource="Alice", discard=("Wizard’s Fire",)):
    setup = Setup(resource, "Bob" if resource == "Alice" else "Alice")
    setup.company("Wizards", ["Saruman", "Aragorn II"], site="Rivendell", owner="Alice")
    if resource != "Alice":
        setup.company("Wanderers", ["Gimli"], site="Bree", owner=resource)
    setup.discard_pile("Alice", list(discard))
    setup.hand("Alice", ["River"])
    setup.set_phase(phase)
    return setup.build()


def test_at_the_beginning_of_the_phase_the_ability_may_be_used():
    game = _saruman()
    game.apply(TAKE)
    both_pass(game)
    assert game.state.find("Wizard’s Fire").zone == "hand"
    assert game.state.find("Saruman").tapped


def test_a_normal_action_of_the_phase_ends_its_beginning():
    game = _saruman()
    game.apply(Discard("Alice", "River"))
    verdict = game.check(TAKE)
    assert verdict.code == "beginning-passed"
    assert "9.6.5" in verdict.rule


def test_only_in_that_phase():
    assert _saruman(phase="organization").check(TAKE).code == "wrong-phase"


def test_only_a_card_of_the_kind_it_takes():
    game = _saruman(discard=("Glamdring",))
    assert game.check(UseAbility("Alice", "Saruman", "take", "Glamdring")).code == "invalid-target"


def test_the_fallen_wizard_saruman_takes_a_spell_or_a_sorcery_and_nothing_else():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wizards", ["Saruman", "Legolas"], site="Isengard", owner="Alice")
    setup.discard_pile("Alice", ["Wizard’s Fire", "Riven Gate", "Glamdring"])
    setup.set_phase("end-of-turn")
    game = setup.build()
    assert game.state.find("Saruman").card.id == "WH-9"
    assert game.check(UseAbility("Alice", "Saruman", "take", "Glamdring")).code == "invalid-target"
    assert game.check(UseAbility("Alice", "Saruman", "take", "Wizard’s Fire"))   # a spell
    game.apply(UseAbility("Alice", "Saruman", "take", "Riven Gate"))                # a sorcery
    both_pass(game)
    assert game.state.find("Riven Gate").zone == "hand"
