"""Special movement (CoE 2.II.7.iv, 2.IV.ii; ``engine/organization/special_movement.py``): Belegaer lets a company
that names no regions move between sites of its regions, over three Coastal Seas with no names, its hazard limit
two lower (not below two); the regions it names are checked against the map."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.cards import DATA
from meccg_rules.engine.core.errors import DataError
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def at(site, characters=("Aragorn II", "Legolas", "Frodo"), to="Tolfalas", alignment=""):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    setup.hand("Alice", ["Belegaer"])
    setup.location_deck("Alice", [to])
    setup.set_phase("organization")
    return setup.build()


def belegaer(game):
    game.apply(PlayEvent("Alice", "Belegaer", "Fellowship"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))


def set_out(game, site="Tolfalas", via=()):
    game.apply(DeclareMovement("Alice", "Fellowship", site, tuple(via)))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    return game.state.companies["Fellowship"]


def test_it_makes_legal_a_movement_no_other_kind_of_movement_allows():
    game = at("Himring")   # Elven Shores to the Mouths of the Anduin: no starter path, five regions apart
    assert game.check(DeclareMovement("Alice", "Fellowship", "Tolfalas")).code == "illegal-movement"
    belegaer(game)
    assert game.check(DeclareMovement("Alice", "Fellowship", "Tolfalas"))
    company = set_out(game)
    assert company.movement == "special" and game.state.cards[company.site].name == "Tolfalas"
    assert [(r.name, r.type) for r in company.site_path] == [(None, "coastal sea")] * 3
    assert hazard_limit(game.state, "Fellowship") == 2          # 3 (two and a Hobbit) - 2, not below 2


@pytest.mark.parametrize("characters, limit", [(("Aragorn II", "Legolas", "Frodo"), 2), (("Frodo",), 2),
                                               (("Aragorn II", "Legolas", "Halbarad", "Dori", "Ori"), 3)])
def test_the_hazard_limit_drops_by_two_and_not_below_two(characters, limit):
    game = at("Himring", characters)
    belegaer(game)
    set_out(game)
    assert hazard_limit(game.state, "Fellowship") == limit


def test_a_starter_movement_that_fits_becomes_the_special_movement_once_it_is_played():
    game = at("Grey Havens", ("Aragorn II", "Legolas", "Halbarad", "Dori"), to="Himring")
    game.apply(DeclareMovement("Alice", "Fellowship", "Himring"))   # starter movement: Lindon, Elven Shores
    belegaer(game)
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    company = game.state.companies["Fellowship"]
    assert company.movement == "special" and [r.type for r in company.site_path] == ["coastal sea"] * 3
    assert hazard_limit(game.state, "Fellowship") == 2   # 4 - 2


def test_not_on_a_company_outside_its_regions_nor_on_one_moving_by_region_movement():
    outside = at("Rivendell")
    verdict = outside.check(PlayEvent("Alice", "Belegaer", "Fellowship"))
    assert not verdict and verdict.code == "special-movement-regions"
    by_regions = at("Grey Havens", to="Himring")
    by_regions.apply(DeclareMovement("Alice", "Fellowship", "Himring", ("Lindon", "Elven Shores")))
    verdict = by_regions.check(PlayEvent("Alice", "Belegaer", "Fellowship"))
    assert not verdict and verdict.code == "special-movement-by-regions"


def test_a_new_site_outside_its_regions_is_not_reached_by_it():
    game = at("Himring", to="Bree")
    belegaer(game)
    assert game.check(DeclareMovement("Alice", "Fellowship", "Bree")).code == "illegal-movement"


def test_region_movement_declared_after_it_stays_region_movement():
    game = at("Grey Havens", to="Himring")
    belegaer(game)
    company = set_out(game, "Himring", ("Lindon", "Elven Shores"))
    assert company.movement == "region" and [r.name for r in company.site_path] == ["Lindon", "Elven Shores"]


def test_a_fallen_wizard_company_may_take_it_though_it_uses_no_starter_movement():
    game = at("Himring", ("Beretar",), alignment="Fallen-wizard")
    belegaer(game)
    assert game.check(DeclareMovement("Alice", "Fellowship", "Tolfalas"))


def test_a_region_it_names_that_is_no_region_fails_to_load(tmp_path):
    import shutil

    from meccg_rules.engine.core.cards import load
    shutil.copy(DATA / "reference.json", tmp_path / "reference.json")
    (tmp_path / "x.toml").write_text(
        '[[card]]\nid = "TD-100"\nsummary = "x"\ntarget = "company"\neffects = [{ do = "special-movement", '
        'regions = ["Lindon", "Elven Coast"], site_path = ["coastal sea"] }]\n', encoding="utf-8")
    with pytest.raises(DataError, match="unknown region 'Elven Coast'"):
        load(tmp_path)
