"""Hazard effects cancelled on a company for the rest of the turn (the ``cancel-hazard-effects`` primitive).

Govern the Storms, Piercing All Shadows and Promptings of Wisdom cancel, until the turn ends, every hazard effect
that would send a company back to its site of origin or tap its current or new site; one use cancels both kinds
(CRF 22, Card Errata and Rulings, each of the three cards). The primitive records one ``Ongoing`` entry on the
company for each kind it names, lasting to the end of the turn; the rules that send a company back
(``organization/movement.py``) and that tap sites (the ``tap`` primitive, ``environments/environments.py``) ask
``cancelled`` and ``site_spared`` as the effect would take effect. So an effect declared earlier and still waiting
in a chain of effects is cancelled when it resolves, and a card in play that keeps tapping sites (Long Winter with
Doors of Night) leaves the company's sites alone for the rest of the turn. An effect that took effect before is
not undone. A company's current site is its site of origin while it moves, its new site the site it moves to
(CoE 2.IV.ii); a company that does not move has one site, both.
"""
from __future__ import annotations

from ..core.state import Ongoing, State

STATS = {"return-to-origin": "hazard returns cancelled", "tap-site": "hazard site taps cancelled"}
WORDS = {"return-to-origin": "send {} back to its site of origin", "tap-site": "tap {}'s current or new site"}


def record(state: State, source: str, company: str, kinds: tuple[str, ...]) -> None:
    """The hazard effects of these kinds on the company are cancelled until the end of the turn."""
    for kind in kinds:
        state.ongoing.append(Ongoing(source, company, STATS[kind], 1, "end-of-turn"))
    state.log.append(f"{state._name(source)}: until the end of the turn, the hazard effects that would "
                     f"{' or '.join(WORDS[k].format(company) for k in kinds)} are cancelled")


def cancelled(state: State, source: str | None, company: str, kind: str) -> str | None:
    """The card that cancels this effect of ``source`` on the company, if ``source`` is a hazard and the company is
    protected from that kind of hazard effect this turn; else None."""
    inst = state.cards.get(source or "")
    if inst is None or inst.card.type != "Hazard":
        return None
    stat = STATS[kind]
    return next((o.source for o in state.ongoing if o.target == company and o.stat == stat), None)


def company_sites(state: State, company_id: str) -> tuple[str, ...]:
    """The company's current and new sites: its site of origin and the site it moves to, or its one site."""
    company = state.companies[company_id]
    return (company.site, company.origin) if company.moving and company.origin else (company.site,)


def site_spared(state: State, source: str | None, site: str) -> str | None:
    """The card that cancels this hazard's tapping the site: one protecting a company whose current or new site
    it is; else None."""
    for company in state.companies.values():
        if site in company_sites(state, company.id) and (by := cancelled(state, source, company.id, "tap-site")):
            return by
    return None
