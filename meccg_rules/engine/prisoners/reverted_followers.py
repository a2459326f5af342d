"""The followers of a character taken prisoner (CoE 3.III.3).

When a character is taken prisoner, his followers revert to general influence, but their minds are not counted
against their player's general influence until that player's next organization phase. The engine marks each such
follower with an effect lasting while he is in play (``Ongoing`` of the stat ``UNCOUNTED``, its ``how`` the turn he
reverted in) and answers the organization family's query ``general influence used`` with minus his mind while it
holds: his player's free general influence is what it was before he reverted.

The engine's reading, where the rules are silent: "until their player's next organization phase" ends as that phase
begins (in a later turn of his); a follower who leaves play, or comes under a character's direct influence again,
is no longer counted by this rule.
"""
from __future__ import annotations

from ..core.state import IN_PLAY, Instance, Ongoing, State
from ..organization import control

UNCOUNTED = "mind not yet counted"   # the stat of the mark a reverted follower carries


def revert(state: State, character: Instance) -> None:
    """His followers revert to general influence, their minds not counted yet (CoE 3.III.3)."""
    for follower in state.followers(character.id):
        follower.follower_of = None
        state.ongoing.append(Ongoing(follower.id, follower.id, UNCOUNTED, 0, "leaves-play", how=state.turn.number))
        state.log.append(f"{state.label(follower)} reverts to general influence; his mind counts against it from "
                         f"{follower.controller}'s next organization phase (CoE 3.III.3)")


def _lapsed(state: State, mark: Ongoing, player: str) -> bool:
    """Has the player's next organization phase begun since the turn the mark was made in?"""
    turn = state.turn
    if turn.number > mark.how + len(state.players):   # every player has had a turn since
        return True
    return turn.number > mark.how and state.resource_player == player and turn.phase != "untap"


def uncounted(state: State, player: str) -> list[Instance]:
    """The player's followers of a prisoner whose minds do not count against his general influence yet."""
    found = []
    for mark in state.ongoing:
        follower = state.cards.get(mark.target)
        if mark.stat != UNCOUNTED or follower is None or follower.zone != IN_PLAY or follower.controller != player:
            continue
        if control.under_general_influence(follower) and not _lapsed(state, mark, player):
            found.append(follower)
    return found


def general_influence_used(state: State, player: str) -> tuple[int, str] | None:
    """The query ``general influence used``: minus the minds of those followers (CoE 3.III.3)."""
    found = uncounted(state, player)
    if not found:
        return None
    return (-sum(control.mind(state, f) for f in found),
            f"not counted until {player}'s next organization phase: " + ", ".join(state.label(f) for f in found))
