"""Gold rings tested automatically at the beginning of the end-of-turn phase (CoE 6.2.R1, 6.2.R2).

A gold ring item borne by a character in a Ringwraith's company (6.2.R1), and a Ringwraith player's gold ring at
Barad-dûr (6.2.R2: the engine knows that site by its entry's ``ringwraith_rings_tested_here``, not by a
``ring_test_modifier``, which The Under-grottos has too), is tested as the end-of-turn phase begins, whoever's turn
it is: its player rolls ("Alice rolls 6 for the ring test."), the modifiers of ``ring_tests.modifiers`` apply (-2 in
a Ringwraith's company, -3 at Barad-dûr), the gold ring is discarded and a special ring of a kind the result allows
may replace it as the next action, as in any ring test (CoE 6.2).

The engine's reading: the test is a rule's, not an action anyone declares, so it resolves at once, with no chain
of effects to respond in (as a passive condition that discards a card resolves immediately, CoE 9.6.3). One gold
ring due is tested; two or more due at once are refused, "not modelled" (which is tested first, and the chance to
replace each before the next).
A gold ring borne in a Balrog's company, which CoE 6.2.B1 tests the same way at -2, is refused as not modelled as the
phase begins (``balrog_rings``), never left untested.
A scenario set up in the end-of-turn phase (``It is the end-of-turn phase.``) has passed its beginning: a gold ring
still due then is refused as not modelled when the phase ends, never let go untested.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import PASSIVE, Chain, Declared
from ..core.errors import NotModelledError
from ..core.state import IN_PLAY
from ..players import alignments
from . import ring_tests

if TYPE_CHECKING:
    from ..core.state import Instance, State
    from ..game import Game

KIND = "automatic ring test"     # the Declared kind of the test
MADE = ("automatic ring tests made",)   # state.turn.per_phase key: the phase's beginning has tested them


def due(state: State) -> list[Instance]:
    """The gold rings in play tested by themselves at the beginning of the end-of-turn phase (6.2.R1, R2)."""
    found = []
    for ring in state.cards.values():
        if ring.zone != IN_PLAY or "Gold Ring" not in ring.card.subtype:
            continue
        company = state.company_of(ring.id)
        if company is None:
            continue
        ringwraith = alignments.ringwraith_company(state, company.id)
        at_tower = alignments.alignment_of(state, ring.controller) == alignments.RINGWRAITH and \
            bool(state.cards[company.site].card.trait("ringwraith_rings_tested_here"))
        if ringwraith or at_tower:
            found.append(ring)
    return found


def balrog_rings(state: State) -> list[Instance]:
    """The gold rings in play borne in a company with the Balrog (CoE 6.2.B1), which the engine does not test."""
    return [ring for ring in state.cards.values()
            if ring.zone == IN_PLAY and "Gold Ring" in ring.card.subtype and (company := state.company_of(ring.id))
            and any(c.card.race == "Balrog" for c in state.characters(company.id))]


def begin(game: Game) -> None:
    """As the end-of-turn phase begins: the gold ring due is tested at once (its roll awaited)."""
    s = game.state
    s.turn.per_phase[MADE] = 1
    if balrog := balrog_rings(s):
        raise NotModelledError("not modelled: a gold ring in a Balrog's company tested by itself at the beginning of "
                               f"the end-of-turn phase ({', '.join(r.name for r in balrog)}; CoE 6.2.B1)")
    rings = due(s)
    if len(rings) > 1:
        raise NotModelledError("not modelled: more than one gold ring tested by itself at the beginning of the "
                               f"end-of-turn phase ({', '.join(r.name for r in rings)}; CoE 6.2.R1, R2)")
    for ring in rings:
        entry = Declared(ring.controller, KIND, ring.id, ring.attached_to or "", ring.attached_to or "")
        s.chains.append(Chain(PASSIVE, s.resource_player, [entry], immediate=True, resolving=True))
        s.log.append(f"{s.label(ring)} is tested by itself as the end-of-turn phase begins (CoE 6.2.R1, R2)")


def resolve(game: Game, entry: Declared) -> bool:
    """The test: the ring's roll, then ``ring_tests.test`` (its modifiers included). A ring gone meanwhile is not
    tested."""
    s = game.state
    ring = s.cards[entry.card]
    if ring.zone != IN_PLAY:
        s.log.append(f"{s.label(ring)} is no longer in play: it is not tested")
        return True
    return ring_tests.test(game, entry, ring, s.cards.get(ring.attached_to or ""))


def label(entry: Declared, state: State) -> str:
    return f"the ring test of {state._name(entry.card)}"


def refuse_untested(state: State) -> None:
    """Ending an end-of-turn phase whose beginning the example did not play (set up in it) while a gold ring is due:
    refused, "not modelled", rather than ending the turn as if it had been tested."""
    if state.turn.per_phase.get(MADE):
        return
    for ring in due(state) + balrog_rings(state):
        raise NotModelledError(f"not modelled: the ring test {ring.name} makes by itself at the beginning of the "
                               "end-of-turn phase, which this example did not play (CoE 6.2.R1, R2)")
