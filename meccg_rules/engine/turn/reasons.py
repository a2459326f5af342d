"""The refusal reasons of the turn: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("not-end-of-turn", "a site card is replaced at the end of the turn, once the hands are reset", "CoE 2.VI.iii"),
    ("not-end-of-turn-take-back", "a card is taken back at the end of the turn", "the card's text"),
    ("no-take-back", "no card in play lets a player take a card back now", "the card's text"),
    ("not-in-own-discard", "that card is not in his own discard pile", "the card's text"),
    ("not-the-kind-taken-back", "the card lets a player take back only cards of another kind", "the card's text"),
    ("taken-back-already", "a player takes one card back a turn", "the card's text"),
    ("no-site-replacement", "nothing lets the company replace its site card", "CoE 2.VI.1"),
    ("not-that-site", "the card names another site for the replacement", "the card's text"),
    ("at-a-haven", "the company is at a Haven", "the card's text"),
    ("at-under-deeps-site", "the company is at an Under-deeps site", "CRF 22, Card Errata and Rulings > Bill the Pony"),
    ("company-size-over", "the company is too large for the card", "the card's text"),
    ("did-not-move-to-under-deeps", "the company did not move to an Under-deeps site this turn", "the card's text"),
    ("attack-being-faced", "the company must first face the attack under way",
     "CoE 3; CRF 22, Card Errata and Rulings > Siege"),
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
