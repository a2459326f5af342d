"""A site path left for later (CoE 2.IV.ii; CRF 22, Tournament Rulings > Movement): the movement is declared in
the organization phase, the path among those legal then as the company's movement/hazard phase begins."""
from helpers import setting_aside

from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.organization.later_site_paths import region_paths
from meccg_rules.engine.organization.movement import MAX_REGIONS
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

# the Under-deeps test moves to The Under-gates; what of its text is not modelled takes no part in it
_set_aside = setting_aside("The Under-gates")

TO_MORIA = ("Rhudaur", "Hollin", "Redhorn Gate")


def _game(site="Rivendell", alignment="Wizard"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    setup.set_phase("organization")
    return setup.build()


def _to_movement_hazard(game, site="Moria", via=(), later=True):
    game.apply(DeclareMovement("Alice", "Fellowship", site, via, later))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    return game.state.get_company("Fellowship")


def test_region_paths_are_every_path_of_four_regions_at_most():
    cards = catalogue()
    paths = region_paths(cards.get("Rivendell"), cards.get("Moria"), MAX_REGIONS)
    assert TO_MORIA in paths and ("Rhudaur", "Cardolan", "Hollin", "Redhorn Gate") in paths
    assert all(len(p) <= 4 and len(set(p)) == len(p) and p[0] == "Rhudaur" and p[-1] == "Redhorn Gate"
               for p in paths)


def test_the_path_left_for_later_is_named_as_the_phase_begins_from_those_legal_when_declared():
    game = _game()
    company = _to_movement_hazard(game)
    assert company.open_paths is not None and () not in company.open_paths   # no starter path Rivendell-Moria
    assert game.check(BeginMovementHazard("Alice", "Fellowship")).code == "site-path-to-declare"
    assert game.check(BeginMovementHazard("Alice", "Fellowship", ())).code == "illegal-movement"
    game.apply(BeginMovementHazard("Alice", "Fellowship", TO_MORIA))
    assert [r.name for r in company.site_path] == list(TO_MORIA) and company.movement == "region"
    assert company.open_paths is None


def test_starter_movement_may_be_named_later_and_a_declared_path_is_not_named_again():
    game = _game(site="Bree")
    company = _to_movement_hazard(game, site="Rivendell")
    game.apply(BeginMovementHazard("Alice", "Fellowship", ()))
    assert company.movement == "starter"
    fixed = _game()
    _to_movement_hazard(fixed, via=TO_MORIA, later=False)
    assert fixed.check(BeginMovementHazard("Alice", "Fellowship", TO_MORIA)).code == "site-path-declared"


def test_a_fallen_wizard_has_no_starter_movement_to_leave_for_later():
    game = _game(site="Bree", alignment="Fallen-wizard")
    company = _to_movement_hazard(game, site="Rivendell")
    assert company.open_paths and () not in company.open_paths   # CoE 2.II.7.i.F1


def test_under_deeps_movement_has_no_site_path_to_leave_for_later():
    game = _game(site="Moria")
    assert game.check(DeclareMovement("Alice", "Fellowship", "The Under-gates", (), True)).code == "no-site-path"


def test_draws_by_a_path_left_for_later_are_not_modelled_before_it_is_named():
    """A Short Rest counts the regions of the site path: before the path is named, the engine says it cannot tell
    rather than read the movement as starter movement; with no such card the draws do not depend on the path."""
    import pytest
    from meccg_rules.engine.core.errors import NotModelledError
    from meccg_rules.engine.movement_hazard.drawing import extra
    plain = _game(site="Bree")
    assert extra(plain.state, _to_movement_hazard(plain, site="Rivendell")) == 0
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    setup.in_play("A Short Rest", owner="Bob")   # not discarded in Alice's long-event phase
    setup.set_phase("organization")
    game = setup.build()
    company = _to_movement_hazard(game, site="Rivendell")
    with pytest.raises(NotModelledError, match="left for later"):
        extra(game.state, company)
    game.apply(BeginMovementHazard("Alice", "Fellowship", ()))
    assert extra(game.state, company) == 2   # starter movement Bree to Rivendell: two regions, two fewer than four


def test_no_special_movement_is_played_on_a_company_whose_path_is_left_for_later():
    """Belegaer, played after the movement: the engine's reading refuses it rather than let the path named later
    silently decide between the special movement and the region movement."""
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Grey Havens")
    setup.hand("Alice", ["Belegaer"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", "Himring", (), True))
    verdict = game.check(PlayEvent("Alice", "Belegaer", "Fellowship"))
    assert not verdict and verdict.code == "site-path-to-declare" and "left for later" in verdict.sentence
