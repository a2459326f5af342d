"""An eliminated character's items (CRF Body Check, Annotation 22; CoE 3.I.2), and the one item of a character sent
back to his hand (Call of Home).

When a character fails a body check, each unwounded character of his company
may take one of his items, at once; the items nobody takes are discarded.
The engine holds the items aside and waits for the player to say where each
goes ("Alice transfers Glamdring to Gimli.", "Alice transfers no more items.").
A card that sends a character back to his hand may let one of his items go to
another character of his company instead (``one``): any one item, to any of
them, wounded or not (CRF 22, Card Errata and Rulings, Call of Home); the rest
are discarded. A card letting a character facing a corruption check give one of his items to a companion
(``transfer-one-item``, Pledge of Conduct) offers any one he bears, transferable, to any other character of his
company able to bear it, or none; the items he keeps stay with him.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import storing
from ..items.bearing import check_bearer
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Pending, State

if TYPE_CHECKING:
    from ..core.behaviour import TransferOneItem
    from ..core.chain import Declared
    from .actions import DoneTransferring, TransferItem
    from ..game import Game

TRANSFER = "transfer"        # an eliminated character's items: one each to his unwounded companions
ONE_ITEM = "transfer one item"    # a character sent back to his hand: any one item, to a companion wounded or not
GIVE_ONE = "give one item"        # a character giving one item he bears, keeping the rest (Pledge of Conduct)
OFFERS = (TRANSFER, ONE_ITEM, GIVE_ONE)


def offer_items(game: Game, ref: str, one: bool = False) -> None:
    """Before the character leaves play: set his items aside if a companion could take one (an unwounded one, unless
    ``one``: a single item goes, to any companion)."""
    s = game.state
    company = s.company_of(ref)
    items = [i for i in s.attached(ref) if i.card.kind == "item"]
    takers = [c for c in s.characters(company.id) if c.id != ref and (one or not c.wounded)] if company else []
    if not items or not takers or company is None:
        return
    for item in items:
        item.attached_to = None
    s.transfer, s.transfer_from = [ref] + [i.id for i in items], company.id
    what = f"the one item of {s.label(s.cards[ref])}'s that may stay" if one else f"{s.label(s.cards[ref])}'s items"
    s.pending = Pending(s.cards[ref].controller, what, kind=ONE_ITEM if one else TRANSFER)


def transfer_one_item(game: Game, entry: Declared, effect: TransferOneItem) -> bool:
    """The ``transfer-one-item`` primitive: the character selected (the first that can, when several are), if he
    bears an item and has a companion, may give one item to another character of his company; the engine waits for
    his player to say which, or none."""
    from ..primitives.effects import select
    s = game.state
    for ref in select(game, entry, effect.who):
        company = s.company_of(ref)
        items = [i.id for i in s.attached(ref) if i.card.kind == "item"]
        if company is None or not items or not [c for c in s.characters(company.id) if c.id != ref]:
            s.log.append(f"{s._name(entry.card or '')}: {s._name(ref)} has no item to give or no one to give it to")
            continue
        s.transfer, s.transfer_from = [ref, *items], company.id
        s.pending = Pending(s.cards[ref].controller, f"the one item {s._name(ref)} may give", kind=GIVE_ONE)
        return True   # one character at a time: a card selects one
    return True


def _held(state: State) -> list[str]:
    return [i for i in state.transfer[1:] if i in state.cards and state.cards[i].zone == IN_PLAY
            and state.cards[i].attached_to is None]


def check_transfer(game: Game, action: TransferItem) -> Verdict:
    s = game.state
    if (s.pending is None or s.pending.kind not in OFFERS) and s.phase == "organization":
        return storing.check_give(game, action)  # an item given in the organization phase (CoE 2.II.5)
    if s.pending is None or s.pending.kind not in OFFERS:
        return Verdict.refuse("no-items-to-transfer", "No eliminated character's items are waiting.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} transfers those items.")
    item = s.find(action.item)
    giver = s.transfer[0]
    if s.pending.kind == GIVE_ONE and (item.id not in s.transfer[1:] or item.attached_to != giver):
        return Verdict.refuse("no-items-to-transfer", f"{s.label(item)} is not an item {s._name(giver)} bears.")
    if s.pending.kind != GIVE_ONE and item.id not in _held(s):
        return Verdict.refuse("no-items-to-transfer", f"{s.label(item)} is not one of {s.pending.purpose}.")
    if not storing.transferable(item):   # it stays with nobody: discarded with the rest (Wizard's Ring)
        return storing.refuse_transfer(item)
    taker = s.find(action.character, "character")
    if taker.zone != IN_PLAY or not taker.card.is_character or taker.company is None or taker.id == giver \
            or taker.company != (s.transfer_from or taker.company):
        return Verdict.refuse("not-same-company", f"{s.label(taker)} is not in {s._name(s.transfer[0])}'s company.",
                              "CoE 3.I.2")
    if taker.wounded and s.pending.kind == TRANSFER:   # the one item of Call of Home may go to a wounded one
        return Verdict.refuse("taker-wounded", f"{s.label(taker)} is wounded; only unwounded characters take items.")
    if any(s.cards[i].attached_to == taker.id for i in s.transfer[1:] if i in s.cards):
        return Verdict.refuse("one-item-each", f"{s.label(taker)} has taken one of the items already.")
    return check_bearer(s, item.card, taker.id, item.id)


def transfer(game: Game, action: TransferItem) -> None:
    s = game.state
    if s.pending is None or s.pending.kind not in OFFERS:
        return storing.give(game, action)
    item, taker = s.find(action.item), s.find(action.character)
    item.attached_to = taker.id
    s.log.append(f"{s.label(item)} goes to {s.label(taker)}")
    storing.gained(s, taker, item)
    if not _held(s) or s.pending.kind in (ONE_ITEM, GIVE_ONE):   # one item only: the rest are discarded, or kept
        _finish(game)


def check_done(game: Game, action: DoneTransferring) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.kind not in OFFERS:
        return Verdict.refuse("no-items-to-transfer", "No eliminated character's items are waiting.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} transfers those items.")
    return Verdict.allow()


def done(game: Game, action: DoneTransferring) -> None:
    _finish(game)


def _finish(game: Game) -> None:
    s = game.state
    for ref in _held(s):
        s.move(ref, DISCARD)
        s.log.append(f"{s._name(ref)} is discarded")
    s.transfer, s.transfer_from = [], ""
    s.pending = None
