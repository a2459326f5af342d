"""Joining companies (CoE 2.II.3.5, 2.IV.6; CRF 22, Movement/Hazard Phase > General).

At the end of all movement/hazard phases, companies at the same non-Haven site join at once; companies
at the same Haven may join then ("Alice joins Rangers with Fellowship."), as they may while organizing
(an organizing action there: not once other actions have been taken, and not two companies split this
turn, CoE 2.II.1, 2.II.3.6). A join away from a Haven must keep the composition rules
(``composition.composition_problem``, CoE 2.II.3.1). When the companies that must join would break them, the
hazard player chooses the one that stays ("Bob keeps Fellowship at Moria.") and the others return to their
sites of origin (CoE 2.IV.6.1). The engine's reading: a card on one of them that keeps allies or Ringwraith
followers out of its company (Fell Rider's "none may join the company") is such a composition rule when the other
holds one: the hazard player chooses there too.

The joined company carries whatever affected either (CoE 2.II.3.5.1): the cards on a company, on-guard
cards, ongoing effects, an idle site phase; at a Haven the cards on the copy of the site that goes back
to the location deck move to the copy that stays (CoE 2.II.3.5.2). A joined company keeps the name of
the company joined; the other name still finds it. When they join on their own, the name kept is that
of the company that did not move, else of the one whose movement/hazard phase came first (the engine's
choice: the rules do not name companies).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..players import stage_wizardhavens
from ..players.alignments import beside_ringwraith
from ..core.cards import fold
from .companies import same_site, site_key
from .composition import composition_problem, leaving_problem
from ..core import queries
from ..core.errors import InputError, Verdict
from .movement import return_to_origin
from .characters import check_organizing, split_root, start_organizing
from .doubled_copies import after_join
from ..core.state import IN_PLAY, LOCATION_DECK, Company, Instance, Pending, State

if TYPE_CHECKING:
    from .actions import JoinCompanies, KeepCompany
    from ..game import Game

KEEP = "keep"   # Pending.kind while the hazard player chooses the company that stays


def joining_window(state: State) -> bool:
    """After the last movement/hazard phase, before the first site phase (CoE 2.IV.6)."""
    return state.phase == "site" and state.active_company is None and not state.turn.site_done


# ------------------------------------------------------------------ joining by choice
def check_join(game: Game, action: JoinCompanies) -> Verdict:
    s = game.state
    company, into = s.get_company(action.company), s.get_company(action.into)
    if action.player != s.resource_player or company.owner != action.player or into.owner != action.player:
        return Verdict.refuse("wrong-player", f"Only {s.resource_player} joins their own companies, in their turn.")
    if company is into:
        return Verdict.refuse("same-company", f"{action.company} and {action.into} are one company already.")
    if s.phase == "organization":
        verdict = check_organizing(game, action.player)
        if not verdict:
            return verdict
        if split_root(s, company.id) == split_root(s, into.id):
            return Verdict.refuse("split-this-turn", f"{company.id} and {into.id} split this turn: they cannot "
                                  "join again in the same organization phase (CoE 2.II.3.6).")
    elif s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    elif not joining_window(s):
        return Verdict.refuse("wrong-phase", "Companies join while organizing, or at the end of all "
                              "movement/hazard phases (CoE 2.II.3.5, 2.IV.6).")
    if not same_site(s, company, into) or company.en_route or into.en_route:
        return Verdict.refuse("not-at-same-site", f"{company.id} and {into.id} are not at the same site.")
    together = s.characters(company.id) + s.characters(into.id)
    problem = composition_problem(s, together, s.cards[into.site], joined=True) \
        or leaving_problem(s, into, together) or leaving_problem(s, company, together)   # a declared movement
    if problem:
        return Verdict.refuse("company-composition", f"{company.id} cannot join {into.id}: {problem}.")
    return _kept_out(s, company, into)


def _kept_out(state: State, company: Company, into: Company) -> Verdict:
    """The joined company holds the cards on both (CoE 2.II.3.5.1): a card on either that keeps some out of its
    company (Fell Rider) is asked about the characters of the other (the query ``may join company``)."""
    verdict = queries.veto("may join company", state, into.id, state.characters(company.id))
    return verdict and queries.veto("may join company", state, company.id, state.characters(into.id))


def join(game: Game, action: JoinCompanies) -> None:
    s = game.state
    if s.phase == "organization":
        start_organizing(s)
    merge(s, s.get_company(action.company), s.get_company(action.into))


def merge(state: State, company: Company, into: Company) -> None:
    """``company`` joins ``into``: its characters, what was on it and what affected it go to ``into``."""
    for character in state.characters(company.id):
        character.company = into.id
    for inst in state.cards.values():
        if inst.attached_to == company.id:
            inst.attached_to = into.id
    for ongoing in state.ongoing:
        if ongoing.target == company.id:
            ongoing.target = into.id
    into.does_nothing = into.does_nothing or company.does_nothing
    into.idle_unless_tapped += company.idle_unless_tapped
    into.on_guard_placed = into.on_guard_placed or company.on_guard_placed
    into.attacks_to_face += [a for a in company.attacks_to_face if a not in into.attacks_to_face]
    if company.mh_record is not None:
        into.mh_record = (into.mh_record or frozenset()) | company.mh_record
    if company.site != into.site:
        _one_site(state, company, state.cards[company.site], state.cards[into.site])
    del state.companies[company.id]
    state.joined = {old: (into.id if new == company.id else new) for old, new in state.joined.items()}
    state.joined[company.id] = into.id
    for done in (state.turn.mh_done, state.turn.site_done):
        if company.id in done:
            done.remove(company.id)
    state.log.append(f"{company.id} joins {into.id}")
    after_join(state, into)


def _one_site(state: State, company: Company, leaving: Instance, staying: Instance) -> None:
    """Two copies of a Haven: the cards on the one that goes back move to the one that stays (CoE 2.II.3.5.2)."""
    if any(c.site == leaving.id for c in state.companies.values() if c is not company):
        return
    for inst in state.attached(leaving.id):
        inst.attached_to = staying.id
    if leaving.zone == IN_PLAY:
        state.move(leaving.id, LOCATION_DECK)
        state.log.append(f"{state.label(leaving)} goes back to {leaving.owner}'s location deck")


# ------------------------------------------------------------------ joining at the end of the movement/hazard phases
def join_at_end(game: Game) -> None:
    """Companies at the same non-Haven site join; if they cannot, the hazard player chooses who stays."""
    s = game.state
    for site_card, group in _groups(s):
        site = s.cards[group[0].site]
        if stage_wizardhavens.haven_in_play(s, site):
            continue
        group = beside_ringwraith(s, group, site)
        problem = composition_problem(s, [c for company in group for c in s.characters(company.id)], site, joined=True)
        problem = problem or _closed(s, group)
        if problem:
            s.pending = Pending(s.hazard_player, f"which company stays at {s.label(site)}", kind=KEEP, ref=site_card)
            s.log.append(f"{', '.join(c.id for c in group)} cannot join at {s.label(site)} ({problem}): "
                         f"{s.hazard_player} chooses the company that stays (CoE 2.IV.6.1)")
            return
        for company in group[1:]:
            merge(s, company, group[0])


def _closed(state: State, group: list[Company]) -> str:
    """Would joining the group bring an ally or a Ringwraith follower into a company a card keeps them out of (Fell
    Rider's "none may join the company": the query ``may join company``, every pair asked before any joins)? The
    engine's reading: such a card's text is a company composition rule for CoE 2.IV.6.1, so the hazard player
    chooses the company that stays and the others return to their sites of origin."""
    for i, company in enumerate(group):
        for other in group[i + 1:]:
            verdict = _kept_out(state, other, company)
            if not verdict:
                return verdict.sentence.rstrip(".")
    return ""


def _groups(state: State) -> list[tuple[str, list[Company]]]:
    """The resource player's companies sharing a site card, the one whose name is kept first."""
    order = state.turn.mh_done
    by_site: dict[tuple[str, str], list[Company]] = {}
    for company in state.companies_of(state.resource_player):
        by_site.setdefault(site_key(state, company), []).append(company)
    found = []
    for (site_card, _), group in by_site.items():
        if len(group) > 1:
            group.sort(key=lambda c: (c.moving, order.index(c.id) if c.id in order else len(order)))
            found.append((site_card, group))
    return found


def check_keep(game: Game, action: KeepCompany) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.kind != KEEP:
        return Verdict.refuse("no-choice-needed", "No companies are waiting for the hazard player's choice.")
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"The hazard player ({s.hazard_player}) chooses the company that "
                              "stays (CoE 2.IV.6.1).")
    company = s.get_company(action.company)
    site = s.cards[company.site]
    if site.card.id != s.pending.ref:
        raise InputError(f"{company.id} is at {s.label(site)}; the choice is {s.pending.purpose}")
    if action.site and fold(action.site) not in (fold(site.name), fold(s.label(site))):
        raise InputError(f"{company.id} is at {s.label(site)}, not at {action.site}")
    stuck = [c.id for c in _others(s, company) if not c.origin or c.origin == c.site]
    if stuck:
        return Verdict.refuse("invalid-target", f"{', '.join(stuck)} did not move: it has no site of origin to "
                              f"return to, so {company.id} cannot be the company that stays.")
    return Verdict.allow()


def _others(state: State, company: Company) -> list[Company]:
    return [c for c in state.companies_of(state.resource_player) if c is not company and same_site(state, c, company)]


def keep(game: Game, action: KeepCompany) -> None:
    s = game.state
    company = s.get_company(action.company)
    s.pending = None
    for other in _others(s, company):
        return_to_origin(s, other)
    join_at_end(game)
