"""A hazard host's untap-phase body check and escape roll for its prisoner (the key ``hazard_host``'s
``untap_body_check`` and ``escape_above``: Flies and Spiders).

"During his untap phase, make a body check for that character modified by +1. If not eliminated, his player then
makes a roll adding his body. If the result is greater than 15, the character is automatically rescued into his own
company located at the rescue site." In the untap phase of a prisoner's player, once no chain of effects is open
(the hook ``after chains``), the engine waits for the body check of each prisoner of such a host, one at a time:
rolled by the other player, as every body check is (CoE 3.I.1), plus the host's modifier and 1 if he is wounded
already (``combat/card_body_checks.py`` does the same), against his printed body (no card affects a prisoner but one
that names prisoners, CoE 3.III.4). Above it, he is eliminated: the ring he kept is discarded, and he goes on costing
his player his points (3.III.4, ``negative_marshalling_points.py``). Otherwise his player rolls, adding his printed
body: above the host's number, he is rescued into a new company of his own at the rescue site
(``discarded_hosts.free_at_rescue_site``). A host left holding nothing is discarded, its rescue site back in its
player's location deck (3.III.7).

The engine's readings, where the card is silent: the checks are made as soon as the untap phase allows a roll (before
it can end), once a turn for each prisoner.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, Ongoing, Pending, State
from .discarded_hosts import free_at_rescue_site
from .rescue_sites import host_of
from .taking_prisoners import discard_empty, is_host, prisoners_of

if TYPE_CHECKING:
    from ..core.state import Instance
    from ..game import Game

BODY_CHECK = "prisoner's body check"   # the pending roll's ref
ESCAPE = "prisoner's escape roll"
DONE = "prisoner's untap-phase rolls"   # per turn: (DONE, prisoner) once his are made
CURRENT = "prisoner rolling"            # per turn: the prisoner whose roll is awaited
ELIMINATED_PRISONER = "eliminated while a prisoner"   # the stat of the mark an eliminated prisoner keeps


def _waiting(state: State) -> tuple[Instance, Instance] | None:
    """The next prisoner of the resource player whose untap-phase rolls are due, with his host."""
    for host in state.cards.values():
        keys = host_of(host.card) if is_host(host) else None
        if keys is None or keys.untap_body_check is None:
            continue
        for prisoner in prisoners_of(state, host.id):
            if prisoner.owner == state.resource_player and not state.turn.per_turn.get((DONE, prisoner.id)):
                return prisoner, host
    return None


def after_chains(game: Game) -> None:
    """The hook ``after chains``: in his untap phase, a prisoner's body check is awaited."""
    s = game.state
    if s.phase != "untap" or s.pending is not None or s.chains or s.combat is not None:
        return
    found = _waiting(s)
    if found is None:
        return
    prisoner, _ = found
    s.turn.per_turn[CURRENT] = prisoner.id
    roller = s.opponent(prisoner.owner)   # a body check is rolled by the other player (CoE 3.I.1)
    s.pending = Pending(roller, f"{s._name(prisoner.id)}'s body check", ref=BODY_CHECK)


def _current(state: State) -> tuple[Instance, Instance]:
    prisoner = state.cards[state.turn.per_turn[CURRENT]]
    host = state.cards[prisoner.attached_to or ""]
    return prisoner, host


def body_check_rolled(game: Game, value: int) -> None:
    """Above his body, he is eliminated; otherwise his player's escape roll is awaited."""
    s = game.state
    prisoner, host = _current(s)
    keys = host_of(host.card)
    assert keys is not None and keys.untap_body_check is not None
    wounded = 1 if prisoner.wounded else 0
    total = value + keys.untap_body_check + wounded
    body = prisoner.card.fact("body") or 0
    shown = f"{value} {keys.untap_body_check:+d}{' +1 (already wounded)' if wounded else ''} = {total}"
    name = s.label(prisoner)
    if total > body:
        s.log.append(f"{name}'s body check ({s.label(host)}): {shown} against body {body}: he is eliminated")
        s.turn.per_turn[(DONE, prisoner.id)] = True
        for kept in s.off_to_the_side(prisoner.id):   # the ring he kept
            s.move(kept.id, DISCARD)
        s.eliminate(prisoner.id)
        s.ongoing.append(Ongoing(prisoner.id, prisoner.id, ELIMINATED_PRISONER, 0, "end-of-game"))
        discard_empty(s, host)
        return
    s.log.append(f"{name}'s body check ({s.label(host)}): {shown} against body {body}: passes")
    s.pending = Pending(prisoner.owner, f"{s._name(prisoner.id)}'s escape roll", ref=ESCAPE)


def escape_rolled(game: Game, value: int) -> None:
    """Above the host's number, he is rescued into his own company at the rescue site."""
    s = game.state
    prisoner, host = _current(s)
    keys = host_of(host.card)
    assert keys is not None and keys.escape_above is not None
    s.turn.per_turn[(DONE, prisoner.id)] = True
    body = prisoner.card.fact("body") or 0
    total = value + body
    shown = f"{value} + {body} (body) = {total}"
    if total > keys.escape_above:
        s.log.append(f"{s.label(prisoner)}'s escape roll: {shown}, above {keys.escape_above}")
        free_at_rescue_site(s, host, [prisoner], f"by {s.label(host)}'s escape roll")
        discard_empty(s, host)
        return
    s.log.append(f"{s.label(prisoner)}'s escape roll: {shown}, not above {keys.escape_above}: he stays a prisoner")


def eliminated_prisoner(state: State, inst: Instance) -> bool:
    """Was this character eliminated while a prisoner (and so still worth negative points, CoE 3.III.4)?"""
    return any(o.stat == ELIMINATED_PRISONER and o.target == inst.id for o in state.ongoing)
