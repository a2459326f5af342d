"""The refusal reasons of playing hazards: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("not-keyable", "the creature cannot be keyed to that", "CoE 2.IV.vii.2"),
    ("hazards-done", "the hazard player is done playing hazards", "CoE 2.IV.viii.1; CRF 22, Playing Hazards"),
    ("dragon-defeated", "a manifestation of that Dragon was defeated",
     "CoE g.man.3; CRF 22, Removed from the Game & Removed from Play (rules erratum)"),
    ("no-avatar-in-play", "the resource player's avatar is not in play", "CoE 2.I.2; CRF 22, Rulings by Term > Sideboard"),
    ("sideboard-once", "the sideboard is reached this way once a turn", "CoE 2.I.2"),
    ("sideboard-hazards-only", "only hazards come from the sideboard this way", "CoE 2.I.2, 2.IV.vii.5"),
    ("targeted-not-tapped", "a card targeting it keeps it from being tapped in response",
     "CRF 22, Card Errata and Rulings > Praise to Elbereth"),
    ("not-nazgul-event", "that is not a Nazgûl permanent-event in play", "CoE 2.IV.vii.5"),
    ("not-a-dragon-manifestation", "it takes a manifestation of a unique Dragon", "the card's text"),
    ("only-revealed-hazards", "only the hazards revealed may be played on that company",
     "CRF 22, Card Errata and Rulings > Spying Out the Land, Here is a Snake"),
    ("waiting-for-reveal", "the hazard player must first say which hazards he reveals", "the card's text"),
    ("no-reveal-awaited", "no card waits for hazards to be revealed", "the card's text"),
    ("not-a-hazard", "that card is not a hazard", "the card's text"),
    ("no-item-played-yet", "it may be played only after such an item has been played at the site this turn",
     "the card's text (Rumor of Wealth)"),
    ("drawn-after-the-show", "he shows only what he held before his draws",
     "CRF 22, Rulings by Term > Multi-player Games"),
)
