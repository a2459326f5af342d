"""An item's values that depend on its bearer; a stored item has none (CoE 2.II.4.2; CRF Stored Cards)."""
from meccg_rules.engine.corruption.corruption_checks import corruption_points
from meccg_rules.engine.end_of_game.scoring import tally
from meccg_rules.engine.setup import Setup


def axe_with(bearer=None, stored=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Legolas"], site="Lórien")
    if stored:
        setup.mp_pile("Alice", ["Durin's Axe"])
    else:
        setup.give(bearer, ["Durin's Axe"])
    return setup.build().state


def test_a_dwarf_bearer_earns_the_second_values():
    s = axe_with("Gimli")
    assert tally(s, "Alice")["item"] == 4
    assert corruption_points(s, s.find("Gimli").id) == 3


def test_another_bearer_gives_the_first_values():
    s = axe_with("Legolas")
    assert tally(s, "Alice")["item"] == 2
    assert corruption_points(s, s.find("Legolas").id) == 2


def test_a_stored_item_has_no_bearer_and_gives_the_first_values():
    assert tally(axe_with(stored=True), "Alice")["item"] == 2
