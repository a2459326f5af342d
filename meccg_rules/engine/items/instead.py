"""A card discarded in place of an item an effect discards (the card key ``discarded_instead_of_item``: Leaf Brooch,
DM-171, and CRF 22 on it).

When a card's effect discards a non-special item in play (``move`` to the discard pile: Indûr Dawndeath's), and a
card with that key is in play in the company of the item's bearer, its player may discard that card instead. The
item is chosen as the effect says, and must meet every condition of it, before anything is replaced (CRF 22, Leaf
Brooch: the item replaced must be in play to satisfy what the effect aims at); only when the item would go to the
discard pile does its player choose: "Alice discards Leaf Brooch." keeps the item, "Alice discards Glamdring." lets
it go. The engine waits for that choice (``waiting``), then the effect goes on.

A gold ring discarded by its ring test is offered the same way (``ring_tests.test``): kept, it stays with its bearer,
who still receives the special ring its player may play (CRF 22, Leaf Brooch, second bullet). An item discarded by
the effect of a strike (a thief's) is not offered a replacement here: the card's entry names that clause as not
modelled (scope ``attack``, refused by ``combat/flow.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Pending, State

if TYPE_CHECKING:
    from ..core.actions import Discard
    from ..core.chain import Declared
    from ..core.state import Instance
    from ..game import Game

REF = "discarded instead"   # Pending.ref while the item's player chooses
KEY = "instead"             # Declared.data: {"item": id, "by": id, "chosen": id or None}


def replacements(state: State, item: Instance) -> list[Instance]:
    """The cards in play in the item's bearer's company that may be discarded in its place."""
    if item.zone != IN_PLAY or item.card.kind != "item" or "special" in item.card.subtype.lower():
        return []
    company = state.company_of(item.id)
    if company is None:
        return []
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.id != item.id
            and i.card.trait("discarded_instead_of_item") and state.company_of(i.id) is company]


def discarding(game: Game, entry: Declared, item: str) -> bool | None:
    """The ``discarding an item`` hook: True once the item, or a card in its place, is discarded; False while its
    player chooses; None when nothing may replace it (the effect discards it itself)."""
    s = game.state
    asked = entry.data.get(KEY)
    if asked is not None and asked["item"] == item:
        if asked["chosen"] is None:
            return False
        entry.data.pop(KEY)
        gone = asked["chosen"]
        s.move(gone, DISCARD)
        s.log.append(f"{s._name(gone)} is discarded" + (f" in place of {s._name(item)}" if gone != item else ""))
        return True
    inst = s.cards[item]
    offered = replacements(s, inst)
    if not offered:
        return None
    entry.data[KEY] = {"item": item, "by": offered[0].id, "chosen": None}
    s.pending = Pending(inst.owner, f"whether {offered[0].name} is discarded in place of {inst.name}", kind="discard",
                        ref=REF)
    s.log.append(f"{inst.owner} may discard {s.label(offered[0])} in place of {s.label(inst)}")
    return False


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def _asked(state: State) -> dict[str, str] | None:
    asked: dict[str, str] | None = next((e.data[KEY] for c in reversed(state.chains) for e in reversed(c.entries)
                                         if KEY in e.data and e.data[KEY]["chosen"] is None), None)
    return asked


def check_discard(game: Game, action: Discard) -> Verdict:
    """The item's player names the card that goes: the item, or the card that may replace it."""
    s = game.state
    assert s.pending is not None
    asked = _asked(s)
    inst = s.find(action.card)
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    if asked is None or inst.id not in (asked["item"], asked["by"]):
        return Verdict.refuse("invalid-target", f"{s.label(inst)} is neither the item being discarded nor the card "
                              f"that may go in its place.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    asked = _asked(s)
    if asked is not None:
        asked["chosen"] = s.find(action.card).id
    s.pending = None
