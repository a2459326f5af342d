"""Strikes that are not an attack (combat/lone_strikes.py, the primitive ``strikes-not-attack``: Cruel Caradhras) and
hazards played on a company crossing or leaving named regions (movement_hazard/regions_passed.py, the condition
``moves_through_or_leaves``; CRF 22, Card Errata and Rulings > Cruel Caradhras)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _moving(origin, site, via=None, hand=("Cruel Caradhras",), alice=(), characters=("Aragorn II", "Legolas")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin, via=via)
    setup.hand("Bob", list(hand))
    setup.hand("Alice", list(alice))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


@pytest.mark.parametrize("origin, site, via, allowed", [
    ("Goblin-gate", "Beorn's House", ["High Pass", "Anduin Vales"], True),              # leaving a site in it
    ("Rivendell", "Beorn's House", ["Rhudaur", "High Pass", "Anduin Vales"], True),     # through it
    ("Beorn's House", "Goblin-gate", ["Anduin Vales", "High Pass"], False),             # stopping in it
    ("Goblin-gate", "Rivendell", None, False),                                           # starter movement
    ("Cirith Ungol", "Henneth Annûn", ["Imlad Morgul", "Ithilien"], True),               # the erratum's region
])
def test_a_company_crossing_or_leaving_one_of_the_regions(origin, site, via, allowed):
    verdict = _moving(origin, site, via).check(PlayEvent("Bob", "Cruel Caradhras", "Fellowship"))
    assert bool(verdict) is allowed, verdict
    assert allowed or verdict.code == "not-crossing-regions"


def _struck():
    game = _moving("Goblin-gate", "Beorn's House", ["High Pass", "Anduin Vales"], alice=("Concealment",
                   "Halfling Stealth"), characters=("Aragorn II", "Frodo"))
    game.apply(PlayEvent("Bob", "Cruel Caradhras", "Fellowship"))
    both_pass(game)
    return game


def test_each_character_faces_a_strike_that_is_no_attack():
    game = _struck()
    s = game.state
    assert s.combat is not None and len(s.combat.strikes) == 2 and s.combat.step == "strikes"
    assert s.companies["Fellowship"].attacks_faced == []            # no attack faced
    assert game.check(PlayEvent("Alice", "Concealment", actor="Aragorn II")).code == "not-an-attack"
    game.apply(ChooseStrike("Alice", "Frodo"))
    assert game.check(PlayEvent("Alice", "Halfling Stealth", "Frodo")).code == "strike-not-cancellable"


@pytest.mark.parametrize("roll, eliminated", [(8, False), (9, True)])
def test_a_resulting_body_check_is_one_harder(roll, eliminated):
    game = _struck()
    game.apply(ChooseStrike("Alice", "Frodo"))
    game.apply(Roll("Alice", 2, "Frodo's strike"))                  # 2 + 1 against 8: wounded
    both_pass(game)
    game.apply(Roll("Bob", roll, "Frodo's body check"))             # +1 against his body of 9
    assert game.state.find("Frodo").eliminated is eliminated


def test_defeating_the_strikes_scores_nothing():
    game = _struck()
    for name in ("Aragorn II", "Frodo"):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 12, f"{name}'s strike"))
    s = game.state
    assert s.combat is None and s.find("Cruel Caradhras").zone == "discard pile"
    assert s.log[-1].endswith("are over")
