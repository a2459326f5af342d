"""A hazard creature card of the opponent, named as a card is played, that comes back to attack one character as
though he were a one-character company (the effect ``named-creature-attacks``: The Hunt).

What may be named: a hazard creature card of the other player "revealed to you through a mechanism of the game and
discarded", the two in either order (CRF 22, Card Errata and Rulings, The Hunt): a creature in its player's discard pile
that the kernel's record says was revealed to the card's player (``Instance.revealed_to``, ``State.reveal``): declared
in a chain of effects, seen in play or revealed on-guard (the kernel records those), or shown to him from a hand, a play
deck or a discard pile by an effect (a hand revealed, hazards shown, a discard pile turned over), before or after it was
discarded. A discard pile is face-down (CoE glossary: discard, discard pile), so a creature discarded from a hand and
never shown is refused, as is one of the player's own or no hazard creature. One no longer in its discard pile (his play
deck searched for it, reshuffled: the record is forgotten in a play deck), or a unique creature (eliminated or kept out
of play by another copy), is refused as not modelled.

The creature comes into play and attacks the target character alone (``Attack.alone``): its strikes are his, an ally
that must take a strike first (Noble Hound) is not in the attack, so it shields him from none (CRF 22, Card Errata
and Rulings, The Hunt: he is still alone against the creature). Since he faces it as though he were a one-character
company (``Attack.one_character_company``), the engine's reading is that no one else is in his company for it: no one
taps to support him (CoE 3.iv.4 asks a supporter of the same company, though it may be one not allowed to face the
attack; the rules do not say which prevails). With ``no_spells`` he can use or benefit from no spell against the
attack: no resource spell may be played while it is under way, and one already in play on him or his company that
could help him is refused as not modelled. With ``tap_after`` he is tapped after the attack if untapped. The creature
is then defeated or discarded as any creature's attack (CoE 3.v).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled, queries
from ..core.behaviour import CreatureAttacksAgent, NamedCreatureAttacks, walk
from ..core.errors import Verdict
from ..core.registry import REGISTRY
from ..core.state import DISCARD, IN_PLAY, Attack, State
from ..organization import named_storing
from . import flow
from .attacks import creature_attacks

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.behaviour import Primitive
    from ..game import Game

NAMED = "named"   # the entry's data: the creature named as the card was played
NAMES_AS_PLAYED = "names as played"   # the hook a later family answers for a card its rule has name a card
SPELL = "Spell"


def is_spell(card: Card) -> bool:
    """A spell: its magic (the card data's) or its keywords say so."""
    return card.fact("magic") == SPELL or SPELL in card.keywords


def names(effects: tuple[Primitive, ...]) -> bool:
    """Do these effects name a creature as the card is played (one of the opponent's discarded: The Hunt)?"""
    return any(isinstance(e, NamedCreatureAttacks) for e in walk(effects))


def names_from_hand(effects: tuple[Primitive, ...]) -> bool:
    """Do these effects name a creature of the player's own hand as the card is played (Hidden Knife; the query
    ``may name card`` says which, ``agents/attacked_agents.py``)?"""
    return any(isinstance(e, CreatureAttacksAgent) for e in walk(effects))


def check_named(state: State, card: Card, effects: tuple[Primitive, ...], named: str, player: str,
                target: str | None) -> Verdict:
    """May ``named`` (an instance id, or "") be named as ``card`` is played by ``player`` on ``target``?"""
    stores = named_storing.storing(effects)
    if stores is not None:   # a card of his named to be stored (Wizard's Trove: ``organization/named_storing.py``)
        return named_storing.check_named(state, card, stores, named, player, target)
    if names_from_hand(effects):
        return queries.veto("may name card", state, card, named, player, target)
    if not names(effects):
        for answer in REGISTRY.hooks(NAMES_AS_PLAYED):   # a card a later family's rule has name a card (prisoners)
            verdict = answer(state, card, named, player, target)
            if verdict is not None:
                return verdict
        if named:
            return Verdict.refuse("names-nothing", f"{card.name} names no card as it is played.")
        return Verdict.allow()
    if not named:
        return Verdict.refuse("must-name", f"{card.name} names a hazard creature card of the other player, seen "
                              "and discarded: say which (', naming Bob's Cave-drake').")
    creature = state.cards[named]
    if creature.owner == player:
        return Verdict.refuse("invalid-named", f"{state.label(creature)} is {player}'s own card: {card.name} names "
                              "one of the other player's.")
    if not (creature.card.is_creature and creature.card.type == "Hazard"):
        return Verdict.refuse("invalid-named", f"{state.label(creature)} is no hazard creature card.")
    if creature.zone != DISCARD:   # his play deck searched for it, or reshuffled: the card's clause not modelled
        modelled.refuse_case(card, "no longer in its player's discard pile")
    if player not in creature.revealed_to:   # a discard pile is face-down (CoE glossary: discard pile)
        return Verdict.refuse("not-revealed", f"{state.label(creature)} was never revealed to {player}: {card.name} "
                              "names a creature revealed to him through the game and discarded, in either order "
                              "(a discard pile is face-down).")
    if creature.card.fact("unique"):   # whether a unique one is eliminated or kept out of play: not modelled
        modelled.refuse_case(card, "unique creature")
    refuse_spells_in_play(state, card, effects, target)
    return Verdict.allow()


def refuse_spells_in_play(state: State, card: Card, effects: tuple[Primitive, ...], target: str | None) -> None:
    """A spell in play on the character or his company, one that could help him, is refused as not modelled."""
    if not any(isinstance(e, NamedCreatureAttacks) and e.no_spells for e in walk(effects)) or target is None:
        return
    company = state.company_of(target)
    near = {target} | ({c.id for c in state.characters(company.id)} | {company.id} if company else set())
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and is_spell(inst.card) and inst.attached_to in near:
            modelled.refuse_case(card, "spell already in play")


def attack(game: Game, entry: Declared, effect: NamedCreatureAttacks) -> bool:
    """The effect: the named creature comes into play and attacks the target as a one-character company."""
    s = game.state
    creature = s.cards.get(entry.data.get(NAMED, ""))
    character = s.cards.get(entry.target)
    company = s.company_of(entry.target)
    by = s._name(entry.card)
    if creature is None or creature.zone != DISCARD:
        s.log.append(f"{by} has no effect: the creature named is no longer in its player's discard pile")
        return True
    if character is None or character.zone != IN_PLAY or company is None:
        s.log.append(f"{by} has no effect: its character is no longer in play")
        return True
    s.move(creature.id, IN_PLAY)
    made = creature_attacks(s, creature, company.id)
    for one in made:
        one.alone, one.one_character_company = character.id, True
        one.no_spells, one.tap_after = effect.no_spells, effect.tap_after
    s.log.append(f"{s.label(creature)} comes back from {creature.owner}'s discard pile and attacks "
                 f"{s.label(character)} as though he were a one-character company")
    flow.begin(game, made)
    return True


def check_support(state: State, supporter: str) -> Verdict:
    """The query ``may support a strike``: no one but the character himself is in his company for such an attack."""
    attack_ = state.combat.attack if state.combat is not None else None
    if attack_ is not None and attack_.one_character_company and supporter != attack_.alone:
        return Verdict.refuse("one-character-company", f"{attack_.label} attacks {state._name(attack_.alone)} as "
                              "though he were a one-character company: no one else may support him (CoE 3.iv.4).")
    return Verdict.allow()


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: no resource spell during an attack its character may benefit from no spell
    against."""
    combat = state.combat
    if combat is not None and combat.attack.no_spells and card.type == "Resource" and is_spell(card):
        return Verdict.refuse("no-spells", f"{state._name(combat.attack.alone)} cannot use or benefit from spells "
                              f"against {combat.attack.label}'s attack.")
    return Verdict.allow()


def attack_ended(state: State, attack_: Attack) -> None:
    """The hook ``attack ended``: the character is tapped after the (last) attack if untapped."""
    if not attack_.tap_after or attack_.nth != attack_.series:
        return
    character = state.cards.get(attack_.alone)
    if character is not None and character.zone == IN_PLAY and not character.tapped:
        state.tap(character.id)
        state.log.append(f"{state.label(character)} is tapped after the attack")
