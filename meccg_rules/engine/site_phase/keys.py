"""The card keys the site phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys, Race


class AutomaticAttack(CardKeys):
    """An automatic-attack a card in play adds to every site of the given types (e.g. Fell Winter)."""
    site_types: tuple[str, ...]
    race: Race
    strikes: int
    prowess: int


class Keys(CardKeys):
    """What a card's entry may say that only the site phase reads."""

    burglary_attempt: bool = False           # played by tapping a character instead of facing automatic-attacks
    reveal_allowed: tuple[str, ...] = ()     # on-guard bans the card's own text lifts (Heedless Revelry)
    revealed_immediately: bool = False       # resolves with no responses when revealed on-guard
    playable_at_tapped_site: bool = False
    ring_tester: bool = False
    adds_automatic_attack: tuple[AutomaticAttack, ...] = ()
    untaps_site_with: tuple[Race, ...] = ()  # discard it to untap a site with an automatic-attack of these races
