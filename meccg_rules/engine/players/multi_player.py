"""Multi-player games: a third and fourth player beside the turn's resource and hazard player
(CRF 22, Rulings by Term > Multi-player Games).

A two-player game has no further players, and nothing here changes it. In a game of three or four
players the set-up names the turn's resource player and the hazard player, the one whose draws
follow the moving company's movement, and then the others ("Carol is the third player."). What the
CRF says about such a game, and the engine models:

- only the resource player and that hazard player draw cards for a company's movement, and only they
  may discard a card in the end-of-turn phase, or take a card back with The Nazgûl are Abroad, which the CRF names
  among such draws (``may_draw_and_discard``; ``turn/taken_back_at_turn_end``);
- every player resets his hand at the end of each movement/hazard phase and of the turn
  (``turn.reset_hands`` goes through ``State.players``, which names them all);
- Twilight is played by the moving player or the hazard player only, unless the player plays it to
  cancel an environment being played that would discard his own environment (``check_twilight``);
- an action aimed at "the opponent" during a turn is aimed at the moving (resource) player
  (``State.opponent`` answers him for every other player);
- an action of the movement/hazard phase against a specific player is taken against the moving player: an
  agent hazard's influence attempt, which may aim at a company that does not move, never aims at a further
  player's card (``against_moving_player``);
- a card that has the hazard player show hazards and then play only those on a company (Spying out the Land, Here
  is a Snake) has him show them just before he draws and plays hazards, as that company's movement/hazard phase
  begins, not as the card resolves earlier in the turn (after a choice that waits then, such as an Under-deeps
  movement roll); a player who plays no hazards on it shows none (``shows_hazards_at_movement``; the hazards
  family's ``revealed_hazards`` does the showing).

The engine's reading, where the CRF is silent: the players sit in the order the set-up names them
(resource, hazard, third, fourth); at the end of a turn the hazard player becomes the resource player
and the next one in that order the hazard player (``next_roles``). A further player plays no hazard
but Twilight where the CRF allows it (``may_play_hazards``: the CRF's "each hazard player" names no other player
who would play hazards, nor his limit), and may declare Twilight in a chain whoever has priority.

The character draft (CoE 1.9, written for two players, read for each of them): a round is revealed once every
player still drafting has chosen, and a card revealed with another that duplicates it is set aside
(``start_of_game/character_draft.py``). The roll for the first turn (CoE 1.13): only a tie for the highest roll is
rolled again, and the seats go on from the winner in the order the set-up names the players (``seated_from``).
"""
from __future__ import annotations

from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, State

SEATS = ("third", "fourth")


def add_player(state: State, player: str, seat: str) -> None:
    """A further player of a multi-player game, in the seat named (third, then fourth)."""
    if seat not in SEATS:
        raise InputError(f"a player is the resource, hazard, third or fourth player, not the {seat} player")
    if player in state.players:
        raise InputError(f"{player} is already a player of this game")
    if SEATS.index(seat) != len(state.others):
        raise InputError(f"name the {SEATS[len(state.others)]} player before the {seat}")
    state.others.append(player)


def is_multi_player(state: State) -> bool:
    return bool(state.others)


def shows_hazards_at_movement(state: State) -> bool:
    """Does the hazard player show the hazards a card binds him to (Spying out the Land) only as the company's
    movement/hazard phase begins, immediately before he draws and plays hazards (CRF 22, Multi-player Games)? In a
    game of three or four players, yes; in a two-player game he shows them as the card resolves."""
    return is_multi_player(state)


def seats_from(state: State, first: str) -> list[str]:
    """The players in the order of their turns, from ``first`` (the engine's reading: the seat order, resource,
    hazard, third, fourth player, going round)."""
    seats = list(state.players)
    at = seats.index(first)
    return seats[at:] + seats[:at]


def next_roles(state: State) -> tuple[str, str, list[str]]:
    """The next turn's resource player, hazard player and further players (the engine's reading: seat order)."""
    return seated_from(state, state.hazard_player)


def seated_from(state: State, first: str) -> tuple[str, str, list[str]]:
    """The resource player, hazard player and further players of a turn ``first`` takes: the seats go on from him
    (``seats_from``). Once he has won the roll for the first turn (CoE 1.13), in the order the set-up names the
    players (the engine's reading); with two players, the other is the hazard player."""
    seats = seats_from(state, first)
    return seats[0], seats[1], seats[2:]


def against_moving_player(state: State, player: str) -> Verdict:
    """An action taken during the movement/hazard phase against a specific player is taken against the moving
    player (CRF 22, Multi-player Games); ``player`` is the one it would be taken against."""
    if state.phase != "movement/hazard" or player == state.resource_player:
        return Verdict.allow()
    return Verdict.refuse("not-moving-player", f"{player} is not the moving player ({state.resource_player}): in "
                          "the movement/hazard phase an action against a player is taken against the moving player.")


def may_draw_and_discard(state: State, player: str, what: str) -> Verdict:
    """Only the resource player and the hazard player draw cards and discard in the end-of-turn phase
    (CRF 22, Multi-player Games); ``what`` says which, for the refusal."""
    if player in (state.resource_player, state.hazard_player):
        return Verdict.allow()
    return Verdict.refuse("not-drawing-player", f"{player} is neither the resource player ({state.resource_player}) "
                          f"nor the hazard player ({state.hazard_player}): only they {what}.")


def may_play_hazards(state: State, player: str) -> Verdict:
    """Only the hazard player plays hazards, a further player none (Twilight aside, ``check_twilight``). The engine's
    reading: the CRF (22, Multi-player Games) speaks of "each hazard player" (Spying out the Land) and of "the hazard
    player drawing cards based on his movement", as if others might play hazards, but names no other nor a hazard
    limit for one; so the hazard player who draws for the movement alone plays hazards on the moving company, within
    its hazard limit."""
    if player not in state.others:
        return Verdict.allow()
    return Verdict.refuse("not-hazard-player", f"{player} is neither the resource player ({state.resource_player}) "
                          f"nor the hazard player ({state.hazard_player}): only the hazard player plays hazards "
                          "(CRF 22, Multi-player Games; the engine's reading).")


def check_twilight(state: State, player: str, target: str | None) -> Verdict:
    """Twilight is played by the moving player or the hazard player; another player may play it only to cancel an
    environment being played that would discard an environment of his own (CRF 22, Multi-player Games)."""
    if player in (state.resource_player, state.hazard_player):
        return Verdict.allow()
    if target and _discards_environment_of(state, target, player):
        return Verdict.allow()
    return Verdict.refuse("twilight-player", f"{player} is neither the moving player ({state.resource_player}) nor "
                          f"the hazard player ({state.hazard_player}), and no environment of {player}'s would be "
                          "discarded by the one Twilight would cancel.")


def _discards_environment_of(state: State, target: str, player: str) -> bool:
    """Is ``target`` an environment being played (declared on a chain) whose effect discards an environment
    ``player`` controls in play (Doors of Night discarding resource environments, Gates of Morning hazard ones)?"""
    from ..core.behaviour import Move, walk
    inst = state.cards.get(target)
    if inst is None or inst.zone == IN_PLAY or "Environment" not in inst.card.keywords:
        return False
    kinds = {e.who.split()[0].capitalize() for m in inst.card.modes for e in walk(m.effects)
             if isinstance(e, Move) and e.to == "discard pile"
             and e.who in ("hazard environments", "resource environments")}
    return any(i.zone == IN_PLAY and i.controller == player and i.card.type in kinds
               and "Environment" in i.card.keywords for i in state.cards.values())
