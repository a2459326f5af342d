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
    setup.company("Orcs", ["Snaga", "Muzgash", "Lugdush", "Shagrat"], site="Cirith Ungol", origin="Minas Morgul")
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
    setup.company("Orcs", ["Snaga", "Muzgash", "Lugdush", "Shagrat"], site="Cirith Ungol", origin="Minas Morgul")
    setup.agent("Bob", "Golodhros", "Cirith Ungol", False)
    setup.set_phase("movement/hazard", "Orcs")
    game = attempt(setup.build(), "Shagrat", 2, 2)   # mind counts as zero: 2 + 4 + 2 + 2 - 4 - 5 - 2 = -1
    assert "+2 (Golodhros at one of its home sites) +2 (Shagrat shares a home site with it)" in "\n".join(
        game.state.log)


# ------------------------------------------------------------------ an attempt a card allows (agent-may-influence)
def by_card(card, agent="Bill Ferny", site="Bree", mode="", face_down=True, mp=(), alice_alignment=None):
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    if alice_alignment:
        setup.alignment("Alice", alice_alignment)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    if mp:
        setup.mp_pile("Alice", list(mp))
    setup.agent("Bob", agent, site, face_down)
    setup.hand("Bob", [card])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", card, agent, mode=mode))
    both_pass(game)
    return game


def granted_attempt(game, target, bob_roll, alice_roll, agent="Bill Ferny", rolls=True):
    game.apply(AgentInfluences("Bob", agent, target, by_card=True))
    both_pass(game)
    if rolls:
        game.apply(Roll("Bob", bob_roll, f"{agent}'s influence attempt"))
        game.apply(Roll("Alice", alice_roll, f"the roll against {agent}'s influence attempt"))
    return game


def test_good_sense_revolts_taps_the_agent_who_may_then_influence_at_plus_four():
    game = by_card("Good Sense Revolts", mode="the agent's attempt")
    ferny = game.state.find("Bill Ferny")
    assert ferny.tapped and not ferny.revealed and game.state.companies["Fellowship"].hazards_played == 1
    granted_attempt(game, "Legolas", 10, 2)   # 10 + 1 + 2 (at home) - 5 - 2 + 4 = 10 > 6
    assert game.state.find("Legolas").zone == DISCARD and ferny.revealed
    assert "+4 (Good Sense Revolts)" in "\n".join(game.state.log)


def test_good_sense_revolts_plus_eight_against_a_card_playable_at_the_agent_s_home_site():
    """Aragorn II's home site is Bree, Bill Ferny's too: mind zero and +2 (CoE 8.5), and +8 (the card)."""
    game = granted_attempt(by_card("Good Sense Revolts", mode="the agent's attempt"), "Aragorn II", 2, 6)
    assert game.state.find("Aragorn II").zone == DISCARD   # 2 + 1 + 2 - 5 - 6 + 2 + 4 + 4 = 4 > 0


def test_one_attempt_only_and_none_without_a_card():
    game = by_card("Good Sense Revolts", mode="the agent's attempt")
    granted_attempt(game, "Legolas", 2, 12)   # fails
    assert game.check(AgentInfluences("Bob", "Bill Ferny", "Aragorn II", by_card=True)).code == \
        "no-influence-granted"
    assert fellowship(agent="Bill Ferny").check(AgentInfluences("Bob", "Bill Ferny", "Legolas", by_card=True)).code \
        == "no-influence-granted"


def test_twisted_tales_on_a_diplomat_agent_a_faction_only_automatic_at_a_home_site():
    game = by_card("Twisted Tales", agent="Deallus", site="Dunnish Clan-hold", mp=["Dunlendings"])
    assert game.check(AgentInfluences("Bob", "Deallus", "Legolas", by_card=True)).code == "influence-target-kind"
    granted_attempt(game, "Dunlendings", 0, 0, agent="Deallus", rolls=False)
    assert game.state.find("Dunlendings").zone == DISCARD and game.state.pending is None


def test_twisted_tales_elsewhere_rolls_at_plus_six():
    """Ivic is a diplomat whose home sites are not the Dunnish Clan-hold: the attempt is rolled."""
    game = by_card("Twisted Tales", agent="Ivic", site="Dunnish Clan-hold", mp=["Dunlendings"])
    granted_attempt(game, "Dunlendings", 7, 2, agent="Ivic")   # 7 + 2 - 5 - 2 + 6 = 8, not above 9
    assert game.state.find("Dunlendings").zone == MP_PILE
    assert "+6 (Twisted Tales)" in "\n".join(game.state.log)


def test_twisted_tales_needs_a_diplomat():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", True)
    setup.hand("Bob", ["Twisted Tales"])
    setup.set_phase("movement/hazard", "Fellowship")
    assert not setup.build().check(PlayEvent("Bob", "Twisted Tales", "Bill Ferny"))


def test_will_not_come_down_no_general_influence_and_back_to_the_hand():
    game = granted_attempt(by_card("Will not Come Down"), "Legolas", 6, 2)   # 6 + 1 + 2 - 2 = 7 > 6
    assert game.state.find("Legolas").zone == "hand"
    assert "general influence" not in game.state.log[-1]


def test_your_welcome_is_doubtful_plus_ten_for_a_diplomat_else_plus_six():
    game = granted_attempt(by_card("Your Welcome Is Doubtful", agent="Deallus"), "Legolas", 2, 2, agent="Deallus")
    assert game.state.find("Legolas").zone == DISCARD   # 2 + 1 + 2 - 5 - 2 + 10 = 8 > 6
    game = granted_attempt(by_card("Your Welcome Is Doubtful"), "Legolas", 2, 2)
    assert game.state.find("Legolas").zone != DISCARD   # 2 + 1 + 2 - 5 - 2 + 6 = 4


def test_your_welcome_is_doubtful_plus_seven_more_against_a_character_sharing_its_home_site():
    game = granted_attempt(by_card("Your Welcome Is Doubtful"), "Aragorn II", 2, 12)
    assert game.state.find("Aragorn II").zone == DISCARD   # 2 + 1 + 2 - 5 - 12 + 2 + 6 + 7 = 3 > 0
