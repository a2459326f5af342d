"""The three positions of a card in play: untapped, tapped or wounded (CRF 22, Rulings by Term > Character).

A wounded card is turned upside down: it is neither tapped nor untapped, and
the positions follow one another (healing turns wounded into tapped, untapping
turns tapped into untapped, CoE 2.I.1). Tapping needs an untapped card (CoE
9.2.3), so a wounded character cannot tap, and the refusal names the wound.
"""
from __future__ import annotations

from .errors import Verdict
from .state import Instance, State


def position(inst: Instance) -> str:
    """"untapped", "tapped" or "wounded"."""
    return "wounded" if inst.wounded else "tapped" if inst.tapped else "untapped"


def check_untapped(state: State, inst: Instance) -> Verdict:
    """May ``inst`` tap now? Only from the untapped position; a tapped or a wounded card cannot."""
    if inst.wounded:
        return Verdict.refuse("character-wounded", f"{state.label(inst)} is wounded, so neither untapped nor "
                              "tapped, and cannot tap.")
    if inst.tapped:
        return Verdict.refuse("character-tapped", f"{state.label(inst)} is tapped and cannot tap.")
    return Verdict.allow()
