"""Only the hazards revealed (hazards/revealed_hazards.py; the primitive ``reveal-hazards``): once the hazard player
has shown hazards to such a card, every hazard he plays on the company in its movement/hazard phase is bound to
their names, creature, event and agent alike, and one played at any time (Twilight) too; placing on-guard is bound
only where the card says so (Here Is a Snake!); a second such card binds him as well. Here Is a Snake!'s "after
cards have been drawn" (movement_hazard/drawing.py: ``after_movement_draws``) refuses a company that does not move,
for which no cards are drawn, as not modelled."""
from helpers import both_pass

from meccg_rules.engine.agents.actions import PlayAgent
from meccg_rules.engine.hazards.actions import RevealHazards
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlaceOnGuard
from meccg_rules.engine.setup import Setup

BOB = ["Orc-patrol", "Call of Home", "Bill Ferny", "Twilight", "River"]


def _game(origin="Lórien", snakes=1):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin=origin)
    setup.in_play("Gates of Morning")
    setup.hand("Alice", ["Here Is a Snake!", "a second Here Is a Snake!"][:snakes])
    setup.hand("Bob", BOB)
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def _snake(game, *shown, which="Here Is a Snake!"):
    game.apply(PlayEvent("Alice", which, mode="the hazards revealed"))
    both_pass(game)
    game.apply(RevealHazards("Bob", tuple(game.state.find(name).id for name in shown)))


def _plays(game):
    return {
        "creature": game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-hold")).code,
        "event": game.check(PlayEvent("Bob", "Call of Home", "Aragorn II")).code,
        "agent": game.check(PlayAgent("Bob", "Bill Ferny", "Bree")).code,
        "any time": game.check(PlayEvent("Bob", "Twilight", "Gates of Morning")).code,
        "on-guard": game.check(PlaceOnGuard("Bob", "River", "Fellowship")).code,
    }


def test_nothing_bound_before_the_card():
    assert set(_plays(_game()).values()) == {None}


def test_creatures_events_agents_and_twilight_are_bound_alike():
    game = _game()
    _snake(game)
    assert set(_plays(game).values()) == {"only-revealed-hazards"}


def test_each_kind_shown_may_be_played():
    game = _game()
    _snake(game, "Orc-patrol", "Call of Home", "Bill Ferny", "Twilight", "River")
    assert set(_plays(game).values()) == {None}


def test_a_hazard_not_shown_stays_bound_beside_one_shown():
    game = _game()
    _snake(game, "Orc-patrol")
    plays = _plays(game)
    assert plays.pop("creature") is None
    assert set(plays.values()) == {"only-revealed-hazards"}


def test_a_second_card_binds_him_to_the_names_shown_to_both():
    game = _game(snakes=2)
    s = game.state
    first, second = [i.id for i in s.hand("Alice")]
    _snake(game, "Orc-patrol", "Call of Home", which=first)
    _snake(game, "Call of Home", "River", which=second)
    plays = _plays(game)
    assert plays["event"] is None
    assert plays["creature"] == plays["on-guard"] == "only-revealed-hazards"


def test_here_is_a_snake_waits_for_the_draws_of_a_moving_company_only():
    game = _game(origin=None)   # Fellowship does not move: no cards are drawn for it
    assert game.check(PlayEvent("Alice", "Here Is a Snake!", mode="the hazards revealed")).code == "not-modelled"
    assert _game().check(PlayEvent("Alice", "Here Is a Snake!", mode="the hazards revealed")).code is None


def test_here_is_a_snake_waits_for_the_new_site_to_be_revealed():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.hand("Alice", ["Here Is a Snake!"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "Here Is a Snake!", mode="the hazards revealed")).code == "wrong-phase"


def _spying(third_player):
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
    setup = Setup("Alice", "Bob")
    if third_player:
        setup.player("Carol", "third")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Belegorn", "Dôgrib"], site="Dol Guldur")
    setup.hand("Alice", ["Spying out the Land"])
    setup.hand("Bob", ["Orc-patrol", "Call of Home"])
    setup.deck("Bob", ["Wargs", "Cave-drake"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Spying out the Land", target="Belegorn"))
    both_pass(game)
    if not third_player:
        return game
    asked = game.state.pending
    game.apply(Roll("Alice", 7, "Belegorn's corruption check"))
    game.apply(DeclareMovement("Alice", "Raiders", "Moria"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Raiders"))
    return game, asked


def test_in_a_two_player_game_the_show_comes_as_the_card_resolves():
    game = _spying(third_player=False)
    assert game.state.pending is not None and game.state.pending.player == "Bob"
    assert game.check(RevealHazards("Bob", (game.state.find("Orc-patrol").id,)))


def test_in_a_multi_player_game_the_show_waits_for_the_phase_and_comes_before_the_draws():
    """CRF 22, Multi-player Games: the hazard player shows just before he draws and plays hazards; the engine asks
    nothing as the card resolves (the corruption check's roll is the only thing awaited), and he shows only what
    he held before his draws for the movement."""
    game, asked = _spying(third_player=True)
    assert asked is not None and asked.purpose != "the hazards he reveals for Spying out the Land"
    s = game.state
    assert s.pending is not None and s.pending.player == "Bob" and s.find("Wargs").zone == "hand"
    assert game.check(RevealHazards("Bob", (s.find("Wargs").id,))).code == "drawn-after-the-show"
    assert game.check(RevealHazards("Carol", ())).code == "wrong-player"
    game.apply(RevealHazards("Bob", (s.find("Orc-patrol").id,)))
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-hold")).code is None
    assert game.check(PlayCreature("Bob", "Wargs", "Shadow-hold")).code == "only-revealed-hazards"


def test_in_a_multi_player_game_the_show_waits_for_a_roll_made_as_the_phase_begins():
    """The Under-deeps movement roll comes before the draws (CoE 2.IV.i.1): Bob's show waits for it, then comes of
    the hand he held before his draws; meanwhile no hazard is played on the company."""
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.hazards import revealed_hazards
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.alignment("Alice", "Balrog")
    setup.company("Delvers", ["Belegorn", "Dôgrib"], site="The Sulfur-deeps")
    setup.location_deck("Alice", ["The Under-galleries"])
    setup.hand("Alice", ["Spying out the Land"])
    setup.hand("Bob", ["Orc-patrol", "Call of Home"])
    setup.deck("Bob", ["Wargs", "Cave-drake"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Spying out the Land", target="Belegorn"))
    both_pass(game)
    game.apply(Roll("Alice", 7, "Belegorn's corruption check"))
    game.apply(DeclareMovement("Alice", "Delvers", "The Under-galleries"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Delvers"))
    s = game.state
    assert s.pending is not None and s.pending.player == "Alice"   # the roll for the movement first
    assert (revealed_hazards.WAITS, "Delvers") in s.turn.per_turn
    assert revealed_hazards.check_play(s, s.find("Orc-patrol").card).code == "only-revealed-hazards"
    game.apply(Roll("Alice", 12, "Delvers's Under-deeps movement"))
    assert s.pending is not None and s.pending.player == "Bob" and s.find("Wargs").zone == "hand"
    assert (revealed_hazards.WAITS, "Delvers") not in s.turn.per_turn
    assert game.check(RevealHazards("Bob", (s.find("Wargs").id,))).code == "drawn-after-the-show"
    game.apply(RevealHazards("Bob", (s.find("Orc-patrol").id,)))
    assert game.check(PlayEvent("Bob", "Call of Home", "Dôgrib")).code == "only-revealed-hazards"
