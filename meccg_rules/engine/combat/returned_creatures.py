"""An eliminated hazard creature returned (CRF 22, Returned Beyond All Hope): the effect ``return-eliminated``.

A hazard creature a company defeated is eliminated: it went to the marshalling point pile of the player who
defeated it, or to the removed-from-play pile (CoE 3.v, 3.v.W1-B1; CoE glossary, eliminate), or it stays in play with
one of his Orcs or Trolls as a trophy (CoE 3.IV; the rulings count a trophy too). An effect that brings it back to
its owner's discard pile "un-eliminates" it: it scores no kill points any more, a trophy no longer adds to its bearer,
and, being neither in play nor kept, it no longer stands in the way of another manifestation of the same entity
(CoE g.man.1, ``primitives/unique.py``: Gandalf the White Rider kept bars Gandalf). A trophy goes straight to the
discard pile: a trophy discarded otherwise would be scored (CoE 3.IV.4), which this effect undoes. The target kind
``eliminated creature`` (``primitives/conditions.py``) finds such a creature; the engine's reading, where the rules
are silent: every hazard creature in a marshalling point or removed-from-play pile counts, however it came there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import ReturnEliminated
from ..core.chain import Declared
from ..core.state import DISCARD, MP_PILE
from ..primitives.conditions import eliminated_creature

if TYPE_CHECKING:
    from ..game import Game


def return_eliminated(game: Game, entry: Declared, effect: ReturnEliminated) -> bool:
    s = game.state
    creature = s.cards.get(entry.target or "")
    if creature is None or not eliminated_creature(creature):   # gone meanwhile (CRF Targets, Annotation 8)
        s.log.append(f"{s.label(s.cards[entry.card])}: its creature is no longer eliminated")
        return True
    was = f"a trophy of {s.label(s.cards[creature.attached_to])}" if creature.trophy and creature.attached_to \
        else f"in {creature.controller}'s marshalling point pile" if creature.zone == MP_PILE \
        else "out of play"
    creature.trophy = ""   # not discarded as a trophy, which would score it (CoE 3.IV.4): returned
    s.move(creature.id, DISCARD)
    s.log.append(f"{s.label(creature)}, {was}, goes back to {creature.owner}'s discard pile: it is no longer "
                 "eliminated")
    return True
