"""An ally held to some regions (CRF 22, Rulings by Term > Ally [CoE 2002]) and cancelling a hazard aimed at a
company or an entity associated with it, never its site (CRF 22, Rulings by Term > Company): Tom Bombadil."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.setup import Setup


def _moving_with_tom(to):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.give("Aragorn II", ["Tom Bombadil"])
    setup.location_deck("Alice", [to])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", to))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    return game


def test_he_stays_until_the_new_site_is_revealed_then_goes():
    game = _moving_with_tom("Lórien")
    assert game.state.find("Tom Bombadil").zone == "in play"
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert game.state.find("Tom Bombadil").zone == "discard pile"


def test_a_site_in_his_lands_keeps_him():
    game = _moving_with_tom("Bree")
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert game.state.find("Tom Bombadil").attached_to == game.state.find("Aragorn II").id


def _at_bree(site="Bree"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin="Rivendell")
    setup.give("Legolas", ["Tom Bombadil"])
    setup.hand("Bob", ["Lure of Expedience", "River"])
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_he_cancels_a_hazard_on_a_character_of_a_company_moving_to_his_lands():
    game = _at_bree()
    game.apply(PlayEvent("Bob", "Lure of Expedience", "Aragorn II"))
    game.apply(UseAbility("Alice", "Tom Bombadil", "cancel", "Lure of Expedience"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.state.find("Lure of Expedience").zone == "discard pile"
    assert not game.state.chains


def test_the_site_is_not_associated_with_the_company():
    game = _at_bree()
    game.apply(PlayEvent("Bob", "River", "Bree"))
    assert game.check(UseAbility("Alice", "Tom Bombadil", "cancel", "River")).code == "invalid-target"


def test_a_hazard_cancel_says_whose_company_once():
    """Tom Bombadil names lands, Leaflock his own company (CRF 22, Card Errata and Rulings [CoE 2024]): one of the
    two, never neither nor both."""
    import pytest
    from pydantic import ValidationError
    from meccg_rules.engine.core.behaviour import HazardCancel
    assert HazardCancel(own_company=True).regions == ()
    for wrong in ({}, {"regions": ("The Shire",), "own_company": True}):
        with pytest.raises(ValidationError, match="own_company"):
            HazardCancel(**wrong)


def test_leaflock_cancels_only_for_his_own_company():
    setup = Setup("Alice", "Bob")
    setup.company("Ents", ["Aragorn II"], site="Lórien")
    setup.give("Aragorn II", ["Leaflock"])
    setup.company("Fellowship", ["Legolas"], site="Dimrill Dale", origin="Lórien")
    setup.hand("Bob", ["Lure of Expedience"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Lure of Expedience", "Legolas"))
    verdict = game.check(UseAbility("Alice", "Leaflock", "cancel", "Lure of Expedience"))
    assert (verdict.allowed, verdict.code) == (False, "invalid-target")
    assert "Ents" in verdict.sentence
