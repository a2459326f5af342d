"""Untapping a site: the character doing it must be at that site (CRF 22, Rulings by Term > Site)."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import DiscardToUse
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD

MAP = DiscardToUse("Alice", "Thrór's Map", "untap", "The Lonely Mountain")


def bilbo_with_the_map(bilbo_at="The Lonely Mountain", tapped=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"] + (["Bilbo"] if bilbo_at == "The Lonely Mountain" else []),
                  site="The Lonely Mountain")
    if bilbo_at != "The Lonely Mountain":
        setup.company("Burglars", ["Bilbo"], site=bilbo_at)
    setup.give("Bilbo", ["Thrór's Map"])
    if tapped:
        setup.tap("The Lonely Mountain")
    setup.set_phase("organization")
    return setup.build()


def test_the_bearer_at_the_site_discards_the_map_and_the_site_untaps():
    game = bilbo_with_the_map()
    game.apply(MAP)
    assert game.state.find("Thrór's Map").zone == DISCARD     # the cost, paid on declaration
    both_pass(game)
    assert not game.state.find("The Lonely Mountain").tapped


def test_the_bearer_elsewhere_cannot_untap_the_site():
    assert bilbo_with_the_map(bilbo_at="Lake-town").check(MAP).code == "not-at-site"


def test_an_untapped_site_or_one_without_a_dragon_automatic_attack_is_refused():
    assert bilbo_with_the_map(tapped=False).check(MAP).code == "card-untapped"
    game = bilbo_with_the_map(bilbo_at="Lake-town")
    assert game.check(DiscardToUse("Alice", "Thrór's Map", "untap", "Lake-town")).code == "invalid-target"
