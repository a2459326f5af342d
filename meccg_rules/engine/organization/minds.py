"""A character's mind changed by a card in his company (the ``mind`` query; statics of stat ``mind``).

A static ``{ stat = "mind", who = "other characters" }`` on a character changes the mind of every other character
of his company, but those of ``except_races`` and, with ``non_followers``, those who are followers (So You've Come
Back: +1 to the others, Wizards, Ringwraiths and followers aside); one with ``who = "characters"`` on a card in
play changes the mind of every character in play of its ``races``, whoever's (The Arkenstone's minion version: each
Dwarf has +1 mind, its bearer too if he is one); one with ``who = "bearer"`` changes the mind of the character the card
is on, no lower than its ``minimum`` (Thrall-ring: -1, to a minimum of 1), an item's only while it is in use (CoE 6.1:
not a hero item on a Ringwraith player's character, 6.1.R1, nor a minion item on a Wizard player's, 6.1.W1). The organization phase reads the mind when it
counts influence (``control.mind``); anything else asking a character's mind (``values.mind``) gets the same.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY
from ..items.in_use import in_use

if TYPE_CHECKING:
    from ..core.state import State


def statics(state: State, ref: str) -> tuple[int, str] | None:
    """What the cards on him, on the other characters of his company and in play add to his mind."""
    inst = state.cards[ref]
    if not inst.card.is_character:
        return None
    total, why = 0, []
    for source in state.attached(ref):   # a card on him changing his own mind, no lower than its minimum (Thrall-ring)
        if source.card.kind == "item" and not in_use(state, source):   # an item's effect, only while in use (6.1)
            continue
        for static in source.card.statics:
            if static.stat == "mind" and static.who == "bearer":
                floor = static.minimum if static.minimum is not None else 0
                change = max(static.by, min(0, floor - (inst.card.fact("mind", 0) or 0) - total))
                if change:
                    total += change
                    why.append(state.label(source))
    for member in state.characters(inst.company) if inst.company else ():
        if member.id == ref:
            continue
        for source in state.attached(member.id):
            for static in source.card.statics:
                if static.stat != "mind" or static.who != "other characters" \
                        or inst.card.race in static.except_races \
                        or (static.non_followers and inst.follower_of is not None):
                    continue
                total += static.by
                why.append(state.label(source))
    for source in state.cards.values():   # a card in play that changes the mind of every character of a race
        if source.zone != IN_PLAY:
            continue
        for static in source.card.statics:
            if static.stat == "mind" and static.who == "characters" and inst.card.race in static.races:
                total += static.by
                why.append(state.label(source))
    return (total, ", ".join(why)) if total else None
