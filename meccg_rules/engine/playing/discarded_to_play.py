"""A card played by discarding another card of its player's at the site it is played on (CoE 9.2.1: an active
condition, paid as the card is declared), and a card played only where its player has a character of some skill.

``discards_at_site`` names the card to discard: one borne by a character of the player's at the target site (or the
target's site), or one in his marshalling point pile stored at a site of that name (The White Tree, as CRF 22
corrects it: a Sapling of the White Tree borne at Minas Tirith, or stored at Minas Tirith). It is discarded as the
card is declared, before either player may answer. With two or more such cards, which one goes is its player's
choice, which the engine does not model yet: it says so rather than pick one.

``skill_at_site``: one of the player's characters at the site has that skill. The White Tree's "Sage only at Minas
Tirith" is read so (the engine's reading): a sage of its player at Minas Tirith, who does not tap for it.

The player is the one whose copy of the site is the target (each player has his own site card).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State
from ..primitives import values

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game


def _site(state: State, target: str | None) -> Instance | None:
    """The target site, or the site of the target's company (none while it is between sites)."""
    inst = state.cards.get(target or "")
    if inst is not None and inst.card.is_site:
        return inst
    company = state.companies.get(target or "") or state.company_of(target or "")
    return state.cards[company.site] if company is not None and not company.en_route else None


def _characters_at(state: State, site: Instance) -> list[Instance]:
    """The characters of the site's player in his companies at that site."""
    return [c for company in state.companies.values() if company.site == site.id and not company.en_route
            for c in state.characters(company.id)]


def to_discard(state: State, site: Instance | None, name: str) -> list[Instance]:
    """The cards of that name its player could discard: borne by his characters at the site, or stored there."""
    if site is None:
        return []
    holders = {c.id for c in _characters_at(state, site)}
    borne = [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in holders
             and fold(i.card.name) == fold(name)]
    stored = [i for i in state.cards.values() if i.zone == MP_PILE and i.owner == site.owner
              and fold(i.card.name) == fold(name) and i.stored_at == site.card.name]
    return borne + stored


def check_discards(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``discards_at_site``: one such card is there to be discarded."""
    site = _site(state, target)
    found = to_discard(state, site, condition.discards_at_site)
    if not found:
        where = state.label(site) if site is not None else "no site"
        return Verdict.refuse("nothing-to-discard", f"{card.name} is played by discarding a "
                              f"{condition.discards_at_site} borne at its site or stored there; there is none at "
                              f"{where}.")
    if len(found) > 1:
        raise NotModelledError(f"not modelled: {card.name}: the choice of the {condition.discards_at_site} to "
                               f"discard among {len(found)}")
    return Verdict.allow()


def check_skill(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``skill_at_site``: a character of the player's at the site has that skill."""
    site = _site(state, target)
    if site is None or not any(condition.skill_at_site in values.skills(state, c) for c in _characters_at(state, site)):
        where = state.label(site) if site is not None else "no site"
        return Verdict.refuse("no-skill-at-site", f"{card.name} needs a {condition.skill_at_site.lower()} of its "
                              f"player at its site; there is none at {where}.")
    return Verdict.allow()


def discard_as_declared(game: Game, entry: Declared,
                        find: Callable[[State, Condition, str | None], list[Instance]]) -> None:
    """A cost paid by discarding a card as the card is declared (CoE 9.2.1), before either player may answer: for
    each condition of the declared event, the first card ``find`` gives (the condition's check has refused a choice
    among several) goes to its discard pile. The agents family's cost (an agent at the new site) uses it too."""
    s = game.state
    if entry.kind != "event" or entry.card not in s.cards:
        return
    for condition in s.cards[entry.card].card.trait("playable_if", ()):
        for inst in find(s, condition, entry.target)[:1]:
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded to play {s.label(s.cards[entry.card])}")


def discard_on_declaration(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: the card to discard goes as the card is declared."""
    discard_as_declared(game, entry, lambda s, condition, target: to_discard(
        s, _site(s, target), condition.discards_at_site) if condition.discards_at_site else [])
