"""Calling the game for a Ringwraith or a Balrog player (CoE 10.2.R1, 10.2.B1, 10.2.B2).

A Ringwraith or Balrog player cannot freely call the end of the game (``check_free_call``): instead he plays the card
the rules name (the rules facts' ``calling_the_game``: Sudden Call). Its entry gives it the condition
``turn_player_may_call`` and the effect ``call-the-game``:

- played as a resource, in its player's own turn, when he has met the game-length conditions for calling the end of
  the game (``free_council.call_problem``, the test a free call makes): the other player then takes one last turn,
  as after a call (with three or four players each other player, the engine's reading of the call);
- played as a hazard, in another player's turn, when that player, whose turn it is, has met them: the player who
  played it then takes one last turn. The engine's reading of "one last turn" with three or four players: the game
  ends after its player's next turn, the players seated between taking theirs as usual.

Either way the condition asks the same of the player whose turn it is (the resource player), and the end of the
game must not have been called already. Whether it is played as a resource or a hazard is the playing family's
``as_hazard``: the card a player holds in another player's turn, or one that is a hazard for his kind of player
(``hazard_for``: for Wizard and Fallen-wizard players it is a hazard in every respect, CRF 22, Sudden Call).

Where the rules are silent, the engine's reading: played as a resource it is played as any resource short-event of
its player's turn, in any phase where he may play resources; played as a hazard it is played as any hazard
short-event, in the movement/hazard phase of a company of the other player, and counts against the hazard limit.

Its text bars the hazard side against a Wizard player: the players family's card key ``not_a_hazard_against``
(``players/wizard_opponents.check_not_a_hazard_against``), where a Fallen-wizard player is no Wizard player.

A Balrog player counts his points at Under-deeps sites to call the end of the game as well (10.2.B2: ``scoring.
points_left_out`` leaves none out for him); a Ringwraith player does not (CRF 22, End-of-Game).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.rules_facts import facts
from ..players.alignments import BALROG, RINGWRAITH, alignment_of
from . import free_council

if TYPE_CHECKING:
    from ..core.behaviour import CallTheGame
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import State
    from ..game import Game
    from .actions import CallFreeCouncil

NOT_FREELY = {RINGWRAITH: "10.2.R1", BALROG: "10.2.B1"}   # who may not freely call the end of the game


def calling_cards() -> str:
    """The card(s) the rules name for calling the game without a free call."""
    return " or ".join(facts("calling_the_game")["cards"])


def check_free_call(game: Game, action: CallFreeCouncil) -> Verdict:
    """A Ringwraith or Balrog player may not call the end of the game freely (CoE 10.2.R1, 10.2.B1); any other
    player as ``free_council.check_call`` says."""
    alignment = alignment_of(game.state, action.player)
    rule = NOT_FREELY.get(alignment)
    if rule is not None:
        return Verdict.refuse("not-freely", f"{action.player} is a {alignment} player: he cannot freely call the end "
                              f"of the game; he plays {calling_cards()} instead (CoE {rule}).")
    return free_council.check_call(game, action)


def check_turn_player_may_call(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``turn_player_may_call``: the player whose turn it is has met the game-length conditions for calling the end
    of the game (CoE 10.2.1-4), and it has not been called yet."""
    called = free_council.already_called(state)
    if not called:
        return called
    problem = free_council.call_problem(state, state.resource_player)
    if problem:
        return Verdict.refuse("cannot-call", f"{card.name} is played only when the player whose turn it is has met "
                              f"the conditions for calling the end of the game: {problem} (CoE 10.2).")
    return Verdict.allow()


def call_the_game(game: Game, entry: Declared, effect: CallTheGame) -> bool:
    """The effect ``call-the-game``: its player calls the end of the game (CoE 10.2.R1, 10.2.B1)."""
    s = game.state
    if s.ending.called_by is not None:
        s.log.append(f"{s._name(entry.card)} changes nothing: the end of the game has been called already")
        return True
    free_council.record_call(s, entry.player, f"calls the end of the game with {s._name(entry.card)}")
    return True

