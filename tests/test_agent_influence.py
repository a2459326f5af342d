"""Influencing with an agent (agent_influence.py, CoE 8.5): an agent whose text allows taps and is revealed to try
to influence away the other player's character, ally or faction, in his movement/hazard phase; where it must be;
no cross-alignment -5; +2 direct influence at a home site; a shared home site or a faction playable at a home site
makes the number needed zero with +2."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.agents.actions import AgentInfluences
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, MP_PILE

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Golodhros", "Uruk-hai")


def fellowship(agent="Golodhros", site="Bree", bob=None, face_down=True, phase="movement/hazard", hand=()):
    setup = Setup("Alice", "Bob")
    if bob:
        setup.alignment("Bob", bob)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", agent, site, face_down)
    setup.hand("Alice", list(hand))
    setup.set_phase(phase, "Fellowship")
    return setup.build()


def attempt(game, target, bob_roll, alice_roll, agent="Golodhros"):
    game.apply(AgentInfluences("Bob", agent, target))
    both_pass(game)
    game.apply(Roll("Bob", bob_roll, f"{agent}'s influence attempt"))
    game.apply(Roll("Alice", alice_roll, f"the roll against {agent}'s influence attempt"))
    return game


@pytest.mark.parametrize("bob", [None, "Ringwraith"])
def test_no_cross_alignment_penalty(bob):
    game = attempt(fellowship(bob=bob), "Legolas", 9, 2)   # 9 + 4 - 5 - 2 = 6: not above 6
    assert game.state.find("Legolas").zone != DISCARD
    game = attempt(fellowship(bob=bob), "Legolas", 10, 2)  # 7
    assert game.state.find("Legolas").zone == DISCARD
    assert "-5 (a" not in "\n".join(game.state.log)


def test_taps_and_reveals_the_agent_and_does_not_count_against_the_limit():
    game = fellowship()
    game.apply(AgentInfluences("Bob", "Golodhros", "Legolas"))
    golodhros = game.state.find("Golodhros")
    assert (golodhros.tapped, golodhros.revealed) == (True, True)
    assert game.state.companies["Fellowship"].hazards_played == 0


def test_refusals():
    assert fellowship(agent="Bill Ferny").check(AgentInfluences("Bob", "Bill Ferny", "Legolas")).code == \
        "agent-cannot-influence"
    assert fellowship(site="Weathertop").check(AgentInfluences("Bob", "Golodhros", "Legolas")).code == \
        "agent-not-at-site"
    assert fellowship(phase="site").check(AgentInfluences("Bob", "Golodhros", "Legolas")).code == "wrong-phase"
    game = fellowship()
    game.state.tap(game.state.find("Golodhros").id)
    assert game.check(AgentInfluences("Bob", "Golodhros", "Legolas")).code == "card-tapped"
    item = fellowship(hand=["Glamdring"]).check(AgentInfluences("Bob", "Golodhros", "Glamdring"))
    assert item.code == "malformed" and "cannot influence an item" in item.sentence


def factions(agent_site):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Orcs", ["Gorbag", "Lugdush", "Shagrat"], site="Cirith Ungol", origin="Minas Morgul")
    setup.mp_pile("Alice", ["Uruk-hai"])
    setup.agent("Bob", "Golodhros", agent_site, False)
    setup.set_phase("movement/hazard", "Orcs")
    return setup.build()


def test_a_faction_from_any_site_where_it_is_playable_and_zero_needed_for_a_home_site_faction():
    game = factions("Cirith Gorgor")
    assert game.check(AgentInfluences("Bob", "Golodhros", "Uruk-hai"))
    attempt(game, "Uruk-hai", 6, 3)   # 6 + 4 + 2 - 4 - 5 - 3 = 0: not above zero
    assert game.state.find("Uruk-hai").zone == MP_PILE
    assert factions("Dead Marshes").check(AgentInfluences("Bob", "Golodhros", "Uruk-hai")).code == \
        "not-playable-at-site"


def test_home_site_bonus_and_shared_home_site():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Gorbag", "Lugdush", "Shagrat"], site="Cirith Ungol", origin="Minas Morgul")
    setup.agent("Bob", "Golodhros", "Cirith Ungol", False)
    setup.set_phase("movement/hazard", "Orcs")
    game = attempt(setup.build(), "Shagrat", 2, 2)   # mind counts as zero: 2 + 4 + 2 + 2 - 4 - 5 - 2 = -1
    assert "+2 (Golodhros at one of its home sites) +2 (Shagrat shares a home site with it)" in "\n".join(
        game.state.log)
