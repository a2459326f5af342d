"""The three positions of a card in play: untapped, tapped or wounded (CRF 22, Rulings by Term > Character).

A wounded card is turned upside down: it is neither tapped nor untapped, and
the positions follow one another (healing turns wounded into tapped, untapping
turns tapped into untapped, CoE 2.I.1). Tapping needs an untapped card (CoE
9.2.3), so a wounded character cannot tap, and the refusal names the wound.

A card on a character may say he may not untap (Dreams of Lore, until it is
stored): then nothing untaps him, neither the untap phase nor any effect
(CRF 22, Rulings by Term > May not Untap).

A site whose text says it never taps (The Worthy Hills, minion) stays untapped: whatever taps sites asks
``never_taps`` (the site phase through ``site_phase/untapping_sites.py``, cards keeping sites tapped,
the ``tap`` effect primitive).
"""
from __future__ import annotations

from collections.abc import Iterable

from ..core.behaviour import Untap
from ..core import queries
from ..core.errors import Verdict
from ..core.state import Instance, State


def position(inst: Instance) -> str:
    """"untapped", "tapped" or "wounded"."""
    return "wounded" if inst.wounded else "tapped" if inst.tapped else "untapped"


def never_taps(site: Instance) -> bool:
    """Whether the site's text says it never taps (the key ``never_taps``)."""
    return bool(site.card.trait("never_taps"))


def check_untapped(state: State, inst: Instance) -> Verdict:
    """May ``inst`` tap now? Only from the untapped position; a tapped or a wounded card cannot."""
    if inst.wounded:
        return Verdict.refuse("character-wounded", f"{state.label(inst)} is wounded, so neither untapped nor "
                              "tapped, and cannot tap.")
    if inst.tapped:
        return Verdict.refuse("character-tapped", f"{state.label(inst)} is tapped and cannot tap.")
    return Verdict.allow()


def may_untap(state: State, inst: Instance) -> bool:
    """False while something says ``inst`` may not untap (the ``may untap`` query: a card on him ...)."""
    return bool(queries.veto("may untap", state, inst))


def check_untap_effects(state: State, effects: Iterable[object], target: str | None,
                        actor: str | None = None) -> Verdict:
    """Refuse an action whose effect would untap a target who may not untap: that beats every untapping effect.
    With ``actor``, the card using the effect, also what a rule asks of who untaps it (``may be untapped by``)."""
    inst = state.cards.get(target or "")
    if inst is None or not any(isinstance(e, Untap) and e.who == "target" for e in effects):
        return Verdict.allow()
    verdict = queries.veto("may untap", state, inst)
    if not verdict or actor is None or actor not in state.cards:
        return verdict
    return queries.veto("may be untapped by", state, inst, state.cards[actor])
