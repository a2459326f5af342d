"""The end of the turn and of the game: hands, exhausted decks, calling the Free Council, its checks and count
(CoE 2.III, 2.VI, 10; CRF 22, End-of-Turn, End-of-Game, Marshalling Point Pile, Victory Conditions)."""

from helpers import both_pass

from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.players import alignments
from meccg_rules.engine.core.actions import Discard, Pass, Roll
from meccg_rules.engine.core.zones import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
from meccg_rules.engine.end_of_game.actions import CallFreeCouncil, CouncilCheck
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import EndPhase, ResetHands
from meccg_rules.engine.setup import Setup


def position(phase="end-of-turn", alice=("Aragorn II", "Legolas"), bob=("Gimli",), give=(), alice_pile=(),
             bob_pile=(), alice_hand=(), bob_hand=(), alice_deck=None, length=None, exhausted=(), called=None,
             eliminated=(), in_play=(), bob_apart=()):
    setup = Setup("Alice", "Bob")
    if length:
        setup.length(length)
    setup.company("Fellowship", list(alice), site="Rivendell")
    if bob:
        setup.company("Wanderers", list(bob), site="Bree", owner="Bob")
    if bob_apart:   # a second company of Bob's there (a Ringwraith's holds only Ringwraiths: CoE 2.II.2.1.R3)
        setup.company("Riders", list(bob_apart), site="Bree", owner="Bob")
    for character, items in give:
        setup.give(character, list(items))
    setup.mp_pile("Alice", list(alice_pile))
    setup.mp_pile("Bob", list(bob_pile))
    setup.hand("Alice", list(alice_hand))
    setup.hand("Bob", list(bob_hand))
    if alice_deck is not None:
        setup.deck("Alice", list(alice_deck))
    for player, times in exhausted:
        setup.exhausted(player, times)
    if called:
        setup.called(called)
    for player, card in eliminated:
        setup.eliminated(player, card)
    for card in in_play:
        setup.in_play(card)
    if phase == "free council":
        setup.free_council()
    else:
        setup.set_phase(phase, "Fellowship" if phase in ("site", "movement/hazard") else None)
    return setup.build()


# ------------------------------------------------------------------ points by source
def test_points_by_source_from_play_and_the_marshalling_point_pile():
    game = position(give=[("Aragorn II", ["Glamdring", "Noble Hound"])],
                    alice_pile=["Dunlendings", "Orc-patrol", "Dagger of Westernesse"])
    tally = scoring.tally(game.state, "Alice")
    assert tally == {"character": 3 + 2, "ally": 1, "item": 2, "faction": 2, "kill": 1, "miscellaneous": 0}
    assert scoring.current_total(game.state, "Alice") == 11


def test_no_points_for_a_hazard_played_by_oneself():
    game = position(alice_pile=["Orc-patrol"])
    orc = game.state.find("Orc-patrol")
    orc.owner = "Alice"                         # Alice's own creature in her pile
    assert scoring.tally(game.state, "Alice")["kill"] == 0


def test_a_wizard_players_minion_items_count_half_rounded_up():
    game = position(give=[("Aragorn II", ["Black Mace"])])
    mace = game.state.find("Black Mace")
    assert mace.card.alignment == "Minion"
    assert scoring.tally(game.state, "Alice")["item"] == -(-(mace.card.fact("marshalling_points")) // 2)


def test_a_ringwraith_players_hero_items_count_half_rounded_up_and_his_minion_items_in_full():
    game = position(give=[("Aragorn II", ["Glamdring"]), ("Legolas", ["Black Mace"])])
    game.state.alignments["Alice"] = alignments.RINGWRAITH    # CoE 10.R1, not 10.W1
    glamdring, mace = game.state.find("Glamdring"), game.state.find("Black Mace")
    assert glamdring.card.alignment == "Hero" and glamdring.card.fact("marshalling_points") == 2
    assert scoring.points_of(game.state, glamdring, "Alice") == 1
    assert scoring.points_of(game.state, mace, "Alice") == mace.card.fact("marshalling_points")


def test_a_balrog_players_hero_item_counts_nothing_if_played_at_his_darkhaven_else_half_rounded_up():
    game = position(give=[("Aragorn II", ["Glamdring"]), ("Legolas", ["Black Mace"])])
    game.state.alignments["Alice"] = alignments.BALROG    # CoE 10.B1 turns on where the item was played
    glamdring, mace = game.state.find("Glamdring"), game.state.find("Black Mace")
    assert scoring.points_of(game.state, glamdring, "Alice") == 1    # played nowhere the engine saw: half of 2
    glamdring.played_at = "Moria"                                    # his version of Moria is a Darkhaven
    assert scoring.points_of(game.state, glamdring, "Alice") == 0
    glamdring.played_at = "Barrow-downs"
    assert scoring.points_of(game.state, glamdring, "Alice") == 1
    assert scoring.points_of(game.state, mace, "Alice") == mace.card.fact("marshalling_points")
    game.state.alignments["Alice"] = alignments.WIZARD               # 10.B1 is a Balrog player's rule only
    assert scoring.points_of(game.state, glamdring, "Alice") == 2


def test_an_item_played_at_a_site_keeps_the_sites_name_until_it_leaves_play_and_the_pile():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Barrow-downs", origin="Rivendell")
    setup.hand("Alice", ["Dagger of Westernesse"])
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(PlayResource("Alice", "Aragorn II", "Dagger of Westernesse"))
    both_pass(game)
    dagger = game.state.find("Dagger of Westernesse")
    assert dagger.zone == IN_PLAY and dagger.played_at == "Barrow-downs"
    game.state.move(dagger.id, MP_PILE)
    assert dagger.played_at == "Barrow-downs"
    game.state.move(dagger.id, DISCARD)
    assert dagger.played_at == ""


def _fallen_wizard(characters, items):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", list(characters), site="Isengard")
    for character, borne in items:
        setup.give(character, list(borne))
    setup.free_council()
    return setup.build()


def test_a_fallen_wizard_players_items_are_worth_one_point_each():
    game = _fallen_wizard(["Legolas"], [("Legolas", ["Glamdring", "Magic Ring of Lore"])])   # 2 and 3 printed
    assert scoring.tally(game.state, "Alice")["item"] == 1 + 1                               # CoE 10.F1


def test_saruman_makes_his_players_non_weapon_items_worth_full_points_while_in_play():
    game = _fallen_wizard(["Saruman", "Legolas"], [("Legolas", ["Glamdring", "Magic Ring of Lore"])])
    ring, sword = game.state.find("Magic Ring of Lore"), game.state.find("Glamdring")
    assert scoring.points_of(game.state, ring, "Alice") == 3      # a non-weapon item: its printed 3
    assert scoring.points_of(game.state, sword, "Alice") == 1     # a weapon: still one (CoE 10.F1)
    game.state.move(game.state.find("Saruman").id, "discard pile")
    assert scoring.points_of(game.state, ring, "Alice") == 1      # his ability ends as he leaves play


def test_saruman_leaves_armor_and_cards_that_are_not_items_at_one_point():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Saruman", "Legolas"], site="Isengard")
    setup.give("Legolas", ["Hauberk of Bright Mail"])                      # armor: 2 printed
    setup.mp_pile("Alice", ["Neither so Ancient Nor so Potent"])          # a permanent-event giving 2 item points
    setup.free_council()
    game = setup.build()
    for name in ("Hauberk of Bright Mail", "Neither so Ancient Nor so Potent"):
        assert scoring.points_of(game.state, game.state.find(name), "Alice") == 1, name   # CoE 10.F1 still


def test_an_eliminated_avatar_costs_five_at_once_and_last_at_the_council():
    game = position(eliminated=[("Alice", "Gandalf")], give=[("Aragorn II", ["Glamdring"])])
    assert scoring.current_total(game.state, "Alice") == 5 + 2 - 5
    score = scoring.final(game.state)["Alice"]
    assert score.penalty == -5 and score.total == sum(score.counted.values()) - 5


def test_doubling_a_source_the_other_player_has_none_of_but_not_kill_points():
    game = position(give=[("Aragorn II", ["Glamdring"])], alice_pile=["Orc-patrol"], bob_pile=["Cave-drake"])
    final = scoring.final(game.state)
    assert final["Alice"].counted["item"] == 4            # Bob has no item points
    assert final["Alice"].counted["kill"] == 1            # never doubled
    assert final["Alice"].counted["character"] == 5       # Bob has character points (Gimli)


def test_no_source_gives_more_than_half():
    game = position(alice=("Aragorn II", "Legolas", "Elrond"), give=[("Aragorn II", ["Glamdring"])],
                    bob=("Gimli",), bob_pile=["Dunlendings"])
    final = scoring.final(game.state)
    # Alice: characters 8, items 2 doubled to 4 (Bob has none): characters lowered to 4
    assert final["Alice"].counted["character"] == 4 and final["Alice"].total == 8
    # Bob: a single positive source besides nothing else... characters 2, factions 2 doubled to 4: 4 > 2, lowered
    assert final["Bob"].counted["faction"] == 2 and final["Bob"].total == 4


def test_a_duplicate_of_a_unique_card_in_hand_costs_the_other_a_point():
    game = position(give=[("Aragorn II", ["Glamdring"])], bob_hand=["a second Glamdring"])
    assert scoring.final(game.state)["Alice"].duplicates == 1
    game = position(give=[("Aragorn II", ["Dagger of Westernesse"])], bob_hand=["a second Dagger of Westernesse"])
    assert scoring.final(game.state)["Alice"].duplicates == 0    # not unique


# ------------------------------------------------------------------ the end-of-turn phase
def test_the_discard_comes_before_the_hands_are_reset():
    game = position(alice_hand=["River", "Glamdring"], bob_hand=["Orc-patrol"])
    game.apply(Discard("Alice", "Glamdring"))
    assert game.check(Discard("Alice", "River")).code == "wrong-phase"     # once per player
    game.apply(ResetHands("Alice"))
    assert game.check(Discard("Bob", "Orc-patrol")).code == "hands-reset"
    assert game.check(ResetHands("Alice")).code == "hands-reset"


def test_drawing_the_last_card_exhausts_the_play_deck():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    setup.deck("Alice", ["Glamdring", "Elf-stone"])
    setup.discard_pile("Alice", ["Moria", "River"])
    setup.set_phase("end-of-turn")
    game = setup.build()
    game.apply(ResetHands("Alice"))
    s = game.state
    assert s.ending.exhausted == {"Alice": 1}
    assert s.find("Moria").zone == "location deck" and s.find("River").zone == "play deck"
    assert "Alice" not in s.described_decks


def test_resource_long_events_only_in_the_long_event_phase():
    game = position(phase="organization", alice_hand=["Cloudless Day"], in_play=["Gates of Morning"])
    assert game.check(PlayEvent("Alice", "Cloudless Day")).code == "wrong-phase"
    game.apply(EndPhase("Alice", "organization"))
    assert game.check(PlayEvent("Alice", "Cloudless Day"))


# ------------------------------------------------------------------ calling the end of the game
def test_calling_needs_the_lengths_conditions_at_the_end_of_ones_own_turn():
    game = position(exhausted=[("Alice", "once")])
    assert game.check(CallFreeCouncil("Alice")).code == "cannot-call"          # a short game: 25 points
    game = position(exhausted=[("Alice", "twice")])
    assert game.check(CallFreeCouncil("Alice"))
    assert game.check(CallFreeCouncil("Bob")).code == "wrong-phase"            # not his turn
    game = position(exhausted=[("Bob", "twice")])
    assert game.check(CallFreeCouncil("Alice")).code == "cannot-call"          # the other player's decks
    game = position(phase="site", exhausted=[("Alice", "twice")])
    assert game.check(CallFreeCouncil("Alice")).code == "wrong-phase"


def test_points_and_one_deck_in_a_short_game():
    many = ("Aragorn II", "Legolas", "Gimli", "Elrond", "Glorfindel II", "Faramir", "Frodo", "Bilbo")
    game = position(alice=many, bob=("Beorn",), exhausted=[("Alice", "once")], give=[("Aragorn II", ["Glamdring"])],
                    alice_pile=["Dunlendings", "Rangers of the North"])
    assert scoring.current_total(game.state, "Alice") >= 25
    assert game.check(CallFreeCouncil("Alice"))
    game = position(alice=many, bob=("Beorn",), give=[("Aragorn II", ["Glamdring"])])
    assert game.check(CallFreeCouncil("Alice")).code == "cannot-call"       # no deck exhausted


def test_the_opponent_takes_one_last_turn_then_the_council():
    game = position(exhausted=[("Alice", "twice")])
    game.apply(CallFreeCouncil("Alice"))
    assert game.check(CallFreeCouncil("Alice")).code == "game-ending"
    game.apply(EndPhase("Alice", "end-of-turn"))
    s = game.state
    assert s.resource_player == "Bob" and s.phase == "untap"
    for phase in ("untap", "organization", "long-event"):
        game.apply(EndPhase("Bob", phase))
    from meccg_rules.engine.turn.actions import BeginMovementHazard, BeginSitePhase, EndSitePhase
    game.apply(BeginMovementHazard("Bob", "Wanderers"))
    game.apply(BeginSitePhase("Bob", "Wanderers"))
    game.apply(EndSitePhase("Bob", "Wanderers"))
    game.apply(EndPhase("Bob", "end-of-turn"))
    assert s.phase == "free council" and s.ending.first == "Bob"


def test_the_game_ends_by_itself_when_every_deck_is_exhausted_enough():
    game = position(exhausted=[("Alice", "twice"), ("Bob", "twice")])
    game.apply(EndPhase("Alice", "end-of-turn"))
    assert game.state.phase == "free council" and game.state.ending.first == "Alice"


# ------------------------------------------------------------------ the Free Council
def test_the_player_who_took_the_last_turn_checks_first_one_check_each():
    game = position(phase="free council", bob=("Gimli",), bob_apart=("The Witch-king",),
                    give=[("Aragorn II", ["Glamdring"])])
    assert game.check(CouncilCheck("Bob", "Gimli")).code == "wrong-player"
    game.apply(CouncilCheck("Alice", "Aragorn II"))
    game.apply(Pass("Bob"))
    game.apply(SupportCorruptionCheck("Alice", "Legolas", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 4, "Aragorn II's corruption check"))
    assert game.check(CouncilCheck("Alice", "Aragorn II")).code == "already-checked"
    game.apply(CouncilCheck("Alice", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 4, "Legolas's corruption check"))
    assert game.check(CouncilCheck("Bob", "The Witch-king")).code == "no-corruption-check"
    game.apply(CouncilCheck("Bob", "Gimli"))
    both_pass(game)
    assert not game.state.ending.result
    game.apply(Roll("Bob", 4, "Gimli's corruption check"))
    assert game.state.ending.result == scoring.winner(game.state) == "Alice"


def test_only_actions_on_the_checks_at_the_council():
    game = position(phase="free council", alice=("Frodo", "Aragorn II"), alice_hand=["Halfling Strength", "River"])
    assert game.check(Discard("Alice", "River")).code == "council-actions"
    assert game.check(PlayEvent("Alice", "Halfling Strength", "Frodo", "untapping")).code == "council-actions"
    game.apply(CouncilCheck("Alice", "Frodo"))
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "Halfling Strength", "Frodo", "the corruption check"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Frodo's corruption check"))
    assert "+4 (in effect)" in game.state.log[-1]
    assert not [o for o in game.state.ongoing if o.until == "next-check"]     # used up


def test_a_character_failing_at_the_council_scores_nothing():
    game = position(phase="free council", bob=(), give=[("Legolas", ["Glamdring", "Precious Gold Ring"])])
    game.apply(CouncilCheck("Alice", "Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))       # 2 against 2: discarded
    assert game.state.find("Legolas").zone == "discard pile"
    assert scoring.tally(game.state, "Alice")["item"] == 0
    assert game.check(CouncilCheck("Alice", "Aragorn II"))


def test_nobody_to_check_ends_at_once_in_a_tie():
    game = position(phase="free council", alice=("Aragorn II",), bob=("Elrond",))
    game.apply(CouncilCheck("Alice", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 9, "Aragorn II's corruption check"))
    game.apply(CouncilCheck("Bob", "Elrond"))
    both_pass(game)
    game.apply(Roll("Bob", 9, "Elrond's corruption check"))
    assert game.state.ending.result == "tie"                      # one source each: both lowered to 0
    assert game.check(Pass("Alice")).code == "game-over"
