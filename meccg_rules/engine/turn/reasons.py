"""The refusal reasons of the turn: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("revealed-attack-to-face", "the company entered its site and must face the creature revealed on-guard",
     "CoE 2.V.i, 2.V.iv"),
    ("phase-done", "that company has had this phase this turn", "CoE 2.IV, 2.V"),
    ("may-not-untap", "the character may not untap", "CRF 22, Rulings by Term > May not Untap"),
    ("hands-reset", "the hands have been reset already", "CoE 2.VI.i-ii"),
    ("phase-ending", "only actions at the end of the phase may be declared now",
     "CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn"),
    ("end-of-phase-not-reached", "the end of the phase comes once every declared action has resolved",
     "CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn"),
    ("end-of-phase-actions", "only what answers the passive conditions of the phase's end may be declared now",
     "CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn"),
)
