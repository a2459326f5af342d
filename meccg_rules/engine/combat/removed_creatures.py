"""A hazard creature removed from play once its attack is over, whatever became of its strikes (the effect primitive
``removed-after-attack``: Fury of the Iron Crown), and one strike made stronger (the stat ``strike prowess``).

The card is played on the character whose strike is being resolved: that strike alone gets the ``modify`` of
``strike prowess`` (read by ``strikes.roll_strike``), and the attack is marked. When the attack concludes, unless it
was cancelled or its creature is of a race the card spares (a Nazgûl), the creature leaves play as a defeated one
does (``attacks.creature_ends``): to the defending player's marshalling point pile when his alignment scores it,
otherwise out of play, and not for points at all after a detainment attack (CoE 3.v, 3.v.W1-B1; CRF 22, Card
Errata and Rulings, Fury of the Iron Crown: "only if he would have received them normally"); and an Orc or Troll
character of the company that faced one of its strikes may keep it as a trophy (CoE 3.IV.1; CRF 22, the same
entry). The engine's reading: a cancelled attack was not "resolved", so its creature is discarded as usual.

Not modelled, refused as the card is played (``may play card``): the attack of a creature that makes several
attacks (which of them "the attack" is), and the defender's play of the item the card names from his hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import RemovedAfterAttack, walk
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import HAND, Attack, Ongoing, State
from ..primitives.races import of_race

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

STAT = "removed after the attack"   # Ongoing.stat on the attack under way, its effect the primitive


def _removals(card: Card) -> list[RemovedAfterAttack]:
    return [e for m in card.modes for e in walk(m.effects) if isinstance(e, RemovedAfterAttack)]


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: the clauses of such a card the engine does not model, refused as it is played
    on an attack where they would matter (the scope ``play in a case``)."""
    removals = _removals(card)
    combat = state.combat
    if not removals or combat is None:
        return Verdict.allow()
    if combat.attack.series > 1:
        modelled.refuse_case(card, "several attacks")
    defender = state.companies[combat.attack.company].owner
    for effect in removals:
        if effect.item_from_hand and any(fold(i.name) == fold(effect.item_from_hand)
                                         for i in state.in_zone(HAND, defender)):
            modelled.refuse_case(card, effect.item_from_hand)
    return Verdict.allow()


def mark(game: Game, entry: Declared, effect: RemovedAfterAttack) -> bool:
    """The attack under way is marked: its creature goes once the attack is over."""
    s = game.state
    combat = s.combat
    if combat is None:
        s.log.append(f"{s.label(s.cards[entry.card])}: no attack is under way")
        return True
    s.ongoing.append(Ongoing(entry.card or "", combat.attack.id, STAT, 0, "end-of-attack", effect, s.phase))
    s.log.append(f"{combat.attack.label} leaves play once the attack is over, the defender scoring it as usual")
    return True


def removes(state: State, attack: Attack) -> bool:
    """Is the attack's creature to leave play as though defeated once the attack is over?"""
    return any(o.stat == STAT and o.target == attack.id and isinstance(o.how, RemovedAfterAttack)
               and not (o.how.not_races and of_race(attack, o.how.not_races)) for o in state.ongoing)


def strike_prowess(state: State, character: str) -> int:
    """What cards add to the attacker's prowess against this character's strike alone (the stat)."""
    return sum(o.by for o in state.ongoing if o.stat == "strike prowess" and o.target == character)
