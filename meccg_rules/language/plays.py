"""The engine actions a Play sentence stands for."""
from __future__ import annotations

import dataclasses

from ..engine.actions import Action, Pass
from ..engine.game import Game
from .scenario import Step
from .sentences import play_action


def actions_of(game: Game, step: Step) -> list[Action]:
    """The engine actions a Play step stands for ('Both players pass.' is two passes)."""
    action = play_action(step.form, step.match)
    s = game.state
    if action == "both-pass":
        first = s.chains[-1].priority if s.chains else s.resource_player
        return [Pass(first), Pass(s.opponent(first))]
    if not action.player:
        action = dataclasses.replace(action, player=s.resource_player)
    return [action]
