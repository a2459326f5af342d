"""A creature that must follow at once: a short-event played and resolved before its creature (CRF 22, Card Errata
and Rulings > Fell Beast, Morgul-horse).

The primitive ``key-next-creature`` (Fell Beast; Morgul-horse's second use), once resolved, lets its player key a
hazard creature of some races (the Nazgûl) also to the region types and site types it names, but only the creature
he plays as the first action declared after it resolved: the first declared action of the chain of effects that
follows (CRF 22). Declared first, any other action, by either player (a roll is no action of its own), ends that
right, and the card goes back from the discard pile to its player's hand (CRF 22). The creature played through the
right keeps it while declared, so that its keying still holds as it resolves (CoE 2.IV.vii.2.4).

What else such a card does to that creature's attack (Fell Beast: one more strike, 2 less prowess, the attacker
choosing the defending characters) is not modelled yet: the card's clause of the scope ``attack`` is refused as soon
as the strikes of the attack of the creature that took its right are asked (``strikes``, a query of the combat
family's).

Not modelled either, refused as the card is played (``may play card``, the card's clause of the scope ``play in a
case``): such a card played while a creature it admits is declared in a chain of effects or attacking (Fell Beast
played on a Nazgûl attack already made, CRF 22), where its right to key the next creature would mean nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core import modelled
from ..core.behaviour import KeyNextCreature as KeyNextCreatureEffect, walk
from ..core.errors import Verdict
from ..core.state import DISCARD, HAND
from ..primitives.races import of_race, race_named

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import KeyNextCreature
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Attack, State
    from ..game import Game

KEY = "creature to follow"   # Turn.per_turn key (KEY, card id) -> Follow


class Follow(NamedTuple):
    """The right its card gives: whose, the creatures it admits, the keying it adds, the creature that took it."""
    player: str
    source: str
    races: tuple[str, ...]
    region_types: tuple[str, ...]
    site_types: tuple[str, ...]
    used_by: str = ""


def key_next_creature(game: Game, entry: Declared, effect: KeyNextCreature) -> bool:
    """The primitive: the right waits for its player's next action."""
    s = game.state
    source = entry.card or ""
    s.turn.per_turn[(KEY, source)] = Follow(entry.player, source, effect.races, effect.region_types,
                                            effect.site_types)
    keys = " or ".join((*effect.region_types, *effect.site_types))
    s.log.append(f"{s._name(source)}: {entry.player}'s next action may play a {' or '.join(effect.races)} creature "
                 f"keyed to {keys} too; any other action sends {s._name(source)} back to his hand")
    return True


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card of ``key-next-creature`` with a clause of the scope ``play in a case``
    (Fell Beast on a Nazgûl attack already made) is refused as not modelled while a creature it admits is declared
    in a chain of effects or attacking."""
    effects = [e for m in card.modes for e in walk(m.effects) if isinstance(e, KeyNextCreatureEffect)]
    if not effects or not any(g.scope == "play in a case" for g in card.gaps):
        return Verdict.allow()
    races = tuple(r for e in effects for r in e.races)
    declared = any(_of_races(state.cards[e.card].card, races) for chain in state.chains for e in chain.entries
                   if e.kind == "creature" and e.card in state.cards)
    combat = state.combat
    if declared or (combat is not None and combat.attack.kind == "creature" and of_race(combat.attack, races)):
        modelled.refuse_case(card, "attack already made")
    return Verdict.allow()


def _of_races(card: Card, races: tuple[str, ...]) -> bool:
    return card.is_creature and any(race_named(r.strip(), races) for r in (card.race or "").split(","))


def _rights(state: State) -> list[tuple[tuple, Follow]]:
    return [(k, v) for k, v in state.turn.per_turn.items() if isinstance(k, tuple) and k[0] == KEY]


def _admits(right: Follow, card: Card) -> bool:
    return _of_races(card, right.races)


def extra_keying(state: State, card: Card, creature: str) -> dict:
    """What the rights waiting (or taken by ``creature``) add to the creature's keying, as keying facts."""
    regions: dict[str, int] = {}
    sites: list[str] = []
    for _, right in _rights(state):
        if (right.used_by and right.used_by != creature) or not _admits(right, card):
            continue
        regions |= {t: 1 for t in right.region_types}
        sites += [t for t in right.site_types if t not in sites]
    return {"region_types": regions, "site_types": sites} if regions or sites else {}


def note_action(game: Game, action: Action) -> None:
    """A ``Closes`` hook: the first action after the right: its player's creature takes it; any other ends it."""
    s = game.state
    for key, right in _rights(s):
        if right.used_by:
            continue
        name = getattr(action, "card", None)
        creature = s.find(name) if isinstance(name, str) and getattr(action, "keyed_to", None) else None
        if creature is not None and action.player == right.player and _admits(right, creature.card):
            s.turn.per_turn[key] = right._replace(used_by=creature.id)
            continue
        del s.turn.per_turn[key]
        source = s.cards.get(right.source)
        if source is not None and source.zone == DISCARD:
            s.move(source.id, HAND)
            s.log.append(f"{s.label(source)} goes back to {source.owner}'s hand: no creature followed it at once")


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the rights waiting for their creature, or taken by it."""
    lines = []
    for _, right in _rights(state):
        keys = " or ".join((*right.region_types, *right.site_types))
        taken = f"; taken by {state._name(right.used_by)}" if right.used_by else ""
        lines.append(f"Creature to follow ({state._name(right.source)}): {right.player}'s next action, a "
                     f"{' or '.join(right.races)} creature keyed to {keys} too{taken}")
    return lines


def strikes(state: State, attack: Attack) -> None:
    """The ``strikes`` query: the attack of a creature that took a card's right meets what that card does to its
    attack, which is not modelled (the card's clause of the scope ``attack``)."""
    for _, right in _rights(state):
        if right.used_by and attack.kind == "creature" and attack.source == right.used_by \
                and right.source in state.cards:
            modelled.refuse(state.cards[right.source].card, ("attack",))
    return None
