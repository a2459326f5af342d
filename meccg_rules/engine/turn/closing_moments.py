"""What taking an action ends: the moments the rules keep open only until the next action.

Before a legal action is applied, it may close:

- the organizing of the companies, once an action that is not organizing is taken (CoE 2.II.1; organization.py);
- the beginning of the phase, once a normal action of the phase is taken (CoE 9.6.5; beginning_of_phase.py);
- in a site phase, the moment for declaring agents' attacks, once the resource player acts after the
  automatic-attacks (CoE 2.V.iii; agents.py);
- the offer of a defeated creature as a trophy, at the next action that does not take it (CoE 3.IV.1;
  trophies.py).

Why a table keyed by phase: every action of every game passes here, and most of these moments exist in one
phase only, so only the hooks of the current phase are called (in the order above), and the trophy offer only
while one stands. A moment of a new phase gets its hook in ``HOOKS``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..agents import agent_hazards as agents
from ..playing import beginning_of_phase
from ..organization import characters as organization
from ..combat import trophies

if TYPE_CHECKING:
    from ..actions import Action
    from ..game import Game

Hook = Callable[["Game", "Action"], None]

ANY_PHASE: tuple[Hook, ...] = (beginning_of_phase.note_action,)
HOOKS: dict[str, tuple[Hook, ...]] = {
    "organization": (organization.note_action, beginning_of_phase.note_action),
    "site": (beginning_of_phase.note_action, agents.note_action),
}


def note_action(game: Game, action: Action) -> None:
    """Before a legal action is applied: close the moments it ends."""
    s = game.state
    for hook in HOOKS.get(s.turn.phase, ANY_PHASE):
        hook(game, action)
    if s.trophy_offer is not None:
        trophies.note_action(game, action)
