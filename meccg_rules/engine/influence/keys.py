"""The card keys the influence family reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys, Race


class FromAfar(CardKeys):
    """An event played with a faction from hand so that a character influences it away from the site where it is
    normally playable (Hour of Need; influence/from_afar.py). The character taps; his check is modified by
    ``modifier`` and by ``per_region`` for each region from his site to that site, both counted (the fewest); a
    success taps his own site and brings no additional minor item, a failure discards him and the faction."""
    modifier: int                            # "subtract two ..."
    per_region: int                          # "... plus this number" of regions: -1 each
    not_skills: tuple[str, ...] = ()         # the influencer may have none of these skills ("non-warrior")
    not_races: tuple[Race, ...] = ()         # nor be of these races ("non-Wizard")


class Keys(CardKeys):
    """What a card's entry may say that only the influence family reads."""

    # one card (Hour of Need): the faction is influenced from where the character stands, in the organization phase
    influence_from_afar: FromAfar | None = None
