"""Magic: who may play a magic card (CoE glossary, "use"; CRF 22, Rulings by Term > Ringwraith Follower).

A magic card (sorcery, spirit-magic, shadow-magic) is played by a character who can use that kind of magic: one
whose text says so ("Can use sorcery and shadow-magic", the fact ``can_use_magic``). That ability is an active
condition of the card ("playable on a spirit-magic-using character", the condition ``target_uses_magic``), not a
cost: casting taps no one unless the card says so, and the caster's corruption check, when the card asks for one,
is one of its effects (a ``check`` on the target, ``except_races = ["Ringwraith"]`` for "unless he is a
Ringwraith"). A Ringwraith follower still uses the magic printed on his card (CRF 22, Ringwraith Follower; CoE
2.II.2.1.R7): the players family's ``ringwraith_followers.may_use`` says so.
"""
from __future__ import annotations

from ..core.behaviour import Condition
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State
from ..players import ringwraith_followers


def can_use(card: Card, kind: str) -> bool:
    """Does this character's own text let him use this kind of magic?"""
    return kind in card.fact("can_use_magic", ())


def check_target_uses_magic(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``target_uses_magic``: the target is a character who can use that kind of magic."""
    kind = condition.target_uses_magic
    inst = state.cards.get(target or "")
    if inst is None or not inst.card.is_character or not can_use(inst.card, kind) \
            or not ringwraith_followers.may_use(inst, "magic"):
        who = state.label(inst) if inst is not None else "no one"
        return Verdict.refuse("cannot-use-magic", f"{card.name} is played by a character who can use "
                              f"{kind.lower()}; {who} cannot.")
    return Verdict.allow()
