"""The card keys influence attempts read (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class FactionInfluence(CardKeys):
    """An ally whose text lets it attempt to bring a faction into play itself, as a character would (CoE 2.V.3):
    an ally is no character otherwise (CoE 2.V.2.2). The attempt is made in its company's site phase, once the
    company has entered its site, and the ally taps; the check adds the ally's own unused direct influence."""
    discard: bool = False          # it is tapped and discarded to make the attempt, both paid at declaration (Roäc
                                   # the Raven); else it taps only (Radagast's Black Bird)
    any_faction: bool = False      # any faction, wherever the ally is: the check is made as at a site where the
                                   # faction is playable ("to attempt to bring any faction into play")
    taps_site: bool = True         # success taps the site as a faction's play does (CoE 2.V.3), unless its text
                                   # says the attempt does not tap the site
    at_tapped_site: bool = False   # the attempt may be made while the company's site is tapped (not the same as
                                   # not tapping it: CoE 2.V.1.2)
    as_skill: str = ""             # the check counts as made by a character with this skill (Roäc the Raven's
                                   # erratum, CRF 22 [CoE 2024]: "as if ... made by a diplomat"); cards that
                                   # modify a check by a character of a skill read it (``influence_check_by``)


class Keys(CardKeys):
    """What a card's entry may say that only influence attempts read."""

    influences_factions: FactionInfluence | None = None   # an ally that may attempt to influence factions
