"""Special movement (CoE 2.II.7.iv, 2.IV.ii; ``engine/organization/special_movement.py``): Belegaer lets a company
that names no regions move between sites of its regions, over three Coastal Seas with no names, its hazard limit
two lower (not below two); the regions it names are checked against the map. Gwaihir, discarded in the
organization phase, lets his company of two or fewer fly to any site outside Shadow-lands, Dark-domains and the
Under-deeps, where only creatures keyed to its new site may be played on it."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.cards import DATA
from meccg_rules.engine.core.errors import DataError
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import DiscardToUse, PlayEvent
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


# ---- Gwaihir: discarded in the organization phase (CRF 22 erratum), his company flies almost anywhere
def eyrie(characters=("Aragorn II", "Legolas"), phase="organization", to=("Moria",), hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Eagles", list(characters), site="Eagles’ Eyrie")
    setup.give("Aragorn II", ["Gwaihir"])
    setup.location_deck("Alice", list(to))
    setup.hand("Bob", list(hand))
    setup.set_phase(phase, "Eagles" if phase in ("movement/hazard", "site") else None)
    return setup.build()


GWAIHIR = DiscardToUse("Alice", "Gwaihir", "move his company")


def fly(game, site="Moria"):
    game.apply(GWAIHIR)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(DeclareMovement("Alice", "Eagles", site))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Eagles"))
    return game.state.companies["Eagles"]


def test_gwaihir_flies_his_company_with_no_region_in_its_site_path():
    game = eyrie()
    assert game.check(DeclareMovement("Alice", "Eagles", "Moria")).code == "illegal-movement"
    company = fly(game)
    assert game.state.find("Gwaihir").zone == "discard pile"
    assert company.movement == "special" and company.site_path == ()
    assert game.state.cards[company.site].name == "Moria"


@pytest.mark.parametrize("phase", ["movement/hazard", "site", "end-of-turn"])
def test_gwaihir_is_discarded_only_in_the_organization_phase(phase):
    assert eyrie(phase=phase).check(GWAIHIR).code == "wrong-phase"


@pytest.mark.parametrize("characters, allowed", [(("Aragorn II", "Legolas"), True),
                                                 (("Aragorn II", "Frodo", "Sam Gamgee"), True),   # 1 + 1/2 + 1/2
                                                 (("Aragorn II", "Legolas", "Gimli"), False)])
def test_a_company_of_two_or_fewer_hobbits_counting_half(characters, allowed):
    assert bool(eyrie(characters).check(GWAIHIR)) is allowed


@pytest.mark.parametrize("site, allowed", [("Moria", True), ("Bree", True), ("Mount Gram", False),
                                           ("Dol Guldur", False), ("The Under-gates", False)])
def test_not_to_a_site_in_a_shadow_land_a_dark_domain_or_the_under_deeps(site, allowed):
    game = eyrie(to=(site,))
    game.apply(GWAIHIR)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert bool(game.check(DeclareMovement("Alice", "Eagles", site))) is allowed


def test_only_creatures_keyed_to_the_new_site_may_be_played_on_the_company():
    game = eyrie(hand=("Orc-patrol", "Foolish Words"))
    fly(game)
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).code == "only-site-creatures"
    assert game.check(PlayEvent("Bob", "Foolish Words", "Aragorn II")).code == "only-site-creatures"
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-hold"))


def test_a_company_moving_otherwise_is_not_restricted():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Gwaihir"])
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    assert setup.build().check(PlayCreature("Bob", "Orc-patrol", "Wilderness"))


def test_a_move_granted_at_the_end_of_the_phase_is_declared_then_and_no_other_move_is():
    """Paths of the Dead, played at the end of the organization phase: its special movement to the Vale of Erech
    may be declared in that end (the engine's reading); region movement, a normal action, still may not."""
    setup = Setup("Alice", "Bob")
    setup.company("Grey Company", ["Aragorn II", "Legolas"], site="Dunharrow")
    setup.company("Others", ["Gimli"], site="Dunharrow")
    setup.hand("Alice", ["Paths of the Dead"])
    setup.location_deck("Alice", ["Vale of Erech", "Edoras"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Paths of the Dead", "Grey Company"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.check(DeclareMovement("Alice", "Grey Company", "Edoras", ("Rohan",))).code == "phase-ending"
    assert game.check(DeclareMovement("Alice", "Others", "Vale of Erech")).code == "phase-ending"
    assert "to Vale of Erech" in game.describe()
    assert game.check(DeclareMovement("Alice", "Grey Company", "Vale of Erech"))
