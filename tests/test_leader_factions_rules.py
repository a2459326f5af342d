"""Factions placed under a leader (the key ``under_leader``; influence/leader_factions.py): a group of three or more
under one leader gives two extra faction points once, not once a faction (CRF 22, Leader), one for a Fallen-wizard
(CoE 10.F3); such a faction goes when the leader moves or leaves play; a leader who influences one may have it
placed under him, the site not tapping, if his player chooses so as he declares the attempt."""
import pytest

from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.end_of_game.scoring import tally
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def _game(factions, alignment="Ringwraith", leader="Troll-chief", site="Ettenmoors", phase="organization",
          hand=(), others=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Trolls", [leader, *others], site=site)
    if factions:
        setup.give(leader, list(factions))
    setup.hand("Alice", list(hand))
    setup.set_phase(phase, "Trolls" if phase == "site" else None)
    if phase == "site":
        setup.faced("Trolls")
    return setup.build()


def test_three_factions_under_one_leader_give_two_extra_faction_points_once():
    assert tally(_game(["Hill Trolls", "Black Trolls"]).state, "Alice")["faction"] == 3   # two: no group yet
    assert tally(_game(["Hill Trolls", "Black Trolls", "Half-trolls"]).state, "Alice")["faction"] == 4 + 2
    four = _game(["Hill Trolls", "Black Trolls", "Half-trolls", "Misty Mountain Wargs"])
    assert tally(four.state, "Alice")["faction"] == 6 + 2


def test_a_fallen_wizard_gets_one_extra_point_for_the_group():
    game = _game(["Hill Trolls", "Black Trolls", "Half-trolls"], alignment="Fallen-wizard")
    assert tally(game.state, "Alice")["faction"] == 3 + 1   # each faction worth one to him (CoE 10.F1)


def test_only_an_orc_or_troll_leader_takes_such_a_faction():
    with pytest.raises(InputError, match="only under a leader who is Orc or Troll"):
        _game(["Hill Trolls"], leader="Muzgash")   # an Orc, no leader
    with pytest.raises(InputError, match="a character can only have items and allies"):
        _game(["Dunlendings"], alignment="Wizard", leader="Aragorn II", site="Rivendell")


def test_the_factions_go_when_the_leader_moves():
    game = _game(["Hill Trolls", "Black Trolls", "Half-trolls"])
    game.apply(DeclareMovement("Alice", "Trolls", "Carn Dûm"))
    assert game.state.find("Hill Trolls").zone == IN_PLAY   # declaring is not moving yet
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Trolls"))
    assert {game.state.find(n).zone for n in ("Hill Trolls", "Black Trolls", "Half-trolls")} == {DISCARD}
    assert tally(game.state, "Alice")["faction"] == 0


def test_the_factions_go_when_the_leader_leaves_play():
    game = _game(["Hill Trolls", "Black Trolls", "Half-trolls"])
    game.state.move(game.state.find("Troll-chief").id, DISCARD)
    assert game.state.find("Hill Trolls").zone == DISCARD
    assert tally(game.state, "Alice")["faction"] == 0


def _influence(game, leader, faction, under_leader, roll=7):
    from helpers import both_pass
    from meccg_rules.engine.core.actions import Roll
    game.apply(InfluenceFaction("Alice", leader, faction, under_leader=under_leader))
    both_pass(game)
    game.apply(Roll("Alice", roll, f"{leader}'s influence check"))
    return game.state


def test_a_leader_influencing_such_a_faction_may_place_it_under_him_the_site_not_tapping():
    s = _influence(_game(["Black Trolls", "Half-trolls"], phase="site", hand=["Hill Trolls"]),
                   "Troll-chief", "Hill Trolls", under_leader=True)
    hill = s.find("Hill Trolls")
    assert hill.zone == IN_PLAY and hill.attached_to == s.find("Troll-chief").id
    assert not s.find("Ettenmoors").tapped
    assert tally(s, "Alice")["faction"] == 4 + 2   # the group of three is complete


def test_not_choosing_it_the_attempt_is_an_ordinary_one():
    s = _influence(_game(["Black Trolls", "Half-trolls"], phase="site", hand=["Hill Trolls"]),
                   "Troll-chief", "Hill Trolls", under_leader=False)
    assert s.find("Hill Trolls").zone == MP_PILE and s.find("Ettenmoors").tapped
    assert tally(s, "Alice")["faction"] == 4   # two under him: no group


def test_a_failed_attempt_places_nothing():
    s = _influence(_game([], phase="site", hand=["Hill Trolls"]), "Troll-chief", "Hill Trolls", True, roll=2)
    assert s.find("Hill Trolls").zone == DISCARD and not s.find("Ettenmoors").tapped


def test_only_a_leader_the_faction_names_may_take_it_so():
    game = _game([], phase="site", hand=["Stone Trolls"], others=["Muzgash"])
    verdict = game.check(InfluenceFaction("Alice", "Muzgash", "Stone Trolls", under_leader=True))
    assert verdict.code == "not-under-this-leader" and "only under a leader who is Orc or Troll" in verdict.sentence
    assert game.check(InfluenceFaction("Alice", "Muzgash", "Stone Trolls"))   # not a leader: its ordinary play
    assert game.check(InfluenceFaction("Alice", "Troll-chief", "Stone Trolls", under_leader=True))
    game = _game([], phase="site", site="Goblin-gate", hand=["Goblins of Goblin-gate"])
    verdict = game.check(InfluenceFaction("Alice", "Troll-chief", "Goblins of Goblin-gate", under_leader=True))
    assert verdict.code == "not-under-this-leader"   # a faction whose text does not allow it


def test_an_attempt_placing_the_faction_under_him_is_no_resource_that_taps_the_site():
    from meccg_rules.engine.site_phase.actions import RevealOnGuard

    def revealable(under_leader):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Trolls", ["Troll-chief"], site="Ettenmoors")
        setup.hand("Alice", ["Hill Trolls"])
        setup.on_guard("Foolish Words", "Trolls")
        setup.set_phase("site", "Trolls")
        setup.faced("Trolls")
        game = setup.build()
        game.apply(InfluenceFaction("Alice", "Troll-chief", "Hill Trolls", under_leader=under_leader))
        return game.check(RevealOnGuard("Bob", "Foolish Words", "Troll-chief"))
    assert revealable(False)   # an ordinary attempt would tap the site (CoE 2.V.6)
    verdict = revealable(True)
    assert verdict.code == "no-site-tapping-resource"
