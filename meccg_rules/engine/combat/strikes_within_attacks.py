"""Strikes faced within an attack, met with body (the primitive ``strikes-within-attack``, the condition
``attack_by_named``; the action ``TapForStrike`` is the strike sequence's, ``strikes.py``: Dragon's Breath).

Played on an attack before its strikes are assigned, the card makes each character of the company face at once one
strike equal to the attack's prowess, then lets the attack go on. Those strikes are no attack (``lone_strikes``:
nothing acting on attacks reaches them, nothing is defeated). The engine fights one combat at a time: the attack
under way is put off where it stood, with what is in effect until its end (``flow.interrupt``), the strikes are
fought as a combat of their own, and once they are over the attack resumes, its strikes still to assign, with the
card's change to its prowess and body (``attack_prowess``, ``attack_body``) until its end.

Each character meets such a strike with his body in place of his prowess (the kernel's ``values.body``: printed,
with what is in effect on him), changed by ``body_items`` for an item in use of each keyword named (a shield, a
helmet), and by ``tap_bonus`` if, untapped, he taps for it before the roll (``TapForStrike``). The strike's own
modifications apply as ever (tapped, wounded, excess strikes, support, -3 to stay untapped), as CoE 3.iv.6 has them
even when another attribute replaces prowess; the -1 of a tapped character is not taken for the tapping the card
offers (the engine's reading). A strike that succeeds wounds him and he makes a body check as usual; one that fails
is defeated, with no body check against an attacker that has none.

The condition: the attack being faced is by a creature of one of the names given, or by a manifestation of a unique
Dragon so named: its creature card, its Ahunt, or the automatic-attack its At Home manifestation adds to its lair
(CRF 22, Dragon's Breath: playable on an automatic-attack; ``hazards/manifestations``). A lair's own Dragon
automatic-attack is not a manifestation (CoE g.man.3).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import StrikesWithinAttack
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Ongoing, State
from ..hazards import manifestations
from ..items.in_use import in_use
from ..primitives import values
from . import flow, lone_strikes
from .attacks import prowess

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import Instance, Strike
    from ..game import Game


def strikes_within_attack(game: Game, entry: Declared, effect: StrikesWithinAttack) -> bool:
    """The primitive: the attack under way is put off; each character of its company faces one strike of its
    prowess, met with body; the attack then goes on, changed."""
    s = game.state
    combat = s.combat
    if combat is None:
        return True
    attack = combat.attack
    name = s._name(entry.card) if entry.card else "an effect"
    strikes = Attack(f"a{s.next_attack}", attack.company, entry.card or "", lone_strikes.KIND, "", 0,
                     prowess(s, attack), None, each_character=True, label=f"{name}'s strikes",
                     with_body=tuple(effect.body_items.items()), tap_bonus=effect.tap_bonus)
    s.next_attack += 1
    s.log.append(f"{name}: each character of {attack.company} faces one strike of {strikes.prowess} (the prowess "
                 f"of {attack.label}), met with body, before {attack.label} goes on")
    flow.interrupt(game, strikes)
    kept = s.suspended[-1][1]   # until the end of the attack put off: they apply once it goes on
    source = entry.card or ""
    for stat, by in (("attack prowess", effect.attack_prowess), ("body", effect.attack_body)):
        if by:
            kept.append(Ongoing(source, attack.id, stat, by, "end-of-attack", None, s.phase))
    return True


def body_value(state: State, character: Instance, strike: Strike, attack: Attack) -> tuple[int, list[str]]:
    """What the character meets a strike with when it is met with body: his body, an item of each keyword named,
    and the bonus for tapping if he tapped for it."""
    value = values.body(state, character) or 0
    parts = [f"{value} (body of {state.label(character)})"]
    for keyword, by in attack.with_body or ():
        item = next((i for i in state.attached(character.id) if i.zone == IN_PLAY and i.card.kind == "item"
                     and keyword in i.card.keywords and in_use(state, i)), None)
        if item is not None:
            value += by
            parts.append(f"{by:+d} ({state.label(item)})")
    if strike.tapped_for:
        value += strike.tapped_for
        parts.append(f"{strike.tapped_for:+d} (taps)")
    return value, parts


def check_attack_by_named(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``attack_by_named``: the attack being faced is by a creature so named, or by a manifestation
    of a unique Dragon so named (an At Home manifestation's automatic-attack included)."""
    combat = state.combat
    names = condition.attack_by_named
    if combat is not None:
        for ref in (combat.attack.source, combat.attack.added_by):
            inst = state.cards.get(ref) if ref else None
            if inst is not None and (inst.card.name in names or manifestations.dragon_of(inst.card) in names):
                return Verdict.allow()
    return Verdict.refuse("invalid-target", f"{card.name} acts on an attack by {', '.join(names)}.")
