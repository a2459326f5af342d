"""Goldberry's two abilities (playing/return_cancels.py, the ``cancel-return`` primitive; combat's cancel of an attack
keyed to Wilderness): she cancels an effect declared earlier in the same chain that would send her company back to
its site of origin (CRF 22, Card Errata and Rulings, Goldberry), never a failed Under-deeps roll, which declares
nothing; or one attack on her company keyed to Wilderness."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def _travelling(goldberry_with="Gimli", others=(), hand=("Long Winter",)):
    """Fellowship (Gimli, Legolas: no ranger) has moved from Bree to Rivendell through two Wildernesses."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Legolas"], site="Rivendell", origin="Bree")
    for name, characters, origin in others:
        setup.company(name, list(characters), site="Rivendell" if origin else "Bree", origin=origin)
    setup.give(goldberry_with, ["Goldberry"])
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_she_cancels_a_return_declared_before_her_and_the_card_is_discarded():
    game = _travelling()
    game.apply(PlayEvent("Bob", "Long Winter"))
    game.apply(UseAbility("Alice", "Goldberry", "cancel", "Long Winter"))
    both_pass(game)
    s = game.state
    assert s.find("Long Winter").zone == DISCARD and s.find("Goldberry").tapped
    assert s.companies["Fellowship"].moving and not s.companies["Fellowship"].returned


def test_the_effect_may_be_named_by_her_company():
    game = _travelling()
    game.apply(PlayEvent("Bob", "Long Winter"))
    assert game.check(UseAbility("Alice", "Goldberry", "cancel", "Fellowship"))


def test_nothing_declared_earlier_nothing_to_cancel():
    game = _travelling()
    assert game.check(UseAbility("Alice", "Goldberry", "cancel", "Fellowship")).code == "no-return-to-cancel"


def test_only_a_return_of_her_own_company():
    game = _travelling(goldberry_with="Frodo", others=[("Rangers", ["Frodo"], None)])
    game.apply(PlayEvent("Bob", "Long Winter"))
    assert game.check(UseAbility("Alice", "Goldberry", "cancel", "Long Winter")).code == "no-return-to-cancel"
    assert game.check(UseAbility("Alice", "Goldberry", "cancel", "Fellowship")).code == "invalid-target"


def test_a_return_that_spares_her_company_is_not_hers_to_cancel():
    setup = Setup("Alice", "Bob")   # a ranger in her company: Long Winter would not send it back
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell", origin="Bree")
    setup.give("Aragorn II", ["Goldberry"])
    setup.hand("Bob", ["Long Winter"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Long Winter"))
    assert game.check(UseAbility("Alice", "Goldberry", "cancel", "Long Winter")).code == "no-return-to-cancel"


def test_an_effect_sending_other_companies_back_too_is_not_modelled():
    game = _travelling(others=[("Scouts", ["Frodo"], "Bree")])
    game.apply(PlayEvent("Bob", "Long Winter"))
    verdict = game.check(UseAbility("Alice", "Goldberry", "cancel", "Long Winter"))
    assert verdict.code == "not-modelled" and "other companies" in verdict.sentence
    with pytest.raises(NotModelledError):
        game.apply(UseAbility("Alice", "Goldberry", "cancel", "Long Winter"))


def test_a_passive_conditions_action_is_cancelled_and_its_card_stays_in_play():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Frodo"], site="Bree")
    setup.company("Fellowship", ["Gimli", "Legolas"], site="Bree")
    setup.give("Gimli", ["Goldberry"])
    setup.location_deck("Alice", ["Rivendell"])
    setup.hand("Bob", ["Long Winter"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", "Rivendell", ()))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    game.apply(EndPhase("Alice", "movement/hazard", "Rangers"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert [e.kind for e in game.state.chains[-1].entries] == ["passive"]
    game.apply(UseAbility("Alice", "Goldberry", "cancel", "Long Winter"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    s = game.state
    assert s.find("Long Winter").zone == IN_PLAY and s.companies["Fellowship"].moving


def test_she_cancels_an_attack_on_her_company_keyed_to_wilderness_only():
    for key, allowed in (("Wilderness", True), ("Ruins & Lairs", False)):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Gimli", "Legolas"], site="Dimrill Dale", origin="Lórien")
        setup.give("Gimli", ["Goldberry"])
        setup.hand("Bob", ["Orc-lieutenant"])
        setup.set_phase("movement/hazard", "Fellowship")
        game = setup.build()
        game.apply(PlayCreature("Bob", "Orc-lieutenant", key))
        both_pass(game)
        assert bool(game.check(UseAbility("Alice", "Goldberry", "cancel the attack"))) == allowed, key
        if allowed:
            game.apply(UseAbility("Alice", "Goldberry", "cancel the attack"))
            both_pass(game)
            assert game.state.combat is None
        else:
            assert game.check(AssignStrike("Alice", "Gimli"))
