"""A Ringwraith follower cannot be influenced away (CoE 2.II.2.1.R6): controlled by his Ringwraith, or waiting for one
(R8), he stays an avatar card (R5) and the opponent's influence attempt is refused (influence/influence_attempts.py)."""
import pytest

from meccg_rules.engine.influence import influence_attempts
from meccg_rules.engine.setup import Setup


def _state(dwar):
    setup = Setup("Bob", "Alice")   # Bob, a Wizard player, takes his site phase
    setup.alignment("Alice", "Ringwraith")
    setup.company("Seekers", ["Aragorn II"], site="Minas Morgul", owner="Bob")
    setup.company("Riders", ["Ren the Ringwraith", "Dwar the Ringwraith", "Orc Veteran"], site="Minas Morgul",
                  owner="Alice")
    if dwar == "waiting":
        setup.uncontrolled("Dwar the Ringwraith")
    elif dwar == "follower":
        setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
    setup.turn_number(5)
    setup.set_phase("site", "Seekers")
    return setup.build().state


@pytest.mark.parametrize("dwar", ["follower", "waiting"])
def test_a_ringwraith_follower_is_not_influenced_away(dwar):
    s = _state(dwar)
    verdict = influence_attempts.check_declaring(s, s.find("Aragorn II"), s.find("Dwar the Ringwraith"))
    assert verdict.code == "against-ringwraith-follower" and "CoE 2.II.2.1.R6" in str(verdict)


def test_a_character_of_the_same_company_is_influenced():
    """The contrast: Orc Veteran, under general influence in the same company, may be the target."""
    s = _state("follower")
    assert influence_attempts.check_declaring(s, s.find("Aragorn II"), s.find("Orc Veteran"))
