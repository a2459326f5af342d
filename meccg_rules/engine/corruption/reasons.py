"""The refusal reasons of corruption: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-corruption-check", "no corruption check has been declared on that character", "CoE 7.1.1"),
    ("hazard-player-support", "only the resource player taps characters in support",
     "CoE 7.1.1, 2.1.2, 10.3.i; CRF 22, Card Errata and Rulings > Wizard's Laughter"),
    ("no-doubling", "no card in play doubles a source of corruption",
     "CRF 22, Card Errata and Rulings > The Balance of Things"),
    ("not-a-source", "it is not one of his sources of corruption",
     "CRF 22, Card Errata and Rulings > The Balance of Things, Emerald of the Mariner"),
    ("source-chosen", "the source was chosen; it changes only just before a corruption check of his",
     "CRF 22, Card Errata and Rulings > The Balance of Things"),
    ("waiting-for-check-order", "first the player names which of his characters checks next",
     "CRF 22, Card Errata and Rulings > Ren the Unclean"),
    ("no-check-order-awaited", "no player is naming the next of his characters' corruption checks",
     "CRF 22, Card Errata and Rulings > Ren the Unclean"),
    ("not-to-check", "that character is not one of his still to make the check",
     "CRF 22, Card Errata and Rulings > Ren the Unclean"),
    ("removal-attempted", "an attempt to remove it was made this turn",
     "CoE 7.3, 7.3.1; CRF 22, Rulings by Term > Corruption"),
)
