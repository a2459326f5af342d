"""An offering attempt (influence/offerings.py, the primitive ``offering`` and the condition ``offering_attack``:
Token of Goodwill; CRF 22 erratum: "... to make a roll ..."): after the diplomat's corruption check, and only if he is
still in play, one item of the listed subtype is discarded, his player's choice, to make the roll; with none, no
roll; a roll not greater than the listed number leaves the attack; one greater is refused as not modelled (the
resource its player may then take)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _offered(items=("Dagger of Westernesse",)):
    """Brigands (Men) attack Fellowship; Token of Goodwill on Legolas, his corruption check passed."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas", "Gimli"], site="Moria", origin="Lórien")
    if items:
        setup.give("Gimli", list(items))
    setup.hand("Alice", ["Token of Goodwill"])
    setup.hand("Bob", ["Brigands"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Brigands", "Wilderness"))
    both_pass(game)
    assert game.check(PlayEvent("Alice", "Token of Goodwill", "Gimli"))          # a diplomat too
    game.apply(PlayEvent("Alice", "Token of Goodwill", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 8, "Legolas's corruption check"))
    return game


def test_the_item_is_discarded_to_make_the_roll_after_the_check():
    game = _offered(items=("Dagger of Westernesse", "Glamdring"))
    assert game.check(Discard("Alice", "Glamdring")).code == "not-company-item"     # a major item: not against Men
    game.apply(Discard("Alice", "Dagger of Westernesse"))
    assert game.state.find("Dagger of Westernesse").zone == "discard pile"
    game.apply(Roll("Alice", 5, "Legolas's offering"))                               # 5 + 2 = 7: not greater
    assert game.state.combat is not None and game.state.find("Glamdring").zone == "in play"


def test_with_no_such_item_no_roll_is_made():
    game = _offered(items=())
    assert game.state.pending is None and not game.state.chains


def test_a_successful_roll_is_refused_as_not_modelled():
    game = _offered()
    game.apply(Discard("Alice", "Dagger of Westernesse"))
    with pytest.raises(NotModelledError, match="fetch a resource"):
        game.apply(Roll("Alice", 6, "Legolas's offering"))                          # 6 + 2 = 8, greater than 7


def test_foolish_words_on_the_diplomat_changes_his_offering_roll_by_minus_4():
    """Foolish Words: "Any ... offering attempt ... by target character is modified by -4" (the stat
    ``offering attempt``): 9 + 2 - 4 = 7 is not greater than 7, and the attack stays (11 would cancel it)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.give("Gimli", ["Dagger of Westernesse"])
    setup.in_play("Foolish Words", on="Legolas")
    setup.hand("Alice", ["Token of Goodwill"])
    setup.hand("Bob", ["Brigands"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Brigands", "Wilderness"))
    both_pass(game)
    game.apply(PlayEvent("Alice", "Token of Goodwill", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 8, "Legolas's corruption check"))
    game.apply(Discard("Alice", "Dagger of Westernesse"))
    game.apply(Roll("Alice", 9, "Legolas's offering"))
    assert game.state.combat is not None and any("-4 (Foolish Words" in line for line in game.state.log)
