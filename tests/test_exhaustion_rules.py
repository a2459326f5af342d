"""Exhausting a play deck (CoE 2.4; CRF 22, Rulings by Term > Exhausted): the cards discarded "when any play
deck is exhausted" go first, so the exhausting player's are shuffled into the new play deck."""
from meccg_rules.engine.start_of_game.play_deck import draw
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Bane of the Ithil-stone", "Palm to Palm")


def _alice_at_the_last_card(*in_play):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.in_play("Palm to Palm", on="Fellowship")
    for card in in_play:
        setup.in_play(card)
    setup.deck("Alice", ["Glamdring"])
    setup.discard_pile("Alice", ["Dagger of Westernesse", "Weathertop"])
    return setup.build()


def test_the_exhausting_players_discarded_event_joins_the_new_play_deck():
    game = _alice_at_the_last_card()
    s = game.state
    draw(s, "Alice", 1)
    assert s.find("Glamdring").zone == "hand"
    assert s.find("Palm to Palm").zone == "play deck"
    assert s.find("Dagger of Westernesse").zone == "play deck"
    assert s.find("Weathertop").zone == "location deck"
    assert s.ending.exhausted == {"Alice": 1}


def test_the_other_players_card_goes_to_his_own_discard_pile():
    game = _alice_at_the_last_card("Bane of the Ithil-stone")
    s = game.state
    draw(s, "Alice", 1)
    bane = s.find("Bane of the Ithil-stone")
    assert (bane.zone, bane.owner) == ("discard pile", "Bob")


def test_nothing_is_discarded_before_the_deck_runs_out():
    game = _alice_at_the_last_card()
    s = game.state
    draw(s, "Alice", 0)
    assert s.find("Palm to Palm").zone == "in play"
