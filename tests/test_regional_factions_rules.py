"""Influence attempts on the factions of some regions, changed by a card in play (Mordor in Arms:
influence/regional_factions.py): -6, never with Muster, a minion player spared."""
import dataclasses

import pytest

from helpers import setting_aside

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.influence import regional_factions

# the agent test exercises this rule with these cards; what of their text is not modelled takes no part in it
_set_aside = setting_aside("Golodhros", "Uruk-hai")


def _scenario(text: str):
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    return run_block(parse_block(text, "test.md", 1))


REGIONS = tuple(catalogue().get("Mordor in Arms").trait("factions_of_regions").regions)

AT_CAMP = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Envoys stays at Easterling Camp: Aragorn II, Legolas.
  Alice holds Easterlings, Muster.
{in_play}  It is the site phase of Envoys.
"""


def test_the_factions_it_reaches_by_the_regions_of_their_sites():
    assert regional_factions.covers(catalogue().get("Easterlings"), REGIONS)          # Easterling Camp, Horse Plains
    assert regional_factions.covers(catalogue().get("Variags of Khand"), REGIONS)     # Variag Camp, Khand
    assert not regional_factions.covers(catalogue().get("Men of Lamedon"), REGIONS)   # Vale of Erech, Lamedon
    for described in ("Ice-orcs", "Wild Horses"):   # any Ruins & Lairs; any non-Haven site in Khand ...: not modelled
        with pytest.raises(NotModelledError, match="sites its text describes"):
            regional_factions.covers(catalogue().get(described), REGIONS)


def test_an_attempt_on_such_a_faction_is_at_minus_six():
    # 10 + 3 (Aragorn II) - 2 (a Dúnadan) - 6 = 5, not more than 9; without the card 11 wins it
    play = """Play
  Alice taps Aragorn II to influence Easterlings.
  Both players pass.
  Alice rolls 10 for Aragorn II's influence check.
Expect
  Easterlings is {where}.
"""
    game = _scenario(AT_CAMP.format(in_play="  Bob's Mordor in Arms is in play.\n")
                     + play.format(where="discarded"))
    assert any("-6 (Mordor in Arms" in line for line in game.state.log)
    # Bob's attempt on Alice's faction, once hers (CoE 8), is at -6 as well: he is no minion player
    bobs = dataclasses.replace(game.state.find("Aragorn II"), controller="Bob")   # as if a character of Bob's
    assert [v for v, _ in regional_factions.modifications(game.state, bobs, catalogue().get("Easterlings"))] == [-6]
    _scenario(AT_CAMP.format(in_play="") + play.format(where="in Alice's marshalling point pile"))


def test_muster_cannot_be_used_on_such_a_faction():
    _scenario(AT_CAMP.format(in_play="  Bob's Mordor in Arms is in play.\n") + """Play
  Alice taps Aragorn II to influence Easterlings.
  Bob passes.
Expect
  Alice cannot play Muster on Aragorn II: a card in play forbids that event on this faction.
""")


def test_a_minion_player_is_spared():
    # a Ringwraith player's attempt on the minion Easterlings: 9 + 0 (Gorbag), more than 8; the -6
    # would make it fail
    game = _scenario("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Ringwraith player.
  Company Raiders stays at Easterling Camp: Gorbag, Grishnákh.
  Alice holds Easterlings.
  Bob's Mordor in Arms is in play.
  It is the site phase of Raiders.
  Raiders has faced the automatic-attacks.
Play
  Alice taps Gorbag to influence Easterlings.
  Both players pass.
  Alice rolls 9 for Gorbag's influence check.
Expect
  Easterlings is in Alice's marshalling point pile.
""")
    assert not any("Mordor in Arms" in line for line in game.state.log)
    assert any("influence check" in line for line in game.state.log)


def test_an_agent_s_attempt_is_untouched():
    # the engine's reading: an agent played as a hazard is no character (CoE 2.IV.vii.1); Bob, a Wizard player, is
    # not spared, yet his agent's attempt on Alice's Uruk-hai (Barad-dûr, Gorgoroth) is the same with the card
    from helpers import both_pass
    from meccg_rules.engine.agents.actions import AgentInfluences
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.setup import Setup

    def attempt(with_card: bool) -> list[str]:
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Orcs", ["Snaga", "Muzgash", "Lugdush", "Shagrat"], site="Cirith Ungol", origin="Minas Morgul")
        setup.mp_pile("Alice", ["Uruk-hai"])
        setup.agent("Bob", "Golodhros", "Cirith Gorgor", False)
        if with_card:
            setup.in_play("Mordor in Arms", owner="Bob")
        setup.set_phase("movement/hazard", "Orcs")
        game = setup.build()
        game.apply(AgentInfluences("Bob", "Golodhros", "Uruk-hai"))
        both_pass(game)
        game.apply(Roll("Bob", 6, "Golodhros's influence attempt"))
        game.apply(Roll("Alice", 3, "the roll against Golodhros's influence attempt"))
        return [line for line in game.state.log if "influence attempt:" in line or "influence check" in line]

    assert regional_factions.covers(catalogue().get("Uruk-hai"), REGIONS)
    assert attempt(True) == attempt(False) != []
    assert not any("Mordor in Arms" in line for line in attempt(True))
