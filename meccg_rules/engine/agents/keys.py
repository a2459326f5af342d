"""The card keys agents reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import CardKeys

if TYPE_CHECKING:
    from ..core.cards import Card


class AgentPowers(CardKeys):
    """What an agent hazard's text lets it do beyond the rules for agents (CoE 4), or a card on it grants."""
    moves_to_havens: bool = False            # it may move to a Haven (Elwen)
    influences: bool = False                 # it may make influence attempts (CoE 8.5)
    # where its own text lets it move (agent_actions.check_step): only to these sites, or to a site in these regions
    # (Lobelia Sackville-Baggins); none named: anywhere the rules allow; never to a site of these types (Baugúr)
    no_move_to_site_types: tuple[str, ...] = ()
    moves_only_to_sites: tuple[str, ...] = ()
    moves_only_to_regions: tuple[str, ...] = ()
    extra_action: bool = False               # on an agent: one more agent action after each, off the hazard limit
    extra_action_face_up: bool = False       # its own: the same, only while it is face-up (My Precious)
    # in play: every agent one more agent action after each, counting against the hazard limit (Great Need or Purpose)
    extra_action_every_agent: bool = False
    # in play: any agent may attack a company at his site that chooses not to enter it, as its site phase begins
    # (Near to Hear a Whisper: agent_attacks.may_follow_staying_out)
    attacks_company_staying_out: bool = False
    # its attack succeeding on a company with a ring: it and a ring are discarded (My Precious: attack_outcomes.py)
    success_takes_ring: bool = False
    # its attack failing without its defeat: the defender may tap a character to play this card (My Precious: Gollum)
    failure_brings: str = ""


class Keys(CardKeys):
    """What a card's entry may say that only agents reads."""

    agent: AgentPowers | None = None


def power(card: Card, what: str) -> bool:
    """Does the card's ``agent`` key give it (or the agent it is on) that power?"""
    given = card.trait("agent")
    return bool(getattr(given, what)) if given is not None else False
