"""The refusal reasons of players and alignments: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("not-drawing-player", "only the resource player and the hazard player draw and discard",
     "CRF 22, Rulings by Term > Multi-player Games"),
    ("not-moving-player", "in the movement/hazard phase an action against a player is against the moving player",
     "CRF 22, Rulings by Term > Multi-player Games"),
    ("twilight-player", "only the moving player and the hazard player play Twilight",
     "CRF 22, Rulings by Term > Multi-player Games"),
    ("revealed-alignment", "the revealed card must match the alignment of the site", "CoE 8.F2"),
    ("not-against-ringwraith", "it cannot be played against a Ringwraith player", "CoE 1.8.1"),
    ("not-against-balrog", "it cannot be played against a Balrog player", "CoE 1.8.2"),
    ("one-site-version", "another version of that site is in play or in the discard pile",
     "CoE 2.II.7.F2; CRF 22, Rulings by Term > Fallen-wizard"),
    ("mind-over-five", "a Fallen-wizard player does not play characters of mind over five",
     "CoE 2.II.2.2.F1; CRF 22, Rulings by Term > Fallen-wizard"),
    ("balrog-site", "only a Balrog player uses a Balrog site for more than hazards", "CoE 1.4.1"),
    ("wizardhaven-kept", "another Fallen-wizard's card keeps that Wizardhaven card for him alone",
     "CRF 22, Card Errata and Rulings (The Fortress of Isen, Fortress of the Towers); their text"),
    ("specific-card", "the card is specific to another player (an alignment or an avatar he did not declare)",
     "CoE 1.3.4, 1.8.F1; CRF 22, Rulings by Term > Specific"),
    ("avatar-sacrificed", "a Wizard was sacrificed: his player reveals no other, and no one else plays him",
     "CRF 22, Card Errata and Rulings > Sacrifice of Form; the card's text"),
    ("ringwraith-not-in-mode", "the player's Ringwraith in that company is in no mode",
     "CoE glossary, mode; CRF 22, Card Errata and Rulings > Dwar Unleashed; the card's text"),
    ("ringwraith-follower-not-allowed", "no card or ability of the player allows a Ringwraith follower",
     "CoE 2.II.2.1.R4"),
    ("ringwraith-follower-controller", "only a Ringwraith avatar who is no follower controls a Ringwraith follower",
     "CoE 2.II.2.1.R5"),
    ("ringwraith-follower-site",
     "the player has no Ringwraith at a Darkhaven or at the Ringwraith follower's home site",
     "CoE 2.II.2.1.R4"),
    ("specific-avatar-eliminated", "the avatar the card is specific to has been eliminated",
     "CoE 2.2.F2; CRF 22, Tournament Rulings > Victory Conditions"),
    ("no-longer-that-avatar", "the player's declared Fallen-wizard has been eliminated, so he no longer counts as him",
     "CoE 2.2.F2; CRF 22, Tournament Rulings > Victory Conditions"),
)
