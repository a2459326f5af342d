"""A card played by discarding an agent (Seek without Success: "discard a ranger agent at target company's new
site"; the condition ``agent_at_new_site`` names the skill).

The agent is part of the cost: one of the card's player's agent hazards with that skill, face-up or face-down, at
the site the target company is moving to, is discarded as the card is declared (CoE 9.2, 9.2.1: a cost is paid on
declaration), before either player may answer. So an effect that would act on that agent in response finds it
gone: Withdrawn to Mordor cannot counter Seek without Success (CRF 22, Card Errata and Rulings > Seek without
Success). With several such agents there, which one goes is its player's choice: he names it as he plays the card
("Bob plays Seek without Success on the Fellowship, naming Jûoma"; the combat hook ``names as played``); with one,
naming it is optional. A card played by tapping an agent (``attacks_by_cards.py``) is named alike.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..combat.named_creatures import NAMED
from ..core.errors import Verdict
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
    """The condition ``agent_at_new_site``: such an agent is there to be discarded (which one, among several, is
    named as the card is played: ``check_named``)."""
    return one_agent(card, agents_at_new_site(state, target, condition.agent_at_new_site),
                     condition.agent_at_new_site, "discarding a", "no-agent-to-discard")


def one_agent(card: Card, found: list, kind: str, how: str, reason: str) -> Verdict:
    """The agent a card is played by (``how``: "discarding a" one): refused with ``reason`` where there is
    none of ``kind`` at the new site (among several, its player names one: ``check_named``)."""
    kind = "" if kind == ANY_SKILL else f"{kind.lower()} "
    if not found:
        return Verdict.refuse(reason, f"{card.name} is played by {how} {kind}agent at the target company's new "
                              "site; there is none.", f"the text of {card.name}")
    return Verdict.allow()


def candidates(state: State, card: Card, target: str | None) -> tuple[str, list[Instance]] | None:
    """The agents a card may be played with, discarding or tapping one (the verb), or None for a card played with no
    agent of the new site."""
    for condition in card.trait("playable_if", ()):
        if condition.agent_at_new_site:
            return "discarding", agents_at_new_site(state, target, condition.agent_at_new_site)
        if condition.agent_taps_at_new_site:
            return "tapping", [i for i in agents_at_new_site(state, target, condition.agent_taps_at_new_site)
                           if not i.tapped and not i.wounded]
    return None


def check_named(state: State, card: Card, named: str, player: str, target: str | None) -> Verdict | None:
    """The combat hook ``names as played``: among several agents at the new site the card may be played with, its
    player names the one he discards or taps (", naming Jûoma"); with one, he may name it or not. None: the card is
    played with no agent."""
    found = candidates(state, card, target)
    if found is None:
        return None
    verb, agents = found
    if not named:
        if len(agents) > 1:
            shown = ", ".join(state.label(i) for i in agents)
            return Verdict.refuse("must-name-agent", f"{card.name} is played by {verb} one of {len(agents)} "
                                  f"agents at the new site ({shown}): {player} names the one he chooses "
                                  f"(', naming {agents[0].name}').")
        return Verdict.allow()
    if named not in {i.id for i in agents}:
        return Verdict.refuse("agent-not-at-new-site", f"{state.label(state.cards[named])} is not one of the agents "
                              f"{card.name} may be played by {verb}: an agent of {player}'s at the target "
                              "company's new site, of the skill its text names.", f"the text of {card.name}")
    return Verdict.allow()


def chosen(entry: Declared, found: list[Instance]) -> list[Instance]:
    """The agent named as the card was played, else the only one there (a card whose one name is another card's,
    To Get You Away's rescue site, is refused with several agents: ``prisoners_taken_by_agents.check_named``)."""
    named = entry.data.get(NAMED)
    picked = [i for i in found if i.id == named]
    return picked or found[:1]


def discard_on_declaration(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: a card played by discarding an agent has it discarded as it is declared."""
    discard_as_declared(game, entry, lambda s, condition, target: chosen(entry, agents_at_new_site(
        s, target, condition.agent_at_new_site)) if condition.agent_at_new_site else [])
