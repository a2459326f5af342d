"""A character sent back to his hand (the effect ``send-home``, Call of Home): a roll plus his player's unused general
influence below the card's number sends him; any one of his items may first pass to another character of his
company, a wounded one included (CRF 22, Card Errata and Rulings, Call of Home), the rest being discarded; not
playable on a character bearing The One Ring (the condition ``target_not_bearing``)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.organization.actions import DoneTransferring, TransferItem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

# only The One Ring's presence on its bearer matters here, not what of its text is not modelled
_set_aside = setting_aside("The One Ring")


def _called(roll, characters=("Aragorn II", "Legolas", "Frodo"), items=("Glamdring", "Dagger of Westernesse")):
    """Aragorn II (mind 9), Legolas (6) and Frodo (5) use all of Alice's 20 general influence; Legolas is wounded."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Moria", origin="Lórien")
    setup.give("Aragorn II", list(items))
    setup.wound("Legolas")
    setup.hand("Bob", ["Call of Home"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Call of Home", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", roll, "Call of Home"))
    return game


@pytest.mark.parametrize("roll, home", [(9, True), (10, False)])
def test_the_roll_plus_unused_general_influence_must_reach_ten(roll, home):
    game = _called(roll)
    assert (game.state.find("Aragorn II").zone == "hand") is home
    # 20 - 15 = 5 left without him: a 9 would send him home only with fewer than 1
    kept = _called(9, characters=("Aragorn II", "Legolas"))
    assert kept.state.find("Aragorn II").zone == "in play"


def test_one_item_may_pass_to_a_wounded_companion_the_others_are_discarded():
    game = _called(9)
    assert str(game.to_act()) == "Alice to transfer one item"
    game.apply(TransferItem("Alice", "Glamdring", "Legolas"))
    s = game.state
    assert s.find("Glamdring").attached_to == s.find("Legolas").id
    assert s.find("Dagger of Westernesse").zone == "discard pile"
    assert s.pending is None


def test_the_player_may_keep_no_item():
    game = _called(9)
    game.apply(DoneTransferring("Alice"))
    assert game.state.find("Glamdring").zone == "discard pile"


def test_not_playable_on_the_bearer_of_the_one_ring():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo", "Aragorn II"], site="Moria", origin="Lórien")
    setup.give("Frodo", ["The One Ring"])
    setup.hand("Bob", ["Call of Home"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Call of Home", "Frodo")).code == "invalid-target"
    assert game.check(PlayEvent("Bob", "Call of Home", "Aragorn II")).allowed
