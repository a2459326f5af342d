"""Characters an effect in play keeps from being discarded or returned to hand (Elf-song: no character at a Haven,
"for any reason"; CRF 22, Card Errata and Rulings > Elf-song).

The protection answers the kernel's ``moving`` hook: a character in play that would go to a discard pile or to a
hand stays where he is, and so does what he bears, since it is discarded only with him (CoE 8.3: an influenced
character goes "along with" the cards he controls). Elimination is no discard: it is not stopped (CoE 7.1). A
failed corruption check that would discard a protected character counts as passed (CoE 7.1.3,
``corruption_checks``); a successful influence attempt against one discards nothing (``influence_attempts``).
"""
from __future__ import annotations

from ..core.state import DISCARD, HAND, IN_PLAY, Instance, State

HAVEN_WARD = "characters at a Haven"   # the one value of the ``protects`` key today (corruption/keys.py)


def discard_prevented(state: State, character: Instance) -> str:
    """The card in play that keeps ``character`` from being discarded (Elf-song at a Haven), or ""."""
    company = state.company_of(character.id)
    at_haven = company is not None and state.cards[company.site].card.is_haven
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and inst.card.trait("protects") == HAVEN_WARD and at_haven:
            return state.label(inst)
    return ""


def kept_in_play(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a protected character going to a discard pile or a hand stays in play."""
    if zone not in (DISCARD, HAND) or not inst.card.is_character or inst.agent_site is not None:
        return None
    protector = discard_prevented(state, inst)
    if not protector:
        return None
    state.log.append(f"{protector} keeps {state.label(inst)} in play: he is not "
                     f"{'discarded' if zone == DISCARD else 'returned to hand'}")
    return IN_PLAY, None
