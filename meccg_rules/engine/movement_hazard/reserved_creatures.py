"""Creatures reserved off to the side with a hazard in play, to be played later as though in hand (CRF 22, Card
Errata and Rulings > Summons from Long Sleep).

A hazard in play whose entry has ``reserves`` holds up to ``at_a_time`` hazard creatures of its ``races`` off to
the side with it (CoE glossary, off to the side). Its player reserves one from his hand while he may play hazards
in a company's movement/hazard phase (``ReserveCreature``); reserving places the card, it does not play it, so it
never counts against the hazard limit (CRF 22). A creature reserved so is played as though it were in its player's
hand (``held``): as any creature, within the hazard limit, keyed as usual. Its attacks get the host's
``attack_prowess``, and once its attack is over the host is discarded when its ``discarded_after_attack`` says so
(the erratum: no other creature is reserved in its place). Only playing reaches a reserved card: discarding
it "as though in hand" is not allowed (CRF 22, Rulings by Term > Discard), and no rule here offers it.

The engine's reading, where the card is silent: a creature is reserved only while its player could play a hazard
on the moving company (the hazard player, in a movement/hazard phase he has not said he is done with), with no
chain of effects open.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..primitives import kept_aside
from ..core.state import DISCARD, IN_PLAY, OFF_TO_THE_SIDE
from ..hazards.hazard_limit import still_playing

if TYPE_CHECKING:
    from .actions import ReserveCreature
    from ..core.state import Attack, Instance, State
    from ..game import Game

PLAYED = "reserved creature played"   # per_turn (PLAYED, creature id) -> the host it was reserved with


def host_of(state: State, player: str, inst: Instance) -> Instance | None:
    """The card in play of ``player`` that holds ``inst`` reserved, if it does."""
    return kept_aside.host_of(state, player, inst, "reserves")


def held(state: State, player: str, inst: Instance) -> Verdict:
    """Is the creature in ``player``'s hand, or reserved with one of his cards (played as though in hand)?"""
    return kept_aside.held(state, player, inst, "reserves")


def check_reserve(game: Game, action: ReserveCreature) -> Verdict:
    s = game.state
    creature, host = s.find(action.card), s.find(action.host)
    reserves = host.card.trait("reserves")
    if host.zone != IN_PLAY or host.controller != action.player or reserves is None:
        return Verdict.refuse("cannot-reserve", f"{s.label(host)} is not a card of {action.player}'s in play that "
                              "reserves creatures.")
    verdict = s.in_hand(action.player, creature)
    if not verdict:
        return verdict
    if not creature.card.is_creature or creature.card.race not in reserves.races:
        return Verdict.refuse("cannot-reserve", f"{s.label(host)} reserves only {' or '.join(reserves.races)} "
                              f"hazard creatures, not {s.label(creature)}.")
    if len(s.off_to_the_side(host.id)) >= reserves.at_a_time:
        return Verdict.refuse("cannot-reserve", f"{s.label(host)} already holds {reserves.at_a_time} reserved "
                              f"creature{'s' if reserves.at_a_time != 1 else ''}.")
    if action.player != s.hazard_player or s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "A creature is reserved by the hazard player during a company's "
                              "movement/hazard phase, as a hazard could be played.")
    if s.chains:
        return Verdict.refuse("wrong-phase", "A creature is reserved when no chain of effects is open.")
    return still_playing(s)


def reserve(game: Game, action: ReserveCreature) -> None:
    """Place the creature off to the side with its host: not played, so nothing counts against the hazard limit."""
    s = game.state
    creature, host = s.find(action.card), s.find(action.host)
    s.move(creature.id, OFF_TO_THE_SIDE, attached_to=host.id)
    s.log.append(f"{s.label(creature)} goes off to the side with {s.label(host)}: reserved, not played, so not "
                 "counted against the hazard limit")


def played(state: State, player: str, inst: Instance) -> None:
    """The creature is played: if it leaves a host's reserve, remember the host for its attack."""
    host = host_of(state, player, inst)
    if host is not None:
        state.turn.per_turn[(PLAYED, inst.id)] = host.id


def _host_of_attack(state: State, attack: Attack) -> Instance | None:
    host = state.turn.per_turn.get((PLAYED, attack.source)) if attack.kind == "creature" else None
    return state.cards.get(host) if host is not None else None


def attack_prowess(state: State, attack: Attack) -> tuple[int, str] | None:
    """The ``attack prowess`` query: a reserved creature's attack gets its host's bonus while the host is in play."""
    host = _host_of_attack(state, attack)
    if host is None or host.zone != IN_PLAY:
        return None
    return host.card.trait("reserves").attack_prowess, f"reserved with {state.label(host)}"


def attack_ended(state: State, attack: Attack) -> None:
    """The ``attack ended`` hook: the host of a creature that attacked is discarded if its text says so. The engine's
    reading: an attack cancelled counts too, the company having faced it (CRF Annotation 14)."""
    host = _host_of_attack(state, attack)
    if host is None or host.zone != IN_PLAY or not host.card.trait("reserves").discarded_after_attack:
        return
    state.move(host.id, DISCARD)
    state.log.append(f"{state.label(host)} is discarded: its reserved creature has attacked")
