"""A Haven is its own nearest Haven (CoE g.hav.1; CRF 22, Rulings by Term > Haven), as Reluctant Final Parting
reads it: an ally goes when his site's nearest Haven is not that of the site where he is played."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.players.havens import nearest_haven
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Reluctant Final Parting")


def test_a_haven_is_its_own_nearest_haven():
    assert nearest_haven(catalogue().get("Rivendell")) == "Rivendell"
    assert nearest_haven(catalogue().get("Old Forest")) == "Rivendell"


def _parting(site, ally="Goldberry"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    setup.give("Aragorn II", [ally])
    setup.hand("Bob", ["Reluctant Final Parting"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Reluctant Final Parting"))
    both_pass(game)
    return game.state.find(ally).zone


def test_an_ally_at_the_haven_nearest_his_home_stays():
    assert _parting("Rivendell") == "in play"


def test_an_ally_elsewhere_is_discarded():
    assert _parting("Lórien") == "discard pile"


def test_an_ally_played_by_site_type_has_no_home_site_to_compare():
    assert _parting("Lórien", ally="Noble Hound") == "in play"
