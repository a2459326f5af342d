"""A card that reveals a face-down agent hazard (CoE 4.2; Here Is a Snake!'s "a face-down agent is tapped and
revealed").

The condition ``target_face_down``: the card's target is an agent hazard still face-down. The effect
``reveal-agent``: the target agent is turned face-up where it is, as when the hazard player reveals it himself,
so the sites it moved through face-down are checked then and an illegal move discards it (CoE 4.2.1, 4.4); the
card's own ``tap`` comes before it. A target already face-up (or gone) when the card resolves is left alone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import agent_actions
from ..core.errors import Verdict
from ..core.state import IN_PLAY

if TYPE_CHECKING:
    from ..core.behaviour import Condition, RevealFaceDownAgent
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import State
    from ..game import Game


def check_face_down(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``target_face_down``: the target is an agent hazard in play, face-down."""
    inst = state.cards.get(target or "")
    if inst is None or inst.zone != IN_PLAY or inst.agent_site is None:
        return Verdict.refuse("agent-not-in-play", f"{card.name} is played on an agent hazard in play.")
    if inst.revealed:
        return Verdict.refuse("agent-revealed", f"{card.name} is played on a face-down agent; {state.label(inst)} "
                              "is face-up already.", f"the text of {card.name}")
    return Verdict.allow()


def reveal(game: Game, entry: Declared, effect: RevealFaceDownAgent) -> bool:
    """Resolve the effect: the target agent, still face-down, is revealed at its site (CoE 4.2)."""
    s = game.state
    inst = s.cards.get(entry.target)
    if inst is None or inst.zone != IN_PLAY or inst.agent_site is None or inst.revealed:
        s.log.append(f"{s._name(entry.card)}: no face-down agent to reveal")
        return True
    agent_actions.reveal(s, inst, f" by {s._name(entry.card)} at {inst.agent_site}")
    return True
