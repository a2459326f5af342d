"""Multi-player games (CRF 22, Rulings by Term > Multi-player Games): who draws and discards, every player's hand
reset, who plays Twilight, actions aimed at the moving player, and the turn passing on."""
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


def test_the_end_of_the_game_is_two_player_only():
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.company("Fellowship", ["Aragorn II"], site="Lórien")
    setup.called("Bob")
    with pytest.raises(InputError, match="two players only"):
        setup.build()


def test_calling_the_end_of_a_multi_player_game_is_refused_clearly():
    from meccg_rules.engine.end_of_game.actions import CallFreeCouncil
    game = _game(phase="end-of-turn", moved=False)
    with pytest.raises(InputError, match="two players only"):
        game.apply(CallFreeCouncil("Alice"))


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
