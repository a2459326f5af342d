"""A character replaced in his company by another from hand (CRF 22, Card Errata and Rulings: Folco Boffin, Strider).

Some characters' text lets another character come from his player's hand into the company in his place, the first
leaving play (``replaced_by``): Folco Boffin, discarded at a Haven, for any Hobbit; Strider, removed from the game,
for Aragorn II, who takes every card on Strider. CRF 22 rules that this may be done at any time a normal resource
could be played: it is a resource/character action (CoE 9.1.3), timed as a resource short-event
(``resource_actions``: the player's own turn, the combat windows), not a character played while
organizing (CoE 2.II.2), so the movement/hazard and site phases allow it too: "Alice replaces Strider with Aragorn
II."

The engine's readings, where the sources are silent: the action is declared in a chain of effects, the newcomer
leaving the hand then (as a card played); as it resolves the two change places at once, so a company of one is
never left empty; the newcomer comes in untapped, under general influence, and neither the one character a turn
of CoE 2.II.2 nor its sites (a Haven or his home site) apply to him. If the character replaced has left play or
his company by then, or (Folco Boffin) his company is no longer at a Haven, nothing happens and the newcomer is
discarded (CoE 9.2; CRF 22, Annotation 7). A replaced character's followers stay with the newcomer where the cards
on him pass to him (Strider); elsewhere the engine does not model them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, NotModelledError, Verdict
from ..core.state import CHAIN, DISCARD, IN_PLAY, REMOVED, State
from ..players import alignments
from . import resource_actions
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..core.state import Instance
    from ..game import Game
    from .actions import ReplaceCharacter
    from .keys import Replacement

KIND = "replace"   # the declared kind


def _rule(inst: Instance) -> Replacement | None:
    return inst.card.trait("replaced_by")


def check(game: Game, action: ReplaceCharacter) -> Verdict:
    s = game.state
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    leaving = s.find(action.character, "character")
    newcomer = s.find(action.replacement, "character")
    if not newcomer.card.is_character:
        raise InputError(f"{newcomer.name} is {newcomer.card.kind}, not a character")
    rule = _rule(leaving)
    if leaving.zone != IN_PLAY or leaving.controller != action.player or rule is None:
        return Verdict.refuse("no-replacement", f"{s.label(leaving)} is not a character of {action.player}'s in "
                              "play whose text lets another take his place.")
    if not (held := s.in_hand(action.player, newcomer)):
        return held
    if not _fits(rule, newcomer):
        wanted = f"a {rule.race}" if rule.race else rule.named
        return Verdict.refuse("no-replacement", f"{s.label(leaving)} may give his place to {wanted} only, not to "
                              f"{s.label(newcomer)} (his card's text).")
    verdict = resource_actions.check(s, action.player, leaving.card, None, "", None)   # CRF 22: Folco, Strider
    if not verdict:
        return verdict
    verdict = _where(s, leaving, rule)
    if not verdict:
        return verdict
    verdict = check_unique(s, newcomer, leaving=leaving.id)
    if not verdict:
        return verdict
    verdict = alignments.check_character(s, action.player, newcomer)
    if not verdict:
        return verdict
    modelled.refuse_in_play(s, "character play", s.cards[s.companies[leaving.company or ""].site].card)
    if not rule.transfers and any(c.follower_of == leaving.id for c in s.characters(leaving.company)):
        raise NotModelledError(f"not modelled: {leaving.name}: his followers when another takes his place")
    return Verdict.allow()


def _fits(rule: Replacement, newcomer: Instance) -> bool:
    if rule.named:
        return fold(newcomer.card.name) == fold(rule.named)
    return fold(newcomer.card.race or "") == fold(rule.race)


def _where(state: State, leaving: Instance, rule: Replacement) -> Verdict:
    """Folco Boffin's "at a Haven": his company's site is a Haven."""
    site = state.cards[state.companies[leaving.company or ""].site]
    if rule.at_haven and not site.card.is_haven:
        return Verdict.refuse("replaced-only-at-haven", f"{state.label(leaving)} gives his place only at a Haven, "
                              f"not at {state.label(site)} (his card's text).")
    return Verdict.allow()


def declare(game: Game, action: ReplaceCharacter) -> None:
    s = game.state
    leaving, newcomer = s.find(action.character), s.find(action.replacement)
    s.move(newcomer.id, CHAIN)
    game.declare(Declared(action.player, KIND, newcomer.id, actor=leaving.id, target=leaving.company or "",
                          data={"leaving": leaving.id}), RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """The two change places, if the one replaced is still in his company (and, for Folco, at a Haven)."""
    s = game.state
    leaving, newcomer = s.cards[entry.actor], s.cards[entry.card]
    rule = _rule(leaving)
    if leaving.zone != IN_PLAY or leaving.company != entry.target or rule is None or not _where(s, leaving, rule):
        return cancel(s, entry, f"{s.label(leaving)} is no longer there to give his place")
    company = leaving.company
    if rule.transfers:
        for card in s.attached(leaving.id):
            card.attached_to = newcomer.id
        for follower in [c for c in s.characters(company) if c.follower_of == leaving.id]:
            follower.follower_of = newcomer.id
    s.move(newcomer.id, IN_PLAY)
    newcomer.company, newcomer.follower_of = company, None
    removed = rule.leaves_to == "removed from the game"
    s.move(leaving.id, REMOVED if removed else DISCARD)
    s.log.append(f"{s.label(newcomer)} comes into play in {company} in place of {s.label(leaving)}, who "
                 + ("is removed from the game" if removed else "is discarded"))
    return True


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.card)} takes the place of {state._name(entry.actor)}"
