"""Keying a creature to the company's site path or new site (CoE 2.IV.vii.2; CRF Movement/Hazard Phase).

A creature is keyed to a region type or region name of the company's site path
(as many of a type as the creature shows), or to the site type or site name of
the company's new site (its current site when it does not move). What Doors of
Night adds to a creature's keying counts while Doors of Night is in play.
"""
from __future__ import annotations

from . import creature_grants, creatures_to_follow, following_attacks, ring_bearer_keying
from ..core.cards import Card, fold
from ..primitives.races import race_named
from ..primitives.regions import company_types, haven_for_hazards, keyed_site_type, type_of_site
from ..core import modelled
from ..core.registry import REGISTRY
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Company, Instance, State

REGION_TYPES = ("wilderness", "shadow-land", "dark-domain", "coastal sea", "free-domain", "border-land")
IN_PLAY_SUFFIX, NOT_IN_PLAY = " in play", " not in play"   # a conditional keying's condition: "CARD in play"
SITE_TYPES = ("Haven", "Free-hold", "Border-hold", "Ruins & Lairs", "Shadow-hold", "Dark-hold", "Darkhaven")


def keyed_to(state: State, card: Card) -> dict:
    """What the creature may be keyed to now: its printed keying, and what it adds while a card is in play, or is
    not (the keying its text gives "if Doors of Night is in play", written ``"Doors of Night in play"``, or "not
    in play"); a condition of another form is not modelled and says so."""
    keys = dict(card.fact("keyed_to", {}))
    conditional = card.fact("keyed_to_if", {})
    for condition, extra in conditional.items():
        if condition.endswith(NOT_IN_PLAY):
            holds = not state.in_effect(condition.removesuffix(NOT_IN_PLAY))
        elif condition.endswith(IN_PLAY_SUFFIX):
            holds = state.in_effect(condition.removesuffix(IN_PLAY_SUFFIX))
        else:
            raise NotModelledError(f"the engine does not model {card.name}'s keying {condition!r} yet")
        if holds:
            keys = _merged(keys, extra)
    return keys


def _merged(keys: dict, extra: dict) -> dict:
    """The keying ``keys`` with what ``extra`` adds (names per type, types, sites)."""
    if extra:
        merged = dict(keys)
        for field, value in extra.items():
            if isinstance(value, dict):
                merged[field] = {**keys.get(field, {}), **value}
            else:
                merged[field] = list(keys.get(field, [])) + [v for v in value if v not in keys.get(field, [])]
        keys = merged
    return keys


def normal_key(text: str) -> tuple[str, str]:
    """("region type" | "site type" | "name", value) for what an author wrote after 'keyed to'."""
    key = fold(text.strip())
    for region_type in REGION_TYPES:
        if key in (region_type, region_type.replace("-", " "), region_type + "s"):
            return "region type", region_type
    for kind in SITE_TYPES:
        if key in (fold(kind), fold(kind) + "s"):
            return "site type", kind
    return "name", text.strip()


def check_keying(state: State, card: Card, company: Company, key: str, creature: str = "",
                 grants: bool = True) -> Verdict:
    """May ``card`` (the instance ``creature``) be keyed to ``key`` against this company now: by its own keying, or
    (``grants``) through a right a card gave this turn (``creature_grants.py``: keyed to nothing, or to a site), or
    one a card resolved just before it gives (``creatures_to_follow.py``: more region and site types), or the attack
    it follows (``following_attacks.py``: keyed to nothing)?"""
    verdict = _own_keying(state, card, company, key)
    if not verdict and following_attacks.follows(state, card, company, key, normal_key):
        return Verdict.allow()
    if not verdict and grants and (extra := creatures_to_follow.extra_keying(state, card, creature)):
        verdict = _own_keying(state, card, company, key, extra)   # a card resolved just before it (Fell Beast)
    if verdict:
        return verdict
    if grants and creature_grants.granted(state, card, company, key, creature) is not None:
        return Verdict.allow()
    if grants and ring_bearer_keying.allows(state, card, company, *normal_key(key)):   # The Nazgûl are Abroad
        return Verdict.allow()
    if grants:   # refused by all the rest (without ``grants``, the caller only asks about its own keying)
        _refuse_case_not_modelled(state, card, company, key)   # unless a case not modelled might allow it
        if card.is_creature:   # a card in play that may let it be keyed so, not modelled
            modelled.refuse_in_play(state, "creature keying")
    return verdict


def _refuse_case_not_modelled(state: State, card: Card, company: Company, key: str) -> None:
    """A keying its own text allows only in a case not modelled (``keyable_in_a_case``: Mûmak with Corsairs of
    Umbar): to one of those regions by name, or to the new site lying in one of them, it is refused as not
    modelled rather than as not keyable."""
    regions = {fold(r) for r in card.trait("keyable_in_a_case", ())}
    if not regions:
        return
    kind, value = normal_key(key)
    site = state.cards[company.site]
    in_path = {fold(r.name) for r in (company.site_path if company.moving else ()) if r.name}
    if kind == "name" and fold(value) in regions & in_path:
        modelled.refuse_case(card, value)
    at_site = kind == "site type" or fold(value) == fold(site.name)
    if at_site and fold(str(site.card.fact("region") or "")) in regions:
        modelled.refuse_case(card, str(site.card.fact("region")))


def _own_keying(state: State, card: Card, company: Company, key: str, extra: dict | None = None) -> Verdict:
    if fold(key) == creature_grants.NOTHING:
        return Verdict.refuse("not-keyable", f"{card.name} may be played keyed to nothing only through a card that "
                              "lets it be (Fever of Unrest).")
    keys = _merged(keyed_to(state, card), extra or {})
    kind, value = normal_key(key)
    path = company.site_path if company.moving else ()
    site = state.cards[company.site]
    if kind == "region type":
        needed = keys.get("region_types", {}).get(value, 0)
        have = sum(1 for t in company_types(state, company) if t == value)
        if not needed and have and moves_between(state, keys, company):
            return Verdict.allow()
        if not needed:
            return Verdict.refuse("not-keyable", f"{card.name} cannot be keyed to {value}.")
        if have < needed:
            moving = "its site path has" if company.moving else "a company that does not move has no site path, so"
            return Verdict.refuse("not-keyable", f"{card.name} needs {needed} {value} region"
                                  f"{'s' if needed > 1 else ''}; {moving} {have}.")
        return Verdict.allow()
    if kind == "site type":
        if value not in keys.get("site_types", ()):
            return Verdict.refuse("not-keyable", f"{card.name} cannot be keyed to a {value}.")
        if keyed_site_type(state, site) != value:
            return Verdict.refuse("not-keyable", f"{company.id}'s new site, {state.label(site)}, is a "
                                  f"{keyed_site_type(state, site)}, not a {value}.")
        return Verdict.allow()
    name = fold(value)
    if name == fold(site.name):
        if keyable_by_name(state, keys, site.card, keyed_site_type(state, site)) \
                or site_admits(site.card, card, keys) or brought_by(state, card, company, key) is not None:
            return Verdict.allow()
        return Verdict.refuse("not-keyable", f"{card.name} cannot be keyed to {site.name} by name.")
    if name in {fold(r.name) for r in path if r.name}:
        if name in {fold(r) for r in keys.get("regions", ())} | lent_region_names(state, keys) \
                or moves_between(state, keys, company):
            return Verdict.allow()
        return Verdict.refuse("not-keyable", f"{card.name} cannot be keyed to the region {value} by name; key it "
                              "to the region's type.")
    return Verdict.refuse("not-keyable", f"{value} is neither in {company.id}'s site path nor its new site.")


def moves_between(state: State, keys: dict, company: Company) -> bool:
    """Does the company move between two sites its keying pairs (``moving_between``, in either direction: The Great
    Goblin, playable too on a company travelling between Rivendell and Lórien)?

    The card does not say what such a creature is keyed to; the engine's reading: to any region of that company's
    site path, by its name or its type (the sites it moves between are Havens, to which no creature is keyed)."""
    if not company.moving or company.origin is None or not keys.get("moving_between"):
        return False
    ends = {fold(state.cards[company.origin].name), fold(state.cards[company.site].name)}
    return any({fold(a), fold(b)} == ends for a, b in keys["moving_between"])


def keyable_by_name(state: State, keys: dict, site: Card, kind: str | None = None) -> bool:
    """Is the site named in the keying, or is it one of the sites "in" its regions (CoE 2.IV.vii.2.2)?

    A creature played "at a site in" a region is keyed to that site by name: the site must be in one of
    the regions, of one of the site types given (any type when none is), and not a Haven when so printed.
    An Under-deeps site is not one of the sites "in" a region, though the card data gives it a region (for
    most, that of its surface site): it lies beneath the surface, which a company going down to it does not cross (CoE
    2.IV.ii; CRF 22, Movement/Hazard Phase > Movement > Playing Hazards). That is the engine's reading; a
    creature reaches such a site by its type, by its name, or by the site's own text (``site_admits``). ``kind``:
    the type of the copy in play the creature would be keyed to (``regions.keyed_site_type``: a Hidden Haven makes
    it a Haven), else the card's.
    """
    kind = type_of_site(state, site) if kind is None else kind
    if fold(site.name) in {fold(s) for s in keys.get("sites", ())}:
        return True
    if site.fact("under_deeps"):
        return False
    region = site.fact("region")
    for group in keys.get("sites_in", ()):
        types = group.get("site_types") or ()
        if region in group.get("regions", ()) and (not types or kind in types) \
                and not (group.get("non_haven") and (haven_for_hazards(site) or kind == "Haven")):
            return True
    return False


def site_admits(site: Card, creature: Card, keys: dict) -> bool:
    """Does the site's own text let this creature be keyed to it by name (its fact ``keyable_creatures``: "Any
    Undead creature may be played at this site", "Creatures keyed to Coastal Sea [{c}] and any Drakes may be keyed
    to this site", "Any Drake creature (except Sea Serpent)")? ``keys`` is the creature's keying now."""
    admits = site.fact("keyable_creatures") or {}
    if not admits or creature.kind != "creature":
        return False
    excepted = {fold(n) for n in admits.get("except", ())}
    if fold(creature.name) in excepted or excepted & {fold(n) for n in creature.fact("manifestation_of") or ()}:
        return False
    races = [r.strip() for r in (creature.race or "").split(",") if r.strip()]
    if any(race_named(race, admits.get("races", ())) for race in races):
        return True
    return any(keys.get("region_types", {}).get(t) for t in admits.get("keyed_to_region_types", ()))


def keyable_to_site(state: State, keys: dict, site: Card, creature: Card | None = None, kind: str | None = None) \
        -> bool:
    """May a creature with this keying be keyed to the site, by its type or by its name (or by the site's text)?
    ``kind``: the type of the copy in play (``regions.keyed_site_type``), else the card's."""
    kind = type_of_site(state, site) if kind is None else kind
    return kind in keys.get("site_types", ()) or keyable_by_name(state, keys, site, kind) or (
        creature is not None and site_admits(site, creature, keys))


def lent_region_names(state: State, keys: dict) -> set[str]:
    """Region names cards in play let the creature be keyed to: it must be keyable to one single region of
    the card's type (Angmar Arises, In Darkness Bind Them, Reaching Shadow)."""
    found: set[str] = set()
    counts = keys.get("region_types", {})
    for inst in state.cards.values():
        if inst.zone != IN_PLAY:
            continue
        for lent in inst.card.trait("key_as", ()):
            if counts.get(lent.region_type) == 1:
                found |= {fold(r) for r in lent.regions}
    return found


LENT_DEFEATED = "a creature keyed by name to a region it lends is defeated"


def discard_lenders(state: State, attack: Attack) -> None:
    """A creature's attack was defeated: a card in play that lends region names (``key_as``) and whose text
    discards it when a creature keyed to one of those regions is defeated (not one keyed to the region type:
    Angmar Arises, In Darkness Bind Them, Reaching Shadow) goes if the creature was keyed by name to one of them,
    whichever of its lists named it. A detainment creature whose strikes were all defeated is defeated too, only
    discarded instead of scored (CoE 3.v, 3.II.3)."""
    kind, value = normal_key(attack.keyed) if attack.keyed else ("", "")
    if attack.kind != "creature" or kind != "name":
        return
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY
                 and LENT_DEFEATED in i.card.trait("discarded_when", ())]:
        if fold(value) in {fold(r) for lent in inst.card.trait("key_as", ()) for r in lent.regions}:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {attack.label or 'a creature'}, keyed to {value} "
                             "by name, was defeated")


def brought_by(state: State, creature: Card, company: Company, key: str) -> Instance | None:
    """The card in play that lets ``creature`` be keyed by name to ``key``, the new site of the moving company
    (an agent tapped to bring creatures, CoE 4.1): the first answer to the ``keyable at the new site`` hook."""
    for bringer in REGISTRY.hooks("keyable at the new site"):
        found = bringer(state, creature, company, key)
        if found is not None:
            return found
    return None
