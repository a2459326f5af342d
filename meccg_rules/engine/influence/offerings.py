"""An offering attempt (Token of Goodwill; the primitive ``offering`` and the condition ``offering_attack``).

Played on a diplomat whose company faces an attack of a kind the card lists: a race, or any agent's attack
(``"Agent"``). The diplomat first makes a corruption check (the card's ``check``, the effect before this one). Only
if he does not fail it does the offering go on: he is then still in play (a hero who fails is discarded or eliminated,
CoE 7.1; a minion who taps instead has not failed). His player discards one item of the subtype listed
for the attack from the diplomat's company, and that discard is what makes the roll (CRF 22 erratum, Token of
Goodwill: "... to make a roll ...", no longer "... and make a roll ..."). The card's player rolls and adds the
diplomat's unused direct influence and what cards on him change his offering attempts by (the stat ``offering
attempt``: Foolish Words, -4); a result greater than the number listed for the attack runs the offering's
``on_pass`` (the attack cancelled). A company with no such item discards nothing and makes no roll. What a
successful roll brings beyond its ``on_pass`` (Token of Goodwill: a resource taken from the play deck or discard
pile) is refused as not modelled, with the card's gap of scope ``offering succeeds``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action, Discard
from ..core.behaviour import Offering
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.modelled import refuse
from ..core.state import DISCARD, IN_PLAY, Instance, Pending, State
from ..primitives import effects, values
from ..primitives.races import attack_races, race_named
from .factions import unused_direct_influence

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..game import Game

REF = "offering"   # Pending.ref while the item to discard is chosen
AGENT = "Agent"


def _key(state: State, keys: tuple[str, ...]) -> str | None:
    """The listed kind of attack the company faces: its race, or ``Agent`` for an agent's attack."""
    attack = state.combat.attack if state.combat is not None else None
    if attack is None:
        return None
    if attack.kind == "agent" and AGENT in keys:
        return AGENT
    return next((k for k in keys if k != AGENT and any(race_named(r, [k]) for r in attack_races(attack))), None)


def _offering(card: Card) -> Offering | None:
    from ..core.behaviour import walk
    return next((e for m in card.modes for e in walk(m.effects) if isinstance(e, Offering)), None)


def check_offering_attack(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``offering_attack``: the target's company faces an attack of a kind the card's offering lists."""
    offering = _offering(card)
    company = state.company_of(target) if target and target in state.cards else None
    if offering is None or company is None or state.combat is None or state.combat.attack.company != company.id \
            or _key(state, tuple(offering.beats)) is None:
        return Verdict.refuse("invalid-target", f"{card.name} acts on an attack by "
                              f"{' or '.join(offering.beats) if offering else 'a listed kind'}.")
    return Verdict.allow()


def _items(state: State, diplomat: Instance, subtype: str) -> list[Instance]:
    company = state.company_of(diplomat.id)
    return [i for c in (state.characters(company.id) if company else []) for i in state.attached(c.id)
            if i.zone == IN_PLAY and i.card.kind == "item" and i.card.subtype == subtype]


def offering(game: Game, entry: Declared, effect: Offering) -> bool:
    """The primitive: an item discarded to make the roll, then the roll against the listed number."""
    s = game.state
    data = entry.data.setdefault("offering", {})
    diplomat = s.cards.get(entry.target or "")
    name = effects.source_name(game, entry)
    if "item" not in data:
        key = _key(s, tuple(effect.beats))
        if diplomat is None or diplomat.zone != IN_PLAY or key is None:
            entry.data.pop("offering")
            return True
        subtype = effect.items[key]
        items = _items(s, diplomat, subtype)
        if not items:
            s.log.append(f"{name}: {s.label(diplomat)}'s company has no {subtype.lower()} to discard: no roll")
            entry.data.pop("offering")
            return True
        data.update(item=None, subtype=subtype, beats=effect.beats[key], key=key)
        s.log.append(f"{name}: {diplomat.controller} discards one of {', '.join(s.label(i) for i in items)} to make "
                     "the roll")
        s.pending = Pending(diplomat.controller, f"a {subtype.lower()} to discard for {name}", kind="discard",
                            ref=REF)
        return False
    if data["item"] is None:
        return False
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{s.label(diplomat)}'s offering" if diplomat else name)
    bonus, changes = 0, []
    if diplomat is not None and diplomat.zone == IN_PLAY:   # his roll, changed by the cards on him (Foolish Words)
        bonus = unused_direct_influence(s, diplomat.id)
        changes = [(st.by, s.label(src)) for src, st in values.statics_on(s, diplomat.id, "offering attempt")]
    total, beats = entry.roll + bonus + sum(by for by, _ in changes), data["beats"]
    shown = f"{entry.roll} (roll) +{bonus} (unused direct influence)" + \
        "".join(f" {by:+d} ({why})" for by, why in changes) + f" = {total}"
    entry.data.pop("offering")
    if total > beats:
        s.log.append(f"{name}: {shown}, greater than {beats} against {data['key']}: the offering succeeds")
        refuse(s.cards[entry.card].card, ("offering succeeds",))
        effects.run_on(game, entry, entry.target or "", effect.on_pass)
    else:
        s.log.append(f"{name}: {shown}, not greater than {beats} against {data['key']}: the offering fails")
    return True


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if "offering" in e.data and e.data["offering"].get("item", "") is None), None)


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only the discard."""
    if isinstance(action, Discard):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-discard", f"First {pending.player} must choose {pending.purpose}.")


def check_discard(game: Game, action: Discard) -> Verdict:
    s = game.state
    entry = _awaiting(s)
    if entry is None or s.pending is None or not waiting(s):
        return Verdict.refuse("no-choice-awaited", "No item is being chosen for an offering now.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    inst = s.find(action.card)
    diplomat = s.cards[entry.target or ""]
    if inst.id not in {i.id for i in _items(s, diplomat, entry.data["offering"]["subtype"])}:
        return Verdict.refuse("not-company-item", f"{s.label(inst)} is not an item of that kind the company holds.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    inst = s.find(action.card)
    entry = _awaiting(s)
    s.move(inst.id, DISCARD)
    s.log.append(f"{s.label(inst)} is discarded ({s.pending.purpose if s.pending else 'an offering'})")
    if entry is not None:
        entry.data["offering"]["item"] = inst.id
    s.pending = None
