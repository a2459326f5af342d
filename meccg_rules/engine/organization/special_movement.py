"""Special movement (CoE 2.II.7.iv, 2.IV.ii): an effect lets a company move outside the normal rules.

A card whose effect is ``special-movement`` (Belegaer) lets its target company move this turn from a site in one
of the effect's ``regions`` to a new site in one of them, naming no regions: its site path is then the effect's
``site_path``, region types with no names (CoE 2.IV.ii: "generally does not include regions unless the effect
states otherwise"), and its hazard limit changes by ``hazard_limit`` (not below ``minimum``) for the turn, a change
in effect as its movement/hazard phase begins.

The engine's reading of "playable on a company moving without region cards" (the condition
``special_movement_fits``): the card is played in the organization phase on a company that has not declared
region movement. If the company has declared its movement, its site and its new site must both be in the regions;
if not yet, its site must, and the movement it declares next may be one that only this effect makes legal (CoE
2.II.7: the movement must be valid for the type of movement used). When the new site is revealed, a movement
declared without regions that fits the effect is this special movement, even where starter movement would join
the two sites too; one declared with regions is region movement, and the effect goes unused.

An effect may name no regions and let the company go to any site but those in regions of some types
(``except_region_types``), never from or to an Under-deeps site (``no_under_deeps``); move the company of the
character the card is on rather than a target (``who = "bearer"``: Gwaihir, an ally discarded in the organization
phase, CRF 22 erratum); and leave only hazard creatures keyed to the new site playable on a company that moves so
(``only_site_creatures``, read by the hazards played on it: ``hazards_barred``). With no regions in its site
path, no creature can be keyed to a region of it anyway (CoE 2.IV.ii).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import later_site_paths
from ..core.behaviour import Condition, Modify, SpecialMovement, walk
from ..core.cards import regions
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Company, Ongoing, Region, State

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

GRANTED = "special movement"   # Turn.per_turn key, with the company id: (the card's instance id, the effect)


def regions_named(entry: object) -> list[str]:
    """The ``regions named`` hook: the regions of a card's special movement, checked against the map when the cards
    load (a name no region bears, as Belegaer's misprinted "Elven Coast", would let no site in)."""
    effects = [*getattr(entry, "effects", ()), *(e for mode in getattr(entry, "mode", ()) for e in mode.effects)]
    return [region for e in walk(effects) if isinstance(e, SpecialMovement) for region in e.regions]


def grant(game: Game, entry: Declared, effect: SpecialMovement) -> bool:
    """The ``special-movement`` primitive: the target company (or, ``who = "bearer"``, the company of the character
    who used the card: an ally's controller) may take this movement for the rest of the turn."""
    s = game.state
    company = s.companies.get(entry.target or "") if effect.who == "target" else s.company_of(entry.actor)
    if company is None:
        return True
    s.turn.per_turn[(GRANTED, company.id)] = (entry.card or "", effect)
    s.log.append(f"{company.id} may take special movement this turn ({s._name(entry.card or '')})")
    return True


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies an effect lets take special movement this turn."""
    return [f"{key[1]} may take special movement this turn ({state._name(value[0])}): {_where(value[1])}"
            for key, value in state.turn.per_turn.items() if isinstance(key, tuple) and key[0] == GRANTED]


def _where(effect: SpecialMovement) -> str:
    """Where the effect lets the company go, in words."""
    said = f"between sites in {', '.join(effect.regions)}" if effect.regions else \
        f"to {' or '.join(effect.to_sites)}" if effect.to_sites else "to any site"
    if effect.except_region_types:
        said += f" not in a {' or '.join(effect.except_region_types)}"
    if effect.no_under_deeps:
        said += ", from and to no Under-deeps site"
    return said


def granted(state: State, company: Company) -> tuple[str, SpecialMovement] | None:
    """The special movement an effect gave the company this turn, with the card that gave it, or None."""
    found: tuple[str, SpecialMovement] | None = state.turn.per_turn.get((GRANTED, company.id))
    return found


def fits(effect: SpecialMovement, origin: Card, site: Card | None) -> bool:
    """Both sites (the site of origin only, while no new site is declared) lie in the effect's regions (any, if it
    names none), neither is an Under-deeps site if it says so, the new site is one the effect names (if it names
    any), and the new site's region is of none of the types it excepts (the region's printed type: the engine's
    reading)."""
    if effect.regions and (origin.fact("region") not in effect.regions
                           or (site is not None and site.fact("region") not in effect.regions)):
        return False
    if effect.no_under_deeps and any(s is not None and s.fact("under_deeps") for s in (origin, site)):
        return False
    if effect.to_sites and site is not None and site.name not in effect.to_sites:
        return False
    region = regions().get(site.fact("region") or "", {}) if site is not None else {}
    return region.get("type") not in effect.except_region_types


def hazards_barred(state: State, company: Company) -> str | None:
    """The card whose special movement the company took this turn, if it lets only hazard creatures keyed to the
    company's new site be played on it (``only_site_creatures``: no hazard event)."""
    found = granted(state, company)
    if found is None or company.movement != "special" or not found[1].only_site_creatures:
        return None
    return found[0]


def allows(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...] | list[str]) -> bool:
    """Does a special movement given to the company make this movement legal (no regions named, both sites in)?"""
    found = granted(state, company)
    return found is not None and not via and fits(found[1], origin, site)


def check_fits(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``special_movement_fits``: the target company has not declared region movement, and its site
    (and its new site, once declared) is in the regions of the card's special movement."""
    company = state.companies.get(target or "") or (state.company_of(target) if target else None)
    effects = [*(e for mode in card.modes for e in mode.effects), *(e for ability in card.trait("abilities", ())
                                                                    for e in ability.effects)]
    effect = next((e for e in walk(effects) if isinstance(e, SpecialMovement)), None)
    if company is None or effect is None:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a company.")
    if later_site_paths.left_for_later(company):   # the engine's reading: not a special movement chosen then
        return Verdict.refuse("site-path-to-declare", f"{card.name} is played on a company moving without "
                              f"naming regions; {company.id}'s site path was left for later, to be named as its "
                              "movement/hazard phase begins, and the engine does not model a special movement "
                              "chosen so (CoE 2.IV.ii).")
    if company.via:
        return Verdict.refuse("special-movement-by-regions", f"{card.name} is played on a company moving without "
                              f"naming regions; {company.id} has declared region movement.")
    origin = state.cards[company.site].card
    site = state.cards[company.destination].card if company.destination else None
    if not fits(effect, origin, site):
        where = f"{origin.name} and {site.name} are" if site is not None else f"{origin.name} is"
        within = "in those regions" if effect.regions else "where it may go"
        return Verdict.refuse("special-movement-regions", f"{card.name} moves a company {_where(effect)}: "
                              f"{where} not all {within}.")
    return Verdict.allow()


def move(state: State, company: Company, origin_id: str, site_id: str) -> None:
    """The new site is revealed: the company sets out by the special movement, with the effect's site path and its
    change of the hazard limit (in effect as the phase begins: made in the organization phase)."""
    found = granted(state, company)
    assert found is not None, "a special movement is taken only when an effect gave it"
    source, effect = found
    state.move(site_id, IN_PLAY)
    company.origin, company.site, company.moving, company.en_route = origin_id, site_id, True, True
    company.site_path = tuple(Region(None, region_type) for region_type in effect.site_path)
    company.movement, company.destination = "special", None
    if effect.hazard_limit:
        how = Modify(do="modify", stat="hazard limit", by=effect.hazard_limit, minimum=effect.minimum)
        state.ongoing.append(Ongoing(source, company.id, "hazard limit", effect.hazard_limit, "end-of-turn", how,
                                     "organization"))
    state.log.append(f"{company.id} reveals its new site, {state.label(state.cards[site_id])}, by special movement; "
                     "site path: " + ", ".join(str(r) for r in company.site_path))
