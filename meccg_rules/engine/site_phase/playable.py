"""Where a resource is playable (CoE 2.V.2-2.V.4): an item by the types of item the site lists (a hoard item
only where there is a hoard; of a type the site stars, only the items its note names), or at the sites its own text
names (the facts' ``playable_at``: Palantír of Elostirion at The White Towers), an ally or a faction at
the sites or site types its card names (of the kind its text says of the type: "non-Under-deeps"), at any site of
the regions it names but the sites it excepts, at a site of the kinds it names in a region of the types it names (A
Panoply of Wings: a non-Haven, non-Shadow-hold, non-Dark-hold site in a Wilderness), or at a site of the types it
names in the regions it names (Ice-orcs: a Ruins & Lairs in Forochel or the Withered Heath). A card that qualifies the sites of its regions, "non-Haven" and
such, is not read here: its entry names the clause not modelled."""
from __future__ import annotations

from ..core import modelled
from ..primitives import regions as regions_treated
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import Instance, State
from ..organization.under_deeps import next_to_under_deeps
from ..primitives.conditions import site_is
from . import hoards

ITEM_WORDS = {"Minor Item": "minor", "Major Item": "major", "Greater Item": "greater", "Gold Ring Item": "gold ring"}


def playable_here(state: State, card: Card, site: Instance) -> bool:
    """Is the card playable at the site (its type as treated now, ``regions.type_of_site``)?"""
    if card.kind == "item" and card.fact("playable_at"):   # its text names the sites: "Playable only at The White
        return site.card.name in card.fact("playable_at")   # Towers", whatever items the site lists
    if card.kind == "item":
        playable = regions_treated.listed_playable(state, site)
        kind = ITEM_WORDS.get(card.subtype, card.subtype.lower())
        return (kind in playable.get("items", []) and fits_only(card, playable.get("only", {}).get(kind))
                and hoards.playable_here(card, site.card))
    names = card.fact("playable_at")
    if names:
        return site.card.name in names
    kind = regions_treated.site_type(state, site)
    regions = card.fact("playable_in_regions")
    if regions and card.fact("playable_site_types"):   # "at any Ruins & Lairs in Forochel or Withered Heath"
        return site.card.fact("region") in regions and kind in card.fact("playable_site_types") \
            and qualified(state, card, site.card)
    region_types = card.fact("playable_in_region_types")   # "at any non-Haven ... site in a Wilderness"
    if region_types:
        return region_type_of(state, site.card) in region_types and qualified(state, card, site.card)
    if regions and not card.fact("playable_site_qualifiers"):   # "at any site in Northern Rhovanion"
        return site.card.fact("region") in regions and site.card.name not in card.fact("except_sites", ())
    return kind in card.fact("playable_site_types", ()) and qualified(state, card, site.card)


def region_type_of(state: State, site: Card) -> str:
    """The type of the region a site lies in, as treated now (the map's, or the one a stored card gives it)."""
    return regions_treated.region_type_named(state, site.fact("region") or "")


def qualified(state: State, card: Card, site: Card) -> bool:
    """Does the site meet what the card's text says of it beside its type ("a non-Under-deeps Ruins & Lairs", "an
    Under-deeps Shadow-hold": the facts' ``playable_site_qualifiers``; "non-Dragon's lair", and "non-surface", not
    a surface site of an Under-deeps site, that is one adjacent to it: A Few Recruits)?"""
    for qualifier in card.fact("playable_site_qualifiers", ()):
        under_deeps = bool(site.fact("under_deeps"))
        if qualifier == "non-Dragon's lair" and site_is(site, "Dragon's lair"):
            return False
        if qualifier == "non-surface" and next_to_under_deeps(site):   # a surface site of an Under-deeps site
            return False
        if (qualifier == "Under-deeps" and not under_deeps) or (qualifier == "non-Under-deeps" and under_deeps):
            return False
        if qualifier.startswith("non-") and regions_treated.type_of_site(state, site) == qualifier.removeprefix("non-"):
            return False
    return True


def fits_only(card: Card, only: dict | None) -> bool:
    """A site's note on a starred type of item ("*-weapon, armor, shield, or helmet only", "*-hero item only",
    "*-Scroll of Isildur only"; the facts' ``playable.only``): the item has one of its keywords, alignments or
    names. An item of a type the site does not star fits."""
    if only is None:
        return True
    return bool(set(card.keywords) & set(only.get("keywords", ())) or card.alignment in only.get("alignments", ())
                or card.name in only.get("names", ()))


def listed_at(state: State, card: Card, site: Instance) -> Verdict:
    """The query ``playable at the site``: the card is playable there as the site lists it, or its own card says;
    the additional minor item a site-tapping resource allows (CoE 2.V.5) is no listing (CRF 22, Mistress
    Lobelia). Where the engine cannot tell, it says so: what the site's text, or a card on it, lets be played there
    (``resource play``), and the card's own text on its play (``play``: where, when or on what), not modelled."""
    modelled.refuse_any((site.card, *(i.card for i in state.attached(site.id))), ("resource play",))
    modelled.refuse(card, ("play",))
    if playable_here(state, card, site) or (card.kind == "item" and site.card.name in card.fact("playable_at", ())):
        return Verdict.allow()
    return Verdict.refuse("not-playable-at-site", f"{card.name} is not playable at {site.name}.")
