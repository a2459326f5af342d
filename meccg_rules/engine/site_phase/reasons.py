"""The refusal reasons of the site phase: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import ONGUARD, Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("target-did-not-exist", "its target did not exist during the movement/hazard phase",
     f"{ONGUARD} (rules erratum); CoE 2.V.6, 2.V.6.3"),
    ("no-site-tapping-resource", "no resource that would tap the site has been declared",
     f"{ONGUARD}; CoE 2.V.6"),
    ("does-not-affect-company", "it would not affect the company or its characters this site phase",
     f"{ONGUARD}; CoE 2.V.6"),
    ("only-potential-effect", "it would only matter through an effect not yet declared",
     f"{ONGUARD}; CoE 2.V.6.2"),
    ("creature-needs-automatic-attack", "creatures can only be revealed at a site with an automatic-attack",
     ONGUARD),
    ("creature-window-closed", "creatures can only be revealed before the automatic-attacks are faced",
     "CoE 2.V.6, 2.V.1.1"),
    ("creature-not-keyable-to-site", "the creature cannot be keyed to the site", "CoE 2.V.i"),
    ("other-company-not-entered", "that character's company has not entered its site this turn", "CoE 2.V.9"),
    ("other-company-cancel-or-untap", "another company may not cancel an attack or untap a site now", "CoE 2.V.9"),
    ("other-company", "it was placed on another company", f"{ONGUARD}; CoE 2.V.6.5"),
    ("target-outside-company", "its target is not in the company it was placed on", f"{ONGUARD}; CoE 2.V.6.5"),
    ("site-tapped", "the site is tapped", "CoE 2.V.1, 2.V.1.1"),
    ("company-does-nothing-now", "the company must do nothing this site phase", "CoE 2.V.6 d"),
    ("one-on-guard-per-company", "the company already has an on-guard card", "CoE 2.IV"),
    ("not-at-site", "the character is not at that site", "CRF 22, Rulings by Term > Site"),
    ("no-revealed-attack", "the site has no automatic-attack left that reveals a creature",
     "CoE 2.V.ii; CRF 22, Rulings by Term > Under-deeps"),
    ("automatic-attacks-begun", "the company has begun facing its automatic-attacks", "CoE 2.V.ii"),
    ("after-automatic-attacks", "an on-guard creature attacks after the automatic-attacks", "CoE 2.V.i, 2.V.iv"),
    ("attack-being-fought", "an attack is already being fought", "CoE 3; CoE 2.V.iv"),
    ("revealed-attack-unique", "the site allows a non-unique creature", "CoE 2.V.ii"),
    ("not-normally-keyed", "the creature is not normally keyed to what the site names",
     "CRF 22, Rulings by Term > Normal"),
    ("burglary-instead", "a burglary attempt is made instead of facing the automatic-attacks", "Burglary (TD-103)"),
    ("no-burglary", "no successful burglary attempt allows that item", "Burglary (TD-103)"),
    ("burglar-alone", "only the burglar faces this attack", "CRF 22, Rulings by Term > Burglary Attempts"),
    ("not-bearer", "the character does not bear that card", "CoE 9.3"),
    ("not-in-play-deck", "the card is not in the player's play deck", "the card's text"),
    ("not-items-to-trade", "those are not the minor items the site takes", "the site's text (Hermit's Hill)"),
    ("traded-already", "an item has been made playable there this turn already", "the site's text (Hermit's Hill)"),
)
