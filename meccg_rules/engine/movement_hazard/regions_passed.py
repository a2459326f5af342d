"""Hazards playable on a company moving through or out of named regions (the condition ``moves_through_or_leaves``:
Cruel Caradhras).

Such a card needs a company using region movement (CoE 2.II.7.ii), whose site path names its regions from the
region of its site of origin to that of its new site. It moves through a region of its path when it stops at no
site there: any region but the last one, that of its new site. It leaves a region when its site of origin is in
it: the CRF reads leaving a site in such a region as leaving the region (CRF 22, Card Errata and Rulings, Cruel
Caradhras), so the engine's reading counts it even when the new site lies in the same region. Starter movement
names no regions the company crosses this way, and a company that does not move crosses none.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..primitives.conditions import company_for

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State


def crossed(state: State, company_id: str) -> tuple[str, ...]:
    """The regions the moving company leaves or moves through without stopping, by region movement."""
    company = state.companies[company_id]
    if not company.moving or company.movement != "region" or not company.site_path:
        return ()
    path = company.site_path
    return tuple(region.name for region in (path[0], *path[1:-1]) if region.name)


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``moves_through_or_leaves``."""
    company = company_for(state, card, target)
    wanted = condition.moves_through_or_leaves
    if company is None or not company.moving or company.movement != "region":
        how = "does not move" if company is None or not company.moving else f"uses {company.movement} movement"
        return Verdict.refuse("not-crossing-regions", f"{card.name} needs a company using region movement; "
                              f"{company.id if company else 'the company'} {how}.")
    if not set(crossed(state, company.id)) & set(wanted):
        return Verdict.refuse("not-crossing-regions", f"{card.name} needs a company moving through, or leaving, "
                              f"{' or '.join(wanted)}; {company.id} does neither.")
    return Verdict.allow()


def regions_named(entry: object) -> list[str]:
    """The ``regions named`` hook: the regions of a ``moves_through_or_leaves`` or ``new_site_in`` condition
    (checked against the map)."""
    conditions = [*getattr(entry, "playable_if", ()), *(c for mode in getattr(entry, "mode", ())
                                                        for c in mode.playable_if)]
    return [region for c in conditions for region in (*c.moves_through_or_leaves, *c.new_site_in)]
