"""The refusal reasons of the movement/hazard phase: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-creatures-this-turn", "no creatures may be played on the company this turn", "CRF 22, Stealth"),
    ("no-site-creatures-this-turn", "no creatures keyed to its site may be played on the company this turn",
     "the card's text"),
    ("site-creatures-only-this-turn", "only creatures keyed to its site may be played on the company this turn",
     "the card's text"),
    ("no-creatures-keyed-so-this-turn", "no creatures keyed by that region type may be played on the company this "
     "turn", "the card's text"),
    ("must-draw", "at least one card must be drawn for the movement", "CoE 2.IV.v"),
    ("must-draw-all", "a card has the player draw all the cards the movement allows", "the card's text"),
    ("hazards-not-done", "the hazard player has not said he is done playing hazards", "CoE 2.IV.viii, 9.6.6"),
    ("company-not-moving", "the company has not moved this turn", "the card's text"),
    ("another-ally", "another ally is in the company", "CRF 22, Card Errata and Rulings > Shadowfax"),
    ("company-too-large", "the company holds more than one character, or one and a Hobbit", "the card's text"),
    ("too-many-draws", "the movement allows fewer cards", "CoE 2.IV.v; CRF 22, Movement/Hazard Phase > General"),
    ("not-crossing-regions", "the company does not move through or leave those regions by region movement",
     "the card's text; CRF 22, Card Errata and Rulings > Cruel Caradhras"),
    ("not-region-movement", "the company is not moving by region movement", "the card's text"),
    ("cannot-reserve", "the card does not reserve that creature now", "the card's text; CRF 22, Card Errata and "
     "Rulings > Summons from Long Sleep"),
    ("waiting-for-creature", "the player must first choose the revealed creature that attacks", "the card's text"),
    ("no-creature-awaited", "no revealed creature waits to be chosen now", "the card's text"),
    ("must-choose-creature", "a creature must be played when one is available",
     "CRF 22, Card Errata and Rulings > Long Dark Reach"),
    ("not-a-revealed-creature", "that is none of the revealed creatures that may attack", "the card's text"),
)
