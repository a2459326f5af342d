"""A Ringwraith follower whose Ringwraith left play (CoE 2.II.2.1.R8, without being eliminated; 2.II.2.2.3, eliminated;
CRF 22, Ringwraith Follower; players/ringwraith_followers.py): he waits under no one's influence for a Ringwraith of
his player until the end of his player's next organization phase."""
import pytest

from meccg_rules.engine.core.state import DISCARD, HAND, IN_PLAY, MP_PILE, OUT_OF_PLAY, Turn
from meccg_rules.engine.organization import characters
from meccg_rules.engine.organization.actions import MakeFollower
from meccg_rules.engine.turn.actions import EndPhase
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
def test_his_ringwraith_eliminated_leaves_him_waiting_as_any_follower_then_discarded(zone):
    """CoE 2.II.2.2.3 (R8 leaves elimination out): he waits under no one's influence until the end of his player's
    next organization phase, where only a Ringwraith avatar could take him (R5) and none may be revealed (CoE 2.2)."""
    game = _game()
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, zone)
    dwar = s.find("Dwar the Ringwraith")
    assert ringwraith_followers.awaits_ringwraith(dwar)
    s.turn.phase = "organization"
    assert characters.settle_influence(game)
    assert dwar.zone == DISCARD


@pytest.mark.parametrize("zone", [OUT_OF_PLAY, MP_PILE])
def test_his_ringwraith_eliminated_in_his_own_organization_phase_leaves_him_until_its_end(zone):
    """CoE 2.II.2.2.3 is for a follower removed from control outside an organization phase: his Ringwraith
    eliminated during his player's own, he is discarded at its end, as any character under no influence then."""
    game = _game(phase="organization")
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, zone)
    dwar = s.find("Dwar the Ringwraith")
    assert ringwraith_followers.awaits_ringwraith(dwar)
    assert not ringwraith_followers.waits_past_this_phase(s, dwar)
    assert characters.settle_influence(game)
    assert dwar.zone == DISCARD


def test_his_ringwraith_leaving_in_his_own_organization_phase_leaves_him_until_the_next_one():
    """The engine's reading of R8's "next organization phase": left during his player's own organization phase, the
    one of that player's next turn; this phase's end does not discard him."""
    game = _game(phase="organization")
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, HAND)
    dwar = s.find("Dwar the Ringwraith")
    assert ringwraith_followers.waits_past_this_phase(s, dwar)
    game.apply(EndPhase("Alice", "organization"))
    assert dwar.zone == IN_PLAY and ringwraith_followers.awaits_ringwraith(dwar)
    s.turn = Turn(number=s.turn.number + 2, phase="organization")   # his player's next turn
    assert not ringwraith_followers.waits_past_this_phase(s, dwar)
    assert characters.settle_influence(game)
    assert dwar.zone == DISCARD


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
