"""Region types as environments treat them (CoE 2.IV.ii.2, 2.IV.iv; CRF 22, Movement/Hazard Phase > General,
Annotation 26; Rulings by Term > Site Path).

Cards in play may have every region of one type treated as another (``regions_as``: Morgul Night turns
Wildernesses into Shadow-lands and Shadow-lands into Dark-domains; Fell Winter, with Doors of Night,
Free-domains into Border-lands and Border-lands into Wildernesses). A one-off effect treats one region of
one path as another until the end of the turn (``treat-region``: Choking Shadows, on a company's site
path or on a site's).

Each effect applies to a region at most once: a Wilderness that Morgul Night makes a Shadow-land is not
then made a Dark-domain by it. When the result depends on the order, the hazard player sets it at the
start of the movement/hazard phase ("Bob applies Fell Winter before Morgul Night."); otherwise, and for
everything that comes later, effects apply in the order they came into play or resolved. The order is
fixed for the rest of the turn once anything has been declared in a movement/hazard phase.

A site's site path is the one printed on its card, however the company got there; Havens have none for
hazards (CRF Playing Hazards), unless their card says which to use (``hazard_site_path_from``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Company, Instance, State

if TYPE_CHECKING:
    from ..actions import OrderEffects
    from ..core.chain import Declared
    from ..game import Game

DECLARED = "declared in a movement/hazard phase"   # Turn.per_turn key: the order of effects is fixed


def _active(state: State, inst: Instance) -> list[B.RegionsAs]:
    return [r for r in inst.card.trait("regions_as", ()) if not r.if_in_play or state.in_effect(r.if_in_play)]


def _rank(state: State, inst: Instance) -> tuple[int, int]:
    """Cards ordered at the start of the phase first, in that order; the rest as they came into play."""
    chosen = state.turn.effect_order
    return (0, chosen.index(inst.id)) if inst.id in chosen else (1, inst.seq)


def ordering(state: State) -> list[Instance]:
    """The cards in play that change region types, in the order they apply."""
    found = [i for i in state.cards.values() if i.zone == IN_PLAY and _active(state, i)]
    return sorted(found, key=lambda i: _rank(state, i))


def path_types(state: State, types: list[str], owner: str) -> list[str]:
    """The region types of a path as treated now; ``owner`` is the company or site whose path it is."""
    steps: list[tuple[tuple[int, int], Instance | tuple[int, str]]] = [(_rank(state, i), i) for i in ordering(state)]
    steps += [((1, seq), (index, as_type)) for _, target, index, as_type, seq in state.turn.treated
              if target == owner and index >= 0]
    treated = list(types)
    for _, step in sorted(steps, key=lambda s: s[0]):
        if isinstance(step, Instance):
            changes: dict[str, str] = {r.region_type: r.as_type for r in _active(state, step)}
            treated = [changes.get(t, t) for t in treated]
        elif 0 <= step[0] < len(treated):
            treated[step[0]] = step[1]
    return treated


def company_types(state: State, company: Company) -> list[str]:
    """The types of a moving company's site path (a company that does not move has none)."""
    if not company.moving:
        return []
    return path_types(state, [r.type for r in company.site_path], company.id)


def printed_path(site: Instance) -> list[str]:
    """A site's own site path, as printed; none for a Haven, unless its card names the path to use."""
    if site.card.is_haven:
        source = site.card.trait("hazard_site_path_from")
        return list(site.card.fact("haven_paths", {}).get(source, ())) if source else []
    return list(site.card.fact("site_path", ()))


def site_types(state: State, site: Instance) -> list[str]:
    """The types of a site's site path as treated now."""
    return path_types(state, printed_path(site), site.id)


def has_in_path(types: list[str], wanted: tuple[str, ...], at_least: int = 1) -> bool:
    """Does a path hold regions of the wanted types at least that many times (any type when none is given)?"""
    return sum(1 for t in types if not wanted or t in wanted) >= at_least


def tap_sites(state: State) -> None:
    """Cards in play that keep sites tapped (Storms of Ossë, Long Winter with Doors of Night): tap them now.

    Their text holds as long as they are in play, so a site whose path comes to qualify (Choking Shadows)
    or that comes into play later taps too; the engine applies it whenever no chain is open.
    """
    # run whenever the chains end: the index of passive conditions (State.listen) names the cards with the trait
    if not state.site_tappers:
        return
    for source in [state.cards[ref] for ref in state.site_tappers if state.cards[ref].zone == IN_PLAY
                   and state.cards[ref].card.trait("taps_sites")]:
        for rule in source.card.trait("taps_sites"):
            if rule.if_in_play and not state.in_effect(rule.if_in_play):
                continue
            for site in sites_with(state, rule.path_has, rule.path_at_least, rule.non_haven):
                if not site.tapped:
                    state.tap(site.id)
                    state.log.append(f"{state.label(source)} taps {state.label(site)}")


def sites_with(state: State, path_has: tuple[str, ...], at_least: int = 1, non_haven: bool = True) -> list[Instance]:
    """The sites in play whose own site path holds those region types (as treated now)."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_site
            and not (non_haven and i.card.is_haven) and has_in_path(site_types(state, i), path_has, at_least)]


# ------------------------------------------------------------------ one-off changes (Choking Shadows)
def treat_region(game: Game, entry: Declared, effect: B.TreatRegion) -> bool:
    """One region of the target's path, of ``region_type`` as treated now, becomes ``as_type`` this turn."""
    s = game.state
    target = entry.target
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
    """The target site, of ``site_type`` now, is treated as ``as_type`` until the end of the turn."""
    s = game.state
    site = s.cards.get(entry.target)
    if site is None or not site.card.is_site or site_type(s, site) != effect.site_type:
        return True
    s.turn.treated.append((entry.card, site.id, -1, effect.as_type, s._seq()))
    s.log.append(f"{s._name(entry.card)}: {s.label(site)} is a {effect.as_type} this turn")
    return True


def site_type(state: State, site: Instance) -> str:
    """The site's type as treated now (a one-off change such as Choking Shadows', else the printed one)."""
    changed = [as_type for _, target, index, as_type, _ in state.turn.treated if target == site.id and index == -1]
    return changed[-1] if changed else site.card.fact("site_type", "")


# ------------------------------------------------------------------ the hazard player's order (Annotation 26)
def _mapping(state: State, inst: Instance) -> dict[str, str]:
    return {r.region_type: r.as_type for r in _active(state, inst)}


def check_order(game: Game, action: OrderEffects) -> Verdict:
    s = game.state
    first, second = s.find(action.first), s.find(action.second)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "The hazard player sets the order of ongoing effects (CRF Annotation 26; "
                              "CoE 2.IV.iv).")
    if s.phase != "movement/hazard" or s.active_company is None or s.chains or s.turn.per_turn.get(DECLARED):
        return Verdict.refuse("order-fixed", "The order of ongoing effects is set at the start of a movement/hazard "
                              "phase, before anything is declared, and then holds for the turn.")
    for inst in (first, second):
        if inst.zone != IN_PLAY or not _active(s, inst):
            return Verdict.refuse("order-independent", f"{s.label(inst)} changes no region type now.")
    a, b = _mapping(s, first), _mapping(s, second)
    if first.id == second.id or not (set(a.values()) & set(b) or set(b.values()) & set(a)):
        return Verdict.refuse("order-independent", f"{s.label(first)} and {s.label(second)} give the same result "
                              "in either order.")
    return Verdict.allow()


def order(game: Game, action: OrderEffects) -> None:
    s = game.state
    first, second = s.find(action.first).id, s.find(action.second).id
    current = [i.id for i in ordering(s)]
    current.remove(first)
    current.insert(current.index(second), first)
    s.turn.effect_order = current
    s.log.append(f"{s.hazard_player} applies {s._name(first)} before {s._name(second)} this turn")
