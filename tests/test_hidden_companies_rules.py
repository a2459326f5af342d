"""Effects that hide a company for the turn: no new site declared (``no-new-site``), every hazard creature attack
cancelled (``cancel-creature-attacks``), no creature keyed by type to a region type (``forbid`` with
``region_types``): Hide in Dark Places and Hidden Ways as corrected (CRF 22, Card Errata and Rulings)."""
import pytest
from helpers import both_pass
from pydantic import ValidationError

from meccg_rules.engine.core.behaviour import Forbid
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement, JoinCompanies
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def _game(card, site="Moria", hazards=("Orc-patrol",), band=False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Jerrek", "Eradan"], site=site)
    if band:
        setup.company("Band", ["Mîonid"], site=site)
    setup.hand("Alice", [card])
    setup.hand("Bob", list(hazards))
    setup.set_phase("organization")
    return setup.build()


def _to_movement_hazard(game, company="Orcs"):
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", company))


def test_the_bar_on_a_new_site_and_the_cancelled_attacks_follow_the_company_into_the_one_it_joins():
    game = _game("Hide in Dark Places", band=True)
    game.apply(PlayEvent("Alice", "Hide in Dark Places", "Jerrek"))
    both_pass(game)
    game.apply(JoinCompanies("Alice", "Orcs", "Band"))
    verdict = game.check(DeclareMovement("Alice", "Band", "Dol Guldur"))
    assert verdict.code == "no-new-site-this-turn" and "Hide in Dark Places" in verdict.sentence
    assert "Band may not declare a new site this turn (Hide in Dark Places)" in game.describe()
    _to_movement_hazard(game, "Band")
    game.apply(PlayCreature("Bob", "Orc-patrol", "Shadow-hold"))
    both_pass(game)
    assert game.state.combat is None and game.state.find("Orc-patrol").zone == "discard pile"
    assert any("cancels every hazard creature attack on Band" in line for line in game.state.log)


def test_a_cancelled_creature_still_counts_against_the_hazard_limit():
    game = _game("Hide in Dark Places", hazards=("Orc-patrol", "a second Orc-patrol"))
    game.apply(PlayEvent("Alice", "Hide in Dark Places", "Jerrek"))
    both_pass(game)
    _to_movement_hazard(game)
    limit = hazard_limit(game.state, "Orcs")
    game.apply(PlayCreature("Bob", "the first Orc-patrol", "Shadow-hold"))
    both_pass(game)
    assert game.state.companies["Orcs"].hazards_played == 1 < limit


def test_a_ban_by_region_type_leaves_other_types_and_the_site_alone():
    game = _game("Hidden Ways", site="Dol Guldur")
    game.apply(DeclareMovement("Alice", "Orcs", "Moria"))
    game.apply(PlayEvent("Alice", "Hidden Ways", "Eradan"))
    both_pass(game)
    _to_movement_hazard(game)
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).code == "no-creatures-keyed-so-this-turn"
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-land"))
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-hold"))


def test_region_types_go_only_with_a_ban_by_region_type():
    assert Forbid(do="forbid", what="creatures keyed by region type", region_types=("wilderness",)).bans() == (
        "creatures keyed by type to wilderness",)
    with pytest.raises(ValidationError):
        Forbid(do="forbid", what="creatures", region_types=("wilderness",))
    with pytest.raises(ValidationError):
        Forbid(do="forbid", what="creatures keyed by region type")
