"""A character discarded by his body check (CoE 3.I.3: an Orc or Troll whose card discards him on a body check of
that result, failed or not, is discarded rather than eliminated; 3.I.4: that result moves with his body), and the cards on a character that keep his body
checks from discarding him (the key ``no_body_check_discard``: By the Ringwraith's Word and Obey Him or Die, "cannot
be discarded by a body check"), whatever discards him on it: his own card, or the creature's text
(``special_rules.discarded_on_body_check``: Giant Spiders).

The engine's reading: such a card takes away only the discard a body check result gives (his card's number, a
creature's text), not an elimination; the check is then made as any other character's, eliminating him if the
result is above his body (CoE 3.I.2), passing otherwise.
"""
from __future__ import annotations

from ..core.state import IN_PLAY, Instance, State


def kept_from_discard(state: State, inst: Instance) -> Instance | None:
    """The card on him that keeps a body check from discarding him, if any."""
    return next((source for source in state.attached(inst.id) if source.zone == IN_PLAY
                 and source.card.trait("no_body_check_discard", False)), None)


def kept(state: State, inst: Instance, total: int) -> bool:
    """Does a card on him keep this body check result from discarding him (said in the log)?"""
    keeper = kept_from_discard(state, inst)
    if keeper is not None:
        state.log.append(f"{state.label(inst)} is not discarded on a body check result of {total}: "
                         f"{state.label(keeper)} keeps him from it")
    return keeper is not None


def numbers(inst: Instance, body: int | None) -> tuple[int, ...]:
    """The results that discard him: his card's (one, or two: "7 or 8", Orc Brawler), moved as his body ``body``
    is moved from his printed one and never above it (CoE 3.I.4: a change to his body changes them, a maximum on it
    is theirs too)."""
    printed, base = tuple(inst.card.fact("discard_on_body_check", ())), inst.card.fact("body")
    if body is None or base is None:
        return printed
    return tuple(min(number + body - base, body) for number in printed)


def discarded_on(state: State, inst: Instance, total: int, body: int | None) -> bool:
    """Does this body check result discard him, his body being ``body`` now (his card's number as his body moves
    it, no card on him keeping him from it)?"""
    if total not in numbers(inst, body):
        return False
    return not kept(state, inst, total)
