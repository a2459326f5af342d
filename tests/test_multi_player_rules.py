"""Multi-player games (CRF 22, Rulings by Term > Multi-player Games): who draws and discards, every player's hand
reset, who plays Twilight, actions aimed at the moving player, and the turn passing on; and the engine's readings of
CoE 1.9-1.13 and 10 for three or four players: the draft, the roll for the first turn, the end of the game."""
import pytest

from meccg_rules.engine.core.actions import Discard, Pass
from meccg_rules.engine.movement_hazard.actions import DrawForMovement
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.players.multi_player import next_roles
from meccg_rules.engine.setup import Setup

DECK = ["Dodge", "Risky Blow", "Block", "Halfling Stealth", "Burglary", "Concealment", "Elf-stone", "Gollum",
        "Healing Herbs", "Noble Hound"]


def _game(phase="movement/hazard", moved=True, players=("Carol",), **cards):
    setup = Setup("Alice", "Bob")
    for seat, player in zip(("third", "fourth"), players):
        setup.player(player, seat)
    if moved:
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    else:
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    for key, names in cards.items():
        player, what = key.split("_", 1)
        getattr(setup, {"hand": "hand", "deck": "deck", "discards": "discard_pile"}[what])(player.capitalize(),
                                                                                          names)
    setup.set_phase(phase, "Fellowship" if phase in ("movement/hazard", "site") else None)
    return setup.build()


def test_further_players_are_named_in_seat_order_and_only_once():
    setup = Setup("Alice", "Bob")
    with pytest.raises(InputError, match="third player before the fourth"):
        setup.player("Dave", "fourth")
    setup.player("Carol", "third")
    with pytest.raises(InputError, match="already a player"):
        setup.player("Bob", "fourth")
    with pytest.raises(InputError, match="resource, hazard, third or fourth"):
        setup.player("Eve", "fifth")
    setup.player("Dave", "fourth")
    assert setup.state.players == ("Alice", "Bob", "Carol", "Dave")


def test_a_two_player_game_has_no_further_players_and_roles_swap():
    game = _game(players=())
    assert game.state.players == ("Alice", "Bob")
    assert next_roles(game.state) == ("Bob", "Alice", [])


def test_the_turn_passes_in_seat_order():
    game = _game(phase="end-of-turn", moved=False, players=("Carol", "Dave"))
    game.apply(EndPhase("Alice", "end-of-turn"))
    s = game.state
    assert (s.resource_player, s.hazard_player, s.others) == ("Bob", "Carol", ["Dave", "Alice"])


def test_only_the_resource_and_hazard_player_discard_at_the_end_of_the_turn():
    game = _game(phase="end-of-turn", moved=False, alice_hand=["Dodge"], bob_hand=["Orc-patrol"],
                 carol_hand=["Cave-drake"])
    assert game.check(Discard("Alice", "Dodge"))
    assert game.check(Discard("Bob", "Orc-patrol"))
    verdict = game.check(Discard("Carol", "Cave-drake"))
    assert not verdict and verdict.code == "not-drawing-player"


def test_a_further_player_draws_nothing_for_a_company_s_movement():
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.location_deck("Alice", ["Moria"])
    setup.deck("Carol", ["Cave-drake"])
    setup.deck("Bob", ["Orc-patrol"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", "Moria"))
    verdict = game.check(DrawForMovement("Carol", "Fellowship", 1))
    assert not verdict and verdict.code == "not-drawing-player"
    assert game.check(DrawForMovement("Bob", "Fellowship", 1))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert [i.name for i in game.state.hand("Carol")] == []
    assert [i.name for i in game.state.hand("Bob")] == ["Orc-patrol"]


def test_every_player_resets_his_hand_when_a_movement_hazard_phase_ends():
    game = _game(carol_hand=["Cave-drake"], carol_deck=DECK)
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert len(game.state.hand("Carol")) == 8


def test_a_further_player_over_his_hand_size_discards_down_to_it():
    game = _game(carol_hand=DECK[:9])
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert game.state.pending is not None and game.state.pending.player == "Carol"
    game.apply(Discard("Carol", "Dodge"))
    assert len(game.state.hand("Carol")) == 8 and game.state.pending is None


def test_twilight_is_for_the_moving_and_hazard_player():
    game = _game(alice_hand=["Twilight"], bob_hand=["Doors of Night"], carol_hand=["a second Twilight"])
    game.apply(PlayEvent("Bob", "Doors of Night"))
    verdict = game.check(PlayEvent("Carol", "second Twilight", "Doors of Night"))
    assert not verdict and verdict.code == "twilight-player"
    assert game.check(PlayEvent("Alice", "first Twilight", "Doors of Night"))


def test_only_the_hazard_player_plays_hazards_a_further_player_none():
    """The engine's reading (CRF 22, Multi-player Games names no hazard player but the one who draws for the
    movement, and no limit for another): Carol, the third player, plays neither a creature nor a hazard event on the
    moving company; Bob, the hazard player, does; and in a two-player game nothing changes."""
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    game = _game(bob_hand=["Orc-patrol", "Doors of Night"],
                 carol_hand=["a second Orc-patrol", "a second Doors of Night"])
    assert game.check(PlayCreature("Carol", "second Orc-patrol", "Wilderness")).code == "not-hazard-player"
    assert game.check(PlayEvent("Carol", "second Doors of Night")).code == "not-hazard-player"
    assert game.check(PlayCreature("Bob", "first Orc-patrol", "Wilderness"))
    assert game.check(PlayEvent("Bob", "first Doors of Night"))
    two = _game(players=(), bob_hand=["Doors of Night"], alice_hand=["a second Doors of Night"])
    assert two.check(PlayEvent("Alice", "second Doors of Night")).code == "wrong-player"


def test_a_further_player_cancels_an_environment_that_would_discard_his_own():
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Gates of Morning", owner="Carol")
    setup.hand("Bob", ["Doors of Night"])
    setup.hand("Carol", ["Twilight"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    verdict = game.check(PlayEvent("Carol", "Twilight", "Gates of Morning"))
    assert not verdict and verdict.code == "twilight-player"  # in play, not being played: no exception
    game.apply(PlayEvent("Bob", "Doors of Night"))
    game.apply(PlayEvent("Carol", "Twilight", "Doors of Night"))
    verdict = game.check(Pass("Carol"))
    assert not verdict and verdict.code == "not-your-priority"
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    s = game.state
    assert s.find("Doors of Night").zone == "discard pile" and s.find("Gates of Morning").zone == "in play"


def test_an_action_aimed_at_an_opponent_is_aimed_at_the_moving_player():
    game = _game()
    assert game.state.opponent("Bob") == "Alice" and game.state.opponent("Carol") == "Alice"


def _draft(**pools):
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    for player, cards in pools.items():
        setup.pool(player, list(cards))
    setup.character_draft(after=not pools)
    return setup.build()


def test_a_three_player_draft_reveals_the_round_once_all_have_chosen_and_sets_aside_any_duplicates():
    from meccg_rules.engine.start_of_game.actions import Draft
    game = _draft(Alice=["Aragorn II", "Legolas"], Bob=["Gimli", "Faramir"], Carol=["Strider", "Beorn"])
    game.apply(Draft("Alice", "Aragorn II"))
    game.apply(Draft("Bob", "Gimli"))
    s = game.state
    assert s.find("Gimli").zone != "starting company"   # face down until Carol has chosen too
    game.apply(Draft("Carol", "Strider"))
    assert {s.find("Aragorn II").id, s.find("Strider").id} == set(s.draft.set_aside)   # Alice's and Carol's
    assert s.find("Gimli").zone == "starting company"   # Bob's card duplicates neither
    game.apply(Draft("Alice", "Legolas"))
    game.apply(Draft("Bob", "Faramir"))
    game.apply(Draft("Carol", "Beorn"))
    assert all(s.find(n).zone == "starting company" for n in ("Legolas", "Faramir", "Beorn"))


def test_a_stopped_player_is_not_waited_for_in_a_three_player_draft():
    from meccg_rules.engine.start_of_game.actions import Draft, StopDrafting
    game = _draft(Alice=["Legolas"], Bob=["Gimli"], Carol=["Beorn"])
    game.apply(StopDrafting("Bob"))
    game.apply(Draft("Alice", "Legolas"))
    game.apply(Draft("Carol", "Beorn"))
    assert game.state.find("Legolas").zone == game.state.find("Beorn").zone == "starting company"


def test_only_a_tie_for_the_highest_roll_is_rolled_again_and_the_seats_go_on_from_the_winner():
    from meccg_rules.engine.start_of_game.actions import EndCharacterDraft, RollToGoFirst
    game = _draft()
    game.apply(EndCharacterDraft("Alice"))
    game.apply(RollToGoFirst("Alice", 6))
    game.apply(RollToGoFirst("Bob", 9))
    game.apply(RollToGoFirst("Carol", 9))
    assert game.check(RollToGoFirst("Alice", 12)).code == "rolled-to-go-first"   # her 6 tied no one
    game.apply(RollToGoFirst("Bob", 5))
    game.apply(RollToGoFirst("Carol", 4))   # lower than Alice's 6: only Bob's roll is compared
    s = game.state
    assert (s.resource_player, s.hazard_player, s.others) == ("Bob", "Carol", ["Alice"])


def test_the_seats_wrap_round_from_the_last_named_player():
    from meccg_rules.engine.players.multi_player import seated_from
    state = _draft().state
    assert seated_from(state, "Carol") == ("Carol", "Alice", ["Bob"])
    assert seated_from(state, "Alice") == ("Alice", "Bob", ["Carol"])


def _ending(phase="end-of-turn", called=None, exhausted=(), carol=("Beorn",), alice_give=(), hands=()):
    """Alice's Fellowship at Rivendell, Bob's Wanderers at Bree, Carol's Travellers at Lórien."""
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.company("Wanderers", ["Gimli"], site="Bree", owner="Bob")
    if carol:
        setup.company("Travellers", list(carol), site="Lórien", owner="Carol")
    if alice_give:
        setup.give("Aragorn II", list(alice_give))
    for player, cards in hands:
        setup.hand(player, list(cards))
    for player, times in exhausted:
        setup.exhausted(player, times)
    if called:
        setup.called(called)
    if phase == "free council":
        setup.free_council()
    else:
        setup.set_phase(phase)
    return setup.build()


def _play_out_turn(game, player, company):
    from meccg_rules.engine.turn.actions import BeginSitePhase, EndSitePhase
    for phase in ("untap", "organization", "long-event"):
        game.apply(EndPhase(player, phase))
    game.apply(BeginMovementHazard(player, company))
    game.apply(BeginSitePhase(player, company))
    game.apply(EndSitePhase(player, company))
    game.apply(EndPhase(player, "end-of-turn"))


def test_after_a_call_each_other_player_takes_one_last_turn_then_the_council():
    from meccg_rules.engine.end_of_game.actions import CallFreeCouncil
    game = _ending(exhausted=[("Alice", "twice")])
    game.apply(CallFreeCouncil("Alice"))
    game.apply(EndPhase("Alice", "end-of-turn"))
    s = game.state
    _play_out_turn(game, "Bob", "Wanderers")
    assert (s.resource_player, s.phase) == ("Carol", "untap")   # Carol's last turn comes too
    _play_out_turn(game, "Carol", "Travellers")
    assert s.phase == "free council" and s.ending.first == "Carol"


@pytest.mark.parametrize("caller, turns_left", [("Bob", 0), ("Carol", 1)])
def test_a_set_up_call_leaves_the_turns_up_to_the_one_before_the_callers(caller, turns_left):
    """Alice, Bob, Carol take their turns in that order: Bob called after his turn, so Alice's is the last; Carol
    called after hers, so Bob still takes his."""
    game = _ending(called=caller)
    assert game.state.ending.last_turn == game.state.turn.number + turns_left


def test_at_the_council_the_players_check_in_turn_order_from_the_one_who_took_the_last_turn():
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.end_of_game.actions import CouncilCheck
    game = _ending(phase="free council", carol=("Faramir",), alice_give=["Glamdring"])
    assert game.check(CouncilCheck("Carol", "Faramir")).code == "wrong-player"
    assert game.check(CouncilCheck("Bob", "Gimli")).code == "wrong-player"
    for character in ("Aragorn II", "Legolas"):
        game.apply(CouncilCheck("Alice", character))
        game.apply(Pass("Bob"))
        game.apply(Pass("Alice"))
        game.apply(Roll("Alice", 12, f"{character}'s corruption check"))
    assert game.check(CouncilCheck("Carol", "Faramir")).code == "wrong-player"   # Bob, the next in turn, first
    game.apply(CouncilCheck("Bob", "Gimli"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    game.apply(Roll("Bob", 12, "Gimli's corruption check"))
    assert not game.state.ending.result   # Carol's check is still to come
    game.apply(CouncilCheck("Carol", "Faramir"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    game.apply(Roll("Carol", 12, "Faramir's corruption check"))
    assert game.state.ending.result == "Alice"


def test_any_other_player_without_points_in_a_source_doubles_it_once_and_every_others_duplicates_count():
    from meccg_rules.engine.end_of_game import scoring
    raw = {"Alice": {"character": 5, "item": 2}, "Bob": {"character": 2, "item": 0},
           "Carol": {"character": 0, "item": 0}}
    assert scoring.doubled(raw, "Alice") == {"character": 10, "item": 4}   # doubled once, for any other at zero
    assert scoring.doubled(raw, "Bob") == {"character": 4, "item": 0}
    assert scoring.doubled(raw, "Carol") == {"character": 0, "item": 0}
    game = _ending(alice_give=["Glamdring"],
                   hands=[("Carol", ["a second Glamdring"]), ("Bob", ["Dagger of Westernesse"])])
    final = scoring.final(game.state)
    assert final["Alice"].counted["item"] == 4   # Bob and Carol have no item points: doubled once, not twice
    assert final["Alice"].duplicates == 1        # Carol's Glamdring, Carol being no hazard player; Bob's Dagger is
    # not unique


def test_the_highest_total_wins_and_a_shared_highest_is_a_tie(monkeypatch):
    from meccg_rules.engine.end_of_game import scoring
    game = _ending(carol=(), alice_give=["Glamdring"])
    assert scoring.winner(game.state) == "Alice"   # 4 + 4 (limited to half) against Bob's 0 and Carol's 0
    totals = {"Alice": 3, "Bob": 7, "Carol": 7}
    monkeypatch.setattr(scoring, "final", lambda state: {p: scoring.Score({}, total=t) for p, t in totals.items()})
    assert scoring.winner(game.state) == "tie"
    totals["Carol"] = 6
    assert scoring.winner(game.state) == "Bob"


def test_a_player_below_the_tied_highest_total_lost_and_has_no_tie_points(monkeypatch):
    from meccg_rules.engine.core.errors import NotModelledError
    from meccg_rules.engine.end_of_game import scoring, weakest_link
    game = _ending(carol=())
    game.state.ending.result = "tie"
    totals = {"Alice": 7, "Bob": 7, "Carol": 3}
    monkeypatch.setattr(scoring, "final", lambda state: {p: scoring.Score({}, total=t) for p, t in totals.items()})
    assert weakest_link.tournament_points(game.state, "Bob") == weakest_link.TIE_POINTS
    with pytest.raises(NotModelledError, match="won or lost"):
        weakest_link.tournament_points(game.state, "Carol")


@pytest.mark.parametrize("ending, checks", [("Carol", False), ("Alice", True)])
def test_a_check_at_the_end_of_each_of_his_turns_waits_for_the_bearers_players_turn(ending, checks):
    """Covetous Thoughts ("at the end of each of his turns", ``When.his_turns``), Bob's card on Alice's minion: a
    third player's turn ending sets nothing off, though it is a turn of a player other than the card's controller;
    Alice's own does."""
    import textwrap

    from meccg_rules.pages.runner import run_page
    page = textwrap.dedent(f"""\
        # A page

        ```scenario
        Setup
          {ending} is the resource player.
          Bob is the hazard player.
          {"Alice" if ending == "Carol" else "Carol"} is the third player.
          Alice is a Ringwraith player.
          Alice's Company Raiders stays at Dol Guldur: Belegorn, Muzgash.
          Muzgash has Black Mace.
          Covetous Thoughts is on Belegorn.
          It is the end-of-turn phase.
        Play
          {ending} ends the end-of-turn phase.
          {"Both players pass." if checks else ""}
        Expect
          {"Alice must roll for Belegorn's corruption check." if checks else "It is the untap phase."}
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "passed", example.message


def test_a_stage_card_revealed_on_one_site_by_two_of_three_players_is_set_aside_and_the_third_card_stays():
    """CRF 22, Hidden Haven: revealed on sites of one name, the cards are set aside; a third player's card revealed
    with them on another site is not (the engine's reading of the draft with three players)."""
    from meccg_rules.engine.start_of_game.actions import Draft
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    for player in ("Alice", "Bob", "Carol"):
        setup.alignment(player, "Fallen-wizard")
    setup.pool("Alice", ["Hidden Haven", "Faramir"])
    setup.pool("Bob", ["a second Hidden Haven", "Anborn"])
    setup.pool("Carol", ["a third Hidden Haven", "Beorn"])
    setup.character_draft(after=False)
    game = setup.build()
    game.apply(Draft("Alice", "the first Hidden Haven", "Weathertop"))
    game.apply(Draft("Bob", "the second Hidden Haven", "Ettenmoors"))
    game.apply(Draft("Carol", "the third Hidden Haven", "Weathertop"))
    s = game.state
    assert {s.find("the first Hidden Haven").id, s.find("the third Hidden Haven").id} == set(s.draft.set_aside)
    assert s.find("the second Hidden Haven").zone == "in play" and s.draft.starting_sites["Bob"].sites == (
        "Ettenmoors",)
