"""The order of corruption checks that one effect asks of both players' characters at once (CRF 22, Card Errata and
Rulings > Ren the Unclean: "each character in play must make a corruption check").

The moving player's characters check first, then the other player's: in the movement/hazard phase where such a
card is used the moving player is the resource player, the engine's reading for any phase. Each player decides the
order of the checks of his own characters: with two or more of them still to check, the engine waits for him to
name the next one ("Alice makes Gimli's corruption check."), and never chooses for him.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import Pending

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.chain import Declared
    from ..core.listing import Listing
    from ..game import Game
    from ..core.state import State
    from .actions import ChooseCorruptionCheck

REF = "the next corruption check"   # Pending.ref while a player names which of his characters checks next
BOTH = "checks of both players"     # Declared.data: its checks reach both players' characters
CHOSEN = "next check chosen"        # Declared.data: the index whose subject its player named


def ordered(game: Game, entry: Declared, subjects: list[str]) -> list[str]:
    """``subjects`` in the order their checks are made: the resource (moving) player's characters first."""
    s = game.state
    if len({s.cards[ref].controller for ref in subjects if ref in s.cards}) < 2:
        return subjects
    entry.data[BOTH] = True
    first = s.resource_player
    return sorted(subjects, key=lambda ref: s.cards[ref].controller != first)   # stable


def _remaining(state: State, subjects: list[str], index: int) -> list[str]:
    """The subjects from ``index`` on that belong to the player of the subject at ``index``."""
    player = state.cards[subjects[index]].controller
    return [ref for ref in subjects[index:] if ref in state.cards and state.cards[ref].controller == player]


def may_check(game: Game, entry: Declared, subjects: list[str], index: int) -> bool:
    """May the subject at ``index`` check now? Not before his player has named him, if two or more of that player's
    characters are still to check; the engine then waits for the name."""
    s = game.state
    if not entry.data.get(BOTH) or entry.data.get(CHOSEN) == index or entry.roll is not None:
        return True
    own = _remaining(s, subjects, index)
    if len(own) < 2:
        return True
    player = s.cards[own[0]].controller
    s.pending = Pending(player, f"which of {', '.join(s._name(ref) for ref in own)} makes the next corruption "
                        "check", kind="choice", ref=REF)
    s.log.append(f"{player} chooses the order of his characters' corruption checks (CRF 22, Ren the Unclean)")
    return False


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if e.data.get(BOTH) and "subjects" in e.data), None)


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only his choice."""
    from .actions import ChooseCorruptionCheck
    if isinstance(action, ChooseCorruptionCheck):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-check-order", f"First {pending.player} says {pending.purpose}.")


def check_choose(game: Game, action: ChooseCorruptionCheck) -> Verdict:
    s = game.state
    entry = _awaiting(s)
    if not waiting(s) or entry is None or s.pending is None:
        return Verdict.refuse("no-check-order-awaited", "No player is choosing which of his characters makes the "
                              "next corruption check.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} says {s.pending.purpose}.")
    character = s.find(action.character, "character")
    if character.id not in _remaining(s, entry.data["subjects"], entry.data.get("sub", 0)):
        return Verdict.refuse("not-to-check", f"{s.label(character)} is not one of {action.player}'s characters "
                              "still to make this corruption check.")
    return Verdict.allow()


def choose(game: Game, action: ChooseCorruptionCheck) -> None:
    s = game.state
    entry = _awaiting(s)
    assert entry is not None, "check found the entry"
    index, ref = entry.data.get("sub", 0), s.find(action.character).id
    subjects = list(entry.data["subjects"])
    subjects.remove(ref)
    subjects.insert(index, ref)
    entry.data["subjects"], entry.data[CHOSEN] = subjects, index
    s.log.append(f"{action.player} makes {s._name(ref)}'s corruption check next")
    s.pending = None


def candidates(listing: Listing) -> list[Action]:
    """While he chooses: each of his characters still to check."""
    from .actions import ChooseCorruptionCheck
    s = listing.state
    entry = _awaiting(s)
    if not waiting(s) or s.pending is None or entry is None:
        return []
    return [ChooseCorruptionCheck(s.pending.player, ref)
            for ref in _remaining(s, entry.data["subjects"], entry.data.get("sub", 0))]
