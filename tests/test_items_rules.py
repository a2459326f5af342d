"""Items in use (CoE 6.1): a bearer who cannot use an item gets none of its prowess or body (the items family)."""
import pytest

from meccg_rules.engine.combat.strikes import body, prowess
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Adûnaphel the Ringwraith", "Black Mace", "High Helm")


def _bearer(alignment, character, items, site):
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Company", [character], site=site)
    setup.give(character, items)
    game = setup.build()
    return game.state, game.state.find(character).id


@pytest.mark.parametrize("alignment, character, item, site, used", [
    ("Wizard", "Aragorn II", "Glamdring", "Rivendell", True),             # his own side's weapon
    ("Wizard", "Aragorn II", "Black Mace", "Rivendell", False),           # a minion item (6.1.W1)
    ("Ringwraith", "Shagrat", "Black Mace", "Minas Morgul", True),
    ("Ringwraith", "Shagrat", "Glamdring", "Minas Morgul", False),        # a hero item (6.1.R1)
    ("Fallen-wizard", "Shagrat", "Glamdring", "Minas Morgul", False),     # an Orc of a Fallen-wizard's (6.1.F1)
    ("Fallen-wizard", "Aragorn II", "Black Mace", "Rivendell", True),     # his other characters use both (6.1.F1)
])
def test_a_weapon_counts_only_in_use(alignment, character, item, site, used):
    state, ref = _bearer(alignment, character, [item], site)
    printed = state.cards[ref].card.fact("prowess")
    value, parts = prowess(state, ref)
    assert (value > printed) == used
    assert any(item in part for part in parts) == used


def test_a_ringwraith_bears_items_but_uses_none():
    state, ref = _bearer("Ringwraith", "Adûnaphel the Ringwraith", ["Black Mace"], "Minas Morgul")   # 6.1.R2
    assert prowess(state, ref)[0] == state.cards[ref].card.fact("prowess")


def test_armour_adds_body_only_in_use():
    worn, ref = _bearer("Ringwraith", "Ufthak", ["High Helm"], "Minas Morgul")   # body 8: the helm's +1 to 9
    assert body(worn, ref) == worn.cards[ref].card.fact("body") + 1
    unused, ref = _bearer("Wizard", "Aragorn II", ["High Helm"], "Rivendell")   # a minion item (6.1.W1)
    assert body(unused, ref) == unused.cards[ref].card.fact("body")
