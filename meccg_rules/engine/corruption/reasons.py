"""The refusal reasons of corruption: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-corruption-check", "no corruption check has been declared on that character", "CoE 7.1.1"),
    ("hazard-player-support", "only the resource player taps characters in support",
     "CoE 7.1.1, 2.1.2, 10.3.i; CRF 22, Card Errata and Rulings > Wizard's Laughter"),
    ("removal-attempted", "an attempt to remove it was made this turn",
     "CoE 7.3, 7.3.1; CRF 22, Rulings by Term > Corruption"),
)
