"""Hoard items are played only at a site with a hoard: one that had a Dragon automatic-attack at the beginning of
the turn (CoE g.hoa.1; CRF 22, Rulings by Term > Hoards)."""
from helpers import both_pass, moria

from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.site_phase.hoards import has_hoard

EMERALD = PlayResource("Alice", "Aragorn II", "Emerald of the Mariner")


def test_a_dragons_lair_has_a_hoard_and_other_sites_do_not():
    assert has_hoard(catalogue().get("Gold Hill"))
    assert has_hoard(catalogue().get("The Lonely Mountain"))
    assert not has_hoard(catalogue().get("Moria"))


def test_a_hoard_item_is_played_at_a_lair():
    game = moria(hand=("Emerald of the Mariner",), site="Gold Hill")
    game.apply(EMERALD)
    both_pass(game)
    assert game.state.find("Emerald of the Mariner").attached_to == game.state.find("Aragorn II").id


def test_a_hoard_item_is_refused_where_greater_items_are_allowed_but_no_hoard_lies():
    game = moria(hand=("Emerald of the Mariner", "Glamdring"))
    assert game.check(EMERALD).code == "not-playable-at-site"
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring"))
