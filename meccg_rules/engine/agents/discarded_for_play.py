"""A card played by discarding an agent (Seek without Success: "discard a ranger agent at target company's new
site"; the condition ``agent_at_new_site`` names the skill).

The agent is part of the cost: one of the card's player's agent hazards with that skill, face-up or face-down, at
the site the target company is moving to, is discarded as the card is declared (CoE 9.2, 9.2.1: a cost is paid on
declaration), before either player may answer. So an effect that would act on that agent in response finds it
gone: Withdrawn to Mordor cannot counter Seek without Success (CRF 22, Card Errata and Rulings > Seek without
Success). With several such agents there, which one goes is its player's choice, which the engine does not model
yet: it says so rather than pick one.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, Instance, State
from ..playing.discarded_to_play import discard_as_declared
from ..primitives import values

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game


ANY_SKILL = "any"   # a condition's skill for an agent of any skill ("Tap an agent", To Get You Away)


def agents_at_new_site(state: State, target: str | None, skill: str) -> list[Instance]:
    """The agent hazards with ``skill`` at the new site of the target company, of its owner's opponent: the site it
    is moving to, or the site a company not moving is at (CoE, Glossary: new site)."""
    company = state.companies.get(target or "") or state.company_of(target or "")
    if company is None:
        return []
    there = fold(state.cards[company.site].name)
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.agent_site is not None
            and fold(i.agent_site) == there and (skill == ANY_SKILL or skill in values.skills(state, i))
            and i.controller != company.owner]


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``agent_at_new_site``: such an agent is there to be discarded (one only: the choice among
    several is not modelled)."""
    return one_agent(card, agents_at_new_site(state, target, condition.agent_at_new_site),
                     condition.agent_at_new_site, "discard", "discarding a", "no-agent-to-discard")


def one_agent(card: Card, found: list, kind: str, verb: str, how: str, reason: str) -> Verdict:
    """The agent a card is played by ``verb``-ing (``how``: "discarding a"): refused with ``reason`` where there is
    none of ``kind`` at the new site; the choice among several is not modelled."""
    kind = "" if kind == ANY_SKILL else f"{kind.lower()} "
    if not found:
        return Verdict.refuse(reason, f"{card.name} is played by {how} {kind}agent at the target company's new "
                              "site; there is none.", f"the text of {card.name}")
    if len(found) > 1:
        raise NotModelledError(f"not modelled: {card.name}: the choice of the one to {verb} among {len(found)} "
                               f"{kind}agents at the new site")
    return Verdict.allow()


def discard_on_declaration(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: a card played by discarding an agent has it discarded as it is declared."""
    discard_as_declared(game, entry, lambda s, condition, target: agents_at_new_site(
        s, target, condition.agent_at_new_site) if condition.agent_at_new_site else [])
