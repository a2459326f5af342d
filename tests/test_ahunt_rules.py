"""Ahunt manifestations (CRF 22, Rulings by Term > Ahunt Manifestations): one attack on a company moving in its
regions, however many of them it crosses; may be played in response, its attack declared once the chain is done
(CRF 22, Card Errata and Rulings: the nine Ahunts lose «immediately»)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.setup import Setup


def moving_north(second=None, ahunt_in_play=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Iron Hill Dwarf-hold", origin="Lake-town",
                  via=["Northern Rhovanion", "Iron Hills"])
    if second:
        setup.company("Rangers", ["Frodo"], site=second[0], origin=second[1], via=second[2])
    if ahunt_in_play:
        setup.in_play("Smaug Ahunt")
    setup.hand("Bob", ["Cave-drake", "River"] + ([] if ahunt_in_play else ["Smaug Ahunt"]))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_one_attack_for_a_company_crossing_two_of_its_regions():
    game = moving_north()
    game.apply(PlayEvent("Bob", "Smaug Ahunt"))
    both_pass(game)
    s = game.state
    assert s.combat is not None and s.combat.attack.label == "Smaug Ahunt"
    assert not s.attacks                               # no second attack waits
    assert s.combat.attack.strikes == 3


def test_a_company_revealing_its_site_later_in_the_turn_faces_it_too():
    game = moving_north(second=("Dale", "Lake-town", ["Northern Rhovanion"]), ahunt_in_play=True)
    game.apply(DoneHazards("Bob"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    assert game.state.combat is not None and game.state.combat.attack.company == "Rangers"


def test_it_may_be_played_in_response_where_a_creature_may_not():
    game = moving_north()
    game.apply(PlayEvent("Bob", "River", target="Iron Hill Dwarf-hold"))
    game.apply(Pass("Alice"))
    assert game.check(PlayCreature("Bob", "Cave-drake", "Wilderness")).code == "must-start-chain"
    assert game.check(PlayEvent("Bob", "Smaug Ahunt"))


AHUNTS = [  # name, a region it hunts in, one it hunts in only under Doors of Night, strikes, attacker chooses
    ("Agburanar Ahunt", "Iron Hills", "Woodland Realm", 3, False),
    ("Bairanax Ahunt", "Anduin Vales", "Angmar", 3, True),
    ("Daelomin Ahunt", "Withered Heath", "Horse Plains", 4, True),
    ("Eärcaraxë Ahunt", "Andrast", "Anfalas", 3, True),
    ("Itangast Ahunt", "Grey Mountain Narrows", "Dorwinion", 4, False),
    ("Leucaruth Ahunt", "Northern Rhovanion", "Heart of Mirkwood", 3, False),
    ("Scatha Ahunt", "Woodland Realm", "Western Mirkwood", 4, False),
    ("Scorba Ahunt", "Forochel", "Arthedain", 4, True),
    ("Smaug Ahunt", "Iron Hills", "Dagorlad", 3, True),
]


def _hunted(name, region, doors_of_night):
    """Is a company moving through ``region`` hunted by the Ahunt in play, and with what attack?"""
    from meccg_rules.engine.core.cards import regions
    from meccg_rules.engine.core.state import Region
    from meccg_rules.engine.movement_hazard import ahunts

    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Iron Hill Dwarf-hold", origin="Lake-town",
                  via=["Northern Rhovanion", "Iron Hills"])
    setup.in_play(name)
    if doors_of_night:
        setup.in_play("Doors of Night")
    state = setup.build().state
    company = state.companies["Fellowship"]
    company.site_path = (Region(region, regions()[region]["type"]),)   # the one region that matters here
    inst = state.find(name)
    return ahunts.hunts(state, inst, company), ahunts.attack(state, inst, company)


def test_each_ahunt_hunts_its_regions_with_its_strikes():
    for name, region, later, strikes, chooses in AHUNTS:
        hunted, attack = _hunted(name, region, doors_of_night=False)
        assert hunted, name
        assert (attack.strikes, attack.attacker_chooses) == (strikes, chooses), name
        assert not _hunted(name, later, doors_of_night=False)[0], name     # not there without Doors of Night
        assert _hunted(name, later, doors_of_night=True)[0], name          # there with it


def test_earcaraxe_under_doors_of_night_hunts_any_coastal_sea():
    assert not _hunted("Eärcaraxë Ahunt", "Mouths of the Anduin", doors_of_night=False)[0]
    assert _hunted("Eärcaraxë Ahunt", "Mouths of the Anduin", doors_of_night=True)[0]   # a Coastal Sea she does not name


def _to_bandit_lair(*hand):
    """Fellowship goes from Lórien to Bandit Lair: Smaug hunts the Brown Lands only while Doors of Night is in play."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bandit Lair", origin="Lórien")
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_its_attack_waits_for_the_end_of_its_chain_and_sees_what_resolved_after_it():
    game = _to_bandit_lair("Doors of Night", "Smaug Ahunt")
    game.apply(PlayEvent("Bob", "Doors of Night"))
    game.apply(Pass("Alice"))
    game.apply(PlayEvent("Bob", "Smaug Ahunt"))   # in response: it resolves first, before Doors of Night
    both_pass(game)
    s = game.state
    assert not s.chains
    assert s.find("Doors of Night").zone == "in play"
    assert s.combat is not None and s.combat.attack.label == "Smaug Ahunt"


def test_an_ahunt_not_hunting_the_company_when_its_chain_ends_makes_no_attack():
    game = _to_bandit_lair("Smaug Ahunt")
    game.apply(PlayEvent("Bob", "Smaug Ahunt"))
    both_pass(game)
    s = game.state
    assert s.combat is None and not s.attacks
    assert s.find("Smaug Ahunt").zone == "in play"
    assert "ahunts waiting" not in s.turn.per_phase        # nothing left waiting for a later chain


def test_cloudless_day_lets_the_defender_choose_against_an_ahunt_as_against_a_hazard_creature():
    from meccg_rules.engine.combat import flow

    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Iron Hill Dwarf-hold", origin="Lake-town",
                  via=["Northern Rhovanion", "Iron Hills"])
    setup.in_play("Gates of Morning")
    setup.in_play("Cloudless Day")
    setup.hand("Bob", ["Smaug Ahunt"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Smaug Ahunt"))
    both_pass(game)
    s = game.state
    assert s.combat is not None and s.combat.attack.attacker_chooses   # Smaug's attacker would choose the defenders
    assert flow.defender_chooses(s) == s.find("Cloudless Day").id
