"""Allies spared at their site (combat's ``spared_at_site``: the Ents, Treebeard and the rest): no strike of an
automatic-attack, nor of a hazard creature keyed to their site, may be assigned to them, yet they may tap to support
a companion facing such a strike (CoE 3.iv.4; CRF 22, Card Errata and Rulings, Treebeard ...). An agent's attack at
their site is refused as not modelled; so is company versus company combat with Blackbole."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.agents.actions import AgentAttacks
from meccg_rules.engine.combat import attacks
from meccg_rules.engine.combat.actions import AssignStrike, AttackCompany, ChooseStrike, SupportStrike
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Bree")


def _at(site, origin="Lórien", characters=("Frodo", "Aragorn II"), ally="Treebeard", phase="site", hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.give(characters[0], [ally])
    setup.hand("Bob", list(hand))
    if phase == "movement/hazard":
        setup.set_phase(phase, "Fellowship")
    return setup.build()


def test_no_strike_of_an_automatic_attack_and_the_strikes_count_without_him():
    game = _at("Dimrill Dale", characters=("Frodo",))
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    assert game.check(AssignStrike("Alice", "Treebeard")).code == "spared-at-site"
    game.apply(AssignStrike("Alice", "Frodo"))
    assert game.state.combat.step == "strikes"   # one strike, one character it may go to: nothing left to assign


def test_a_creature_keyed_to_the_site_cannot_strike_him_one_keyed_to_a_region_can():
    for key, code in (("Shadow-hold", "spared-at-site"), ("Wilderness", "")):
        game = _at("Moria", phase="movement/hazard", hand=["Orc-lieutenant"])
        game.apply(PlayCreature("Bob", "Orc-lieutenant", key))
        both_pass(game)
        verdict = game.check(AssignStrike("Alice", "Treebeard"))
        assert (verdict.code if not verdict else "") == code, key


def test_an_attack_where_each_character_faces_a_strike_leaves_him_out():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Orc Brawler", "Ufthak"], site="Woodmen-town", origin="Dol Guldur")
    setup.give("Orc Brawler", ["Blackbole"])
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Host"))
    assert sorted(game.state._name(st.character) for st in game.state.combat.strikes) == ["Orc Brawler", "Ufthak"]
    assert attacks.strikes(game.state, game.state.combat.attack) == 2


def test_spared_he_still_taps_to_support():
    game = _at("Dimrill Dale", characters=("Frodo",))
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    game.apply(AssignStrike("Alice", "Frodo"))
    game.apply(ChooseStrike("Alice", "Frodo"))
    assert game.check(SupportStrike("Alice", "Treebeard", "Frodo"))


def test_an_agent_attacking_at_his_site_is_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.give("Aragorn II", ["Quickbeam"])
    setup.agent("Bob", "Bill Ferny", "Bree", False)
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    with pytest.raises(NotModelledError, match="Quickbeam: whether an agent"):
        game.apply(AssignStrike("Alice", "Quickbeam"))


def test_company_combat_with_blackbole_may_be_started():
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.turn_number(3)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    setup.company("Orcs", ["Shagrat", "Lugdush"], site="Bree", owner="Bob")
    setup.give("Shagrat", ["Blackbole"])
    setup.faced("Fellowship")
    verdict = setup.build().check(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert verdict, verdict   # his part in company combat is modelled (CRF 22, Blackbole: he strikes, is never struck)
