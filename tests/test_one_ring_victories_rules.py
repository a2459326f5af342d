"""Winning with The One Ring for a Ringwraith player: his company bearing it at Barad-dûr (CoE 10.1.R1;
``end_of_game/one_ring_victories.py``)."""
import pytest

from meccg_rules.engine.core.errors import IllegalActionError
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.setup import Setup


def _arriving(alignment="Ringwraith", ring="The One Ring", site="Barad-dûr"):
    """Alice's company in its movement/hazard phase, moving from Minas Morgul to ``site``, one of its characters
    bearing ``ring``."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    via = ["Imlad Morgul", "Gorgoroth"] + (["Udûn"] if site == "Cirith Gorgor" else [])
    bearer, other = ("Aragorn II", "Legolas") if alignment == "Wizard" else ("Lieutenant of Angmar", "Ostisen")
    setup.company("Dark", [bearer, other], site=site, origin="Minas Morgul", via=via)
    setup.give(bearer, [ring])
    setup.set_phase("movement/hazard", "Dark")
    return setup.build()


def test_a_ringwraith_player_s_company_bearing_the_one_ring_wins_once_it_is_at_barad_dur():
    game = _arriving()
    game.settle()
    assert not game.state.ending.result   # between sites, in its movement/hazard phase: it has not arrived yet
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert game.state.ending.result == "Alice"
    assert any("wins the game (CoE 10.1.R1)" in line for line in game.state.log)
    with pytest.raises(IllegalActionError):
        game.apply(EndPhase("Alice", "site"))


@pytest.mark.parametrize("alignment, ring, site", [
    ("Wizard", "The One Ring", "Barad-dûr"),            # 10.1.R1 is a Ringwraith player's victory alone
    ("Ringwraith", "Magic Ring of Lore", "Barad-dûr"),   # another ring
    ("Ringwraith", "The One Ring", "Cirith Gorgor"),     # another site
])
def test_no_victory_otherwise(alignment, ring, site):
    game = _arriving(alignment, ring, site)
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert not game.state.ending.result
