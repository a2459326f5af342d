"""A card discarded as the price of an action is discarded as the action is declared (CRF 22, Annotation 6; CoE
9.2.3): it cannot pay again while the action waits, nor pay at all once out of play (playing/abilities.py)."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import DiscardToUse
from meccg_rules.engine.setup import Setup

USE = DiscardToUse("Alice", "Thrór's Map", "untap a site", "The Lonely Mountain")


def _at_the_mountain(map_in_play=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Bilbo", "Aragorn II"], site="The Lonely Mountain")
    setup.tap("The Lonely Mountain")
    if map_in_play:
        setup.give("Bilbo", ["Thrór's Map"])
    else:
        setup.discard_pile("Alice", ["Thrór's Map"])
    setup.set_phase("organization")
    return setup.build()


def test_the_card_goes_with_the_declaration_and_cannot_pay_twice():
    game = _at_the_mountain()
    game.apply(USE)
    s = game.state
    assert s.find("Thrór's Map").zone == "discard pile" and s.find("The Lonely Mountain").tapped
    assert game.check(USE).code == "card-not-in-play"
    both_pass(game)
    assert not s.find("The Lonely Mountain").tapped


def test_a_card_out_of_play_cannot_pay():
    assert _at_the_mountain(map_in_play=False).check(USE).code == "card-not-in-play"


def test_another_players_card_in_play_is_not_his_to_pay_with():
    game = _at_the_mountain()
    use = DiscardToUse("Bob", "Thrór's Map", "untap a site", "The Lonely Mountain")
    assert game.check(use).code == "not-a-character"    # in play, but not Bob's: not "card-not-in-play"
