"""Balrog of Moria (CRF 22, Card Errata and Rulings): the automatic-attack it adds to Moria, defeated, removes it
from play, its points going only to its player's opponent (CoE 10.4; site_phase/defeated_added_attacks); +2 prowess
to the automatic-attacks of sites in three regions (the static qualifier ``site_regions``); Lórien counted as a
Free-hold for healing and hazards while Galadriel is in play elsewhere (hazards/sites_counted_as_free_holds)."""
import pytest
from meccg_rules.engine.combat.attacks import prowess
from meccg_rules.engine.core.behaviour import Static
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase import defeated_added_attacks
from meccg_rules.engine.site_phase.automatic_attacks import DUPLICATED, automatic_attacks
from meccg_rules.engine.hazards.sites_counted_as_free_holds import counted_as_free_hold
from meccg_rules.engine.turn.actions import EndPhase


def _at(site, balrog_owner="Bob", company_owner="Alice", characters=("Aragorn II", "Glorfindel II")):
    setup = Setup(company_owner, "Bob" if company_owner == "Alice" else "Alice")
    setup.company("Grey Company", list(characters), site=site)
    setup.in_play("Balrog of Moria", owner=balrog_owner)
    setup.set_phase("site", "Grey Company")
    return setup.build()


def test_moria_gains_the_balrog_after_its_own_attack_and_both_get_two_prowess():
    game = _at("Moria")
    attacks = automatic_attacks(game.state, "Grey Company")
    assert [(a.race, a.strikes, a.body, prowess(game.state, a)) for a in attacks] == [
        ("Orcs", 4, None, 9), ("Balrog", 1, None, 20)]


def test_a_site_outside_the_three_regions_keeps_its_prowess():
    game = _at("Goblin-gate")   # High Pass
    attacks = automatic_attacks(game.state, "Grey Company")
    assert [prowess(game.state, a) - a.prowess for a in attacks] == [0] * len(attacks) and attacks


def test_site_regions_reaches_automatic_attacks_only():
    with pytest.raises(ValueError, match="site_regions"):
        Static(stat="attack prowess", who="attack", by=2, site_regions=("Hollin",))


def test_a_copy_of_the_balrog_s_attack_is_refused_as_not_modelled():
    game = _at("Moria")
    state = game.state
    moria = state.site_of("Grey Company")
    state.turn.per_turn[(DUPLICATED, moria.id)] = [((state.find("Balrog of Moria").id, 0), "Incite Denizens")]
    with pytest.raises(NotModelledError, match="removes Balrog of Moria"):
        automatic_attacks(state, "Grey Company")


def _balrog_defeated(balrog_owner, company_owner):
    game = _at("Moria", balrog_owner=balrog_owner, company_owner=company_owner, characters=("Aragorn II",))
    state = game.state
    balrog = state.find("Balrog of Moria")
    attack = automatic_attacks(state, "Grey Company")[1]
    assert defeated_added_attacks.defeated(state, attack, state.companies["Grey Company"])
    return balrog


def test_defeated_by_its_own_player_the_card_leaves_play_for_no_points():
    balrog = _balrog_defeated("Alice", "Alice")
    assert balrog.zone == OUT_OF_PLAY and balrog.owner == "Alice"


def test_defeated_by_the_opponent_the_card_goes_to_his_marshalling_point_pile():
    balrog = _balrog_defeated("Bob", "Alice")
    assert balrog.zone == MP_PILE and balrog.controller == "Alice"


def test_an_attack_not_added_by_it_removes_nothing():
    game = _at("Moria")
    orcs = automatic_attacks(game.state, "Grey Company")[0]
    assert not defeated_added_attacks.defeated(game.state, orcs, game.state.companies["Grey Company"])
    assert game.state.find("Balrog of Moria").zone == IN_PLAY


def _untap_at_lorien(galadriel_at=None):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Lórien")
    if galadriel_at is not None:
        setup.company("Elves", ["Galadriel"], site=galadriel_at)
    setup.in_play("Balrog of Moria")
    setup.wound("Aragorn II")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    return game.state.find("Aragorn II").wounded


def test_lorien_heals_no_one_while_galadriel_is_in_play_elsewhere():
    assert _untap_at_lorien(galadriel_at="Rivendell")


def test_lorien_heals_while_galadriel_is_there_or_not_in_play():
    assert not _untap_at_lorien(galadriel_at="Lórien")
    assert not _untap_at_lorien()


def test_a_hazard_on_a_company_moving_to_lorien_then_is_refused_as_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Lórien", origin="Rivendell")
    setup.company("Elves", ["Galadriel"], site="Rivendell")
    setup.in_play("Balrog of Moria")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    refused = game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    assert refused.code == "not-modelled" and "Free-hold when hazards are played" in refused.sentence


def test_a_lorien_that_is_no_haven_is_not_counted():
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "minion")
    setup.company("Elves", ["Galadriel"], site="Rivendell")
    setup.in_play("Balrog of Moria")
    hero, minion = setup.site("Lórien", "Alice"), setup.site("Lórien", "Bob")   # a Haven; a Free-hold already
    state = setup.build().state
    hero, minion = state.cards[hero], state.cards[minion]
    assert counted_as_free_hold(state, hero) is not None and counted_as_free_hold(state, minion) is None
