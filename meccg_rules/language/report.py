"""What a failing example tells its author: the state on one screen, and unknown names with the nearest spelling."""
from __future__ import annotations

from ..engine.core.cards import catalogue
from ..engine.core.errors import AmbiguousNameError, UnknownNameError
from ..engine.game import Game
from .scenario import Block, ScenarioError


def state_detail(game: Game, lines: int = 8) -> str:
    """The one-screen summary appended to every failure."""
    state = "\n".join("    " + line for line in game.state.describe().splitlines())
    recent = game.state.log[-lines:]
    happened = "\n".join("    " + line for line in recent) or "    (nothing yet)"
    return f"  State:\n{state}\n  What happened last:\n{happened}"


def name_error(block: Block, line: int, error: UnknownNameError | AmbiguousNameError,
               game: Game | None = None) -> ScenarioError:
    if isinstance(error, AmbiguousNameError):
        return ScenarioError(block.path, line, f"{error.name!r} could be {' or '.join(repr(c) for c in error.choices)}",
                             "Say which copy: 'the second NAME', or 'PLAYER's NAME'.")
    known = catalogue().find(error.name)
    if game is not None and known is not None and error.kind not in ("company", "player", "region"):
        return ScenarioError(block.path, line, f"{known.name} is not in this example",
                             f"Add it to the Setup (for example '{game.state.resource_player} holds {known.name}.').")

    def advice() -> tuple[str, None]:  # found only when the message is read (``forms.Advised``)
        suggestions = error.suggestions or (catalogue().suggest(error.name) if error.kind in ("card", "character")
                                            else [])
        return f"Did you mean {suggestions[0]!r}?" if suggestions else "No known name is close to it.", None
    return ScenarioError(block.path, line, f"unknown {error.kind} {error.name!r}", later=advice)
