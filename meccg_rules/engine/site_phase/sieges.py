"""A card on a site that attacks every company there as its site phase begins (the card key ``attacks_at_start``:
Siege).

The attack comes at the very beginning of the company's site phase, before the company decides whether to enter the
site or to do nothing (CRF 22, Card Errata and Rulings, Siege [CoE 2023]): nothing else of the site phase may be done
while it is faced (combat is under way), and once it is over the company may still end its site phase without
entering. It is made against a company that is at the site as its site phase begins: a company that moved on in a
further movement/hazard phase of the same turn has its site phase elsewhere, and does not face it (CRF 22). The card
lies on the site, so it leaves play with it, discarded or returned to the location deck (``State.move``). Its
attack has no body: nothing is defeated or kept as a trophy (the engine's reading: the card stays).

What a card's text does at the end of the organization phase of a company at the site (Siege's roll, which may keep
the company from moving) is not modelled: the end of that phase is refused, as the card's entry says (the scope
``site organization end``: whichever player controls the card, and only for a company at its site).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.state import IN_PLAY, Attack
from ..combat import flow

if TYPE_CHECKING:
    from ..core.state import State
    from ..game import Game

KIND = "besieging"   # Attack.kind of such an attack (a plain one in combat)


def begin(game: Game, company_id: str) -> None:
    """The company's site phase begins: each such card on its site attacks it, in the order they came into play."""
    s = game.state
    company = s.companies.get(company_id)
    if company is None or company.site not in s.cards:
        return
    site = s.cards[company.site]
    attacks = []
    for inst in sorted((i for i in s.attached(site.id) if i.card.trait("attacks_at_start") is not None),
                       key=lambda i: i.seq):
        spec = inst.card.trait("attacks_at_start")
        attacks.append(Attack(f"a{s.next_attack}", company.id, inst.id, KIND, spec.race, spec.strikes, spec.prowess,
                              None, label=f"{s.label(inst)}'s attack"))
        s.next_attack += 1
        s.log.append(f"{company.id} faces {s.label(inst)}'s attack on {s.label(site)} as its site phase begins, "
                     "before it decides whether to enter the site")
    if attacks:
        flow.begin(game, attacks)


def organization_ends(state: State) -> None:
    """The resource player's organization phase ends: a card on the site of one of his companies that acts then (a
    gap of the scope ``site organization end``) is refused, whoever controls it."""
    sites = {c.site for c in state.companies_of(state.resource_player)}
    modelled.refuse_any((i.card for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in sites),
                        ("site organization end",))
