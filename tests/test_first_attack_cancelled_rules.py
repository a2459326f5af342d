"""A site whose first automatic-attack is cancelled while a manifestation of an entity is in play or defeated (the
minion Under-gates and Balrog of Moria: site_phase/first_attack_cancelled.py, the key ``first_attack_cancelled_by``)."""
import pytest

from meccg_rules.engine.core.state import OUT_OF_PLAY
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase import automatic_attacks


def _delvers(place=None):
    """A Ringwraith player's Perchen at the minion Under-gates; ``place`` puts a card somewhere first."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Delvers", ["Perchen"], site="The Under-gates")
    if place:
        place(setup)
    setup.set_phase("site", "Delvers")
    return setup.build()


def _races(game):
    return [spec.get("race") for spec in automatic_attacks.attack_specs(game.state, "Delvers")]


def test_with_no_manifestation_shown_the_balrog_attacks_first():
    assert _races(_delvers())[0] == "Balrog"


@pytest.mark.parametrize("place", [
    lambda s: (s.company("Deep", ["Gorbag"], site="Moria", owner="Bob"), s.give("Gorbag", ["The Balrog"])),  # ally
    lambda s: s.in_play("Balrog of Moria", owner="Bob"),            # the permanent-event, whoever's
    lambda s: s.mp_pile("Alice", ["Durin's Bane"]),                 # a creature defeated: kill points
])
def test_a_manifestation_in_play_or_defeated_cancels_the_first_attack(place):
    assert "Balrog" not in _races(_delvers(place))


def test_a_manifestation_discarded_or_in_hand_was_neither_in_play_nor_defeated():
    assert _races(_delvers(lambda s: s.discard_pile("Bob", ["Durin's Bane"])))[0] == "Balrog"
    assert _races(_delvers(lambda s: s.hand("Alice", ["The Balrog"])))[0] == "Balrog"


def test_one_removed_from_play_by_its_defeat_still_counts():
    game = _delvers(lambda s: s.in_play("Balrog of Moria", owner="Bob"))
    game.state.move(game.state.find("Balrog of Moria").id, OUT_OF_PLAY)
    assert "Balrog" not in _races(game)
