"""Site versions a hazard forces on a Fallen-wizard player (players/forced_site_versions.py: Heart Grown Cold; CRF 22,
Tournament Rulings > Sites), provided once by the hazard's player (organization/lent_sites.py); and the minion
versions of the Wizards' Havens barring Ringwraiths and minion company combat (their text)."""
from meccg_rules.engine.core.state import LOCATION_DECK
from meccg_rules.engine.organization import lent_sites
from meccg_rules.engine.organization.actions import DeclareMovement, LendSite
from meccg_rules.engine.players import forced_site_versions
from meccg_rules.engine.setup import Setup


def _game(heart_grown_cold=True, stage=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Faramir"], site="Bree")
    if heart_grown_cold:
        setup.in_play("Heart Grown Cold", owner="Bob")
    for card in stage:
        setup.in_play(card, owner="Alice")
    setup.set_phase("organization")
    return setup.build()


def test_a_fallen_wizard_uses_the_minion_card_of_a_hero_haven_and_of_free_holds_past_four_stage_points():
    game = _game()
    s = game.state
    hero = s.find("Bree").card   # a hero Border-hold: only past seven stage points
    assert forced_site_versions.forcing(s, "Alice", hero) is None
    assert forced_site_versions.needed(s, "Alice", "Rivendell").id == "AS-160"
    assert forced_site_versions.needed(s, "Alice", "Minas Tirith") is None   # a Free-hold, Alice at 0 stage points
    assert forced_site_versions.needed(s, "Bob", "Rivendell") is None        # not a Fallen-wizard player
    assert game.check(DeclareMovement("Alice", "Travellers", "Rivendell", via=("Arthedain", "Rhudaur"))).code \
        == "minion-site-card-required"
    assert game.check(DeclareMovement("Alice", "Travellers", "Weathertop", via=("Arthedain",)))
    assert _game(heart_grown_cold=False).check(
        DeclareMovement("Alice", "Travellers", "Rivendell", via=("Arthedain", "Rhudaur")))


def test_its_player_provides_the_minion_card_once_and_the_fallen_wizard_moves_with_it():
    game = _game()
    s = game.state
    game.apply(LendSite("Bob", "Rivendell", "Alice"))
    lent = next(i for i in s.cards.values() if i.lent_to == "Alice")
    assert lent.owner == "Bob" and lent.card.id == "AS-160" and lent.provided_to == "Alice"
    game.apply(DeclareMovement("Alice", "Travellers", "Rivendell", via=("Arthedain", "Rhudaur")))
    assert s.get_company("Travellers").destination == lent.id
    lent.lent_to = ""   # back with Bob, as once the borrower is done with it (put_back)
    s.move(lent.id, LOCATION_DECK)
    assert game.check(LendSite("Bob", "Rivendell", "Alice")).code == "site-provided-once"
    assert lent_sites.check(s, "Alice", lent.card, "Bob").code == "cannot-lend-site"   # Alice forces nothing on Bob


def test_the_minion_havens_bar_ringwraiths_and_minion_company_combat():
    from meccg_rules.engine.combat.actions import AttackCompany
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.organization.movement import check_ringwraith_movement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith"], site="Minas Morgul")
    s = setup.build().state
    origin, company = s.find("Minas Morgul").card, s.get_company("Wraiths")
    rivendell, barad_dur = catalogue().get("AS-160"), catalogue().get("LE-352")
    assert check_ringwraith_movement(s, company, origin, barad_dur, ())   # from a Darkhaven: allowed
    assert check_ringwraith_movement(s, company, origin, rivendell, ()).code == "ringwraith-movement"
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.turn_number(3)
    setup.company("Raiders", ["Gorbag"], site="Rivendell")
    setup.company("Heroes", ["Aragorn II"], site="Rivendell", owner="Bob")
    setup.faced("Raiders")
    combat = setup.build()
    assert combat.state.site_of("Raiders").card.id == "AS-160"
    assert combat.check(AttackCompany("Alice", "Raiders", "Heroes")).code == "site-bars-company-combat"


def test_a_hero_copy_in_his_location_deck_does_not_stop_the_minion_one_being_provided():
    """A Fallen-wizard's location deck may hold the hero card of the site (CoE 1.4.F1): he still lacks the minion
    one, which is provided, and his move uses it rather than the hero one."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Faramir"], site="Bree")
    setup.in_play("Heart Grown Cold", owner="Bob")
    setup.location_deck("Alice", ["Rivendell"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    assert s.find("Rivendell").card.id == "TW-421" and s.find("Rivendell").owner == "Alice"
    game.apply(LendSite("Bob", "Rivendell", "Alice"))
    game.apply(DeclareMovement("Alice", "Travellers", "Rivendell", via=("Arthedain", "Rhudaur")))
    assert s.cards[s.get_company("Travellers").destination].card.id == "AS-160"


def test_a_company_already_at_the_hero_card_is_refused_as_its_site_phase_begins():
    """Which card a company of his already at the hero card uses there is not modelled: refused at its site phase."""
    from meccg_rules.engine.turn.actions import BeginSitePhase
    for hazard in (True, False):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Fallen-wizard")
        setup.company("Travellers", ["Faramir"], site="Rivendell")
        if hazard:
            setup.in_play("Heart Grown Cold", owner="Bob")
        setup.set_phase("movement/hazard", company="Travellers")
        game = setup.build()
        verdict = game.check(BeginSitePhase("Alice", "Travellers"))
        if hazard:
            assert verdict.code == "not-modelled" and "already at the hero card" in verdict.sentence
        else:
            assert verdict
