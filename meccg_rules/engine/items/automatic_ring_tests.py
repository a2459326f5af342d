"""Gold rings tested automatically at the beginning of the end-of-turn phase (CoE 6.2.R1, 6.2.R2, 6.2.B1).

A gold ring item borne by a character in a Ringwraith's company (6.2.R1) or in a Balrog's company (6.2.B1), and a
Ringwraith player's gold ring at Barad-dûr (6.2.R2: the engine knows that site by its entry's
``ringwraith_rings_tested_here``, not by a ``ring_test_modifier``, which The Under-grottos has too), is tested as
the end-of-turn phase begins, whoever's turn it is: its player rolls ("Alice rolls 6 for the ring test."), the
modifiers of ``ring_tests.modifiers`` apply (-2 in a Ringwraith's or a Balrog's company, -3 at Barad-dûr), the gold
ring is discarded and a special ring of a kind the result allows may replace it as the next action, as in any ring
test (CoE 6.2).

The engine's reading: the test is a rule's, not an action anyone declares, so it resolves at once, with no chain
of effects to respond in (as a passive condition that discards a card resolves immediately, CoE 9.6.3).
Two or more gold rings due at once are tested one after the other, in the order the resource player chooses (as
he orders the passive conditions of a phase's beginning, CoE 9.6.5): with two or more still to test, he names the
next ("Alice tests Precious Gold Ring next."). Each test is followed by its own chance to replace the ring tested
(CoE 6.2: "immediately"), before the next ring's roll: the engine's reading, where the rules do not say when a
second test comes. A ring no longer in play, or no longer due, when its turn comes is not tested.
A scenario set up in the end-of-turn phase (``It is the end-of-turn phase.``) starts at the phase's beginning, as
it does for an ability used "at the beginning" of it: the gold rings due are tested as the example starts (the
engine's reading; ``Setup.build``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import PASSIVE, Chain, Declared
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Pending
from ..players import alignments
from . import ring_tests

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.listing import Listing
    from ..core.state import Instance, State
    from ..game import Game
    from .actions import TestRingNext

KIND = "automatic ring test"     # the Declared kind of the test
QUEUE = ("gold rings still to test by themselves",)   # state.turn.per_phase key: their ids, the next first
CHOICE = "the next automatic ring test"   # Pending.ref while the resource player names the next ring tested
ROLL = "an automatic ring test's roll"    # Pending.ref while the next ring's roll is awaited


def due(state: State) -> list[Instance]:
    """The gold rings in play tested by themselves at the beginning of the end-of-turn phase (6.2.R1, R2, B1)."""
    found = []
    for ring in state.cards.values():
        if ring.zone != IN_PLAY or "Gold Ring" not in ring.card.subtype:
            continue
        company = state.company_of(ring.id)
        if company is None:
            continue
        in_company = alignments.ringwraith_company(state, company.id) or alignments.balrog_company(state, company.id)
        at_tower = alignments.alignment_of(state, ring.controller) == alignments.RINGWRAITH and \
            bool(state.cards[company.site].card.trait("ringwraith_rings_tested_here"))
        if in_company or at_tower:
            found.append(ring)
    return found


def begin(game: Game) -> None:
    """As the end-of-turn phase begins: the gold rings due are tested, one after the other."""
    s = game.state
    rings = due(s)
    if rings:
        s.turn.per_phase[QUEUE] = tuple(r.id for r in rings)
        _next(game)


def _next(game: Game) -> None:
    """Wait for the next test: the resource player's choice of the ring if two or more are still due, else its
    roll. A ring gone or no longer due is dropped."""
    s = game.state
    still = {r.id for r in due(s)}
    queue = [ref for ref in s.turn.per_phase.get(QUEUE, ()) if ref in still]
    s.turn.per_phase[QUEUE] = tuple(queue)
    if not queue:
        del s.turn.per_phase[QUEUE]
        return
    if len(queue) > 1:
        names = ", ".join(s._name(ref) for ref in queue)
        s.pending = Pending(s.resource_player, f"which of {names} is tested next", kind="choice", ref=CHOICE,
                            chains_first=True)
        s.log.append(f"{len(queue)} gold rings are due to be tested as the end-of-turn phase begins: "
                     f"{s.resource_player} chooses the order (CoE 9.6.5)")
        return
    ring = s.cards[queue[0]]
    s.pending = Pending(ring.controller, "the ring test", ref=ROLL, chains_first=True)


def rolled(game: Game, value: int) -> None:
    """The roll for the first ring of the queue: its test, in a chain that resolves at once."""
    s = game.state
    queue = list(s.turn.per_phase[QUEUE])
    ring = s.cards[queue.pop(0)]
    s.turn.per_phase[QUEUE] = tuple(queue)
    entry = Declared(ring.controller, KIND, ring.id, ring.attached_to or "", ring.attached_to or "", roll=value)
    s.chains.append(Chain(PASSIVE, s.resource_player, [entry], immediate=True, resolving=True))
    s.log.append(f"{s.label(ring)} is tested by itself as the end-of-turn phase begins (CoE 6.2.R1, R2, B1)")


def resolve(game: Game, entry: Declared) -> bool:
    """The test: ``ring_tests.test`` (its modifiers included); then the next ring's turn is awaited."""
    s = game.state
    ring = s.cards[entry.card]
    if not ring_tests.test(game, entry, ring, s.cards.get(ring.attached_to or "")):
        return False
    _next(game)
    return True


def label(entry: Declared, state: State) -> str:
    return f"the ring test of {state._name(entry.card)}"


def gate(pending: Pending, action: Action) -> Verdict:
    """What the engine waits for (the choice, the roll) lets ``first_gate`` decide."""
    return Verdict.allow()


def first_gate(game: Game, action: Action) -> Verdict:
    """While the next test waits: its choice, its roll, or a special ring played in place of the ring tested just
    before (``ring_tests.close`` ends that chance with any other action)."""
    from ..core.actions import Roll
    from .actions import TestRingNext
    s = game.state
    pending = s.pending
    if pending is None or pending.ref not in (CHOICE, ROLL) or isinstance(action, Roll):
        return Verdict.allow()
    if pending.ref == CHOICE and isinstance(action, TestRingNext):
        return Verdict.allow()
    named = getattr(action, action.plays, None) if action.plays else None
    if ring_tests.waiting(s) is not None and isinstance(named, str) and ring_tests.special_ring(s, named):
        return Verdict.allow()   # the ring's own check says whether it may replace the ring tested
    if pending.ref == CHOICE:
        return Verdict.refuse("waiting-for-choice", f"First {pending.player} says {pending.purpose} (CoE 9.6.5).")
    return Verdict.refuse("waiting-for-roll", f"First {pending.player} must roll for {pending.purpose}.")


def check_choose(game: Game, action: TestRingNext) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.ref != CHOICE:
        return Verdict.refuse("no-ring-order-awaited", "No gold rings are waiting to be tested by themselves in an "
                              "order to choose.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} says {s.pending.purpose} (CoE 9.6.5).")
    ring = s.find(action.ring)
    if ring.id not in s.turn.per_phase.get(QUEUE, ()):
        return Verdict.refuse("not-due", f"{s.label(ring)} is not one of the gold rings still to be tested by "
                              "themselves.")
    return Verdict.allow()


def choose(game: Game, action: TestRingNext) -> None:
    s = game.state
    ref = s.find(action.ring).id
    queue = [ref] + [r for r in s.turn.per_phase[QUEUE] if r != ref]
    s.turn.per_phase[QUEUE] = tuple(queue)
    s.pending = Pending(s.cards[ref].controller, "the ring test", ref=ROLL, chains_first=True)


def candidates(listing: Listing) -> list[Action]:
    """While the resource player chooses: each ring still due."""
    from .actions import TestRingNext
    s = listing.state
    if s.pending is None or s.pending.ref != CHOICE:
        return []
    return [TestRingNext(s.resource_player, ref) for ref in s.turn.per_phase.get(QUEUE, ())]
