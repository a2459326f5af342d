"""Replacement effects on a character's position: what a card on him says happens "instead" when he would untap or
heal (the ``instead`` hook of the kernel's ``State.untap`` and ``State.heal``).

A card on a character may say that the next time he would untap he stays tapped and the card is discarded
(Fireworks, Fled into Darkness), that any effect that would leave him untapped makes him tapped instead (Endless
Whispers), or that the next time he would heal the card is discarded instead (One Foe to Breed a War). Every way
he untaps or heals asks: the untap phase (where a wounded character at a Haven heals to tapped instead of
untapping, CoE 2.I.1: he does not become untapped, so only a replacement of healing applies), an effect, an
ability's cost. Untapping effects are not healing effects (CRF 22, Rulings by Term > Untapping).
"""
from __future__ import annotations

from ..core.errors import NotModelledError
from ..core.state import DISCARD, Instance, State
from ..primitives.positions import position as position_of


def _applies(of: str, change: str, position: str) -> bool:
    if of == "becoming untapped":
        return position == "untapped"
    return of == change


def replace(state: State, inst: Instance, change: str, position: str) -> str | None:
    """The ``instead`` hook: the position ``inst`` takes instead of ``position`` (None: no card on him says)."""
    found = [(card, rule) for card in state.attached(inst.id) for rule in card.card.trait("instead", ())
             if _applies(rule.of, change, position)]
    if not found:
        return None
    outcomes = {rule.then for _, rule in found}
    if len(outcomes) > 1:  # which replaces first would be the affected player's choice
        raise NotModelledError("not modelled: two replacement effects that differ on the same change ("
                               + ", ".join(state.label(card) for card, _ in found) + f" on {state.label(inst)})")
    now = position_of(inst)
    replaced = "tapped" if outcomes == {"tapped"} else now
    said = f"{'stays' if replaced == now else 'is'} {replaced} instead of {change}"
    for ref in dict.fromkeys(card.id for card, _ in found):
        card = state.cards[ref]
        discarded = any(rule.discard for other, rule in found if other.id == ref)
        state.log.append(f"{state.label(card)}: {state.label(inst)} {said}"
                         + (f"; {state.label(card)} is discarded" if discarded else ""))
        if discarded:
            state.move(card.id, DISCARD)
    return replaced
