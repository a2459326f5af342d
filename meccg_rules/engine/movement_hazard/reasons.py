"""The refusal reasons of the movement/hazard phase: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-creatures-this-turn", "no creatures may be played on the company this turn", "CRF 22, Stealth"),
    ("must-draw", "at least one card must be drawn for the movement", "CoE 2.IV.v"),
    ("too-many-draws", "the movement allows fewer cards", "CoE 2.IV.v; CRF 22, Movement/Hazard Phase > General"),
    ("not-crossing-regions", "the company does not move through or leave those regions by region movement",
     "the card's text; CRF 22, Card Errata and Rulings > Cruel Caradhras"),
)
