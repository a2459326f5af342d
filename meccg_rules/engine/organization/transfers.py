"""An eliminated character's items (CRF Body Check, Annotation 22; CoE 3.I.2).

When a character fails a body check, each unwounded character of his company
may take one of his items, at once; the items nobody takes are discarded.
The engine holds the items aside and waits for the player to say where each
goes ("Alice transfers Glamdring to Gimli.", "Alice transfers no more items.").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import storing
from ..items.bearing import check_bearer
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Pending, State

if TYPE_CHECKING:
    from .actions import DoneTransferring, TransferItem
    from ..game import Game

TRANSFER = "transfer"


def offer_items(game: Game, ref: str) -> None:
    """Before the character leaves play: set his items aside if an unwounded companion could take one."""
    s = game.state
    company = s.company_of(ref)
    items = [i for i in s.attached(ref) if i.card.kind == "item"]
    takers = [c for c in s.characters(company.id) if c.id != ref and not c.wounded] if company else []
    if not items or not takers:
        return
    for item in items:
        item.attached_to = None
    s.transfer = [ref] + [i.id for i in items]
    s.pending = Pending(s.cards[ref].controller, f"{s.label(s.cards[ref])}'s items", kind=TRANSFER)


def _held(state: State) -> list[str]:
    return [i for i in state.transfer[1:] if i in state.cards and state.cards[i].zone == IN_PLAY
            and state.cards[i].attached_to is None]


def check_transfer(game: Game, action: TransferItem) -> Verdict:
    s = game.state
    if (s.pending is None or s.pending.kind != TRANSFER) and s.phase == "organization":
        return storing.check_give(game, action)  # an item given in the organization phase (CoE 2.II.5)
    if s.pending is None or s.pending.kind != TRANSFER:
        return Verdict.refuse("no-items-to-transfer", "No eliminated character's items are waiting.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} transfers those items.")
    item = s.find(action.item)
    if item.id not in _held(s):
        return Verdict.refuse("no-items-to-transfer", f"{s.label(item)} is not one of {s.pending.purpose}.")
    taker = s.find(action.character, "character")
    company = s.companies.get(taker.company or "")
    eliminated_company = [c for c in s.companies.values() if c.id == taker.company]
    if taker.zone != IN_PLAY or not taker.card.is_character or not eliminated_company or company is None:
        return Verdict.refuse("not-same-company", f"{s.label(taker)} is not in the eliminated character's company.", "CoE 3.I.2")
    if taker.wounded:
        return Verdict.refuse("taker-wounded", f"{s.label(taker)} is wounded; only unwounded characters take items.")
    if any(s.cards[i].attached_to == taker.id for i in s.transfer[1:] if i in s.cards):
        return Verdict.refuse("one-item-each", f"{s.label(taker)} has taken one of the items already.")
    return check_bearer(s, item.card, taker.id, item.id)


def transfer(game: Game, action: TransferItem) -> None:
    s = game.state
    if s.pending is None or s.pending.kind != TRANSFER:
        return storing.give(game, action)
    item, taker = s.find(action.item), s.find(action.character)
    item.attached_to = taker.id
    s.log.append(f"{s.label(item)} goes to {s.label(taker)}")
    storing.gained(s, taker, item)
    if not _held(s):
        _finish(game)


def check_done(game: Game, action: DoneTransferring) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.kind != TRANSFER:
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
    s.transfer = []
    s.pending = None
