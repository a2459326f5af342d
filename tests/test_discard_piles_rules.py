"""What a player sees of a discard pile (CoE glossary: discard, discard pile; CRF 22, Card Errata and Rulings >
Pallando): face-down, its own player sees it all; Pallando's opponent discards face-up, and only the top card of a
pile shows to another player."""
from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.players.discard_piles import sees
from meccg_rules.engine.setup import Setup


def _end_of_turn(characters, bob_hand, alice_hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Grey", list(characters), site="Lórien")
    setup.hand("Bob", list(bob_hand))
    setup.hand("Alice", list(alice_hand))
    setup.set_phase("end-of-turn")
    return setup.build()


def test_a_discard_pile_is_face_down_to_the_other_player_and_open_to_its_own():
    game = _end_of_turn(["Aragorn II", "Legolas"], ["Cave-drake"])
    game.apply(Discard("Bob", "Cave-drake"))
    s = game.state
    drake = s.find("Cave-drake")
    assert not drake.face_up
    assert sees(s, "Bob", drake)[0] and not sees(s, "Alice", drake)[0]


def test_pallandos_opponent_discards_face_up_and_only_the_top_card_shows():
    game = _end_of_turn(["Pallando", "Aragorn II"], ["Cave-drake", "Orc-patrol"], alice_hand=["Glamdring"])
    s = game.state
    drake, patrol = s.find("Cave-drake"), s.find("Orc-patrol")
    s.move(drake.id, "discard pile")                          # discarded face-up: Alice sees it on top
    assert drake.face_up and sees(s, "Alice", drake)[0]
    game.apply(Discard("Bob", "Orc-patrol"))                  # face-up too, and it covers Cave-drake
    assert patrol.face_up and sees(s, "Alice", patrol)[0] and not sees(s, "Alice", drake)[0]
    assert sees(s, "Bob", drake)[0]                           # his own pile: he may look through it
    game.apply(Discard("Alice", "Glamdring"))                 # Pallando's own player discards face-down
    glamdring = s.find("Glamdring")
    assert not glamdring.face_up and not sees(s, "Bob", glamdring)[0]


def test_a_player_does_not_shuffle_his_discard_pile_of_his_own_accord():
    """CRF 22, Tournament Rulings > General: not unless a game effect requires it; the pile keeps its order."""
    from meccg_rules.engine.players.actions import ShuffleDiscardPile
    game = _end_of_turn(["Pallando", "Aragorn II"], ["Cave-drake", "Orc-patrol"])
    s = game.state
    s.move(s.find("Orc-patrol").id, "discard pile")
    game.apply(Discard("Bob", "Cave-drake"))
    verdict = game.check(ShuffleDiscardPile("Bob"))
    assert not verdict and verdict.code == "discard-pile-kept-in-order"
    assert [i.card.name for i in s.in_zone("discard pile", "Bob")] == ["Orc-patrol", "Cave-drake"]
    assert sees(s, "Alice", s.find("Cave-drake"))[0]


def _aware(alice_pile, bob_pile=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.discard_pile("Alice", list(alice_pile))
    setup.discard_pile("Bob", list(bob_pile))
    setup.hand("Bob", ["Aware of their Ways"])
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_aware_of_their_ways_removes_a_non_unique_card_of_the_other_player_s_pile_never_a_site():
    """CRF 22, Aware of Their Ways: sites count as unique for it (a Haven's card prints no uniqueness)."""
    from meccg_rules.engine.core.state import DISCARD, OUT_OF_PLAY
    from meccg_rules.engine.playing.actions import PlayEvent
    from helpers import both_pass
    game = _aware(["Lórien", "Glamdring", "Orc-patrol"], ["Cave-drake"])
    assert not game.state.find("Lórien").card.fact("unique")
    assert game.check(PlayEvent("Bob", "Aware of their Ways", "Lórien")).code == "target-unique"
    assert game.check(PlayEvent("Bob", "Aware of their Ways", "Glamdring")).code == "target-unique"
    assert game.check(PlayEvent("Bob", "Aware of their Ways", "Cave-drake")).code == "invalid-target"   # his own
    game.apply(PlayEvent("Bob", "Aware of their Ways", "Orc-patrol"))
    both_pass(game)
    assert game.state.find("Orc-patrol").zone == OUT_OF_PLAY
    assert game.state.find("Lórien").zone == DISCARD
    # the pile was shown: each card keeps the kernel's record (The Hunt may name a creature discarded, then shown)
    assert game.state.find("Lórien").revealed_to == ("Alice", "Bob")
    assert game.state.find("Cave-drake").revealed_to == ()   # Bob's own pile was not shown


def test_aware_of_their_ways_from_a_pile_of_more_than_four_is_not_modelled():
    from meccg_rules.engine.playing.actions import PlayEvent
    game = _aware(["Lórien", "Glamdring", "Orc-patrol", "Cave-drake", "Dagger of Westernesse"])
    verdict = game.check(PlayEvent("Bob", "Aware of their Ways", "Orc-patrol"))
    assert verdict.code == "not-modelled" and "come at random" in verdict.sentence


def test_aware_of_their_ways_removing_none_is_not_modelled():
    """"You may choose": played on no card, to remove none, it is refused as not modelled, not asked for a target."""
    from meccg_rules.engine.playing.actions import PlayEvent
    verdict = _aware(["Lórien", "Glamdring"]).check(PlayEvent("Bob", "Aware of their Ways"))
    assert verdict.code == "not-modelled" and "remove none" in verdict.sentence
