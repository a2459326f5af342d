"""A site a card in play counts as a Free-hold "for the purposes of healing and playing hazards" (Balrog of Moria:
Lórien, unless Galadriel is at Lórien or not in play).

For healing the rule is modelled: a wounded character at such a site does not heal there in his untap phase, as a
Free-hold is no Haven (CoE 2.I.1; ``turn/phases.heals_at`` asks ``counted_as_free_hold``). For playing hazards it
is not: what a Haven counted as a Free-hold changes for the hazards played on a company moving to it or at it
(keying, the hazard limit, events playable at Free-holds) is refused as not modelled as such a hazard is played, the
card's clause of the scope ``free-hold hazards``, and never otherwise. The site is known by its name, whichever card
of that name it is, so long as that card is a Haven; the character is "at" it when his company's site bears that name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import Verdict
from ..core.state import IN_PLAY

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

SCOPE = "free-hold hazards"


def counted_as_free_hold(state: State, site: Instance) -> Instance | None:
    """The card in play that counts ``site``, a Haven, as a Free-hold now, if any: its character in play away from
    it. A site not a Haven (the minion card of Lórien, a Free-hold already) is changed by no such card."""
    if not site.card.is_haven:
        return None
    for inst in state.cards.values():
        given = inst.card.trait("free_hold_as") if inst.zone == IN_PLAY else None
        if given is None or given.site != site.card.name:
            continue
        present = [c for c in state.cards.values() if c.zone == IN_PLAY and c.card.is_character
                   and c.card.name == given.unless_character]
        if present and not any(_site_name(state, c) == given.site for c in present):
            return inst
    return None


def _site_name(state: State, character: Instance) -> str:
    company = state.company_of(character.id)
    return state.cards[company.site].card.name if company is not None and company.site in state.cards else ""


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a hazard played while the active company is at, or moves to, a site a card
    counts as a Free-hold for playing hazards is refused as not modelled (that card's clause of this scope)."""
    company = state.companies.get(state.active_company or "")
    if card.type != "Hazard" or company is None:
        return Verdict.allow()
    for ref in (company.site, company.destination):
        site = state.cards.get(ref or "")
        counting = counted_as_free_hold(state, site) if site is not None and site.card.is_site else None
        if counting is not None:
            modelled.refuse(counting.card, (SCOPE,))
    return Verdict.allow()
