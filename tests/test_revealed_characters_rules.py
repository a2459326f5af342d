"""An attack with a revealed character's attributes (combat/revealed_characters.py; Ride Against the Enemy, CRF 22):
what becomes of the character, detainment, and no hazard played during it."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, MP_PILE
from meccg_rules.engine.end_of_game.scoring import points_of, source
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _ride(alignment: str | None, character: str, bob_hand: tuple[str, ...] = ()):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
        setup.company("Host", [character], site="Moria", origin="Dol Guldur")
    else:
        setup.company("Host", [character], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Ride Against the Enemy", "Beorn", *bob_hand])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Ride Against the Enemy", None))
    both_pass(game)
    return game


def _beorn(game):
    return next(i for i in game.state.cards.values() if i.card.name == "Beorn")


def test_defeated_the_character_is_kill_points_for_the_defender():
    game = _ride("Ringwraith", "Lieutenant of Morgul")
    assert game.state.combat is not None and not game.state.combat.attack.detainment
    game.apply(AssignStrike("Alice", "Lieutenant of Morgul"))
    game.apply(ChooseStrike("Alice", "Lieutenant of Morgul"))
    game.apply(Roll("Alice", 12, "Lieutenant of Morgul's strike"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Beorn's body check"))
    beorn = _beorn(game)
    assert beorn.zone == MP_PILE and beorn.controller == "Alice"
    assert source(beorn, "Alice") == "kill"
    assert points_of(game.state, beorn, "Alice") == 2
    assert points_of(game.state, beorn, "Bob") == 0


def test_hero_against_hero_is_detainment_and_the_character_is_discarded():
    game = _ride(None, "Aragorn II")
    assert game.state.combat is not None and game.state.combat.attack.detainment
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))   # detainment: no body check against Beorn
    assert _beorn(game).zone == DISCARD


def test_no_hazard_may_be_played_during_the_attack():
    game = _ride(None, "Aragorn II", ("Lure of Expedience",))
    verdict = game.check(PlayEvent("Bob", "Lure of Expedience", "Aragorn II"))
    assert not verdict
    assert verdict.code == "attack-unaffected"


def test_choosing_among_several_characters_is_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Host", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Ride Against the Enemy", "Beorn", "Éowyn"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    verdict = game.check(PlayEvent("Bob", "Ride Against the Enemy", None))
    assert verdict.code == "not-modelled" and "several characters" in verdict.sentence
    with pytest.raises(NotModelledError, match="several characters"):
        game.apply(PlayEvent("Bob", "Ride Against the Enemy", None))
