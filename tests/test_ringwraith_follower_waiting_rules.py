"""A Ringwraith follower whose Ringwraith left play without being eliminated (CoE 2.II.2.1.R8; CRF 22, Ringwraith
Follower; players/ringwraith_followers.py): he waits under no one's influence for a Ringwraith of his player."""
import pytest

from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, HAND, MP_PILE, OUT_OF_PLAY
from meccg_rules.engine.organization.actions import MakeFollower
from meccg_rules.engine.players import ringwraith_followers
from meccg_rules.engine.setup import Setup


def _game(phase="site", waiting=False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ren the Ringwraith", "Dwar the Ringwraith"], site="Minas Morgul")
    if waiting:
        setup.uncontrolled("Dwar the Ringwraith")
    else:
        setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
    setup.set_phase(phase, "Riders")
    return setup.build()


def test_his_ringwraith_going_to_the_hand_leaves_him_waiting_still_a_ringwraith_follower():
    game = _game()
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, HAND)
    dwar = s.find("Dwar the Ringwraith")
    assert dwar.uncontrolled and dwar.follower_of is None
    assert ringwraith_followers.is_ringwraith_follower(dwar) and ringwraith_followers.awaits_ringwraith(dwar)


def test_a_waiting_ringwraith_follower_leaving_play_is_not_revealed_as_his_players_avatar():
    game = _game()
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, HAND)
    s.move(s.find("Dwar the Ringwraith").id, DISCARD)
    assert s.revealed_avatars.get("Alice") == "Ren the Ringwraith"


def test_a_controlled_ringwraith_follower_leaving_play_is_not_revealed_as_his_players_avatar():
    game = _game()
    s = game.state
    s.move(s.find("Dwar the Ringwraith").id, DISCARD)
    assert "Alice" not in s.revealed_avatars


@pytest.mark.parametrize("zone", [OUT_OF_PLAY, MP_PILE])
def test_his_ringwraith_eliminated_or_removed_is_refused_not_modelled(zone):
    game = _game()
    s = game.state
    with pytest.raises(NotModelledError, match="eliminated or removed from play"):
        s.move(s.find("Ren the Ringwraith").id, zone)


def test_his_ringwraith_leaving_in_his_own_organization_phase_is_refused_not_modelled():
    game = _game(phase="organization")
    s = game.state
    with pytest.raises(NotModelledError, match="during his player's organization phase"):
        s.move(s.find("Ren the Ringwraith").id, HAND)


def test_a_waiting_ringwraith_follower_cannot_take_another_one():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Dwar the Ringwraith", "The Witch-king"], site="Minas Morgul")
    setup.uncontrolled("Dwar the Ringwraith")
    setup.uncontrolled("The Witch-king")
    setup.set_phase("organization", "Riders")
    game = setup.build()
    verdict = game.check(MakeFollower("Alice", "Dwar the Ringwraith", "The Witch-king"))
    assert not verdict and verdict.code == "ringwraith-follower-controller", verdict
