"""Declaring that a company enters its site (CoE 2.V, 2.V.iii).

In its site phase a company first does nothing or enters its site; its player takes no other action there before
that choice (CoE 2.V). At a site with automatic-attacks, entering is facing them (``site_resources``: "Fellowship
faces the automatic-attacks.", or "Fellowship enters its site."). At a site with none, the company declares that it
enters ("Fellowship enters its site."): it has then entered, and right after the declaration the hazard player may
declare that an agent of his at that site attacks it (2.V.iii), until the resource player acts
(``agents.agent_attacks``: the same moment as right after the automatic-attacks).

The engine's reading, where the rules leave a choice to the engine: the declaration matters only for what may follow
it. Where nothing may (no agent of the hazard player at the site that may still attack the company; a creature is
revealed on-guard only at a site with an automatic-attack, 2.V.i), it may be left unsaid, and the company simply
acts at the site, as before (it is not then marked as having entered: ``Company.entered``). Where such an agent is
there, the company declares that it enters before it plays anything at the site, so that the hazard player has the
moment 2.V.iii gives him (2.V.1.1: a resource that taps the site comes after the agents' attacks); an agent never
attacks a company that has not entered its site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.registry import REGISTRY

if TYPE_CHECKING:
    from ..core.state import Company, State

# what ``automatic_attacks.must_face`` lists while the declaration is awaited
UNDECLARED = "its declaration that it enters its site"
# the hook: (state, company) -> True when an attack may follow the company's declaration that it enters its site
AWAITED = "attack may follow entering"


def awaited(state: State, company: Company) -> bool:
    """Must the company declare that it enters its site (which has no automatic-attack) before it acts there: has it
    not entered yet, and may an attack follow the declaration (an agent there, CoE 2.V.iii)?"""
    if company.automatic_attacks_faced or company.entered:
        return False
    return any(hook(state, company) for hook in REGISTRY.hooks(AWAITED))


def refusal(state: State, company: Company) -> Verdict:
    """An action at the site before the awaited declaration."""
    site = state.label(state.cards[company.site])
    return Verdict.refuse("site-not-entered", f"{company.id} must first declare that it enters {site}: an agent "
                          "there may attack it then (CoE 2.V, 2.V.iii).")
