"""An Under-deeps site whose surface site is the Wizardhaven it is played on (Deep Mines; CoE g.sur.F1; CRF 22,
Card Errata and Rulings > Deep Mines).

Deep Mines lists no adjacent site: its entry's ``surface_site`` says its surface site is one of its player's
protected Wizardhavens (a Wizardhaven with a card on it that makes it protected: ``protects_site``, The Fortress of
Isen), the one it is played on, the company moving to it from there. The two are adjacent for Under-deeps movement
with a movement roll of 0 (its text): no region between them, so no site path. Leaving Deep Mines, the company may
go back to that Wizardhaven only, and declares its Under-deeps movement roll as it reveals it
(``organization/under_deeps``), which any roll passes.

The stage points its text asks for (``stage_points_above``: more than 6) are not checked as the movement is
declared but as Deep Mines is revealed as the new site (CRF 22 [CoE 2002]). Too few then, and the company does not
move at all, as when an Under-deeps movement roll is missed: it stays at the Wizardhaven, Deep Mines goes back to the
location deck, and no one draws for the movement.

Each copy in play lies under one Wizardhaven (``Instance.surface``, or for a copy a company has declared it moves to,
the site that company moves from): copies under two Wizardhavens are two sites. "Cannot be duplicated on a given
Wizardhaven" (its erratum, CRF 22; the key ``one_per_surface_site``): a company moving to it from a Wizardhaven that
already has one goes to that copy, where its player's other company is or goes (CoE 2.II.7), never to another copy
from the location deck. The engine's reading of the card without its erratum ("may be duplicated in location deck"
and nothing more): each movement may place another copy, as for a Haven (CoE 2.II.7.3).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, Company, Instance, Pending, State
from ..players import alignments, stage
from ..players.stage_wizardhavens import protected
from . import under_deeps

if TYPE_CHECKING:
    from ..core.cards import Card


def place_under(state: State, site: Instance, haven: Instance) -> None:
    """A scenario's set-up: such a site in play lies under this Wizardhaven of its player."""
    if not site.card.trait("surface_site") or site.zone != IN_PLAY:
        raise InputError(f"{state.label(site)} is not an Under-deeps site in play that lies under a Wizardhaven")
    if not alignments.is_wizardhaven(haven.card) or haven.zone != IN_PLAY or haven.owner != site.owner:
        raise InputError(f"{state.label(haven)} is not a Wizardhaven in play of {site.owner}'s")
    site.surface = haven.card.name


def under(state: State, site: Instance) -> str:
    """The name of the Wizardhaven a copy of such a site lies under: for a copy in play the one it was revealed on (or
    the set-up names); for a copy a company has declared it moves to, still in the location deck, the site that company
    moves from, whatever Wizardhaven the copy lay under the last time it was in play."""
    if site.zone == IN_PLAY:
        if not site.surface:
            raise InputError(f"{state.label(site)} is in play, but the set-up does not say which Wizardhaven it lies "
                             f"under ('{site.card.name} lies under Alice's Isengard.')")
        return site.surface
    return next((state.cards[c.site].card.name for c in state.companies.values() if c.destination == site.id), "")


def copies_for(state: State, company: Company, card: Card, waiting: list[Instance],
               used: list[Instance]) -> list[Instance]:
    """The copies of such a site a company declaring movement to it may go to, best first (CoE 2.II.7): those its
    player has in play, or that another of his companies moves to, under the Wizardhaven the company is at, then those
    of his location deck; with the erratum ``one_per_surface_site`` a copy under it already is the only one."""
    here = state.cards[company.site].card.name
    under_here = [i for i in used if under(state, i) == here]
    waiting = [i for i in waiting if i not in used]   # a copy another company moves to lies under its Wizardhaven
    if card.trait("one_per_surface_site"):
        return under_here or waiting
    return waiting or under_here


def check(state: State, company: Company, origin: Instance, site: Card, via: tuple[str, ...]) -> Verdict | None:
    """The verdict on a movement from or to such a site, or None for any other movement."""
    if origin.card.trait("surface_site"):
        if site.name == origin.surface and not via:
            return Verdict.allow()
        return Verdict.refuse("illegal-movement", f"From {state.label(origin)} a company moves only to its surface "
                              f"site, {origin.surface or 'the Wizardhaven it lies under'}, by Under-deeps movement "
                              "(its text).")
    if site.trait("surface_site") != "protected Wizardhaven":
        return None
    if via:
        return Verdict.refuse("illegal-movement", f"{site.name} is an Under-deeps site: a company reaches it by "
                              "Under-deeps movement, without regions (CoE 2.II.7.iii)")
    if not alignments.is_wizardhaven(origin.card) or origin.owner != company.owner:
        return Verdict.refuse("illegal-movement", f"A company moves to {site.name} only from one of its player's "
                              f"Wizardhavens; {state.label(origin)} is not one.", f"the text of {site.name}")
    if not protected(state, origin):
        return Verdict.refuse("illegal-movement", f"A company moves to {site.name} only from a protected "
                              f"Wizardhaven; {state.label(origin)} is not protected.", f"the text of {site.name}")
    return Verdict.allow()


def reveal(state: State, company: Company) -> bool:
    """The new site is revealed (CoE 2.IV.i): True if this module dealt with the movement."""
    assert company.destination is not None
    site, origin = state.cards[company.destination], state.cards[company.site]
    if origin.card.trait("surface_site") and site.card.name == origin.surface:
        state.pending = Pending(state.resource_player, f"{company.id}'s {under_deeps.ROLL}", ref=under_deeps.ROLL)
        state.log.append(f"{company.id} reveals its new site, {site.card.name}, the surface site of "
                         f"{state.label(origin)}: {state.resource_player} must roll 0 or more for its Under-deeps "
                         "movement")
        return True
    if not site.card.trait("surface_site"):
        return False
    verdict = check(state, company, origin, site.card, company.via) or Verdict.allow()
    above = site.card.trait("stage_points_above")
    points = stage.stage_points(state, company.owner)
    if verdict and above is not None and points <= above:
        verdict = Verdict.refuse("illegal-movement", f"{company.owner} has {points} stage points, not more than "
                                 f"{above}, as {site.card.name} is revealed (CRF 22, Deep Mines)")
    if not verdict:
        company.destination = None
        state.log.append(f"{company.id}'s movement to {state.label(site)} fails ({verdict.sentence}): it does not "
                         f"move at all; {state.label(site)} goes back to the location deck, and no one draws for the "
                         "movement")
        return True
    site.surface = origin.card.name
    under_deeps.move(state, company)
    return True
