"""A faction influenced from afar with an event (the key ``influence_from_afar``: Hour of Need, with the CRF 22
rulings on it; influence/from_afar.py), and the additional minor item offered only in a site phase (CoE 2.V.5)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.influence.actions import InfluenceWith
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.influence.regions_counted import count_regions, regions_to_faction
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.site_resources import site_taps

NEED = InfluenceWith("Alice", "Frodo", "Hobbits", "Hour of Need")


def at(site="Bree", characters=("Frodo", "Aragorn II"), hand=("Hour of Need", "Hobbits"), phase="organization"):
    setup = Setup("Alice", "Bob")
    setup.company("Travellers", list(characters), site=site)
    setup.hand("Alice", list(hand))
    if phase == "organization":
        setup.set_phase("organization")
    else:
        setup.set_phase(phase, "Travellers")
    return setup.build()


def test_regions_are_counted_both_ends_included_the_fewest():
    assert count_regions("Arthedain", "Arthedain") == 1
    assert count_regions("Arthedain", "The Shire") == 2
    assert count_regions("Rhudaur", "The Shire") == 3   # Rhudaur, Arthedain, the Shire


def test_the_check_is_lowered_by_two_and_one_a_region():
    game = at(site="Rivendell")   # three regions from Rivendell to Bag End: -5
    game.apply(NEED)
    both_pass(game)
    game.apply(Roll("Alice", 9, "Frodo's influence check"))   # 9 +1 +4 -5 = 9 > 8
    assert game.state.find("Hobbits").zone == MP_PILE
    assert "-5 (Hour of Need" in game.state.log[-1]
    short = at(site="Rivendell")
    short.apply(NEED)
    both_pass(short)
    short.apply(Roll("Alice", 8, "Frodo's influence check"))   # 8: not more than 8
    assert short.state.find("Hobbits").zone == DISCARD and short.state.find("Frodo").zone == DISCARD


def test_only_an_untapped_non_warrior_non_wizard_diplomat_in_the_organization_phase():
    assert at().check(NEED)
    assert at(characters=("Legolas", "Frodo")).check(InfluenceWith("Alice", "Legolas", "Hobbits", "Hour of Need")) \
        .code == "invalid-target"   # a warrior
    assert at(characters=("Aragorn II", "Frodo")).check(InfluenceWith("Alice", "Aragorn II", "Hobbits",
                                                                      "Hour of Need")).code == "invalid-target"
    assert at(site="Rivendell", characters=("Saruman", "Frodo")).check(
        InfluenceWith("Alice", "Saruman", "Hobbits", "Hour of Need")).code == "invalid-target"   # a Wizard
    assert at(phase="site").check(NEED).code == "wrong-phase"
    tapped = at()
    tapped.state.tap(tapped.state.find("Frodo").id)
    assert tapped.check(NEED).code == "character-tapped"


def test_the_diplomat_s_site_untapped_and_not_in_the_under_deeps():
    game = at()
    game.state.tap(game.state.find("Bree").id)
    assert game.check(NEED).code == "site-tapped"
    assert at(site="The Under-grottos").check(NEED).code == "under-deeps-site"


def test_success_taps_his_site_and_opens_no_additional_minor_item():
    game = at(hand=("Hour of Need", "Hobbits", "Dagger of Westernesse"))
    game.apply(NEED)
    both_pass(game)
    game.apply(Roll("Alice", 8, "Frodo's influence check"))
    s = game.state
    assert s.find("Bree").tapped and s.free_minor_item is None and s.find("Hour of Need").zone == DISCARD


def test_a_faction_playable_at_sites_of_a_type_has_no_site_to_count_to():
    with pytest.raises(NotModelledError, match="no one site"):
        regions_to_faction(catalogue().get("Bree"), catalogue().get("Wild Horses"))
    assert regions_to_faction(catalogue().get("Bree"), catalogue().get("Hobbits")) == 2


def test_a_failure_leaves_the_diplomat_s_followers_in_play():
    setup = Setup("Alice", "Bob")
    setup.company("Travellers", ["Frodo", "Sam Gamgee", "Aragorn II"], site="Bree")
    setup.follower("Sam Gamgee", "Frodo")
    setup.hand("Alice", ["Hour of Need", "Hobbits"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(NEED)
    both_pass(game)
    game.apply(Roll("Alice", 2, "Frodo's influence check"))
    s = game.state
    assert s.find("Frodo").zone == DISCARD and s.find("Sam Gamgee").zone == IN_PLAY


def test_a_resource_tapping_the_site_outside_a_site_phase_offers_no_minor_item():
    game = at()
    s = game.state
    site_taps(s, s.find("Bree"), s.companies["Travellers"])
    assert s.find("Bree").tapped and s.free_minor_item is None


def test_old_road_counts_no_direct_influence_against_the_faction_either():
    """Old Road's check is not modified by the character's direct influence (its text): his bonus direct influence
    against the faction (Aragorn II's +2 against Rangers of the North) goes with it."""
    game = at(site="Rivendell", characters=("Aragorn II",), hand=("Old Road", "Rangers of the North"), phase="site")
    game.apply(InfluenceWith("Alice", "Aragorn II", "Rangers of the North", "Old Road"))
    both_pass(game)
    game.apply(Roll("Alice", 9, "Aragorn II's influence check"))   # 9 -1 +1 (Dúnedain) = 9, not more than 9
    assert game.state.find("Rangers of the North").zone == DISCARD
    assert not any("against Rangers of the North" in entry for entry in game.state.log)
