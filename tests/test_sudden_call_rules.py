"""Calling the game for Ringwraith and Balrog players (CoE 10.2.R1, 10.2.B1, 10.2.B2; Sudden Call's text; CRF 22,
End-of-Game, Sudden Call): ``end_of_game/calling_the_game.py``."""

from helpers import both_pass

from meccg_rules.engine.core.zones import DISCARD
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.end_of_game.actions import CallFreeCouncil
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase


def position(alice="Ringwraith", bob="Ringwraith", phase="organization", company=None, exhausted=("Alice", "twice"),
             alice_hand=(), bob_hand=(), third=None):
    setup = Setup("Alice", "Bob")
    if third:
        setup.player(third, "third")
    setup.alignment("Alice", alice)
    setup.alignment("Bob", bob)
    minion = alice in ("Ringwraith", "Balrog")
    if phase == "movement/hazard":
        setup.company("Raiders", ["Belegorn"] if minion else ["Aragorn II"], site="Minas Morgul" if minion else
                      "Moria", origin="Dol Guldur" if minion else "Lórien")
    else:
        setup.company("Raiders", ["Belegorn"] if minion else ["Aragorn II"], site="Dol Guldur" if minion else
                      "Rivendell")
    setup.company("Wanderers", ["Asternak"] if bob in ("Ringwraith", "Balrog") else ["Faramir"],
                  site="Minas Morgul" if bob in ("Ringwraith", "Balrog") else "Bree", owner="Bob")
    if exhausted:
        setup.exhausted(*exhausted)
    setup.hand("Alice", list(alice_hand))
    setup.hand("Bob", list(bob_hand))
    setup.set_phase(phase, "Raiders" if phase == "movement/hazard" else None)
    return setup.build()


def test_a_ringwraith_or_balrog_player_cannot_call_freely():
    for alignment, rule in (("Ringwraith", "10.2.R1"), ("Balrog", "10.2.B1")):
        verdict = position(alice=alignment, phase="end-of-turn").check(CallFreeCouncil("Alice"))
        assert verdict.code == "not-freely" and rule in verdict.sentence and "Sudden Call" in verdict.sentence
    for alignment in ("Wizard", "Fallen-wizard"):
        assert position(alice=alignment, phase="end-of-turn").check(CallFreeCouncil("Alice"))


def test_sudden_call_as_a_resource_gives_the_opponent_one_last_turn():
    game = position(alice_hand=["Sudden Call"])
    game.apply(PlayEvent("Alice", "Sudden Call"))
    both_pass(game)
    s = game.state
    assert s.ending.called_by == "Alice" and s.ending.last_turn == s.turn.number + 1
    assert s.find("Sudden Call").zone == DISCARD
    assert any("Bob takes one last turn" in line for line in s.log)


def test_sudden_call_needs_the_turn_players_game_length_conditions():
    game = position(alice_hand=["Sudden Call"], exhausted=("Alice", "once"))
    assert game.check(PlayEvent("Alice", "Sudden Call")).code == "cannot-call"
    game = position(alice_hand=["Sudden Call"], exhausted=("Bob", "twice"))   # the other player's decks
    assert game.check(PlayEvent("Alice", "Sudden Call")).code == "cannot-call"


def test_sudden_call_cannot_call_twice():
    game = position(alice_hand=["Sudden Call", "a second Sudden Call"])
    first, second = (i.id for i in game.state.hand("Alice"))
    game.apply(PlayEvent("Alice", first))
    both_pass(game)
    assert game.check(PlayEvent("Alice", second)).code == "game-ending"


def test_sudden_call_as_a_hazard_gives_its_player_the_last_turn_and_counts_against_the_limit():
    game = position(phase="movement/hazard", bob_hand=["Sudden Call"])
    game.apply(PlayEvent("Bob", "Sudden Call"))
    assert game.state.companies["Raiders"].hazards_played == 1    # the engine's reading: as any hazard
    both_pass(game)
    s = game.state
    assert s.ending.called_by == "Bob" and s.ending.last_turn == s.turn.number + 1


def test_sudden_call_as_a_hazard_only_in_a_movement_hazard_phase():
    game = position(phase="organization", bob_hand=["Sudden Call"])
    assert game.check(PlayEvent("Bob", "Sudden Call")).code == "wrong-phase"


def test_never_as_a_hazard_against_a_wizard_player():
    game = position(alice="Wizard", phase="movement/hazard", bob_hand=["Sudden Call"])
    assert game.check(PlayEvent("Bob", "Sudden Call")).code == "not-a-hazard-against"
    # the engine's reading: a Fallen-wizard player is no Wizard player
    game = position(alice="Fallen-wizard", phase="movement/hazard", bob_hand=["Sudden Call"])
    assert game.check(PlayEvent("Bob", "Sudden Call"))


def test_a_hazard_for_wizard_and_fallen_wizard_players_in_every_respect():
    for alignment in ("Wizard", "Fallen-wizard"):
        # in his own turn a Wizard player cannot play it as a resource: only the hazard player plays hazards
        game = position(alice=alignment, alice_hand=["Sudden Call"])
        assert game.check(PlayEvent("Alice", "Sudden Call")).code == "wrong-player"
        # as a hazard against a Ringwraith player who has met the conditions, he takes the last turn
        game = position(alice="Ringwraith", bob=alignment, phase="movement/hazard", bob_hand=["Sudden Call"])
        game.apply(PlayEvent("Bob", "Sudden Call"))
        both_pass(game)
        assert game.state.ending.called_by == "Bob"


def test_with_three_players_the_hazard_side_ends_the_game_after_its_players_next_turn():
    """The engine's reading: the players seated between take their turns, his is the last."""
    game = position(phase="movement/hazard", third="Carol")
    game.state.alignments["Carol"] = "Ringwraith"
    seats = game.state.players
    assert seats.index("Alice") == 0
    from meccg_rules.engine.end_of_game.free_council import last_turn
    number = game.state.turn.number
    assert last_turn(game.state, "Alice") == number + len(seats) - 1
    assert last_turn(game.state, seats[1]) == number + 1
    assert last_turn(game.state, seats[2]) == number + 2


def test_the_council_follows_the_last_turn_after_a_hazard_sudden_call():
    game = position(phase="end-of-turn", alice="Ringwraith")
    game.state.ending.called_by, game.state.ending.last_turn = "Bob", game.state.turn.number + 1
    game.apply(EndPhase("Alice", "end-of-turn"))
    assert game.state.resource_player == "Bob" and game.state.phase == "untap"


def test_a_balrog_players_under_deeps_points_count_for_the_call_and_a_ringwraith_players_do_not():
    for alignment, left_out in (("Balrog", 0), ("Ringwraith", 2)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        setup.company("Delvers", ["Belegorn"], site="The Under-grottos")
        setup.company("Wanderers", ["Faramir"], site="Bree", owner="Bob")
        game = setup.build()
        assert scoring.points_left_out(game.state, "Alice") == left_out
