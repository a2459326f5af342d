"""Under-deeps movement (CoE 2.II.7.iii, 2.IV.i.1, 2.IV.ii; CRF 22, Rulings by Term > Under-deeps).

Under-deeps movement joins an Under-deeps site and a site listed as adjacent to it on either card
(2.II.7.iii); an Under-deeps site is reached by no other movement (CoE Glossary, Under-deeps). The
company has no site path: it crosses no region, not even the surface site's, so nothing is keyed to a
region (2.IV.ii; CRF 22, Playing Hazards).

Leaving an Under-deeps site, the reveal of the new site declares the Under-deeps movement roll
(2.IV.i.1; CRF 22): the resource player rolls before anything else ("Alice rolls 5 for Fellowship's
Under-deeps movement."). Below the number printed beside the new site on the site of origin, the
company stays where it is, its new site goes back to the location deck, neither player draws for the
movement, and the company has not "returned" (its site phase is normal); its movement/hazard phase
goes on as a complete one (CRF 22 [CoE 2002]). Otherwise it moves and the draws follow.

Not modelled: The Reach of Ulmo, the one card playable between the reveal and the roll; region
movement from an Under-deeps site to a site not adjacent to it (it is not refused, and has no roll).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import catalogue
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Company, Instance, Pending, State

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card

ANY_SITE_IN = "Any site in "   # how an Under-deeps site lists every site of a region as adjacent (The Under-galleries)

ROLL = "Under-deeps movement"   # the pending roll's ref and the end of its purpose


def adjacent(origin: Card, site: Card) -> bool:
    """Either card lists the other as an adjacent site (CoE 2.II.7.iii): by name, or as "Any site in" its region."""
    return _listed(origin, site) is not None or _listed(site, origin) is not None


def _listed(card: Card, other: Card) -> str | None:
    """How ``card`` lists ``other`` as adjacent: its name, or "Any site in" its region (a site not itself in the
    Under-deeps); None if it does not."""
    listed = card.fact("adjacent", {})
    if other.name in listed:
        return str(other.name)
    region = f"{ANY_SITE_IN}{other.fact('region')}"
    return region if region in listed and not other.fact("under_deeps") else None


def is_under_deeps_movement(origin: Card, site: Card) -> bool:
    return bool(origin.fact("under_deeps") or site.fact("under_deeps")) and adjacent(origin, site)


def check_movement(origin: Card, site: Card, via: list[str]) -> Verdict | None:
    """The verdict on a movement to or from an Under-deeps site, or None for other movement."""
    if is_under_deeps_movement(origin, site) and not via:
        return Verdict.allow()
    if site.fact("under_deeps"):
        return Verdict.refuse("illegal-movement", f"{site.name} is an Under-deeps site: a company reaches it only "
                              "by Under-deeps movement from a site listed as adjacent to it, without regions "
                              "(CoE 2.II.7.iii)")
    return None


def needed(origin: Card, site: Card) -> int | None:
    """The roll needed to leave an Under-deeps site for ``site``, or None when no roll is made (CoE 2.IV.i.1)."""
    if not origin.fact("under_deeps"):
        return None
    return origin.fact("adjacent", {}).get(_listed(origin, site) or site.name, 0)


def destination(state: State, company: Company) -> Instance:
    """The new site the company declared (its movement is under way, so there is one)."""
    assert company.destination is not None, "a company moving by Under-deeps movement has a new site"
    return state.cards[company.destination]


def reveal(state: State, company: Company) -> bool:
    """The new site is revealed: from an Under-deeps site the roll comes first. True while it is awaited."""
    origin, site = state.cards[company.site].card, destination(state, company).card
    if not is_under_deeps_movement(origin, site) or needed(origin, site) is None:
        return False
    state.pending = Pending(state.resource_player, f"{company.id}'s {ROLL}", ref=ROLL)
    state.log.append(f"{company.id} reveals its new site, {site.name}: {state.resource_player} must roll "
                     f"{needed(origin, site)} or more for its Under-deeps movement")
    return True


def move(state: State, company: Company) -> None:
    """The company leaves for its new site, with no site path (CoE 2.IV.ii)."""
    site = destination(state, company)
    state.move(site.id, IN_PLAY)
    company.origin, company.site, company.moving, company.en_route = company.site, site.id, True, True
    company.site_path, company.movement, company.destination = (), "under-deeps", None
    state.log.append(f"{company.id} moves to {state.label(site)} by Under-deeps movement: no site path")


def next_to_under_deeps(site: Card) -> bool:
    """Is the site an adjacent site of an Under-deeps site: listed on one as adjacent (by name, or as "Any site in"
    its region), or listing one as adjacent itself (CoE 2.II.7.iii)?"""
    if any(catalogue().find(name) is not None and catalogue().get(name).fact("under_deeps")
           for name in site.fact("adjacent", {})):
        return True
    return any(card.is_site and card.fact("under_deeps") and _listed(card, site) is not None
               for card in catalogue().cards)


def check_next_to(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``next_to_under_deeps``: the target company is at an untapped adjacent site of an Under-deeps
    site (Ancient Stair, played as its organization phase ends, when the company is where it began the turn)."""
    company = state.companies.get(target or "")
    if company is None:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a company.")
    site = state.cards[company.site]
    if not next_to_under_deeps(site.card):
        return Verdict.refuse("not-playable-at-site", f"{card.name} is played on a company at an adjacent site of "
                              f"an Under-deeps site; {state.label(site)} is not one.", f"the text of {card.name}")
    if site.tapped:
        return Verdict.refuse("not-playable-at-site", f"{card.name} is played on a company at an untapped site; "
                              f"{state.label(site)} is tapped.", f"the text of {card.name}")
    return Verdict.allow()
