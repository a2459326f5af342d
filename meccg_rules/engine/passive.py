"""Passive conditions: cards in play that require an action when something happens.

An action triggered while a chain resolves is declared at the start of the
next chain (CoE 9.6.1; CRF Passive Conditions, Annotation 9), unless the card
says it happens immediately: then it resolves at once, with no responses
(CoE 9.5.3), before the rest of the current chain. The engine
declares them in the order the triggering cards came into play; the resource
player's choice of order (Annotation 10) is not modelled yet.
"""
from __future__ import annotations

from .chain import PASSIVE, Chain, Declared
from .state import PLAY


def trigger(game, event: str, company: str, character: str, site: str | None = None) -> None:
    s = game.state
    for source in [i for i in s.cards.values() if i.zone == PLAY]:
        passive = source.card.trait("passive")
        if not passive or passive["on"] != event:
            continue
        for checker in _who_checks(s, source, passive, event, company, character, site):
            entry = Declared(s.resource_player, "corruption-check", source.name, target=checker,
                             data={"modifier": passive.get("check_modifier", 0), "passive": True,
                                   "discard_after": passive.get("discard_after", False)})
            if passive.get("immediately"):
                s.chains.append(Chain(PASSIVE, s.resource_player, [entry], immediate=True, resolving=True))
                s.log.append(f"{source.name}: {checker} immediately makes a corruption check")
            else:
                s.triggered.append(entry)
                s.log.append(f"{source.name}: {checker} must make a corruption check")
            if passive.get("discard_after"):
                break


def _who_checks(s, source, passive, event, company, character, site) -> list[str]:
    excluded = set(passive.get("excludes", ()))
    if event == "item-gained-in-company":
        bearer = s.cards.get(source.attached_to)
        return [bearer.name] if bearer and bearer.company == company else []
    if event == "item-played-at-site":
        if source.attached_to != site:
            return []
        return [c.name for c in s.characters(company)
                if c.name != character and c.card.fact("race") not in excluded]
    if event == "influence-success":
        race = s.cards[character].card.fact("race")
        return [] if race in excluded else [character]
    return []
