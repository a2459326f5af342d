"""A site path declared when the new site is revealed (CoE 2.II.7, 2.IV.ii; CRF 22, Tournament Rulings > Movement).

In the organization phase the resource player declares where a company moves; he need not say how yet. The site
path is declared as the company's movement/hazard phase begins, with its new site (CoE 2.IV.ii: the region path
"is declared by the resource player when the new site is revealed", and it "must have been legal when movement
was initially declared"). The tournament rulings say the same of a turn when two or more companies move: each
company's site path waits until the beginning of its own movement/hazard phase, so it may be chosen after the
phases of the companies before it.

In the engine a movement declared with its path left for later ("Alice moves Fellowship to Moria, its site path
to be declared later.") keeps the paths that were legal then (``Company.open_paths``: () for starter movement,
the regions of each region path); as its movement/hazard phase begins the player names one of them ("Alice
begins the movement/hazard phase of Fellowship, its site path via Rhudaur, Hollin, Redhorn Gate."), and the new
site is revealed with it, the usual checks of that moment applying (``movement.reveal_new_site``: a movement no longer
legal is negated, CoE 2.IV.i.2). A movement whose path the player gives in the organization phase is fixed then,
as before. The engine's reading, where CoE 2.IV.ii applies the rule to every moving company and the tournament
ruling speaks of turns with two or more: the engine follows the Council of Elrond rules, so one company moving
alone may leave its path for later too. Under-deeps movement has no site path (CoE 2.IV.ii), so it has none to
leave for later. Until the path is named nothing reads it as starter movement: the cards a player may draw by the
regions of the path it will have are not modelled then (``not_named_yet``: A Short Rest), and a card giving
special movement is not played on such a company (``left_for_later``; the engine's reading). A company a card frees
of the region maximum when its movement is declared may name a path of any length then (``region_card_maximum``).
"""
from __future__ import annotations

from typing import Any, Callable

from ..core.cards import Card, regions
from ..core.errors import NotModelledError, Verdict
from ..core.state import Company, State
from . import region_card_maximum, under_deeps

PathCheck = Callable[[tuple[str, ...]], Verdict]


def _adjacent(known: dict[str, dict[str, Any]], name: str) -> set[str]:
    """The regions adjacent to this one (the card data lists each pair on one side or the other)."""
    return set(known[name]["adjacent"]) | {n for n, r in known.items() if name in r["adjacent"]}


def region_paths(origin: Card, site: Card, most: int) -> list[tuple[str, ...]]:
    """Every sequence of at most ``most`` consecutive regions (``movement.MAX_REGIONS``), none repeated, from the
    site of origin's region to the new site's (CoE 2.II.7.ii): the candidates that ``check`` then judges."""
    known = regions()
    start, end = origin.fact("region"), site.fact("region")
    if start not in known or end not in known:
        return []
    found: list[tuple[str, ...]] = []
    stack: list[tuple[str, ...]] = [(start,)]
    while stack:
        path = stack.pop()
        if path[-1] == end:
            found.append(path)
            continue
        if len(path) < most:
            stack.extend(path + (n,) for n in sorted(_adjacent(known, path[-1])) if n not in path)
    return sorted(found, key=lambda p: (len(p), p))


def joined(origin: Card, site: Card) -> bool:
    """Does some sequence of consecutive regions, of any length, join the two sites' regions (a company a card frees
    of the region maximum: ``region_card_maximum``)?"""
    known = regions()
    start, end = origin.fact("region"), site.fact("region")
    if start not in known or end not in known:
        return False
    seen, todo = {start}, [start]
    while todo:
        name = todo.pop()
        if name == end:
            return True
        for other in _adjacent(known, name) - seen:
            seen.add(other)
            todo.append(other)
    return False


def open_paths(origin: Card, site: Card, check: PathCheck, most: int) -> frozenset[tuple[str, ...]]:
    """The site paths legal now for this movement (``check`` judges one: () is starter movement)."""
    return frozenset(p for p in [(), *region_paths(origin, site, most)] if check(p))


def check_later(state: State, company: Company, origin: Card, site: Card, check: PathCheck, most: int) -> Verdict:
    """May the company declare its movement with its site path left for later? Only if some path is legal now (for
    a company a card frees of the region maximum, some region path of any length: ``region_card_maximum``)."""
    if under_deeps.is_under_deeps_movement(origin, site):
        return Verdict.refuse("no-site-path", f"{origin.name} to {site.name} is Under-deeps movement: a company "
                              "moving so has no site path to declare (CoE 2.IV.ii).")
    freed = region_card_maximum.freeing_card(state, company) is not None and joined(origin, site)
    if not freed and not open_paths(origin, site, check, most):
        return Verdict.refuse("illegal-movement", f"No starter or region movement takes {company.id} from "
                              f"{origin.name} to {site.name} now.")
    return Verdict.allow()


def check_choice(state: State, company: Company, via: tuple[str, ...] | None,
                 check: PathCheck | None = None) -> Verdict:
    """As the company's movement/hazard phase begins: a path left for later must be named now, one that was legal
    when the movement was declared; a path already declared is not named again. For a company a card freed of the
    region maximum when it was declared, a region path of more than four regions is legal too if ``check`` (the
    movement rules now) allows it (``region_card_maximum``)."""
    if company.open_paths is None or company.destination is None:
        if via is not None:
            return Verdict.refuse("site-path-declared", f"{company.id}'s site path was declared with its movement "
                                  "in the organization phase." if company.destination else
                                  f"{company.id} is not moving: it has no site path.")
        return Verdict.allow()
    if via is None:
        return Verdict.refuse("site-path-to-declare", f"{company.id}'s site path was left for later: name it as "
                              f"its movement/hazard phase begins ('{company.owner} begins the movement/hazard phase of "
                              f"{company.id}, its site path via REGIONS', or '... by starter movement').")
    freed = bool(via) and check is not None and region_card_maximum.freed_when_declared(state, company)
    if via not in company.open_paths and not (freed and check is not None and check(via)):
        said = f"via {', '.join(via)}" if via else "by starter movement"
        return Verdict.refuse("illegal-movement", f"{company.id} may not move {said}: that movement was not legal "
                              "when it was declared (CoE 2.IV.ii).")
    return Verdict.allow()


def left_for_later(company: Company) -> bool:
    """Has the company declared a movement whose site path it has not named yet?"""
    return company.open_paths is not None and company.destination is not None


def not_named_yet(company: Company, what: str) -> None:
    """Before its movement/hazard phase a path left for later is not known: what depends on it (the cards a player
    may draw for the movement, by the regions of its site path) is said to be not modelled, not read as starter
    movement."""
    if left_for_later(company):
        raise NotModelledError(f"the engine does not model {what} for {company.id} while its site path is left for "
                               "later, to be declared as its movement/hazard phase begins (CoE 2.IV.ii)")


def choose(state: State, company: Company, via: tuple[str, ...] | None) -> None:
    """The path named as the phase begins becomes the company's, before its new site is revealed."""
    if company.open_paths is None or company.destination is None or via is None:
        return
    company.via, company.open_paths = via, None
    state.log.append(f"{company.id}'s site path is declared: " + (f"via {', '.join(via)}" if via else
                                                                   "starter movement"))
