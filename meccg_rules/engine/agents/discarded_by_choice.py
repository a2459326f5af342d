"""An agent hazard whose own text lets its player discard it at a company's new site for an effect (Baduila: "Agent
only: if you choose to discard Baduila at target company's new site, company must return to its site of origin").

The condition ``self_agent_at_new_site``: the card used is one of its player's agent hazards in play, at the new
site of the company it concerns (the target company, else the one whose movement/hazard phase it is). The ability
is a ``discard card`` one, used by the hazard player like a hazard's ("Bob discards Baduila to send the company
back."; ``playing/hazard_uses.py``): the discard is its cost, paid as it is declared, and the effect follows when it
resolves. Only that choice has the effect: an agent discarded some other way at the same site (revealed after an
illegal move, CoE 4.2.1; defeated in an attack) leaves the company where it is (CRF 22, Card Errata and Rulings >
Baduila: "if Baduila is discarded" read as "if you choose to discard Baduila").

The engine's readings where the text is silent: the company is the one whose movement/hazard phase it is (the
hazard player acts in it); the use is not an agent action and counts nothing against the hazard limit, though like
every hazard action it needs the limit not reached (CoE 2.IV.iii.1); a face-down agent may be discarded so, its
moves not checked, as it leaves play without being revealed at its site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY
from ..primitives.conditions import company_for

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.state import State


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``self_agent_at_new_site``."""
    company = company_for(state, card, target)
    if company is None or not company.moving:
        return Verdict.refuse("company-not-moving", f"{card.name} is discarded at the new site of a company "
                              "that is moving.", f"the text of {card.name}")
    there = fold(state.cards[company.site].name)
    mine = [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.id == card.id
            and i.agent_site is not None and i.controller != company.owner]
    if not mine:
        return Verdict.refuse("agent-not-in-play", f"{card.name}'s text is used only while he is an agent hazard "
                              "in play (\"Agent only\").", f"the text of {card.name}")
    if not any(fold(i.agent_site or "") == there for i in mine):
        return Verdict.refuse("agent-not-at-new-site", f"{card.name} is not at {company.id}'s new site, "
                              f"{state.cards[company.site].name}.", f"the text of {card.name}")
    return Verdict.allow()
