"""Movement and site paths (CoE 2.II.7, 2.IV.ii): starter movement and region movement.

Starter movement follows a site card's printed path between a site and its
nearest Haven (or between two Havens); its site path is the printed region
types, with the region names of the site of origin and of the new site only.
Region movement names every region, at most four consecutive regions without
repeating one, including the regions of both sites.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import regions
from .errors import InputError
from .state import Region

if TYPE_CHECKING:
    from .cards import Card

MAX_REGIONS = 4


def starter_path(origin: Card, destination: Card) -> tuple[Region, ...] | None:
    """The starter-movement site path from ``origin`` to ``destination`` (cards), or None if there is none."""
    types = None
    if destination.fact("nearest_haven") == origin.name:
        types = destination.fact("site_path")
    elif origin.fact("nearest_haven") == destination.name:
        types = list(reversed(origin.fact("site_path", [])))
    elif origin.is_haven and destination.is_haven:
        types = destination.fact("haven_paths", {}).get(origin.name)
    if not types:
        return None
    path = [Region(None, t) for t in types]
    path[0] = Region(origin.fact("region"), types[0])
    path[-1] = Region(destination.fact("region") if len(path) > 1 or not path[0].name else path[0].name,
                      types[-1])
    return tuple(path)


def region_path(origin: Card, destination: Card, via: list[str]) -> tuple[Region, ...]:
    """The region-movement site path through ``via`` (every region, in order); InputError if it is not legal."""
    known = regions()
    names = list(via)
    for name in names:
        if name not in known:
            from .errors import UnknownNameError, nearest
            raise UnknownNameError("region", name, nearest(name, list(known)))
    if not names or names[0] != origin.fact("region") or names[-1] != destination.fact("region"):
        raise InputError(f"a region path must start in {origin.name}'s region ({origin.fact('region')}) and end "
                         f"in {destination.name}'s ({destination.fact('region')})")
    if len(set(names)) != len(names):
        raise InputError("a region path cannot repeat a region (CoE 2.II.7.ii)")
    if len(names) > MAX_REGIONS:
        raise InputError(f"region movement goes through at most {MAX_REGIONS} regions (CoE 2.II.7.ii)")
    for a, b in zip(names, names[1:]):
        if b not in known[a]["adjacent"] and a not in known[b]["adjacent"]:
            raise InputError(f"{a} and {b} are not adjacent regions")
    return tuple(Region(n, known[n]["type"]) for n in names)
