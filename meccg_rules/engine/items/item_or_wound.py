"""An item of the company or a wound, its player's choice: the effect ``discard-item-or-wound`` (Rats!).

As the effect resolves, the player of the target company chooses one of two: one item of the company of the
subtypes the effect names (a minor item) is discarded, or one of its characters not yet wounded becomes wounded,
with no body check. CRF 22 (Rats!) rules that only an unwounded character may be chosen: a wounded character
cannot take the wound in place of the item. The engine waits for his choice, said as a discard of the item
(``Discard``) or as the character he chooses (``ChooseWounded``); a company with neither an item of those subtypes
nor an unwounded character is left as it is. Characters only: allies count as characters in combat alone (CoE
2.V.2.2), and this is no combat. The engine waits even when only one of the two is open to him (his choice of which
item or character).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.actions import Action, Discard
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, Pending, State
from ..primitives import effects

if TYPE_CHECKING:
    from ..game import Game
    from .actions import ChooseWounded

REF = "item or wound"   # Pending.ref while the company's player chooses


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if "item_or_wound" in e.data and e.data["item_or_wound"] is None), None)


def _choices(state: State, company: str, subtypes: tuple[str, ...]) -> tuple[list[Instance], list[Instance]]:
    characters = state.characters(company)
    items = [i for c in characters for i in state.attached(c.id) if i.zone == IN_PLAY and i.card.subtype in subtypes]
    return items, [c for c in characters if not c.wounded]


def _effect(entry: Declared) -> B.ItemOrWound:
    found = next(e for e in B.walk(entry.data.get("effects", ())) if isinstance(e, B.ItemOrWound))
    return found


def item_or_wound(game: Game, entry: Declared, effect: B.ItemOrWound) -> bool:
    s = game.state
    if "item_or_wound" in entry.data:   # resumed: done once his choice is made
        if entry.data["item_or_wound"] is None:
            return False
        entry.data.pop("item_or_wound")
        return True
    company = entry.target if entry.target in s.companies else (s.company_of(entry.target or "") or None)
    company_id = company if isinstance(company, str) else company.id if company is not None else ""
    if not company_id:
        return True
    items, unwounded = _choices(s, company_id, effect.items)
    name = effects.source_name(game, entry)
    if not items and not unwounded:
        s.log.append(f"{name}: {company_id} has no such item and no unwounded character")
        return True
    owner = s.companies[company_id].owner
    s.log.append(f"{name}: {owner} discards one of {', '.join(s.label(i) for i in items) or 'no item'} or chooses "
                 f"one of {', '.join(s.label(c) for c in unwounded) or 'no unwounded character'} to be wounded")
    s.pending = Pending(owner, f"an item to discard or a character to wound for {name}", kind="discard", ref=REF)
    entry.data["item_or_wound"] = None
    entry.data["item_or_wound_company"] = company_id
    return False


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only his choice."""
    from .actions import ChooseWounded
    if isinstance(action, (Discard, ChooseWounded)):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-discard", f"First {pending.player} must choose {pending.purpose}.")


def _check(game: Game, player: str, ref: str, wound: bool) -> Verdict:
    s = game.state
    entry = _awaiting(s)
    if entry is None or s.pending is None or not waiting(s):
        return Verdict.refuse("no-choice-awaited", "No item or wound is being chosen now.")
    if player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    inst = s.find(ref)
    items, unwounded = _choices(s, entry.data["item_or_wound_company"], _effect(entry).items)
    if wound and inst.id not in {c.id for c in unwounded}:
        why = "is wounded already" if inst.wounded else "is not a character of the company"
        return Verdict.refuse("not-unwounded", f"{s.label(inst)} {why}: only an unwounded character of the "
                              "company may be chosen (CRF 22, Rats!).")
    if not wound and inst.id not in {i.id for i in items}:
        return Verdict.refuse("not-company-item", f"{s.label(inst)} is not an item of that kind the company holds.")
    return Verdict.allow()


def check_discard(game: Game, action: Discard) -> Verdict:
    return _check(game, action.player, action.card, wound=False)


def discard(game: Game, action: Discard) -> None:
    s = game.state
    inst = s.find(action.card)
    entry = _awaiting(s)
    s.move(inst.id, DISCARD)
    s.log.append(f"{s.label(inst)} is discarded ({s.pending.purpose if s.pending else 'an effect'})")
    if entry is not None:
        entry.data["item_or_wound"] = inst.id
    s.pending = None


def check_wound(game: Game, action: ChooseWounded) -> Verdict:
    return _check(game, action.player, action.character, wound=True)


def wound(game: Game, action: ChooseWounded) -> None:
    s = game.state
    inst = s.find(action.character, "character")
    entry = _awaiting(s)
    s.wound(inst.id)
    s.log.append(f"{s.label(inst)} is wounded, with no body check ({s.pending.purpose if s.pending else 'an effect'})")
    if entry is not None:
        entry.data["item_or_wound"] = inst.id
    s.pending = None
