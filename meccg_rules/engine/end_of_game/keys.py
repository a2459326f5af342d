"""The card keys ending the game reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only ending the game reads."""

    # an erratum's "does not give marshalling points to a Fallen-wizard regardless of other cards in play" (the
    # Palantíri of Orthanc and Elostirion; CRF 22): its player scores nothing for it if he is a Fallen-wizard player
    no_points_for_fallen_wizards: bool = False
