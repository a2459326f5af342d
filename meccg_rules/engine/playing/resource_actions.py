"""When a resource/character action may be taken: whenever a resource short-event could be played.

Playing a resource or character card, using what such a card allows, or
tapping one for an effect are *resource/character actions* (CoE 9.1.3). They
share the timing of a resource short-event: the resource player takes them in
his own turn (CoE 2.1.1), the hazard player not during the other player's turn
unless a card says so (CoE 2.1.2), and in combat only where the combat windows
allow a resource (CoE 3.iv.5; CRF 22, Annotations 17-19). So an item that is
merely tapped meets every limit an event would (CRF 22, Rulings by Term >
Actions).
"""
from __future__ import annotations

from ..combat import company_combat, timing as combat_timing
from ..core.behaviour import Mode
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State

COUNCIL = "free council"  # both players act there (CoE 10.3.i)


def check_turn(state: State, player: str, card: Card, opponents_phases: tuple[str, ...] = ()) -> Verdict:
    """Is it ``player``'s own turn (or the Free Council, where both players act; or company versus company combat,
    where the defending player takes resource/character actions in the other's turn, CoE 3.V, 3.V.vi; or one of
    the other player's ``opponents_phases`` an ability's text allows, CoE 9.1.3: "unless the card states
    otherwise")?"""
    if player != state.resource_player and state.phase in opponents_phases:
        return Verdict.allow()
    if player != state.resource_player and state.phase != COUNCIL and not company_combat.plays_resources(state, player):
        return Verdict.refuse("not-your-turn", f"It is {state.resource_player}'s turn: {player} may not use "
                              f"{card.name} or any other resource until his own turn (CoE 2.1.2).")
    return Verdict.allow()


def check(state: State, player: str, card: Card, mode: Mode | None, target: str, actor: str | None,
          opponents_phases: tuple[str, ...] = ()) -> Verdict:
    """May ``player`` take this resource/character action (``card`` used, ``mode`` its effect) now?"""
    verdict = check_turn(state, player, card, opponents_phases)
    if not verdict:
        return verdict
    return combat_timing.check(state, card, mode, target, actor)
