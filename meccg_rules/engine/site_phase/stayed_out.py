"""A company choosing not to enter its site (CoE 2.V: it does nothing, and its site phase ends).

In its site phase a company first chooses either to enter its site or to do nothing (CoE 2.V). Doing nothing, its
phase ends at once; the rules let nothing follow that choice. A card may: while one is in play that lets an agent
attack a company at his site that chooses not to enter it, or while a card on-guard on the company may be revealed
when it so chooses (Near to Hear a Whisper, both), the choice has a moment after it, as entering a site with no
automatic-attack has (``declared_entering``).

The engine's reading, where the rules leave a choice to the engine: the choice is declared ("Fellowship does not
enter its site."), before the company does anything at the site, and it can be declared at any site phase; it
matters only for what may follow it. Where something may (an agent of the hazard player at the site that may still
attack it, while such a card is in play; such a card on-guard on the company), the company must declare it before its
site phase may end, so that the hazard player has that moment: right after the declaration, until the resource
player acts again (``agents.agent_attacks``: the same moment as right after the automatic-attacks). Where nothing
may, its site phase may simply end, as before. Having declared it, the company does nothing more at its site this
site phase (``Company.does_nothing``): it neither enters nor plays a resource there. A company an effect makes do
nothing in its site phase (River: ``Company.idle``) does not choose: it declares nothing, and what a card lets
follow the choice does not follow.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.registry import REGISTRY
from ..core.state import ON_GUARD

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State
    from ..game import Game
    from .actions import StayOut

STAYED_OUT = "chose not to enter its site"   # Turn.per_phase key, with the company
# the hook: (state, company) -> True when an attack may follow the company's choice not to enter its site
AWAITED = "attack may follow staying out"


def declared(state: State, company: Company) -> bool:
    """Has the company chosen not to enter its site, in this site phase?"""
    return bool(state.turn.per_phase.get((STAYED_OUT, company.id)))


def revealable(state: State, inst: Instance, company: Company) -> bool:
    """May the card, on-guard, be revealed now that the company chose not to enter its site (its own text says so:
    the ``on_guard`` key's ``staying_out``)?"""
    leave = inst.card.trait("on_guard")
    return bool(leave and leave.staying_out) and declared(state, company)


def awaited(state: State, company: Company) -> bool:
    """Must the company declare that it does not enter its site before its site phase ends: has it neither entered
    nor declared it yet, and may something follow the declaration (an agent's attack a card in play allows; a card
    on-guard on it whose text lets it be revealed then)?"""
    if company.entered or company.automatic_attacks_faced or declared(state, company) or company.idle:
        return False
    if any(i.zone == ON_GUARD and i.attached_to == company.id and (leave := i.card.trait("on_guard"))
           and leave.staying_out for i in state.cards.values()):
        return True
    return any(hook(state, company) for hook in REGISTRY.hooks(AWAITED))


def check_end(state: State, company: Company) -> Verdict | None:
    """The ``may end the site phase`` modifier: not before the awaited declaration."""
    if state.phase != "site" or not awaited(state, company):
        return None
    return Verdict.refuse("site-not-declined", f"{company.id} must first declare that it does not enter "
                          f"{state.label(state.cards[company.site])}: a card in play or on-guard lets something "
                          f"follow that choice (write '{company.id} does not enter its site.').")


def check(game: Game, action: StayOut) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.id}.")
    if action.player != company.owner:
        return Verdict.refuse("wrong-player", f"Only {company.owner} chooses what {company.id} does at its site.")
    if s.chains or s.combat is not None or s.attacks:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects and the attack under way first.")
    if company.entered or company.automatic_attacks_faced or company.attacks_to_face:
        return Verdict.refuse("site-entered", f"{company.id} has chosen to enter its site already.")
    if declared(s, company):
        return Verdict.refuse("site-declined", f"{company.id} has chosen not to enter its site already.")
    if company.idle:   # made to do nothing, it chooses nothing (the engine's reading)
        return Verdict.refuse("company-does-nothing-now", f"{company.id} must do nothing this site phase: it does "
                              "not choose to stay out of its site, and nothing that would follow that choice does.")
    return Verdict.allow()


def apply(game: Game, action: StayOut) -> None:
    s = game.state
    company = s.get_company(action.company)
    s.turn.per_phase[(STAYED_OUT, company.id)] = True
    company.does_nothing = True
    s.log.append(f"{company.id} chooses not to enter {s.label(s.cards[company.site])}: it does nothing there this "
                 "site phase (CoE 2.V)")
