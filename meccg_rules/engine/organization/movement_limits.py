"""Cards on a company that restrict the movement it may declare (the key ``movement_limits``; CoE 2.II.7).

Crept Along Carefully and Going Ever Under Dark, played on a company, forbid it starter movement (and, the first,
a move to an Under-deeps site), and cap its region movement at three regions whatever else would allow more.
The restrictions are those of each copy on the company: a second copy changes nothing to them (CRF 22, Crept Along
Carefully, first bullet), while what such a card does to the hazard limit is a ``static`` of each copy
(``hazards/hazard_limit.py``). Neither Under-deeps movement (CoE 2.II.7.iii) nor the special movement a card
gives (CoE 2.II.7.iv) is starter movement.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from . import special_movement, under_deeps

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, State


def check(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: the first restriction of a card on the company that the movement breaks."""
    for inst in state.attached(company.id):
        limits = inst.card.trait("movement_limits")
        if limits is None:
            continue
        name = state.label(inst)
        other = (under_deeps.is_under_deeps_movement(origin, site) and not via) \
            or special_movement.allows(state, company, origin, site, via)   # neither is starter movement
        if limits.no_starter and not via and not other:
            return Verdict.refuse("movement-restricted", f"{name} is on {company.id}: it cannot use starter "
                                  "movement.")
        if limits.no_under_deeps and site.fact("under_deeps"):
            return Verdict.refuse("movement-restricted", f"{name} is on {company.id}: it cannot move to an "
                                  f"Under-deeps site such as {site.name}.")
        if limits.max_regions is not None and len(via) > limits.max_regions:
            return Verdict.refuse("movement-restricted", f"{name} is on {company.id}: its region movement goes "
                                  f"through {limits.max_regions} regions at most, not {len(via)}.")
    return Verdict.allow()
