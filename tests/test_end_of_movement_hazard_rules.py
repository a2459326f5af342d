"""The end of a company's movement/hazard phase (CoE 2.IV.viii, 9.6.6) and Lure of Nature's corruption checks:
set off once every other hazard is played (its CRF 22 erratum), one per Wilderness of the site path, none for a
company back at its site of origin (CoE 2.IV.4); meanwhile only what bears on those checks may be declared: support,
a resource or a hazard that changes them, never a creature or a new corruption card (CRF 22, Lure of Nature)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.behaviour import Behaviour
from meccg_rules.engine.core.cards import Card
from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginSitePhase, EndPhase
from meccg_rules.engine.turn.movement_hazard_end import bears_on_declared_checks, ending_movement_hazard


def _game(site="Moria", origin="Lórien", characters=("Aragorn II", "Legolas"), bob=("Orc-patrol",), lure="Legolas",
          **extra):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    if lure:
        setup.in_play("Lure of Nature", on=lure)
    setup.hand("Bob", list(bob))
    for card in extra.get("in_play", ()):
        setup.in_play(card)
    setup.hand("Alice", list(extra.get("alice", ())))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def _checks_asked(game):
    """How many corruption checks the end of the phase asks of Legolas (each waits for its roll; 5 passes)."""
    asked = 0
    while game.state.pending is not None and game.state.pending.purpose == "Legolas's corruption check":
        game.apply(Roll("Alice", 5, "Legolas's corruption check"))
        asked += 1
    return asked


def test_no_check_before_the_end_of_the_phase_then_one_per_wilderness():
    game = _game()                                   # Lórien to Moria: two Wildernesses
    assert game.state.chains == [] and game.state.pending is None
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).allowed   # hazards come first
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    assert game.state.phase == "movement/hazard" and len(game.state.chains) == 1
    both_pass(game)
    assert _checks_asked(game) == 2
    assert game.state.phase == "site"


@pytest.mark.parametrize("site, origin, checks", [("Edoras", "Lórien", 1), ("Rivendell", None, 0)])
def test_the_checks_count_the_wildernesses_of_the_site_path(site, origin, checks):
    game = _game(site=site, origin=origin)           # Lórien to Edoras: Wold & Foothills, then Rohan
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    if checks:
        both_pass(game)
    assert _checks_asked(game) == checks
    assert game.state.phase == "site"


def test_a_company_back_at_its_site_of_origin_makes_no_check():
    game = _game(bob=("Snowstorm",), in_play=("Doors of Night",))
    game.apply(PlayEvent("Bob", "Snowstorm"))
    both_pass(game)
    assert game.state.get_company("Fellowship").returned
    assert game.state.phase == "site" and game.state.pending is None and not game.state.chains
    assert game.state.find("Legolas").zone == "in play"


def test_beginning_the_site_phase_ends_the_movement_hazard_phase_after_the_checks():
    game = _game()
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    assert game.state.phase == "movement/hazard"
    both_pass(game)
    assert _checks_asked(game) == 2
    assert (game.state.phase, game.state.active_company) == ("site", "Fellowship")


def test_while_the_checks_wait_only_what_bears_on_them():
    game = _game(bob=("Orc-patrol", "Weariness of the Heart", "Lure of Expedience"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    refused = [PlayCreature("Bob", "Orc-patrol", "Wilderness"),
               PlayEvent("Bob", "Weariness of the Heart", "Legolas", "the corruption check"),   # a new check
               PlayEvent("Bob", "Weariness of the Heart", "Legolas", "the prowess penalty"),
               PlayEvent("Bob", "Lure of Expedience", "Aragorn II"),                          # a new corruption card
               EndPhase("Alice", "movement/hazard", "Fellowship")]
    assert [game.check(action).code for action in refused] == ["end-of-phase-actions"] * 5
    assert game.check(SupportCorruptionCheck("Alice", "Aragorn II", "Legolas")).allowed


def test_a_resource_that_changes_the_check_may_be_played():
    game = _game(characters=("Saruman", "Legolas"), lure="Saruman", alice=("First of the Order",))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(PlayEvent("Alice", "First of the Order", "Saruman"))
    both_pass(game)          # First of the Order resolves (+2), then the check it answered
    game.apply(Roll("Alice", 2, "Saruman's corruption check"))
    assert "2 (roll) +2 (in effect) = 4" in game.state.log[-1]


def _invented(stat):
    """A hazard short-event on a character that changes his corruption checks (no such card is modelled yet)."""
    behaviour = Behaviour.model_validate({"id": "XX-1", "summary": "an invented hazard", "target": "character",
                                          "effects": [{"do": "modify", "stat": stat, "by": -2}]})
    return Card("XX-1", {"name": "Invented Hazard", "type": "Hazard", "alignment": "Neutral",
                         "subtype": "Short-event"}, behaviour)


def test_a_hazard_that_changes_a_declared_check_passes_the_gate_another_does_not():
    game = _game()
    changes = game.state.add(_invented("corruption check"), "Bob", "hand")
    other = game.state.add(_invented("prowess"), "Bob", "hand")
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    assert bears_on_declared_checks(game.state, PlayEvent("Bob", changes.id, "Legolas"))
    assert not bears_on_declared_checks(game.state, PlayEvent("Bob", changes.id, "Aragorn II"))  # no check on him
    assert not bears_on_declared_checks(game.state, PlayEvent("Bob", other.id, "Legolas"))
    assert ending_movement_hazard(game, PlayEvent("Bob", changes.id, "Legolas")).allowed
    assert ending_movement_hazard(game, Pass("Bob")).allowed


# ------------------------------------------------------------------ Lure of Creation: any phase, a move to a Haven
def _creation(grey_site="Rivendell", grey_origin="Weathertop"):
    """Fellowship's movement/hazard phase (Lórien to Moria); Grey, Gandalf's company, is at ``grey_site``, moved from
    ``grey_origin`` this turn (None: it did not move); Lure of Creation is on Gandalf."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.company("Grey", ["Gandalf"], site=grey_site, origin=grey_origin)
    setup.in_play("Lure of Creation", on="Gandalf")
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


@pytest.mark.parametrize("grey_site, grey_origin, checks", [
    ("Rivendell", "Weathertop", 1),   # Grey moved to a Haven this turn: another company's phase ending sets it off
    ("Rivendell", None, 0),           # at a Haven without having moved there
    ("Weathertop", "Rivendell", 0),   # moved, but not to a Haven
])
def test_lure_of_creation_checks_at_the_end_of_any_phase_of_a_turn_his_company_moved_to_a_haven(
        grey_site, grey_origin, checks):
    game = _creation(grey_site, grey_origin)
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    if checks:
        both_pass(game)
    asked = 0
    while game.state.pending is not None and game.state.pending.purpose == "Gandalf's corruption check":
        game.apply(Roll("Alice", 9, "Gandalf's corruption check"))
        asked += 1
    assert asked == checks
    assert game.state.pending is None and game.state.active_company is None   # Fellowship's phase is over


def test_the_company_and_haven_qualifiers_go_with_the_end_of_a_movement_hazard_phase_only():
    check = {"do": "check", "kind": "corruption", "who": "bearer"}
    with pytest.raises(ValueError, match="any_company"):
        Behaviour.model_validate({"id": "XX-1", "effects": [{"do": "attach"}], "when": [
            {"event": "end-of-untap-phase", "moved_to_haven": True, "effects": [check]}]})
    with pytest.raises(ValueError, match="per region"):
        Behaviour.model_validate({"id": "XX-1", "effects": [{"do": "attach"}], "when": [
            {"event": "end-of-movement-hazard-phase", "any_company": True,
             "effects": [{**check, "per_region": "wilderness"}]}]})


def test_lure_of_creation_checks_again_once_his_company_moved_on_from_the_haven():
    # Grey moved to Rivendell, a Haven, then on to Bree with Bridge: the turn is still one in which it moved to a
    # Haven, so the end of its second movement/hazard phase sets the check off again (turn/phases.py notes the move)
    from meccg_rules.engine.hazards.actions import DoneHazards
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Gandalf", "Legolas"], site="Weathertop")
    setup.in_play("Lure of Creation", on="Gandalf")
    setup.hand("Alice", ["Bridge"])
    setup.location_deck("Alice", ["Rivendell", "Bree"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Grey", "Rivendell"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Grey"))
    game.apply(DoneHazards("Bob"))
    game.apply(PlayEvent("Alice", "Bridge", "Grey"))
    both_pass(game)
    game.apply(DoneHazards("Bob"))
    game.apply(DeclareMovement("Alice", "Grey", "Bree"))
    checks = 0
    for _ in range(2):   # the end of the phase at Rivendell, then of the one on the way to Bree
        game.apply(EndPhase("Alice", "movement/hazard", "Grey"))
        both_pass(game)
        assert game.state.pending is not None and game.state.pending.purpose == "Gandalf's corruption check"
        game.apply(Roll("Alice", 9, "Gandalf's corruption check"))
        checks += 1
        if game.state.phase != "movement/hazard":
            break
        game.apply(DoneHazards("Bob"))
    assert checks == 2 and game.state.phase == "site"
