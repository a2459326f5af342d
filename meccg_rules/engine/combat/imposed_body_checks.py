"""Body checks a card imposes outside combat (the primitive ``body-checks``; Where There's a Whip).

Each character the effect names, in his company's order, makes a body check in a chain of effects of its own (CoE
3.I.1), rolled by his controller's opponent, +1 if he was wounded already, the roll changed by the card. The
chains are opened together, the first character's on top, so his check resolves first (the engine's reading: the
rules give no order). A check resolves as any body check (``strikes.resolve_body_check``): an Orc or Troll whose
result is his card's discard number is discarded (CoE 3.I.3; CRF 22, Where There's a Whip: its body check discards
Orcs and Trolls); a failed one eliminates, or with ``fails = "wounded"`` wounds him instead; with
``untap_unwounded``, a character still in play and unwounded once his check is over untaps, and no one else does
(CRF 22, Where There's a Whip: only those of lower mind and prowess untap).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import BodyChecks
from ..core.chain import Chain, Declared
from ..core.state import IN_PLAY, Instance, State
from ..primitives import effects, values

if TYPE_CHECKING:
    from ..game import Game

BODY_CHECK = "body-check"                 # (strikes.BODY_CHECK: the resolver of every body check)


def weaker(state: State, inst: Instance, than: Instance) -> bool:
    """Are both his mind and his prowess less than ``than``'s?"""
    return values.mind(state, inst) < values.mind(state, than) and values.prowess(state, inst) < \
        values.prowess(state, than)


def body_checks(game: Game, entry: Declared, effect: BodyChecks) -> bool:
    """The primitive: open a body check's chain for each character it names."""
    s = game.state
    target = s.cards.get(entry.target or "")
    named = []
    for ref in effects.select(game, entry, "characters"):
        inst = s.cards[ref]
        if inst.zone != IN_PLAY or (effect.tapped_only and not inst.tapped):
            continue
        if effect.weaker_than_target and (target is None or ref == target.id or not weaker(s, inst, target)):
            continue
        named.append(inst)
    source = effects.source_name(game, entry)
    if not named:
        s.log.append(f"{source}: no character makes a body check")
    for inst in reversed(named):   # the first named on top: his check resolves first
        check = Declared(s.opponent(inst.controller), BODY_CHECK, entry.card, target=inst.id,
                         data={"against": "character", "was_wounded": inst.wounded, "modifier": effect.modifier,
                               "modifier_parts": [f"{effect.modifier:+d} ({source})"] if effect.modifier else [],
                               "fails": effect.fails, "untap_unwounded": effect.untap_unwounded})
        s.chains.append(Chain(BODY_CHECK, s.resource_player, [check]))
    if named:   # the rolls it causes are its effect (CoE 5.1.2: it is not taken back as changing nothing)
        entry.data["rolled"] = True
        s.log.append(f"{source}: " + ", ".join(s.label(i) for i in named)
                     + (" make body checks" if len(named) > 1 else " makes a body check"))
    return True


def after_check(state: State, inst: Instance, failed: bool, data: dict[str, object]) -> bool:
    """What this card's check does instead of the usual: a failed check wounds (``fails = "wounded"``), and an
    unwounded character untaps (``untap_unwounded``). True when it has decided the failure."""
    decided = False
    name = state.label(inst)
    if failed and data.get("fails") == "wounded":
        if not inst.wounded:
            state.wound(inst.id)
        state.log.append(f"{name} fails the body check: he is wounded, not eliminated")
        decided = True
    if data.get("untap_unwounded") and inst.zone == IN_PLAY and not inst.wounded and inst.tapped:
        state.untap(inst.id)
        state.log.append(f"{name} is unwounded and untaps")
    return decided
