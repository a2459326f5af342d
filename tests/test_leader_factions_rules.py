"""Factions placed under a leader (the key ``under_leader``; influence/leader_factions.py): a group of three or more
under one leader gives two extra faction points once, not once a faction (CRF 22, Leader), one for a Fallen-wizard
(CoE 10.F3); such a faction goes when the leader moves or leaves play; a leader's own attempt to influence one,
whose placing under him is not modelled, is refused as such."""
import pytest

from meccg_rules.engine.core.errors import InputError, NotModelledError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
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


def test_a_leader_influencing_such_a_faction_is_not_modelled_yet():
    game = _game([], phase="site", hand=["Stone Trolls"], others=["Muzgash"])
    verdict = game.check(InfluenceFaction("Alice", "Troll-chief", "Stone Trolls"))
    assert verdict.code == "not-modelled" and "Stone Trolls: an Orc or Troll leader" in verdict.sentence
    with pytest.raises(NotModelledError):
        game.apply(InfluenceFaction("Alice", "Troll-chief", "Stone Trolls"))
    assert game.check(InfluenceFaction("Alice", "Muzgash", "Stone Trolls"))   # not a leader: its ordinary play
