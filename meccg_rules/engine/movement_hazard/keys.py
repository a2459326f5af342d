"""The card keys the movement/hazard phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys, Primitive


class Keys(CardKeys):
    """What a card's entry may say that only the movement/hazard phase reads."""

    when_moving: tuple[Primitive, ...] = ()  # passive: on each company whose new site is revealed while in play
    ahunt_regions: tuple[str, ...] = ()      # an Ahunt: companies moving in these regions face its attack
    ahunt_regions_doors_of_night: tuple[str, ...] = ()  # ... and in these with Doors of Night in play
    ahunt_strikes: int = 0
    stays_in_regions: tuple[str, ...] = ()   # discarded if its company moves to a site outside these regions
