"""The end of the game: exhausted play decks, calling the Free Council, its corruption checks, the winner (CoE 10).

A play deck is exhausted when its last card is drawn (CoE 2.4): the sites of the discard pile go back to
the location deck and the discard pile becomes the play deck. The rules shuffle it; an example cannot
know that order, so nothing more is drawn from it (the engine's reading, as for an undescribed deck).

By the game's length (a short game unless the set-up says otherwise, CoE 1.1), a player may call the end
of the game at the end of his own turn: with enough marshalling points and one deck exhausted fewer than
the length's number, or with that number of decks exhausted (CoE 10.2; only his own conditions count,
CRF 22, End-of-Game); a Ringwraith or Balrog player may not call freely, and plays the card the rules name instead
(CoE 10.2.R1, 10.2.B1: ``calling_the_game``, which refuses his call first). His opponent then takes one last turn;
with three or four players each other player takes one, in turn (the engine's reading of "their opponent gets one
last turn"). Once every player has exhausted his deck that number of times, the game ends after the current turn.

The Free Council (CoE 10.3) follows the last turn: nothing untaps. Starting with the player who took the
last turn (then the others in the order of their turns, the engine's reading), each player declares
a corruption check for each of his characters but Ringwraiths and Balrogs, in the order he chooses ("Alice
makes Aragorn II's corruption check."). Only actions that affect those checks may be taken: tapping
characters of the same company for +1, and resources that modify a corruption check (CRF 22, End-of-Game).
Effects "until the end of the turn" last to the end of the game (CRF 22, End-of-Game [CoE 2026]): no turn
ends any more. When the last check has resolved, the points are counted (``scoring``) and the game has its
result; a tournament may break a tie by the weakest link method (``weakest_link``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import scoring, weakest_link
from ..start_of_game.play_deck import LENGTHS
from ..core.actions import Pass, Roll
from ..corruption.actions import SupportCorruptionCheck
from .actions import CouncilCheck
from ..playing.actions import PlayEvent, UseAbility
from ..organization import transfers
from ..players import multi_player
from ..organization.actions import DoneTransferring, TransferItem
from ..core.chain import RESOURCE, Declared
from ..corruption.corruption_checks import make_check
from ..core.errors import Verdict
from ..core.state import IN_PLAY, State

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import Primitive
    from .actions import CallFreeCouncil
    from ..game import Game

COUNCIL = "free council"
NO_CHECKS = ("Ringwraith", "Balrog")   # never make corruption checks (CoE 7.4, 10.3.i)


# ------------------------------------------------------------------ calling the end of the game
def call_problem(state: State, player: str) -> str:
    """Why ``player`` may not call the end of the game now ("" when he may; CoE 10.2)."""
    points, with_points, alone = LENGTHS[state.ending.length]
    decks = state.ending.exhausted.get(player, 0)
    below = scoring.points_left_out(state, player)
    total = scoring.current_total(state, player) - below
    if decks >= alone or (total >= points and decks >= with_points):
        return ""
    left_out = f" (not counting {below} at Under-deeps sites)" if below else ""
    return (f"{player} has {total} marshalling points{left_out} and has exhausted the play deck {decks} time"
            f"{'' if decks == 1 else 's'}; a {state.ending.length} game needs {points} points"
            + (f" and {with_points} exhausted" if with_points else "") + f", or {alone} exhausted")


def already_called(state: State) -> Verdict:
    """Refused once the end of the game has been called, or the Free Council has begun: a free call and Sudden Call's
    condition ask it alike."""
    if state.ending.called_by is not None or state.phase == COUNCIL:
        return Verdict.refuse("game-ending", "The end of the game has been called already.")
    return Verdict.allow()


def check_call(game: Game, action: CallFreeCouncil) -> Verdict:
    s = game.state
    called = already_called(s)
    if not called:
        return called
    if action.player != s.resource_player or s.phase != "end-of-turn":
        return Verdict.refuse("wrong-phase", "A player calls the end of the game at the end of his own turn "
                              "(CoE 10.2).")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    problem = call_problem(s, action.player)
    if problem:
        return Verdict.refuse("cannot-call", problem + " (CoE 10.2).")
    return Verdict.allow()


def call(game: Game, action: CallFreeCouncil) -> None:
    record_call(game.state, action.player, "calls the Free Council")


def last_turn(state: State, player: str) -> int:
    """The number of the last turn when ``player`` calls the game in the current turn: the turn of the player just
    before him if it is his own turn (each other player takes one last turn), else his own next turn."""
    seats = multi_player.seats_from(state, state.resource_player)
    if player == state.resource_player:
        return state.turn.number + len(seats) - 1
    return state.turn.number + seats.index(player)


def record_call(state: State, player: str, how: str) -> None:
    """``player`` calls the end of the game in the current turn (freely or by a card, ``how`` says for the log): in
    his own turn each other player takes one last turn, in another player's turn he takes one (``last_turn``)."""
    state.ending.called_by, state.ending.last_turn = player, last_turn(state, player)
    own_turn = player == state.resource_player
    others = [p for p in multi_player.seats_from(state, player) if p != player] if own_turn else [player]
    state.log.append(f"{player} {how}: {takers(others)} one last turn")


def takers(players: list[str]) -> str:
    """Who takes one last turn, for the log: "Bob takes", "Bob and Carol each take"."""
    if len(players) == 1:
        return f"{players[0]} takes"
    return ", ".join(players[:-1]) + f" and {players[-1]} each take"


def council_due(state: State) -> bool:
    """At the end of a turn: the last turn after a call, or every deck exhausted enough (CoE 10.2)."""
    ending = state.ending
    if ending.last_turn is not None and state.turn.number >= ending.last_turn:
        return True
    needed = LENGTHS[ending.length][2]
    return all(ending.exhausted.get(p, 0) >= needed for p in state.players)


def begin_council(state: State) -> None:
    state.ending.first = state.resource_player
    state.turn.phase, state.turn.company = COUNCIL, None
    state.log.append(f"the Free Council begins; {state.resource_player} took the last turn and checks first")
    if checking_player(state) is None:
        finish(state)


# ------------------------------------------------------------------ the Free Council
def to_check(state: State, player: str) -> list[str]:
    """The player's characters whose Free Council corruption check is still to be declared."""
    return [c.id for c in state.characters() if c.controller == player and c.card.race not in NO_CHECKS
            and c.id not in state.ending.checked]


def checking_player(state: State) -> str | None:
    first = state.ending.first or state.resource_player
    # with three or four players the one who took the last turn checks first, then the others as their turns would
    # have followed (the engine's reading of CoE 10.3.i)
    for player in multi_player.seats_from(state, first):
        if to_check(state, player):
            return player
    return None


def gate(game: Game, action: Action) -> Verdict:
    """During the Free Council only actions that affect its corruption checks (CRF 22, End-of-Game)."""
    s = game.state
    if s.ending.result:
        return Verdict.refuse("game-over", f"The game is over: {result_text(s)}.")
    if isinstance(action, (CouncilCheck, SupportCorruptionCheck, Pass, Roll)):
        return Verdict.allow()
    if isinstance(action, PlayEvent) and affects_corruption_checks(s, action):
        return Verdict.allow()
    if isinstance(action, UseAbility) and ability_affects_checks(s, action):
        return Verdict.allow()
    if isinstance(action, (TransferItem, DoneTransferring)) and s.pending is not None \
            and s.pending.kind in transfers.OFFERS:   # an item given away as such an action asks (Pledge of Conduct)
        return Verdict.allow()
    return Verdict.refuse("council-actions", "Only actions that affect the corruption checks may be taken at "
                          "the Free Council (CRF 22, End-of-Game).")


def affects_corruption_checks(state: State, action: PlayEvent) -> bool:
    from ..primitives.conditions import choose_mode
    card = state.find(action.card).card
    mode = choose_mode(card, action.mode)
    return card.type == "Resource" and _affect_checks(mode.effects)


def _affect_checks(effects: tuple[Primitive, ...]) -> bool:
    """Effects that change a corruption check's roll or points, an item given away by the character facing it
    included (his corruption point total drops, CoE 10.3.i: Pledge of Conduct), or cancel the discard a failed one
    would bring, which makes it count as passed (CoE 7.1.3)."""
    from ..core.behaviour import CancelDiscards, Modify, TransferOneItem, walk
    return any(isinstance(e, (CancelDiscards, TransferOneItem)) or (isinstance(e, Modify) and e.stat in (
        "corruption check", "corruption points")) for e in walk(effects))


def ability_affects_checks(state: State, action: UseAbility) -> bool:
    """An ability of a resource card in play whose effects affect the corruption checks (Magical Harp, whose text
    lets it be tapped at the Free Council: CRF 22, Card Errata and Rulings > Magical Harp)."""
    from ..playing.tap_abilities import find_ability
    inst = state.find(action.card)
    ability = find_ability(state, inst, action.ability, quiet=True)
    return inst.card.type == "Resource" and ability is not None and _affect_checks(ability.effects)


def check_council_check(game: Game, action: CouncilCheck) -> Verdict:
    s = game.state
    if s.phase != COUNCIL:
        return Verdict.refuse("wrong-phase", "These corruption checks are made at the Free Council (CoE 10.3.i).")
    inst = s.find(action.character, "character")
    if inst.zone != IN_PLAY or not inst.card.is_character or inst.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not {action.player}'s character in play.")
    if inst.card.race in NO_CHECKS:
        return Verdict.refuse("no-corruption-check", f"{s.label(inst)} is a {inst.card.race}: he makes no "
                              "corruption check (CoE 7.4).")
    if inst.id in s.ending.checked:
        return Verdict.refuse("already-checked", f"{s.label(inst)} has made his Free Council corruption check.")
    due = checking_player(s)
    if due != action.player:
        return Verdict.refuse("wrong-player", f"{due} makes his characters' checks first: the player who took "
                              "the last turn begins (CoE 10.3.i).")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    return Verdict.allow()


def council_check(game: Game, action: CouncilCheck) -> None:
    s = game.state
    inst = s.find(action.character)
    s.ending.checked.append(inst.id)
    game.declare(Declared(action.player, "council-check", "", inst.id, inst.id,
                          data={"corruption_check": inst.id}), RESOURCE)


def resolve_council_check(game: Game, entry: Declared) -> bool:
    s = game.state
    if not make_check(game, entry, entry.target, 0, None):
        return False
    if checking_player(s) is None and all(e is entry for c in s.chains for e in c.entries):
        finish(s)
    return True


def finish(state: State) -> None:
    """Every check made: count the points, name the winner (CoE 10.3.ii-vii)."""
    scores = scoring.final(state)
    result = scoring.winner(state)
    if result == "tie" and weakest_link.another_round(state, NO_CHECKS):
        return
    state.ending.result = result
    state.log.append("the Free Council: " + "; ".join(f"{p} {s.total}" for p, s in scores.items())
                     + f" marshalling points: {result_text(state)}")


def result_text(state: State) -> str:
    result = state.ending.result
    return "the game ends in a tie" if result == "tie" else f"{result} wins" if result else "the game goes on"
