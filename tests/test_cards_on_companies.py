"""Cards on a company that change attacks against it, and go when a character leaves it (Swarm of Bats: the
``who = "company"`` statics ``attack prowess`` and ``attack body``, ``combat/attacks.py``; ``discarded_when`` "a
character leaves its company", ``organization/companies_left.py``; CRF 22, Swarm of Bats, in company combat)."""
import pytest

from meccg_rules.engine.combat import strikes
from meccg_rules.engine.combat.actions import AttackCompany
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, Attack, Combat
from meccg_rules.engine.setup import Setup


def _orcs(alignment_of: str = "Alice"):
    setup = Setup("Alice", "Bob")
    setup.alignment(alignment_of, "Ringwraith")
    setup.turn_number(3)
    setup.company("Orcs", ["Shagrat", "Snaga"], site="Bree", owner=alignment_of)
    setup.in_play("Swarm of Bats", on="Orcs")
    return setup


def test_the_body_of_an_attack_against_the_company_is_one_less_and_of_another_company_unchanged():
    setup = _orcs()
    setup.company("Others", ["Lugdush"], site="Bree")
    setup.hand("Bob", ["Trolls from the Mountains"])
    game = setup.build()
    s = game.state
    drake = next(i for i in s.cards.values() if i.card.name == "Trolls from the Mountains")
    body = drake.card.fact("body")
    assert body is not None
    for company, expected in (("Orcs", body - 1), ("Others", body)):
        s.combat = Combat(Attack("a9", company, drake.id, "creature", "Trolls", 3, 12, body,
                                 label="Trolls from the Mountains"))
        assert strikes.body(s, drake.id) == expected, company


def test_company_combat_against_the_company_with_the_card_is_refused_as_not_modelled():
    setup = _orcs("Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", owner="Alice")
    setup.faced("Fellowship")
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    verdict = game.check(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert not verdict and verdict.code == "not-modelled"
    assert verdict.sentence.startswith("not modelled: Swarm of Bats: whether its change to attacks against Orcs")
    with pytest.raises(NotModelledError):
        game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))


def test_the_card_is_discarded_when_a_character_leaves_the_company():
    game = _orcs().build()
    s = game.state
    bats = next(i for i in s.cards.values() if i.card.name == "Swarm of Bats")
    s.move(next(i for i in s.characters("Orcs") if i.card.name == "Snaga").id, DISCARD)
    assert bats.zone == DISCARD
    assert any("Swarm of Bats is discarded: Snaga leaves Orcs" in line for line in s.log)


def test_the_card_is_discarded_when_a_character_joins_a_company_a_creature_attacks():
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    text = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Grey stays at Lórien: Alatar, Elrond.
  Swarm of Bats is on Grey.
  Company Fellowship has moved from Lórien to Moria via Wold & Foothills, Redhorn Gate: Legolas, Gimli.
  Bob holds Orc-patrol.
  It is the movement/hazard phase of Fellowship.
Play
  Bob plays Orc-patrol keyed to Wilderness.
  Both players pass.
  Alice uses Alatar to join the company.
  Both players pass.
Expect
  Alatar is not wounded.
"""
    game = run_block(parse_block(text, "test.md", 1))
    bats = next(i for i in game.state.cards.values() if i.card.name == "Swarm of Bats")
    assert bats.zone == DISCARD
    assert any("Swarm of Bats is discarded: Alatar leaves Grey" in line for line in game.state.log)
