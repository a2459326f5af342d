"""The card keys playing hazards reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import CardKeys, RegionType


if TYPE_CHECKING:
    from ..core.cards import Card


class KeyAs(CardKeys):
    """While the card is in play, a creature keyable to one single ``region_type`` may be keyed to these regions
    by name (Angmar Arises and its kind; a creature needing two such regions may not, CRF Playing Hazards)."""
    region_type: RegionType
    regions: tuple[str, ...]


class FollowsAttack(CardKeys):
    """The creature may also be played, keyed to nothing, right after an attack by a creature of one of ``races``
    keyed to one of ``keyed_to`` (region or site types: Gothmog, ``following_attacks.py``)."""
    races: tuple[str, ...]
    keyed_to: tuple[str, ...]


class RingBearerKeying(CardKeys):
    """While the card is in play, creatures of ``races`` may also be keyed against a hero company whose characters
    bear ``ring`` (to its new site, unless of a type in ``not_at``) or any ring (to a region type or site type in
    ``any_ring_at``): The Nazgûl are Abroad (``ring_bearer_keying.py``)."""
    races: tuple[str, ...]
    ring: str = ""
    not_at: tuple[str, ...] = ()
    any_ring_at: tuple[str, ...] = ()


class Timing(CardKeys):
    """When and by whom a card's own text lets it be played."""
    any_time: bool = False                   # at any point of any turn, never against the hazard limit
    moving_or_hazard_player: bool = False    # in a multi-player game, by those two only (CRF 22, Twilight)
    not_against_limit: bool = False          # played as usual, but not counted against the hazard limit (Veils
                                              # Flung Away)
    # also in the site phase, on an automatic-attack the company is facing, whenever the card's own conditions allow,
    # not counted against the hazard limit (a movement/hazard phase's): a card whose only attack is an automatic one
    # (Exile of Solitude: an At Home Dragon's; CRF 22 rules so for Dragon's Breath, hazard_limit.check_hazard_play)
    automatic_attacks: bool = False


class FreeHoldAs(CardKeys):
    """While the card is in play, the site of the name ``site`` counts as a Free-hold for healing and for playing
    hazards, unless the character ``unless_character`` is at it or not in play (Balrog of Moria: Lórien, unless
    Galadriel; ``sites_counted_as_free_holds.py``)."""
    site: str
    unless_character: str


def timing(card: Card, what: str) -> bool:
    """Does the card's ``timing`` key say so?"""
    given = card.trait("timing")
    return bool(getattr(given, what)) if given is not None else False


class Keys(CardKeys):
    """What a card's entry may say that only playing hazards reads.

    A card that raises a hazard limit while it is in play says so with a ``static`` of stat ``hazard limit``
    (``core/behaviour.py``), which ``hazard_limit.in_effect`` reads for the ``hazard limit`` query."""

    key_as: tuple[KeyAs, ...] = ()           # region names creatures may be keyed to while it is in play
    # a site: the type it "counts as for the purposes of playing and interpreting hazards" (Geann a-Lisch, a
    # Ruins & Lairs): a creature keyed to it, a hazard's condition on its type, read it so and not as a Haven
    # (``primitives/regions.keyed_site_type``, ``haven_for_hazards``)
    hazard_site_type: str = ""
    # two cards today (Twilight; Veils Flung Away, outside the hazard limit): a card's own exception to when hazards
    # are played or how they count; the other "at any time" cards (By the Ringwraith's Word, Sudden Call ...) are
    # not authored yet
    timing: Timing | None = None             # when and by whom its own text lets it be played (Twilight)
    # one card today (Praise to Elbereth): the hazard permanent-event it targets may not be tapped in response
    holds_target_untapped: bool = False
    # one card today (Gothmog): also playable keyed to nothing following such an attack
    follows_attack: FollowsAttack | None = None
    # regions its text lets it be keyed to, or played at sites in, only in a case not modelled (Mûmak alongside
    # Corsairs of Umbar): keyed so, it is refused as not modelled, its clause of scope "play in a case" (keying.py)
    keyable_in_a_case: tuple[str, ...] = ()
    # one card today (The Nazgûl are Abroad): creatures of some races reach a hero company bearing a ring
    ring_bearer_keying: RingBearerKeying | None = None
    # one card today (Balrog of Moria): a site counted as a Free-hold for healing and playing hazards
    free_hold_as: FreeHoldAs | None = None


def regions_named(entry: object) -> list[str]:
    """The ``regions named`` hook: the region names a card's ``key_as`` lends (checked against the map)."""
    return [region for lent in getattr(entry, "key_as", ()) for region in lent.regions] + \
        list(getattr(entry, "keyable_in_a_case", ()))
