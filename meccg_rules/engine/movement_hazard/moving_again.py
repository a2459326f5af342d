"""Moving again at once (Shadowfax; CRF 22, Card Errata and Rulings > Shadowfax): an additional site card and an
additional movement/hazard phase for his company.

Tapping Shadowfax (the ``move-again`` primitive) lets his company move again at once: its player declares a further
new site during this movement/hazard phase ("Alice moves Fellowship to Bree."), and as the phase ends (its site of
origin gone, the hands reset) an additional movement/hazard phase follows for that company, a whole one: the new
site revealed, the draws for the movement, a hazard limit fixed again, hazards played against the new site path
(``organization/moving_again.py``, ``turn/phases.py``).

When he may be tapped (the condition ``moves_again_fits``): at the end of his company's movement/hazard phase,
which the engine reads as once the hazard player has said he is done playing hazards, no chain of effects open; the
company moved this turn (it moves "again"), it holds one character, or one character and a Hobbit, and no ally but
him (CRF 22: another ally in the company bars his ability).

Bridge, a short-event, gives the same on the company it is played on, at the same moment (the condition
``end_of_its_movement_hazard_phase``, with the card's own ``new_site_type``): the hands are reset before the second
movement, as at the end of every movement/hazard phase (CRF 22, Bridge). Being declared, it may be cancelled like
any declared event before it resolves (CRF 22 [CoE 2025]).

Gangways over the Fire, a permanent-event in no company, gives it to the company whose phase it is (the same
condition, said without a target; one company of its player's, not let move again yet), which then moves by
Under-deeps movement only (``by = "under-deeps"``; ``organization/moving_again.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import MoveAgain
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Company, Instance, State
from ..hazards.hazard_limit import DONE
from ..organization.moving_again import AGAIN, AGAIN_BY, granted

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..game import Game

HOBBIT = "Hobbit"


def grant(game: Game, entry: Declared, effect: MoveAgain) -> bool:
    """The ``move-again`` primitive: the company of the card used, or the company an event targets, may declare a
    further new site at once."""
    s = game.state
    company = s.companies.get(entry.target or "") or s.company_of(entry.actor or entry.card or "") or \
        _phase_company(s)
    if company is None:
        return True
    s.turn.per_turn[(AGAIN, company.id)] = entry.card or ""
    if effect.by:
        s.turn.per_turn[(AGAIN_BY, company.id)] = effect.by
    else:   # the latest effect says how it moves (Shadowfax after Gangways over the Fire: not by Under-deeps only)
        s.turn.per_turn.pop((AGAIN_BY, company.id), None)
    s.log.append(f"{company.id} may move again at once ({s._name(entry.card or '')}): a further new site, then an "
                 "additional movement/hazard phase")
    return True


def _phase_company(state: State) -> Company | None:
    """The company whose movement/hazard phase it is (a permanent-event in no company acts on it)."""
    return state.current_company() if state.phase == "movement/hazard" and state.turn.company else None


def _instance(state: State, card: Card) -> Instance | None:
    return next((i for i in state.cards.values() if i.card is card and i.zone == IN_PLAY
                 and i.controller == state.resource_player), None)


def allies_of(state: State, company: Company) -> list[Instance]:
    """The allies in the company (each with the character who controls him)."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.kind == "ally"
            and state.company_of(i.id) is company]


def _at_the_end(state: State, card: Card, company: Company) -> Verdict:
    """The end of the company's movement/hazard phase: its phase, the hazard player done, no chain open; and the
    company moved this turn."""
    if state.phase != "movement/hazard" or state.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"{card.name} is used at the end of the movement/hazard phase of "
                              f"{company.id}.")
    if not state.turn.per_phase.get(DONE):
        return Verdict.refuse("hazards-not-done", f"The end of {company.id}'s movement/hazard phase comes once "
                              f"{state.hazard_player} is done playing hazards (CoE 2.IV.viii, 9.6.6).")
    if state.chains:
        return Verdict.refuse("end-of-phase-not-reached", f"The end of {company.id}'s movement/hazard phase comes "
                              f"once every action declared has resolved: {card.name} cannot answer them "
                              "(CoE 9.6.6).")
    if not company.moving:
        return Verdict.refuse("company-not-moving", f"{company.id} has not moved this turn: {card.name} lets a "
                              "company move again.", f"the text of {card.name}")
    return Verdict.allow()


def check_end_of_phase(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``end_of_its_movement_hazard_phase``: the end of the movement/hazard phase of the target
    company (or of the target's company, or, said without a target, of the company whose phase it is), which moved
    this turn (Bridge, Gangways over the Fire). A company already let move again in this phase is refused: a second
    permission would add nothing (the engine's reading)."""
    company = state.companies.get(target or "") or (state.company_of(target) if target else _phase_company(state))
    if company is None:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a company.")
    if company.owner != state.resource_player or granted(state, company):
        return Verdict.refuse("invalid-target", f"{company.id} is not a company of {state.resource_player}'s that "
                              "has not yet been let move again.")
    return _at_the_end(state, card, company)


def check_fits(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``moves_again_fits``: the end of the movement/hazard phase of the card's company, which moved
    this turn and holds one character (or one character and a Hobbit) and no other ally."""
    inst = _instance(state, card)
    company = state.company_of(inst.id) if inst is not None else None
    if inst is None or company is None:
        return Verdict.refuse("invalid-target", f"{card.name} is in no company of {state.resource_player}'s.")
    if state.phase != "movement/hazard" or state.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"{card.name} is used at the end of the movement/hazard phase of "
                              f"his company, {company.id}.")
    if not state.turn.per_phase.get(DONE):
        return Verdict.refuse("hazards-not-done", f"The end of {company.id}'s movement/hazard phase comes once "
                              f"{state.hazard_player} is done playing hazards (CoE 2.IV.viii, 9.6.6).")
    if not company.moving:
        return Verdict.refuse("company-not-moving", f"{company.id} has not moved this turn: {card.name} lets a "
                              "company move again.", f"the text of {card.name}")
    others = [state.label(i) for i in allies_of(state, company) if i.id != inst.id]
    if others:
        return Verdict.refuse("another-ally", f"{company.id} holds another ally ({', '.join(others)}): {card.name} "
                              "cannot use his ability.", f"CRF 22, Card Errata and Rulings > {card.name}")
    characters = state.characters(company.id)
    hobbits = [c for c in characters if c.card.race == HOBBIT]
    if not (len(characters) == 1 or (len(characters) == 2 and hobbits)):
        return Verdict.refuse("company-too-large", f"{company.id} holds {len(characters)} characters: "
                              f"{card.name} carries one character, or one and a Hobbit.", f"the text of {card.name}")
    return Verdict.allow()
