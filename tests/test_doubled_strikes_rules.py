"""A strike the attacker gives a character who has one of the attack's strikes already, as Deftness of Agility
allows (combat/doubled_strikes.py): only the attacker, only once for each such effect, only on a character with
one strike, and the attack's prowess changed for that strike alone (CoE 3.i.5; CRF 22, Deftness of Agility)."""
from helpers import both_pass

from meccg_rules.engine.combat import doubled_strikes
from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _attacked(creature, deftness=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.hand("Bob", [creature, "Deftness of Agility"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, "Wilderness"))
    both_pass(game)
    if deftness:
        game.apply(PlayEvent("Bob", "Deftness of Agility", mode="the Dragon"))
        both_pass(game)
    return game


def test_the_attacker_doubles_one_strike_at_three_less_prowess():
    game = _attacked("Cave-drake")
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    strikes = game.state.combat.strikes
    assert [(st.doubled, st.prowess) for st in strikes] == [(False, 0), (True, -3)]


def test_not_a_third_strike_nor_a_second_doubled_one():
    game = _attacked("Cave-drake")
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    assert game.check(AssignStrike("Bob", "Aragorn II")).code in ("one-strike-each", "not-assigning-strikes")


def test_only_the_attacker_and_only_on_a_dragon_s_attack():
    game = _attacked("Cave-drake")
    game.apply(AssignStrike("Bob", "Aragorn II"))
    aragorn = game.state.find("Aragorn II").id
    assert doubled_strikes.may_double(game.state, aragorn, by_attacker=True)
    assert not doubled_strikes.may_double(game.state, aragorn, by_attacker=False)   # the defending player's
    orcs = _attacked("Orc-patrol", deftness=False)   # no Dragon: the card is not playable, and no strike doubles
    assert not orcs.check(PlayEvent("Bob", "Deftness of Agility", mode="the Dragon"))
    orcs.apply(AssignStrike("Alice", "Aragorn II"))
    assert orcs.check(AssignStrike("Alice", "Aragorn II")).code == "one-strike-each"
