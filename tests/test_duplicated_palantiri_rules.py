"""Palantír of Osgiliath (``duplicates_palantiri``: items/palantiri.py): the tapping abilities of the other
Palantíri in play, and its own discard of a hazard permanent-event."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup


def _osgiliath(others=("Palantír of Orthanc",), hazards=()):
    """Aragorn II bears Palantír of Osgiliath with Align Palantír on it (he may use it), Legolas the ``others``."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Frodo"], site="Lórien")
    setup.give("Aragorn II", ["Palantír of Osgiliath"])
    setup.in_play("Align Palantír", on="Palantír of Osgiliath")
    setup.give("Legolas", list(others))
    for hazard in hazards:
        setup.in_play(hazard, on="Gimli")
    setup.deck("Alice", ["Orc-patrol", "Dodge", "Block", "Risky Blow", "Halfling Stealth"])
    setup.discard_pile("Alice", ["Glamdring"])
    setup.set_phase("organization")
    return setup.build()


def test_it_uses_another_palantirs_tapping_ability_tapping_itself():
    game = _osgiliath()
    game.apply(UseAbility("Alice", "Palantír of Osgiliath", "take", "Glamdring"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Aragorn II's corruption check"))
    state = game.state
    assert state.find("Glamdring").zone == "play deck"
    assert state.find("Palantír of Osgiliath").tapped and not state.find("Palantír of Orthanc").tapped


def test_it_discards_a_hazard_permanent_event_then_its_bearer_checks_corruption():
    game = _osgiliath(hazards=("Foolish Words",))
    assert not game.check(UseAbility("Alice", "Palantír of Osgiliath", "discard", "Gimli"))
    game.apply(UseAbility("Alice", "Palantír of Osgiliath", "discard", "Foolish Words"))
    both_pass(game)
    assert game.state.pending is not None and game.state.pending.purpose == "Aragorn II's corruption check"
    game.apply(Roll("Alice", 10, "Aragorn II's corruption check"))
    assert game.state.find("Foolish Words").zone == "discard pile"


def test_two_palantiri_with_uses_of_one_name_are_not_modelled():
    game = _osgiliath(others=("Palantír of Orthanc", "Palantír of Annúminas"))
    with pytest.raises(NotModelledError, match="naming which of two Palantíri"):
        game.apply(UseAbility("Alice", "Palantír of Osgiliath", "take", "Glamdring"))


def test_a_palantirs_unmodelled_use_is_refused_not_modelled_when_duplicated():
    game = _osgiliath(others=("Palantír of Amon Sûl",))
    with pytest.raises(NotModelledError, match="Palantír of Amon Sûl"):
        game.apply(UseAbility("Alice", "Palantír of Osgiliath", "look at Bob's hand"))
