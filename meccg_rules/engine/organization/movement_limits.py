"""Cards on a company that restrict the movement it may declare (the key ``movement_limits``; CoE 2.II.7).

Crept Along Carefully and Going Ever Under Dark, played on a company, forbid it starter movement (and, the first,
a move to an Under-deeps site), and cap its region movement at three regions whatever else would allow more.
The restrictions are those of each copy on the company: a second copy changes nothing to them (CRF 22, Crept Along
Carefully, first bullet), while what such a card does to the hazard limit is a ``static`` of each copy
(``hazards/hazard_limit.py``). Neither Under-deeps movement (CoE 2.II.7.iii) nor the special movement a card
gives (CoE 2.II.7.iv) is starter movement. A character's own card may limit the company he is in the same way: The
Balrog's company uses neither region nor starter movement (his text), which a set-up of a company that has moved
is held to as well (``setup.py``).

Enchanted Stream lets its company move to a new site only if it taps its untapped characters, two at most, as the
movement is declared in the organization phase: the card stops the movement from being made at all, it does not
send the company back, so a card that cancels a return to the site of origin does nothing to it (CRF 22, Enchanted
Stream). The engine's reading: they tap as the movement is declared, and a company with no untapped character left
has nothing to tap and moves; with more untapped characters than that, which of them tap is a choice the engine does
not model, and it says so. Splitting such a company is refused as not modelled.

A card's effect may also bar a company from declaring any new site for the rest of the turn (the ``no-new-site``
primitive: Hide in Dark Places as corrected, CRF 22): the ban is the turn's, made when the card resolves, and it
follows the company into one it joins (CoE 2.II.3.5.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError, Verdict
from ..primitives.effects import mark_companies, marked_companies
from . import special_movement, under_deeps

if TYPE_CHECKING:
    from ..core.behaviour import NoNewSite
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company, State
    from ..game import Game

NO_NEW_SITE = "no new site"   # Turn.per_turn key, with the company id: the card that bars it a new site this turn


def no_new_site(game: Game, entry: Declared, effect: NoNewSite) -> bool:
    """The ``no-new-site`` primitive: each company selected may declare no new site for the rest of the turn."""
    mark_companies(game, entry, effect.who, NO_NEW_SITE, "{company} may not declare a new site this turn")
    return True


def _bans(state: State) -> list[tuple[str, str]]:
    """(the company, now as the one it joined; the card barring it a new site) for each such ban this turn."""
    return marked_companies(state, NO_NEW_SITE)


def barred_from_moving(state: State, company_id: str) -> str | None:
    """The card that bars the company a new site this turn, if any (one made on a company that joined it too)."""
    return next((card for company, card in _bans(state) if company == company_id), None)


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies that may not declare a new site this turn, and the card that says so."""
    return [f"{company} may not declare a new site this turn ({state._name(card)})" for company, card in _bans(state)]


def check(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: the first restriction of a card on the company that the movement breaks."""
    barred = barred_from_moving(state, company.id)
    if barred is not None:
        return Verdict.refuse("no-new-site-this-turn", f"{state._name(barred)} bars {company.id} from declaring a new "
                              "site this turn.")
    characters = state.characters(company.id)
    on_characters = [i for c in characters for i in state.attached(c.id)]
    for inst in state.attached(company.id) + on_characters + characters:
        limits = inst.card.trait("movement_limits")
        if limits is None:
            continue
        name = state.label(inst)
        on = f"{name} is in" if inst in characters else f"{name} is on"   # a character of the company, or a card
        if limits.no_movement:
            where = company.id if inst.attached_to == company.id else state._name(inst.attached_to or "")
            return Verdict.refuse("movement-restricted", f"{on} {where}: {company.id} may not move.")
        other = (under_deeps.is_under_deeps_movement(origin, site) and not via) \
            or special_movement.allows(state, company, origin, site, via)   # neither is starter movement
        if limits.no_starter and not via and not other:
            return Verdict.refuse("movement-restricted", f"{on} {company.id}: it cannot use starter movement.")
        if limits.no_region and via and not other:
            return Verdict.refuse("movement-restricted", f"{on} {company.id}: it cannot use region movement.")
        if limits.no_under_deeps and site.fact("under_deeps"):
            return Verdict.refuse("movement-restricted", f"{on} {company.id}: it cannot move to an "
                                  f"Under-deeps site such as {site.name}.")
        if limits.taps_to_move is not None:
            untapped = [c for c in state.characters(company.id) if not c.tapped]
            if len(untapped) > limits.taps_to_move:
                raise NotModelledError(f"not modelled: which {limits.taps_to_move} of {company.id}'s untapped "
                                       f"characters tap so that it may move ({name})")
        if limits.max_regions is not None and len(via) > limits.max_regions:
            return Verdict.refuse("movement-restricted", f"{on} {company.id}: its region movement goes "
                                  f"through {limits.max_regions} regions at most, not {len(via)}.")
    return Verdict.allow()


def taps_to_move(state: State, company: Company) -> str | None:
    """The card on the company that makes it tap its characters to move or split (Enchanted Stream), if any."""
    for inst in state.attached(company.id):
        limits = inst.card.trait("movement_limits")
        if limits is not None and limits.taps_to_move is not None:
            return state.label(inst)
    return None


def pay_to_move(state: State, company: Company) -> None:
    """As its movement is declared, the company taps its untapped characters (as many as ``check`` allowed)."""
    by = taps_to_move(state, company)
    if by is None:
        return
    for character in [c for c in state.characters(company.id) if not c.tapped]:
        state.tap(character.id)
        state.log.append(f"{state.label(character)} taps so that {company.id} may move ({by})")
