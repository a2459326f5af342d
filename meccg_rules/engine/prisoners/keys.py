"""The card keys only the prisoners family reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from ..core.behaviour import CardKeys


class RescueAttack(CardKeys):
    """One rescue-attack the hazard host lists: what a company trying to rescue its prisoners faces (CoE 3.III.5)."""

    race: str
    strikes: int
    prowess: int


class HazardHost(CardKeys):
    """A hazard that takes a character prisoner (CoE 3.III.1): the types of site its rescue site may be ("at a Ruins &
    Lairs") and its rescue-attacks, in order."""

    rescue_site_types: tuple[str, ...] = ()
    rescue_attacks: tuple[RescueAttack, ...] = ()
    # "the character is taken prisoner at the site" (Troll-purse, played on a site): the site the card is on is the
    # rescue site, not one from its player's location deck (prisoners/hosts_on_a_site.py)
    at_its_site: bool = False
    # "The rescue-attack equals all automatic-attacks of the site at the time of rescue" (Troll-purse)
    rescue_attacks_of_the_site: bool = False
    # "During his untap phase, make a body check for that character modified by +1" (Flies and Spiders): the modifier
    untap_body_check: int | None = None
    # "If not eliminated, his player then makes a roll adding his body. If the result is greater than 15, the
    # character is automatically rescued into his own company located at the rescue site": the 15
    escape_above: int | None = None


class Keys(CardKeys):
    """What a card's entry may say that only the prisoners family reads."""

    # a hazard host: a successful strike on the character it is played on takes him prisoner at a rescue site of these
    # types instead of harming him (Flies and Spiders; prisoners/taking_prisoners.py)
    hazard_host: HazardHost | None = None
