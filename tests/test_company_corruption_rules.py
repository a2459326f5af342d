"""Corruption points a card gives each character of its bearer's company (a ``corruption points`` static with
``who = "company"``: The One Ring), and none while its bearer is of a race it names (``unless_bearer``)."""
import pytest

from meccg_rules.engine.core.behaviour import Static
from meccg_rules.engine.corruption.corruption_checks import corruption_points
from meccg_rules.engine.setup import Setup


def _points(alignment, companies, bearer, ring="The One Ring"):
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    for name, (site, characters) in companies.items():
        setup.company(name, characters, site=site)
    setup.give(bearer, [ring])
    state = setup.build().state
    return {c.name: corruption_points(state, c.id) for c in state.characters()}


def test_every_character_of_the_bearers_company_himself_included_and_no_other():
    found = _points("Wizard", {"Fellowship": ("Rivendell", ["Frodo", "Aragorn II"]),
                               "Elves": ("Rivendell", ["Legolas"])}, "Frodo")
    assert found == {"Frodo": 7, "Aragorn II": 1, "Legolas": 0}   # the Ring's 6 and 1 more; another company: none


@pytest.mark.parametrize("ring", ["LE-326", "TW-347"])
def test_none_while_a_ringwraith_bears_it(ring):
    """The minion card says so; CRF 22 (The One Ring, third bullet) says it of the hero one as well."""
    company = {"Riders": ("Minas Morgul", ["The Witch-king", "Gorbag", "Shagrat"])}
    assert _points("Ringwraith", company, "The Witch-king", ring) == {"The Witch-king": 6, "Gorbag": 0, "Shagrat": 0}
    assert _points("Ringwraith", company, "Gorbag", ring) == {"The Witch-king": 1, "Gorbag": 7, "Shagrat": 1}


def test_given_whether_or_not_the_bearer_uses_the_ring():
    """The engine's reading: the corruption points a card gives are the card's, not an effect of an item in use (CoE
    6.1), so a Ringwraith player's Orc bearing the hero Ring (which he cannot use, 6.1.R1) still gives them."""
    found = _points("Ringwraith", {"Orcs": ("Minas Morgul", ["Gorbag", "Shagrat"])}, "Gorbag", "TW-347")
    assert found == {"Gorbag": 7, "Shagrat": 1}


def test_a_company_static_is_said_only_of_the_stats_that_take_one():
    """Corruption points, and a mode card's prowess and direct influence (players/mode_attributes.py); not mind."""
    with pytest.raises(ValueError, match="who"):
        Static.model_validate({"stat": "mind", "by": 1, "who": "company"})
    with pytest.raises(ValueError, match="unless_bearer"):
        Static.model_validate({"stat": "direct influence", "by": 1, "unless_bearer": ["Ringwraith"]})


def test_a_mode_direct_influence_static_takes_no_restriction():
    """A Ringwraith's direct influence in a mode (``in_mode``) or a mode card's to its company is unrestricted: it
    takes none of the qualifiers of direct influence against some cards (players/mode_attributes.py)."""
    Static.model_validate({"stat": "direct influence", "by": 3, "in_mode": "Heralded Lord"})
    Static.model_validate({"stat": "direct influence", "by": -3, "who": "company", "races": ["Ringwraith"]})
    with pytest.raises(ValueError, match="against_races"):
        Static.model_validate({"stat": "direct influence", "by": 3, "in_mode": "Heralded Lord",
                               "against_races": ["Orc"]})
    with pytest.raises(ValueError, match="in_mode"):
        Static.model_validate({"stat": "direct influence", "by": 3, "who": "company", "in_mode": "Heralded Lord"})
