"""A body check a card imposes on a character whose strike fails (Dragon's Blood; the primitive
``body-check-if-strike-fails``).

Played on the character facing a strike, before its roll, the card waits for that strike: if the character's
roll beats it (the strike fails), he taps as usual and then makes a body check, its roll changed by the card for
each kind of item he has in use (armor, shield, helmet). The check is his, rolled by the hazard player, as a body
check after a wound is (CoE 3.I.1); it comes after the body check against the attacker that the failed strike
starts, if the attacker has a body (the engine's reading: CoE 3.iv.7 makes that one the first declared action
after the strike). A failed check eliminates the character, as any failed body check of a character who is not
wounded (CoE 3.I.2.1): he is never wounded by it, so nothing that waits for a wound happens (CRF 22, Dragon's
Blood). A detainment attack starts no body check at all (CoE 3.II.1), this one included; if the strike does not
fail, the card does nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import BodyCheckIfStrikeFails
from ..core.chain import Chain, Declared
from ..core.state import IN_PLAY, Ongoing, State
from ..items.in_use import in_use
from ..primitives import effects

if TYPE_CHECKING:
    from ..game import Game

STAT = "body check if the strike fails"   # the Ongoing's stat, on the character, until the end of the strike
BODY_CHECK = "body-check"                 # (strikes.BODY_CHECK: the resolver of every body check)


def body_check_if_strike_fails(game: Game, entry: Declared, effect: BodyCheckIfStrikeFails) -> bool:
    """The primitive: remember, on the character, what the failed strike will start."""
    s = game.state
    for ref in effects.select(game, entry, "target"):
        s.ongoing.append(Ongoing(entry.card or "", ref, STAT, 0, "end-of-strike", effect, s.phase))
        s.log.append(f"{effects.source_name(game, entry)}: if {s._name(ref)}'s strike fails, he makes a body check")
    return True


def item_change(state: State, character: str, effect: BodyCheckIfStrikeFails) -> tuple[int, list[str]]:
    """The change of the roll for the items of those keywords in use on the character, one per keyword."""
    total, parts = 0, []
    for keyword, by in effect.per_item.items():
        item = next((i for i in state.attached(character) if i.zone == IN_PLAY and i.card.kind == "item"
                     and keyword in i.card.keywords and in_use(state, i)), None)
        if item is not None:
            total += by
            parts.append(f"{by:+d} ({state.label(item)})")
    return total, parts


def strike_failed(game: Game, character: str, was_wounded: bool, detainment: bool, below: int) -> None:
    """The strike against ``character`` failed: declare the body checks cards on him wait for, each in a chain of
    its own placed ``below`` the chains the failed strike itself opened (the one against the attacker)."""
    s = game.state
    if detainment:
        return
    for ongoing in [o for o in s.ongoing if o.target == character and o.stat == STAT]:
        change, parts = item_change(s, character, ongoing.how)
        entry = Declared(s.hazard_player, BODY_CHECK, ongoing.source, target=character,
                         data={"against": "character", "was_wounded": was_wounded, "modifier": change,
                               "modifier_parts": parts})
        s.chains.insert(below, Chain(BODY_CHECK, s.resource_player, [entry]))
        s.log.append(f"{s._name(character)}'s strike failed: {s._name(ongoing.source)} makes him take a body check")
