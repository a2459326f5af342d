"""Actions "at the end of" a phase (CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn): a card playable only
at the end of the organization phase opens its end once every declared action has resolved, and from then on
only actions at its end (and answers aimed at a declared card) are declared until the phase ends."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.behaviour import Behaviour
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.corruption.actions import RemoveCorruptionCard
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

HORSES = PlayEvent("Alice", "Horses", "Fellowship")
TO_MORIA = DeclareMovement("Alice", "Fellowship", "Moria")


def _lorien(phase="organization", hand=("Horses", "Fair Travels in Wilderness"), **extra):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Gimli", "Frodo"], site="Lórien")
    setup.location_deck("Alice", ["Moria"])
    setup.hand("Alice", list(hand))
    for name, on in extra.get("on", {}).items():
        setup.in_play(name, on=on)
    setup.set_phase(phase)
    return setup.build()


def test_played_at_the_end_of_the_organization_phase_it_ends_the_phases_normal_actions():
    game = _lorien()
    assert game.check(TO_MORIA)  # before: a normal action of the phase
    game.apply(HORSES)
    verdict = game.check(TO_MORIA)
    assert verdict.code == "phase-ending" and "9.6.6" in verdict.rule
    both_pass(game)
    assert game.state.find("Horses").zone == "discard pile"
    assert game.check(TO_MORIA).code == "phase-ending"  # still the end of the phase, the chain resolved
    assert TO_MORIA not in game.legal_actions()
    game.apply(EndPhase("Alice", "organization"))
    assert game.state.phase == "long-event"


def test_another_action_at_the_end_may_answer_it_or_follow_it():
    game = _lorien()
    game.apply(TO_MORIA)
    game.apply(HORSES)
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "Fair Travels in Wilderness", "Fellowship"))
    both_pass(game)
    assert not game.state.chains
    for action in (EndPhase("Alice", "organization"), EndPhase("Alice", "long-event"),
                   BeginMovementHazard("Alice", "Fellowship")):
        game.apply(action)
    assert hazard_limit(game.state, "Fellowship") == 2  # 3 without them (Frodo counts half)


def test_only_in_that_phase():
    assert _lorien(phase="long-event").check(HORSES).code == "wrong-phase"
    assert _lorien(phase="untap").check(HORSES).code == "wrong-phase"


def test_not_in_answer_to_an_action_declared_before_the_end():
    game = _lorien(on={"Lure of Expedience": "Gimli"})
    game.apply(RemoveCorruptionCard("Alice", "Gimli", "Lure of Expedience"))
    game.apply(Pass("Bob"))
    verdict = game.check(HORSES)
    assert verdict.code == "end-of-phase-not-reached" and "9.6.6" in verdict.rule


def test_a_card_without_the_condition_is_a_normal_action_and_does_not_open_the_end():
    assert Behaviour.model_validate({"id": "XX-1", "summary": "x", "playable_if": [{"phase": ["organization"]}]})
    game = _lorien(hand=("Horses",))
    game.apply(TO_MORIA)  # a normal action: the end has not begun
    assert game.check(HORSES)


def test_the_condition_names_a_phase_whose_end_is_modelled():
    with pytest.raises(Exception, match="at_end_of"):
        Behaviour.model_validate({"id": "XX-1", "summary": "x", "playable_if": [{"at_end_of": "site"}]})


def test_the_cards_waiting_for_the_end_of_the_organization_phase_say_so():
    for name in ("Horses", "Fair Sailing", "Fair Travels in Border-lands", "Fair Travels in Free-domains",
                 "Fair Travels in Wilderness"):
        card = catalogue().get(name)
        assert card.status == "full", name
        assert [c.at_end_of for c in card.trait("playable_if")] == ["organization"], name
