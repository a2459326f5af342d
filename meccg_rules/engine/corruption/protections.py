"""Characters an effect in play keeps from being discarded or returned to hand (Elf-song: no character at a Haven,
"for any reason"; CRF 22, Card Errata and Rulings > Elf-song), and a character whose discards are cancelled for the
rest of the turn (the ``cancel-discards`` primitive: Magical Harp, which keeps him from being discarded only, not
from going back to the hand).

The protection answers the kernel's ``moving`` hook: a character in play that would go to a discard pile or to a
hand stays where he is, and so does what he bears, since it is discarded only with him (CoE 8.3: an influenced
character goes "along with" the cards he controls). Elimination is no discard: it is not stopped (CoE 7.1). A
failed corruption check that would discard a protected character counts as passed (CoE 7.1.3,
``corruption_checks``); a successful influence attempt against one discards nothing (``influence_attempts``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, HAND, IN_PLAY, Instance, Ongoing, State
from ..primitives.effects import select

if TYPE_CHECKING:
    from ..core.behaviour import CancelDiscards
    from ..core.chain import Declared
    from ..game import Game

HAVEN_WARD = "characters at a Haven"   # the one value of the ``protects`` key today (corruption/keys.py)
DISCARDS_CANCELLED = "discards cancelled"   # the ``Ongoing`` stat of ``cancel-discards``, on a character


def discard_prevented(state: State, character: Instance, returning: bool = False) -> str:
    """The card that keeps ``character`` from being discarded (Elf-song at a Haven; his discards cancelled this turn,
    Magical Harp), or ""; ``returning``: from going back to his player's hand, which only Elf-song's "for any
    reason" stops."""
    company = state.company_of(character.id)
    at_haven = company is not None and state.cards[company.site].card.is_haven
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and inst.card.trait("protects") == HAVEN_WARD and at_haven:
            return state.label(inst)
    if returning:
        return ""
    return next((state._name(o.source) for o in state.ongoing
                 if o.stat == DISCARDS_CANCELLED and o.target == character.id), "")


def cancel_discards(game: Game, entry: Declared, effect: CancelDiscards) -> bool:
    """The ``cancel-discards`` primitive: until the end of the turn (of the game, at the Free Council: CoE 10.3.i), no
    effect discards each character selected, wherever he goes; every discard of him is such an effect, his own
    player's too (the engine's reading)."""
    s = game.state
    for ref in select(game, entry, effect.who):
        if ref in s.cards and s.cards[ref].card.is_character:
            s.ongoing.append(Ongoing(entry.card or "", ref, DISCARDS_CANCELLED, 0, "end-of-turn"))
            s.log.append(f"{s._name(entry.card or '')}: until the end of the turn, no effect discards {s._name(ref)}")
    return True


def kept_in_play(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a protected character going to a discard pile or a hand stays in play."""
    if zone not in (DISCARD, HAND) or not inst.card.is_character or inst.agent_site is not None:
        return None
    protector = discard_prevented(state, inst, returning=zone == HAND)
    if not protector:
        return None
    state.log.append(f"{protector} keeps {state.label(inst)} in play: he is not "
                     f"{'discarded' if zone == DISCARD else 'returned to hand'}")
    return IN_PLAY, None
