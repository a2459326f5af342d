"""A tie at the Free Council in a tournament (CRF 22, Tournament Rulings > The Weakest Link Method).

Ties stand: a tied game gives each player 3 tournament points ([CoE 2002]); the weakest link method is no longer
recommended, and a set-up chooses it ("The tournament breaks a tie by the weakest link method."). With it, a tie
at the end of the count gives each non-Wizard character in play one more corruption point; every character then
makes a corruption check again, as at the Free Council, and the points are counted again. This repeats until the
tie is broken or no non-Wizard character that makes corruption checks is left.

The engine's reading: the extra points stay for the rest of the game (one per tied count); a Ringwraith or a
Balrog receives them but, making no corruption checks (CoE 7.4), does not keep the method going; the checks of
each round are declared as the Free Council's are (CoE 10.3.i), the player who took the last turn first; a
Fallen-wizard counts as a Wizard; a tie that stands when the method runs out is still worth 3 tournament points
to each player.
Tournament points for a game that is won are given by no source here: asking for them is refused, as it is for a
player of a game of three or four whose total is below the tied highest one (he lost).
"""
from __future__ import annotations

from ..core.errors import InputError, NotModelledError
from ..core.state import IN_PLAY, Ongoing, State

TIES, WEAKEST_LINK = "ties", "weakest link"
METHODS = (TIES, WEAKEST_LINK)
SOURCE = "the weakest link method"
WIZARDS = ("Wizard", "Fallen-wizard")   # the engine's reading: a Fallen-wizard is still a Wizard here
TIE_POINTS = 3   # tournament points for each player of a tied game (CRF 22, Tournament Rulings [CoE 2002])


def set_method(state: State, method: str) -> None:
    word = method.strip().lower().removeprefix("the ").removesuffix(" method")
    if word not in METHODS:
        raise InputError(f"unknown way of breaking a tie {method!r}; known: {', '.join(METHODS)}")
    state.ending.tie_break = word


def another_round(state: State, no_checks: tuple[str, ...]) -> bool:
    """At a tied count: start another round of corruption checks if the weakest link method is used and a
    non-Wizard character who makes corruption checks is in play (True when a round begins)."""
    if state.ending.tie_break != WEAKEST_LINK:
        return False
    non_wizards = [c for c in state.characters() if c.zone == IN_PLAY and c.card.race not in WIZARDS]
    if not any(c.card.race not in no_checks for c in non_wizards):
        state.log.append("the Free Council is tied with no non-Wizard character left to make a corruption check: "
                         "the tie stands (weakest link method)")
        return False
    state.ending.tie_rounds += 1
    for character in non_wizards:
        state.ongoing.append(Ongoing(SOURCE, character.id, "corruption points", 1, "end-of-game"))
    state.ending.checked = []
    state.log.append("the Free Council is tied: each non-Wizard character gains a corruption point, every "
                     "character makes another corruption check and the points are counted again (weakest link "
                     "method)")
    return True


def tournament_points(state: State, player: str) -> int:
    """The player's tournament points for the game (a tie's only)."""
    if not state.ending.result:
        raise InputError("the game is not over: it has no tournament points yet")
    if state.ending.result == "tie" and _shares_highest(state, player):
        return TIE_POINTS
    raise NotModelledError("not modelled: tournament points for a won or lost game (no source of this "
                           "knowledge base gives them)")


def _shares_highest(state: State, player: str) -> bool:
    """Is ``player`` one of those tied at the top? With three or four players one below them lost (the engine's
    reading: a tie is between those who share the highest total)."""
    from .scoring import final
    scores = final(state)
    return scores[player].total == max(score.total for score in scores.values())
