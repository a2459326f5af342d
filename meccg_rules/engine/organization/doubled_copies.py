"""Two copies of a hazard that cannot be duplicated on a given company, brought into one company when companies
join (CRF 22, So You've Come Back).

Companies that join carry whatever was on either (CoE 2.II.3.5.1), so each may bring a copy of a card that cannot be
duplicated on a given company. For a card whose entry says so (``doubled_by_joining = "hazard player chooses"``),
the join is made and the hazard player then chooses the copy that is discarded: "Bob discards the second So You’ve
Come Back." Nothing else may be done until he has (the engine's reading: the CRF names the chooser, not the moment).
Any other card that cannot be duplicated in a company stays refused as not modelled when two copies would meet
(``composition._refuse_doubled``): the rules do not say which copy goes. So does such a card when a character
moving into a company with his copy would meet the other: that is not companies joining, which is all the CRF
ruling speaks of.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Company, Instance, Pending, State
from ..primitives.unique import company_copies

if TYPE_CHECKING:
    from ..core.actions import Action, Discard
    from ..game import Game

DOUBLED = "doubled copy"   # Pending.kind while the hazard player chooses the copy discarded; ref: the company


def chosen_by_hazard_player(inst: Instance) -> bool:
    return inst.card.trait("doubled_by_joining", "") == "hazard player chooses"


def _doubled(state: State, company: Company) -> list[Instance]:
    """The copies of the first such card held more than once in the company."""
    members = [c.id for c in state.characters(company.id)]
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and chosen_by_hazard_player(inst):
            copies = company_copies(state, inst.card, members)
            if len(copies) > 1:
                return copies
    return []


def after_join(state: State, company: Company) -> None:
    """The company has just been joined: with two copies of such a card, the hazard player chooses one to discard."""
    copies = _doubled(state, company)
    if not copies or state.pending is not None:
        return
    state.pending = Pending(state.hazard_player, f"which {copies[0].name} leaves {company.id}", kind=DOUBLED,
                            ref=company.id)
    state.log.append(f"{company.id} holds {len(copies)} copies of {copies[0].name}, which cannot be duplicated on a "
                     f"company: {state.hazard_player} chooses the one discarded (CRF 22, {copies[0].name})")


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.kind == DOUBLED


def gate(pending: Pending, action: Action) -> Verdict:
    from ..core.actions import Discard
    if not isinstance(action, Discard):
        return Verdict.refuse("waiting-for-choice", f"First {pending.player} chooses {pending.purpose}.")
    return Verdict.allow()


def check_discard(game: Game, action: Discard) -> Verdict:
    s = game.state
    assert s.pending is not None
    if action.player != s.pending.player:
        return Verdict.refuse("hazard-player-chooses-copy", f"{s.pending.player}, the hazard player, chooses "
                              f"{s.pending.purpose} (CRF 22, So You’ve Come Back).")
    inst = s.find(action.card)
    if inst.id not in {c.id for c in _doubled(s, s.get_company(s.pending.ref))}:
        return Verdict.refuse("not-a-doubled-copy", f"{s.label(inst)} is not one of the copies brought together in "
                              f"{s.pending.ref}.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    assert s.pending is not None
    company = s.get_company(s.pending.ref)
    inst = s.find(action.card)
    s.move(inst.id, DISCARD)
    s.log.append(f"{s.label(inst)} is discarded")
    s.pending = None
    after_join(s, company)
