"""The card keys the movement/hazard phase reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys, RegionType, Primitive


class RegionsWhile(CardKeys):
    """More regions, and regions of these types, while a card of that name is in play (Doors of Night)."""
    in_play: str
    regions: tuple[str, ...] = ()
    region_types: tuple[RegionType, ...] = ()


class Ahunt(CardKeys):
    """A company moving through one of ``regions`` (or of ``more``' regions, while their card is in play) faces
    the Ahunt's attack once, with ``strikes`` strikes, the attacker choosing the defending characters if
    ``attacker_chooses`` (CRF 22, Rulings by Term > Ahunt)."""
    regions: tuple[str, ...]
    strikes: int
    attacker_chooses: bool = False
    more: tuple[RegionsWhile, ...] = ()


class MovingAttack(CardKeys):
    """One more attack of a card's attacks on moving companies (Mordor in Arms' second and third)."""
    race: str
    strikes: int
    prowess: int


class AttacksMoving(CardKeys):
    """While the card is in play, a company moving in one of ``regions`` faces an attack of ``race`` with
    ``strikes`` strikes and ``prowess`` prowess and no body, detainment against the companies ``detainment_against``
    names ("hero", "minion", ...; Spider of the Môrlat as a permanent-event; movement_hazard/attacks_on_moving.py),
    then each of ``more`` in order (Mordor in Arms: three attacks); ``all_defeated_scores``: all of them defeated by
    a company of the card's player's opponent, the card goes to his marshalling point pile (Mordor in Arms)."""
    regions: tuple[str, ...]
    race: str
    strikes: int
    prowess: int
    detainment_against: tuple[str, ...] = ()
    more: tuple[MovingAttack, ...] = ()
    all_defeated_scores: bool = False


class Reserves(CardKeys):
    """While in play, the card holds up to ``at_a_time`` hazard creatures of ``races`` off to the side, reserved from
    its player's hand off the hazard limit and played later as though in hand; their attacks get ``attack_prowess``,
    and the card is discarded after one attacks if ``discarded_after_attack`` (Summons from Long Sleep;
    ``reserved_creatures.py``)."""
    races: tuple[str, ...]
    at_a_time: int = 1
    attack_prowess: int = 0
    discarded_after_attack: bool = False


class DragonFaction(CardKeys):
    """A Dragon's Roused faction (Bairanax Roused): while it lies in its player's marshalling point pile, where a
    faction is in play, each company moving in one of ``regions`` faces its attack once, a Dragon attack of
    ``strikes`` at ``prowess``, body ``body``, the attacker choosing the defending characters if
    ``attacker_chooses``; and every attack by a manifestation of its Dragon against its player's companies is
    cancelled (``dragon_factions.py``)."""
    regions: tuple[str, ...]
    strikes: int
    prowess: int
    body: int
    attacker_chooses: bool = False


class Keys(CardKeys):
    """What a card's entry may say that only the movement/hazard phase reads."""

    dragon_faction: DragonFaction | None = None   # a Dragon's Roused faction: its attack on moving companies

    when_moving: tuple[Primitive, ...] = ()  # passive: on each company whose new site is revealed while in play
    ahunt: Ahunt | None = None               # a Dragon's Ahunt long-event: whom it attacks, once, and how
    attacks_moving: AttacksMoving | None = None   # a permanent-event's attack on each company moving in its regions
    # Tom Bombadil, Nenseldë the Wingild and the Ents (Treebeard, Leaflock, Skinbark)
    stays_in_regions: tuple[str, ...] = ()   # discarded if its company moves to a site outside these regions
    stays_at_sites: tuple[str, ...] = ()     # ... and other than these sites, wherever they lie (Mistress Lobelia:
                                             # a site in The Shire, or Bree, Old Forest, The White Towers)
    # a character under whose control allies of this alignment have no movement restrictions: none of them is
    # discarded for the regions or sites above ("Hero allies Radagast controls have no movement restrictions")
    frees_allies: Literal["", "Hero"] = ""
    # the Palantíri of Amon Sûl (2) and Osgiliath (4): discarded at once whenever its bearer's company, moving, has
    # fewer characters than that (CRF 22, Card Errata and Rulings; movement_hazard/movement_limits.py)
    company_at_least: int = 0
    # a site whose text lets hazard creatures be keyed to it whatever other cards say (the hero Mount Doom): no
    # card's ban on creatures stops one keyed to it (movement_hazard/creatures.py, site_phase/on_guard.py)
    creatures_always_keyable: bool = False
    reserves: Reserves | None = None         # creatures reserved with it, played as though in hand


def regions_named(entry: object) -> list[str]:
    """The ``regions named`` hook: the regions an Ahunt hunts in, and those an ally may not leave (checked against
    the map, so a misprinted name such as Treebeard's "Redhorn Gap", which would hold no site, fails to load)."""
    named = list(getattr(entry, "stays_in_regions", ()))
    moving = getattr(entry, "attacks_moving", None)
    named += list(moving.regions) if moving is not None else []
    faction = getattr(entry, "dragon_faction", None)
    named += list(faction.regions) if faction is not None else []
    ahunt = getattr(entry, "ahunt", None)
    if ahunt is None:
        return named
    return named + list(ahunt.regions) + [region for more in ahunt.more for region in more.regions]
