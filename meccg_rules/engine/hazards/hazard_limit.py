"""Who may play hazards, when, and the hazard limit (CoE 2.IV.iii, 2.IV.vii).

The hazard limit is fixed at step 3 of the company's movement/hazard phase:
the company's size or two, whichever is greater (Hobbits count half, rounded
up with the rest). Not exceeding it is an active condition: fewer declared
actions counting against it than the limit at declaration, no more than the
limit at resolution (CoE 2.IV.iii.1).

What changes the limit is applied to that base in order (``_modified``): first what is in effect when the phase
begins (the cards in play, and the changes made before it: a resource played in the organization phase, whose
count of regions is made once the new site is revealed, CRF 22, Choosing a New Site), in the order the resource
player chooses (CoE 2.IV.iv: the engine takes the order leaving the lowest limit, the one he would choose); then
the changes made during the phase, as they resolved. A decrease "to a minimum of two" takes the limit no lower
than two (one already lower stays as it is); a doubling doubles what the limit is at that point. A change that
ends (its card leaves play) is no longer applied (CRF 22, Playing Hazards).
"""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, NamedTuple

from ..core import queries
from . import manifestations as dragon_manifestations, revealed_hazards
from .keys import timing
from ..core.errors import NotModelledError, Verdict
from ..organization import special_movement
from ..players import multi_player
from ..primitives.races import size_of
from ..core.state import IN_PLAY, Company, State
from ..primitives import regions, values

if TYPE_CHECKING:
    from .actions import DoneHazards
    from ..core.chain import Declared
    from ..core.behaviour import Static
    from ..core.cards import Card
    from ..game import Game

ACCESS = "sideboard accessed"   # per-turn key: the hazard player reached his sideboard in the untap phase
DONE = "hazard player done"   # Turn.per_phase key: the hazard player said he is done playing hazards


def halved(state: State) -> bool:
    """The hazard player reached his sideboard in this turn's untap phase: base hazard limits are halved."""
    return bool(state.turn.per_turn.get(ACCESS))


def company_size(state: State, company_id: str) -> int:
    """Characters count one each, Hobbits (and Orc scouts) half, rounded up overall (CoE 2.II.3.1.1)."""
    return size_of(state, state.characters(company_id))


def base_hazard_limit(state: State, company_id: str) -> int:
    """The company's size or two, whichever is more, halved (rounded up) when the hazard player reached his
    sideboard in this turn's untap phase (CoE 2.IV.iii, 2.I.2)."""
    base = max(2, company_size(state, company_id))
    return (base + 1) // 2 if halved(state) else base


def hazard_limit(state: State, company_id: str | None = None) -> int:
    """The active company's hazard limit: as fixed for its phase, with what is in effect on it."""
    company_id = company_id or state.active_company
    if company_id is None:
        return 0
    company = state.companies[company_id]
    base = company.hazard_limit if company.hazard_limit is not None else base_hazard_limit(state, company_id)
    return base + queries.total("hazard limit", state, company)


def in_effect(state: State, company: Company) -> tuple[int, str] | None:
    """The ``hazard limit`` query: what is in effect on the company, and what cards in play add while it fits."""
    base = company.hazard_limit if company.hazard_limit is not None else base_hazard_limit(state, company.id)
    return _modified(state, company, base) - base, "in effect"


class Change(NamedTuple):
    """One change of a hazard limit: ``by`` (not below ``minimum`` when it is a decrease), or ``times``."""
    by: int
    minimum: int | None = None
    times: int = 1

    def apply(self, limit: int) -> int:
        if self.times != 1:
            return limit * self.times
        if self.minimum is None:
            return limit + self.by
        return max(limit + self.by, min(limit, self.minimum))   # a limit already lower is not raised


def _modified(state: State, company: Company, base: int) -> int:
    """The base with every change in effect applied: those in effect as the phase begins in the order the
    resource player chooses (the lowest result), then those made during it in the order they resolved."""
    first = _bonuses(state, company)
    later: list[Change] = []
    for o in state.ongoing:
        if o.target != company.id or o.stat != "hazard limit":
            continue
        how, before = o.how, o.made_in != "movement/hazard"
        by = o.by
        if how is not None and before and how.per_region:  # counted on the site path once it is revealed
            by = how.by * regions.company_types(state, company).count(how.per_region)
        change = Change(by, how.minimum, how.times) if how is not None else Change(by)
        (first if before else later).append(change)
    limit = _in_best_order(base, first)
    for change in later:
        limit = change.apply(limit)
    return limit


def _in_best_order(base: int, changes: list[Change]) -> int:
    """The changes applied in the order leaving the lowest limit (CoE 2.IV.iv: the resource player's order)."""
    if all(c.minimum is None and c.times == 1 for c in changes):
        return base + sum(c.by for c in changes)   # plain additions: every order gives the same
    if len(changes) > 6:
        raise NotModelledError("ordering more than six changes of a hazard limit made before its phase")
    best = None
    for order in set(permutations(changes)):
        limit = base
        for change in order:
            limit = change.apply(limit)
        best = limit if best is None else min(best, limit)
    assert best is not None
    return best


def _bonuses(state: State, company: Company) -> list[Change]:
    """What the ``hazard limit`` statics of cards in play change while they are in play and the company fits (CoE
    2.IV.iii.1: counted anew at every declaration and resolution, so a bonus whose card leaves play is gone), each
    copy of a card once (two Crept Along Carefully on a company take one each, CRF 22), and what the new site of a
    moving company adds to the hazard limit of any company moving to it."""
    found = []
    for inst in state.cards.values():
        if inst.zone != IN_PLAY:
            continue
        for static in inst.card.statics:
            if static.stat == "hazard limit" and _fits(state, company, static, inst.attached_to):
                found.append(Change(static.by, static.minimum))
    if company.moving and (raised := state.cards[company.site].card.fact("moving_hazard_limit")):
        found.append(Change(raised))   # its new site's text: "any company moving to this site" (moving_hazard_limit)
    return found


def _fits(state: State, company: Company, static: Static, on: str | None) -> bool:
    """The company is one the static changes: each moving company (``who = "moving companies"``) or the company
    the card is ``on`` (``who = "company"``); moving by region movement if ``movement`` says so (a company that
    does not move uses none); of a size below ``size_below``; with a character that fits one of ``having``."""
    characters = state.characters(company.id)
    if static.who == "moving companies" and not company.moving:
        return False
    if static.who == "company" and on != company.id:
        return False
    if static.movement and not (company.moving and company.movement == static.movement):
        return False
    if static.size_below is not None and size_of(state, characters) >= static.size_below:
        return False
    return not static.having or any(
        (c.card.race in has.races) or (has.min_mind is not None and values.mind(state, c) >= has.min_mind
                                       and has.without_skill not in values.skills(state, c))
        for c in characters for has in static.having)


def check_hazard_play(game: Game, player: str, card: Card, placing: bool = False) -> Verdict:
    """May ``player`` declare a hazard now: the hazard player, during a movement/hazard phase, within the limit?"""
    s = game.state
    # a further player of a multi-player game plays no hazard (multi_player.may_play_hazards), but Twilight where
    # multi_player.check_twilight allows it
    verdict = multi_player.may_play_hazards(s, player)
    if not verdict and not timing(card, "moving_or_hazard_player"):
        return verdict
    if player != s.hazard_player and player not in s.others:
        return Verdict.refuse("wrong-player", f"Only the hazard player plays hazards such as {card.name}.")
    verdict = check_hazard_card(s, card)
    if not verdict:
        return verdict
    if timing(card, "any_time"):  # its text lets it be played at any point, off the hazard limit (Twilight)
        return Verdict.allow()
    if timing(card, "automatic_attacks") and on_automatic_attack(s):
        return Verdict.allow()   # the card's own conditions then say which attack (check_hazard_play's caller)
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", f"Hazards such as {card.name} are played during a company's "
                              "movement/hazard phase (or revealed on-guard during its site phase).")
    company = s.current_company()
    verdict = still_playing(s)
    if not verdict:
        return verdict
    limit = hazard_limit(s)
    if company.hazards_played >= limit:
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    return Verdict.allow()


def check_hazard_card(s: State, card: Card) -> Verdict:
    """What holds of the hazard whenever it is played: a Dragon done for the game, a card barred against the
    opponent, only the hazards revealed (whatever the phase: a creature a card lets in in the site phase too)."""
    verdict = dragon_manifestations.check_play(s, card)
    if verdict:
        verdict = queries.veto("may be played against", s, card)   # CoE 1.8.1, 1.8.2 ...
    if verdict:
        verdict = revealed_hazards.check_play(s, card)   # only the hazards revealed (Here Is a Snake!)
    return verdict


def on_automatic_attack(state: State) -> bool:
    """The company of the site phase is facing an automatic-attack: a card whose text lets it be played on one
    (``timing.automatic_attacks``) may be then. The engine's reading: such a card's only attack comes in the site
    phase, when no hazard is otherwise played but on-guard (CoE 2.V.i); CRF 22 rules that Dragon's Breath, played
    on an attack of any manifestation of some Dragons, can be played on an automatic-attack [CoE 2025]."""
    return state.phase == "site" and state.combat is not None and state.combat.attack.kind == "automatic-attack"


def count_against_limit(state: State) -> None:
    state.current_company().hazards_played += 1


def within_limit_at_resolution(state: State) -> bool:
    company = state.companies.get(state.active_company) if state.active_company else None
    return company is None or company.hazards_played <= hazard_limit(state)


def phase_over(state: State) -> Verdict:
    """A company returned to its site of origin: no more actions in its movement/hazard phase (CoE 2.IV.4)."""
    company = state.companies.get(state.active_company or "")
    if state.phase == "movement/hazard" and company is not None and company.returned:
        return Verdict.refuse("wrong-phase", f"{company.id} has returned to its site of origin: its "
                              "movement/hazard phase is over.")
    return Verdict.allow()


def still_playing(state: State) -> Verdict:
    """The phase goes on (no return to the site of origin) and the hazard player has not said he is done."""
    verdict = phase_over(state)
    if verdict and state.turn.per_phase.get(DONE):
        return Verdict.refuse("hazards-done", f"{state.hazard_player} said he is done playing hazards; he may "
                              f"resume only after {state.resource_player} takes an action (CoE 2.IV.viii.1).")
    return verdict


def check_hazard_target(state: State, card: Card, target: str) -> Verdict:
    """A hazard event's target: the current company, one of its cards, or its new site (CoE 2.IV.vii.3).

    A company that does not move has its current site as its new site. Cards that target something
    else (an environment, an on-guard card) are not restricted here. A company moving by a special movement that
    lets only creatures keyed to its new site be played on it (Gwaihir) takes no hazard event on it, its cards or
    its site (the engine's reading of "played on a company": every hazard event aimed at it in its phase).
    """
    if not target or card.target not in ("company", "character", "ally", "item", "site", "site path"):
        return Verdict.allow()
    company = state.current_company()
    if target in state.companies:
        ours = target == company.id
    elif state.cards[target].card.is_site:
        ours = target == company.site
    else:
        owner = state.company_of(target)
        ours = owner is not None and owner.id == company.id
    barred = special_movement.hazards_barred(state, company) if ours else None
    if barred:   # the company moves by a card's special movement that lets only creatures keyed to its site come
        return Verdict.refuse("only-site-creatures", f"{company.id} moves by {state._name(barred)}'s special "
                              "movement: only hazard creatures keyed to its new site may be played on it.")
    if ours:
        return Verdict.allow()
    site = state.label(state.cards[company.site])
    shown = target if target in state.companies else state.label(state.cards[target])
    return Verdict.refuse("invalid-target", f"Hazards are played on {company.id}, whose movement/hazard phase it "
                          f"is, on its characters and their cards, or on its {'new ' if company.moving else ''}site "
                          f"{site}; not on {shown}.")


def check_done(game: Game, action: DoneHazards) -> Verdict:
    """The hazard player says he is done taking actions in this movement/hazard phase (CoE 2.IV.viii)."""
    s = game.state
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player says he is done playing hazards.")
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "Hazards are played during a company's movement/hazard phase.")
    if s.turn.per_phase.get(DONE):
        return Verdict.refuse("hazards-done", f"{s.hazard_player} has said so already.")
    return game.responding(action.player)


def done(game: Game, action: DoneHazards) -> None:
    game.state.turn.per_phase[DONE] = True


def resource_declared(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: the hazard player may play hazards again after the resource player acts
    (CoE 2.IV.viii.1)."""
    if entry.player == game.state.resource_player:
        game.state.turn.per_phase.pop(DONE, None)
