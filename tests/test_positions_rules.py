"""A card in play is untapped, tapped or wounded, never two at once (CRF 22, Rulings by Term > Character)."""
from helpers import moria

from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.primitives.positions import check_untapped, position
from meccg_rules.engine.setup import Setup


def _wounded_legolas():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Glamdring"])
    setup.faced("Fellowship")
    setup.wound("Legolas")
    return setup.build()


def test_a_wounded_character_is_neither_tapped_nor_untapped():
    game = _wounded_legolas()
    legolas = game.state.find("Legolas")
    assert position(legolas) == "wounded"
    assert not legolas.tapped


def test_a_wounded_character_cannot_tap_and_the_reason_is_his_wound():
    game = _wounded_legolas()
    verdict = game.check(PlayResource("Alice", "Legolas", "Glamdring"))
    assert verdict.code == "character-wounded"
    assert "Rulings by Term > Character" in verdict.rule


def test_a_tapped_character_is_refused_as_tapped():
    game = moria()
    game.state.tap(game.state.find("Aragorn II").id)
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "character-tapped"
    assert game.check(PlayResource("Alice", "Legolas", "Glamdring"))


def test_one_check_serves_every_tapping_cost():
    game = _wounded_legolas()
    s = game.state
    assert check_untapped(s, s.find("Legolas")).code == "character-wounded"
    assert check_untapped(s, s.find("Aragorn II"))
    s.tap(s.find("Aragorn II").id)
    assert check_untapped(s, s.find("Aragorn II")).code == "character-tapped"
