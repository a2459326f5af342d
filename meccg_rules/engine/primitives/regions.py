"""Region and site types as cards in play treat them (CoE 2.IV.ii.2, 2.IV.iv; CRF 22, Movement/Hazard Phase >
General, Annotation 26; Rulings by Term > Site Path).

Cards in play may have every region of one type treated as another (``regions_as``: Morgul Night turns
Wildernesses into Shadow-lands and Shadow-lands into Dark-domains; Fell Winter, with Doors of Night,
Free-domains into Border-lands and Border-lands into Wildernesses). A one-off effect treats one region of
one path as another until the end of the turn (``treat-region``: Choking Shadows, on a company's site
path or on a site's). A card on a site may change regions by name, that site's and its neighbours'
(``regions_around_as``: Girdle of Radagast), where a company's site path names them, before the others act.

Each effect applies to a region at most once: a Wilderness that Morgul Night makes a Shadow-land is not
then made a Dark-domain by it. Effects apply in the order the hazard player set at the start of the
movement/hazard phase (``Turn.effect_order``, the environments family), then in the order they came into
play or resolved.

A site's type is read through one lookup, ``type_of_site`` (``site_type`` for a site in play, with one-off
changes): the printed type, then the type a stored card gives every version of a site by name (News of the Shire:
Bag End a Border-hold, CRF 22), then a lasting change to every site of a type, then a one-off change. A stored
card's change of a region by name (The Shire a Border-land) is read like ``regions_around_as``'s.

A site's site path is the one printed on its card, however the company got there; Havens have none for
hazards (CRF Playing Hazards), unless their card says which to use (``hazard_site_path_from``). A site whose card
counts it as another type "for the purposes of playing and interpreting hazards" (``hazard_site_type``: Geann
a-Lisch, a Ruins & Lairs) is of that type for a hazard keyed to it or played on a company at it
(``keyed_site_type``), and no Haven for a hazard (``haven_for_hazards``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B, events
from ..core.cards import Card, catalogue, fold
from ..core.state import IN_PLAY, MP_PILE, Company, Instance, Ongoing, Region, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def active_changes(state: State, inst: Instance) -> list[B.RegionsAs]:
    return [r for r in inst.card.trait("regions_as", ()) if not r.if_in_play or state.in_effect(r.if_in_play)]


def _rank(state: State, inst: Instance) -> tuple[int, int]:
    """Cards ordered at the start of the phase first, in that order; the rest as they came into play."""
    chosen = state.turn.effect_order
    return (0, chosen.index(inst.id)) if inst.id in chosen else (1, inst.seq)


def ordering(state: State) -> list[Instance]:
    """The cards in play that change region types, in the order they apply."""
    found = [i for i in state.cards.values() if i.zone == IN_PLAY and active_changes(state, i)]
    return sorted(found, key=lambda i: _rank(state, i))


def path_types(state: State, types: list[str], owner: str) -> list[str]:
    """The region types of a path as treated now; ``owner`` is the company or site whose path it is."""
    steps: list[tuple[tuple[int, int], Instance | tuple[int, str]]] = [(_rank(state, i), i) for i in ordering(state)]
    steps += [((1, seq), (index, as_type)) for _, target, index, as_type, seq in state.turn.treated
              if target == owner and index >= 0]
    treated = list(types)
    for _, step in sorted(steps, key=lambda s: s[0]):
        if isinstance(step, Instance):
            changes: dict[str, str] = {r.region_type: r.as_type for r in active_changes(state, step)}
            treated = [changes.get(t, t) for t in treated]
        elif 0 <= step[0] < len(treated):
            treated[step[0]] = step[1]
    return treated


def company_types(state: State, company: Company) -> list[str]:
    """The types of a moving company's site path (a company that does not move has none)."""
    if not company.moving:
        return []
    return path_types(state, named_types(state, company.site_path), company.id)


def named_types(state: State, path: tuple[Region, ...]) -> list[str]:
    """The types of a path once the cards that change regions by name have acted (``once_stored_treats``, a stored
    card naming the region; ``regions_around_as``: the region of the site the card is on and those next to it).
    Only a region the path names is reached: starter movement names its first and last regions alone, the regions
    of its two sites (CRF 22, Girdle of Radagast)."""
    around: dict[str, str] = {name: kind for change in stored_changes(state) for name, kind in change.regions.items()}
    known = catalogue().regions
    for inst in state.cards.values():
        as_type = inst.card.trait("regions_around_as")
        host = state.cards.get(inst.attached_to or "")
        if inst.zone != IN_PLAY or not as_type or host is None or host.zone != IN_PLAY:
            continue
        home = host.card.fact("region")
        near = {name for name, region in known.items() if home in region.get("adjacent", ())}
        for name in {home, *known.get(home, {}).get("adjacent", ()), *near}:
            around[name] = as_type
    return [around.get(r.name, r.type) if r.name else r.type for r in path]


def region_type_named(state: State, name: str) -> str:
    """The type of the region of that name as treated now: the map's, or the one a stored card gives it."""
    kind = str(catalogue().regions.get(name, {}).get("type", ""))
    for change in stored_changes(state):
        kind = change.regions.get(name, kind)
    return kind


def printed_path(site: Instance) -> list[str]:
    """A site's own site path, as printed; none for a Haven, unless its card names the path to use."""
    if site.card.is_haven:
        source = site.card.fact("hazard_site_path_from")
        return list(site.card.fact("haven_paths", {}).get(source, ())) if source else []
    return list(site.card.fact("site_path", ()))


def site_types(state: State, site: Instance) -> list[str]:
    """The types of a site's site path as treated now."""
    return path_types(state, printed_path(site), site.id)


def has_in_path(types: list[str], wanted: tuple[str, ...], at_least: int = 1) -> bool:
    """Does a path hold regions of the wanted types at least that many times (any type when none is given)?"""
    return sum(1 for t in types if not wanted or t in wanted) >= at_least


def sites_with(state: State, path_has: tuple[str, ...], at_least: int = 1, non_haven: bool = True) -> list[Instance]:
    """The sites in play whose own site path holds those region types (as treated now), for a hazard: a Haven that
    counts as another site type for hazards is no Haven for it (``haven_for_hazards``: Geann a-Lisch)."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_site
            and not (non_haven and haven_for_hazards(i.card)) and has_in_path(site_types(state, i), path_has, at_least)]


def haven_for_hazards(site: Card) -> bool:
    """Is the site a Haven when a hazard is played or interpreted: a Haven card, unless its card says it counts as
    another type of site for hazards (the key ``hazard_site_type``: Geann a-Lisch, a Ruins & Lairs)?"""
    return events.is_haven(site, for_hazard=True)


# ------------------------------------------------------------------ one-off changes (Choking Shadows)
def treat_region(game: Game, entry: Declared, effect: B.TreatRegion) -> bool:
    """One region of the target's path, of ``region_type`` as treated now, becomes ``as_type`` this turn (a
    character's: his company's site path, "in character's site path", Deeper Shadow)."""
    s = game.state
    target = _company_of_character(s, entry.target) or entry.target
    if target in s.companies:
        types = company_types(s, s.companies[target])
    elif target in s.cards and s.cards[target].card.is_site:
        types = site_types(s, s.cards[target])
    else:
        return True
    taken = {index for _, owner, index, _, _ in s.turn.treated if owner == target and index >= 0}
    index = next((i for i, t in enumerate(types) if t == effect.region_type and i not in taken), None)
    if index is None:
        s.log.append(f"{s._name(entry.card)}: no {effect.region_type} to treat as a {effect.as_type}")
        return True
    s.turn.treated.append((entry.card, target, index, effect.as_type, s._seq()))
    s.log.append(f"{s._name(entry.card)}: region {index + 1} of {s._name(target)}'s site path is a "
                 f"{effect.as_type} this turn")
    return True


def treat_site(game: Game, entry: Declared, effect: B.TreatSite) -> bool:
    """The target site, of ``site_type`` now, is treated as ``as_type`` until the end of the turn; for a character,
    his company's new site (its current site if it does not move: the site ends its site path, though it is not part
    of it, CRF 22, Deeper Shadow)."""
    s = game.state
    company = _company_of_character(s, entry.target)
    site = s.cards.get(s.companies[company].site if company else entry.target)
    kind = None if site is None or not site.card.is_site else keyed_site_type(s, site) \
        if s.cards[entry.card].card.type == "Hazard" else site_type(s, site)   # a hazard's: Geann a-Lisch a R&L
    if site is None or kind != effect.site_type:
        s.log.append(f"{s._name(entry.card)}: no {effect.site_type} to treat as a {effect.as_type}")
        return True
    s.turn.treated.append((entry.card, site.id, -1, effect.as_type, s._seq()))
    s.log.append(f"{s._name(entry.card)}: {s.label(site)} is a {effect.as_type} this turn")
    return True


LONG_EVENT = "hazard long-event"   # the ``until`` of an effect lasting as a hazard long-event would (``treat-sites``)
SITE_TYPE = "site type"


def treat_sites(game: Game, entry: Declared, effect: B.TreatSites) -> bool:
    """Every site of ``site_type`` is treated as ``as_type`` while the effect lasts: as long as a hazard long-event
    of the card's player would stay in play (the turn family ends it, CoE 2.III.3), the card itself gone or not."""
    s = game.state
    s.ongoing.append(Ongoing(entry.card, effect.site_type, SITE_TYPE, 0, LONG_EVENT, how=effect.as_type))
    s.log.append(f"{s._name(entry.card)}: every {effect.site_type} is a {effect.as_type} while this long-event "
                 "effect lasts")
    return True


def _company_of_character(state: State, target: str) -> str:
    """The company of a target character ("" for any other target)."""
    inst = state.cards.get(target)
    company = state.company_of(target) if inst is not None and inst.card.is_character else None
    return company.id if company is not None else ""


def stored_changes(state: State) -> list[B.OnceStored]:
    """What the stored cards change (``once_stored_treats``: News of the Shire), in the order they were stored."""
    found = [i for i in state.cards.values() if i.zone == MP_PILE and i.card.trait("once_stored_treats")]
    return [i.card.trait("once_stored_treats") for i in sorted(found, key=lambda i: i.seq)]


def type_of_site(state: State, card: Card) -> str:
    """A site card's type as treated now, wherever the card lies (in play, in a location deck, an agent's home
    site): the printed type, or the one a stored card gives every version of a site of that name (News of the
    Shire: "Bag End becomes a Border-hold", CRF 22: every version of it), then the one a lasting effect gives every
    site of that type. The one lookup the rules reading a site's type ask."""
    kind = str(card.fact("site_type", ""))
    for change in stored_changes(state):
        kind = next((t for name, t in change.sites.items() if fold(name) == fold(card.name)), kind)
    return _lasting(state, kind)


def _lasting(state: State, kind: str) -> str:
    """The type a lasting effect gives every site of type ``kind`` (``treat-sites``), else ``kind``."""
    lasting = [o.how for o in state.ongoing if o.stat == SITE_TYPE and o.target == kind]
    return str(lasting[-1]) if lasting else kind


def listed_playable(state: State, site: Instance) -> dict:
    """What the site's card lists as playable there, as treated now: nothing while a card on it says "Nothing is
    considered playable as written on the site card" (the key ``site_lists_nothing``: Hidden Haven)."""
    if any(i.card.trait("site_lists_nothing") for i in state.attached(site.id)):
        return {}
    return site.card.fact("playable") or {}


def site_type(state: State, site: Instance) -> str:
    """The site's type as treated now: a one-off change such as Choking Shadows', else a Haven in the untap phase
    for a site whose card is a Darkhaven then (the turn family's key ``darkhaven_in_untap_phase``: Barad-dûr; a
    Darkhaven's type is Haven, CoE glossary, g.hav.F1: so Worn and Famished spares a Fallen-wizard's character
    there), else ``type_of_site``."""
    changed = [as_type for _, target, index, as_type, _ in state.turn.treated if target == site.id and index == -1]
    if changed:
        return str(changed[-1])
    if state.phase == "untap" and site.card.trait("darkhaven_in_untap_phase"):
        return _lasting(state, "Haven")
    return type_of_site(state, site.card)


WIZARDHAVEN_TYPE = "Haven"   # a Wizardhaven's site type (CoE glossary: Wizardhaven, a Fallen-wizard haven site)


def keyed_site_type(state: State, site: Instance) -> str:
    """The type of this copy of a site in play for a hazard keyed to it (or played on a company at it): a Haven while
    a card on this copy makes it its player's Wizardhaven (the key ``becomes_wizardhaven``: Hidden Haven, "This site
    becomes one of your Wizardhavens"), whatever the other player's copy of the site is; the type its card counts it
    as "for the purposes of playing and interpreting hazards" (the key ``hazard_site_type``: Geann a-Lisch, a Ruins &
    Lairs), which the lasting and one-off changes of that type then change as any; else ``site_type``."""
    if any(i.card.trait("becomes_wizardhaven") for i in state.attached(site.id)):
        return WIZARDHAVEN_TYPE
    counted = site.card.trait("hazard_site_type")
    changed = [as_type for _, target, index, as_type, _ in state.turn.treated if target == site.id and index == -1]
    if counted and not changed:
        return _lasting(state, str(counted))
    return site_type(state, site)
