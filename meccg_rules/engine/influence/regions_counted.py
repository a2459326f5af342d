"""Regions counted between two sites, both ends included, for influence made from afar (Hour of Need, CRF 22;
Prophet of Doom, CRF 22): the fewest along adjacent regions, one when the two are the same."""
from __future__ import annotations

from collections import deque

from ..core import modelled
from ..core.cards import Card, catalogue, regions
from ..core.errors import NotModelledError


def count_regions(here: str, there: str) -> int | None:
    """The fewest regions from ``here`` to ``there`` along adjacent regions, both counted (one if the same)."""
    known = regions()
    seen, queue = {here: 1}, deque([here])
    while queue:
        region = queue.popleft()
        if region == there:
            return seen[region]
        for other in set(known.get(region, {}).get("adjacent", ())) | {r for r, v in known.items()
                                                                        if region in v.get("adjacent", ())}:
            if other not in seen:
                seen[other] = seen[region] + 1
                queue.append(other)
    return None


def regions_to_faction(site: Card, faction: Card) -> int:
    """The regions counted from the site to the nearest site where the faction is normally playable."""
    named = faction.fact("playable_at") or ()
    if not named:
        raise NotModelledError(modelled.message(faction, "influenced from afar: it is playable at sites of a type, "
                                                         "so no one site to count the regions to"))
    counts = []
    for name in named:
        where = catalogue().find(name)
        count = count_regions(site.fact("region", ""), where.fact("region", "")) if where is not None else None
        if count is not None:
            counts.append(count)
    if not counts:
        raise NotModelledError(modelled.message(faction, f"the regions from {site.name} to where it is playable"))
    return min(counts)
