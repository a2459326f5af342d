"""Events and the passive conditions that wait for them (CoE 9.6; CRF Passive Conditions).

Every state change records an ``Event``; ``dispatch`` hands each one to the
cards in play whose ``when`` clauses wait for it, and ends what was in effect
"until the end of the phase/turn". A triggered action is declared at the start
of the next chain of effects (CoE 9.6.1; Annotation 9), unless the card says it
happens immediately: then it resolves at once, with no responses (CoE 9.5.3),
before the rest of the current chain. The engine declares simultaneous
triggers in the order their cards came into play; the resource player's choice
of order (Annotation 10) is not modelled yet.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .behaviour import Check, When
from .chain import PASSIVE, Chain, Declared
from .state import IN_PLAY, Event

if TYPE_CHECKING:
    from .state import Instance

if TYPE_CHECKING:
    from ..game import Game
    from .state import State

EXPIRES = {"phase-ended": "end-of-phase", "turn-ended": "end-of-turn"}


def dispatch(game: Game) -> None:
    s = game.state
    if not s.events:
        return
    # the index of passive conditions (State.listen) names the few cards that wait for events
    cards = s.cards
    listening = sorted((cards[ref] for ref in s.listeners if cards[ref].zone == IN_PLAY and cards[ref].card.whens),
                       key=lambda i: i.seq) if s.listeners else ()
    while s.events:
        event = s.events.pop(0)
        if event.kind in EXPIRES:
            s.ongoing = [o for o in s.ongoing if o.until != EXPIRES[event.kind]]
        if event.kind == "strike-ended":
            s.ongoing = [o for o in s.ongoing if o.until != "end-of-strike"]
        if event.kind not in s.listened:  # no card of this game waits for it (State.listen)
            continue
        for source in listening:
            if source.zone != IN_PLAY:
                continue
            for when in source.card.whens:
                if when.event == event.kind:
                    _trigger(game, source, when, event)


def _applies(state: State, source: Instance, when: When, event: Event) -> bool:
    if when.event == "item-played-at-site":
        return source.attached_to == event.get("site")
    if when.event == "item-gained-in-company":
        bearer = state.cards.get(source.attached_to or "")
        return bearer is not None and bearer.company == event.get("company")
    return True


def _subjects(state: State, source: Instance, when: When, event: Event) -> list[str]:
    """Who acts: one declared action per subject (each makes its own check)."""
    who = getattr(when.effects[0], "who", "target") if when.effects else "target"
    if who == "bearer":
        found = [source.attached_to] if source.attached_to in state.cards else []
    elif who == "event character":
        found = [event.get("character")]
    elif who == "other characters":
        found = [c.id for c in state.characters(event.get("company")) if c.id != event.get("character")]
    else:
        found = [event.get("character")]
    excluded = set(when.except_races) | set(getattr(when.effects[0], "except_races", ()) if when.effects else ())
    return [f for f in found if f in state.cards and state.cards[f].card.race not in excluded]


def _trigger(game: Game, source: Instance, when: When, event: Event) -> None:
    s = game.state
    if not _applies(s, source, when, event):
        return
    for subject in _subjects(s, source, when, event):
        retargeted = tuple(e.model_copy(update={"who": "target"}) if hasattr(e, "who") else e for e in when.effects)
        what = "corruption check" if any(isinstance(e, Check) and e.kind == "corruption" for e in retargeted) \
            else "effect"
        entry = Declared(s.resource_player, "passive", source.id, target=subject,
                         data={"effects": retargeted, "once": when.once, "what": what,
                               "event": dict(event.data)})
        if when.immediately:
            s.chains.append(Chain(PASSIVE, s.resource_player, [entry], immediate=True, resolving=True))
            s.log.append(f"{s.label(source)}: {s._name(subject)} immediately makes a {what}")
        else:
            s.triggered.append(entry)
            s.log.append(f"{s.label(source)}: {s._name(subject)} must make a {what}")
        if when.once:
            break
