"""Ring special items kept off to the side with a card in play, to be played later as though in hand (Rumours of
Rings, Whispers of Rings).

A card whose entry has ``keeps_rings`` lets its player, in his own organization phase, take one ring special item
(one a ring test may give: ``ring_test_result``), none of the kinds ``keeps_rings_except`` names (The One Ring for
Rumours of Rings), from his sideboard or his discard pile
and place it off to the side with the card (CoE glossary, off to the side), at most ``keeps_rings`` there at once,
a ring of the card's own alignment only (CoE 9.2.4: a resource's effect reaches only items of its alignment)
(``KeepRing``). A ring kept so is played as though it were in its player's hand (``held``): in place of a gold ring
just tested, as any special ring (``ring_tests.check_play``, CoE 6.2). Only playing reaches it: it is neither in
his hand nor in one of his companies, so an effect that has him discard a ring from those (Rolled down to the Sea)
never reaches it (CRF 22, Rulings by Term > Discard: discarding a card is not playing it).

The engine's reading, where the card is silent: "you may take one" is one ring for each such card in each of its
player's organization phases, taken when no chain of effects is open.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..players import fallen_wizard_sideboard
from ..primitives import kept_aside
from ..core.state import DISCARD, IN_PLAY, OFF_TO_THE_SIDE, SIDEBOARD

if TYPE_CHECKING:
    from .actions import KeepRing
    from ..core.state import Instance, State
    from ..game import Game

KEPT = "ring kept"   # per_phase (KEPT, host id): a ring was taken for that card this organization phase


def host_of(state: State, player: str, inst: Instance) -> Instance | None:
    """The card in play of ``player`` that keeps ``inst`` off to the side, if it does."""
    return kept_aside.host_of(state, player, inst, "keeps_rings")


def held(state: State, player: str, inst: Instance) -> Verdict:
    """Is the ring in ``player``'s hand, or kept with one of his cards (played as though in hand)?"""
    return kept_aside.held(state, player, inst, "keeps_rings")


def check_keep(game: Game, action: KeepRing) -> Verdict:
    s = game.state
    ring, host = s.find(action.card), s.find(action.host)
    most = host.card.trait("keeps_rings", 0) if host.zone == IN_PLAY else 0
    if not most or host.controller != action.player:
        return Verdict.refuse("cannot-keep-ring", f"{s.label(host)} is not a card of {action.player}'s in play that "
                              "keeps ring special items.")
    if ring.owner != action.player or ring.zone not in (SIDEBOARD, DISCARD):
        return Verdict.refuse("cannot-keep-ring", f"{s.label(ring)} is not in {action.player}'s sideboard or "
                              "discard pile.")
    kept = fallen_wizard_sideboard.refusal(s, ring)
    if kept is not None:
        return kept
    kind = ring.card.fact("ring_test_result")
    excluded = host.card.trait("keeps_rings_except", ())
    if not kind or kind in excluded:
        but = f" other than {' or '.join(excluded)}" if excluded else ""
        return Verdict.refuse("cannot-keep-ring", f"{s.label(host)} keeps ring special items{but}, not "
                              f"{s.label(ring)}.")
    if ring.card.alignment != host.card.alignment:   # a resource's effect reaches items of its alignment (9.2.4)
        return Verdict.refuse("cannot-keep-ring", f"{s.label(host)} is a {host.card.alignment.lower()} resource: it "
                              f"does not keep {s.label(ring)}, a {ring.card.alignment.lower()} item (CoE 9.2.4).")
    if len(s.off_to_the_side(host.id)) >= most:
        return Verdict.refuse("cannot-keep-ring", f"{s.label(host)} already holds {most} item"
                              f"{'s' if most != 1 else ''}.")
    if s.phase != "organization" or s.resource_player != action.player or s.chains:
        return Verdict.refuse("wrong-phase", "A ring is placed with the card in its player's own organization "
                              "phase, when no chain of effects is open.")
    if s.turn.per_phase.get((KEPT, host.id)):
        return Verdict.refuse("cannot-keep-ring", f"{s.label(host)} has had its ring for this organization phase.")
    return Verdict.allow()


def keep(game: Game, action: KeepRing) -> None:
    s = game.state
    ring, host = s.find(action.card), s.find(action.host)
    came_from = ring.zone
    s.move(ring.id, OFF_TO_THE_SIDE, attached_to=host.id)
    s.turn.per_phase[(KEPT, host.id)] = True
    s.log.append(f"{s.label(ring)} is taken from {action.player}'s {came_from} and placed off to the side with "
                 f"{s.label(host)}")
