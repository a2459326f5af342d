"""The card keys agents reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class Keys(CardKeys):
    """What a card's entry may say that only agents reads."""

    agent_moves_to_havens: bool = False      # an agent hazard whose text lets it move to a Haven (Elwen)
    agent_influences: bool = False           # an agent hazard whose text lets it make influence attempts
    extra_agent_action: bool = False         # on an agent: one more agent action after each, off the hazard limit
