"""A character facing a corruption check giving one item he bears to a companion (``transfer-one-item``: Pledge of
Conduct), and a card played on the bearer of a card cancelled when its target bears it no more as it resolves
(``conditions.bearing_lost``; CoE 9.2.1; CRF 22, Cracks of Doom)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.organization.actions import DoneTransferring, TransferItem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _pledged(diplomat="Frodo"):
    """Frodo (a diplomat, or with Bilbo in his place none) facing Cracks of Doom's check at Mount Doom; Pledge of
    Conduct answers it, and resolves."""
    setup = Setup("Alice", "Bob")
    setup.company("Bearers", [diplomat, "Sam Gamgee", "Merry"], site="Mount Doom")
    setup.faced("Bearers")
    setup.give(diplomat, ["The One Ring", "Dagger of Westernesse"])
    setup.hand("Alice", ["Cracks of Doom", "Pledge of Conduct"])
    setup.set_phase("site", "Bearers")
    return setup.build()


def _answered(game, bearer="Frodo"):
    game.apply(PlayEvent("Alice", "Cracks of Doom", bearer))
    game.apply(Pass("Bob"))
    return game.check(PlayEvent("Alice", "Pledge of Conduct", bearer))


def test_pledge_needs_a_diplomat_in_the_company_and_a_declared_check():
    assert _answered(_pledged())
    assert _answered(_pledged("Bilbo"), "Bilbo").code == "invalid-target"   # Bilbo is no diplomat
    assert _pledged().check(PlayEvent("Alice", "Pledge of Conduct", "Frodo")).code == "no-corruption-check"


def test_one_item_is_given_the_others_stay_and_the_giver_takes_none():
    game = _pledged()
    _answered(game)
    game.apply(PlayEvent("Alice", "Pledge of Conduct", "Frodo"))
    both_pass(game)
    assert not game.check(TransferItem("Alice", "The One Ring", "Frodo"))   # not to himself
    game.apply(TransferItem("Alice", "Dagger of Westernesse", "Merry"))
    state = game.state
    assert state.find("Dagger of Westernesse").attached_to == state.find("Merry").id
    assert state.find("The One Ring").attached_to == state.find("Frodo").id   # kept, not discarded
    assert state.pending is not None and "corruption check" in state.pending.purpose   # Cracks still resolves


def test_cracks_of_doom_is_cancelled_once_its_target_gives_the_ring_away():
    game = _pledged()
    _answered(game)
    game.apply(PlayEvent("Alice", "Pledge of Conduct", "Frodo"))
    both_pass(game)
    game.apply(TransferItem("Alice", "The One Ring", "Sam Gamgee"))
    state = game.state
    assert state.find("Cracks of Doom").zone == "discard pile" and state.pending is None and not state.chains
    assert state.log[-1].endswith("canceled, its target Frodo no longer bears The One Ring (CoE 9.2.1)")


def test_giving_nothing_leaves_the_check_to_be_made():
    game = _pledged()
    _answered(game)
    game.apply(PlayEvent("Alice", "Pledge of Conduct", "Frodo"))
    both_pass(game)
    game.apply(DoneTransferring("Alice"))
    assert game.state.pending is not None and game.state.pending.purpose == "Frodo's corruption check"


def test_at_the_free_council_pledge_gives_an_item_away_before_the_check():
    """Giving an item away lowers the corruption point total of the character facing the check: an action the Free
    Council admits (CoE 10.3.i), and so is naming the item."""
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.end_of_game.actions import CouncilCheck
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Rivendell")
    setup.give("Aragorn II", ["Glamdring", "Scroll of Isildur"])
    setup.hand("Alice", ["Pledge of Conduct"])
    setup.free_council()
    game = setup.build()
    game.apply(CouncilCheck("Alice", "Aragorn II"))
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "Pledge of Conduct", "Aragorn II"))
    both_pass(game)
    game.apply(TransferItem("Alice", "Scroll of Isildur", "Frodo"))
    game.apply(Roll("Alice", 4, "Aragorn II's corruption check"))   # 4 against his 2 points left: passed
    assert game.state.find("Aragorn II").zone == "in play"
    assert game.state.find("Scroll of Isildur").attached_to == game.state.find("Frodo").id
