"""Attacks cancelled by discarding a hazard creature from hand, for the rest of a turn (the
``discard-to-cancel-attacks`` primitive: Dragon-feuds).

Once the card resolves, its player may, for the rest of the turn, discard a hazard creature of its ``races`` from
his hand to cancel an attack of those races against any of his companies (``DiscardToCancel``). The discard is the
cost, paid as the action is declared; the cancel is an action in a chain of effects like any other, and resolves
if the attack may still be cancelled (before its strikes are assigned, CRF Annotation 13). Only a card in his hand
is discarded: a creature he may play as though it were in his hand (reserved off to the side with Summons from Long
Sleep) is not in his hand, and discarding is not playing (CRF 22, Rulings by Term > Discard; Card Errata and
Rulings > Summons from Long Sleep).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow
from .attacks import check_still_cancellable
from ..core.chain import RESOURCE, Declared
from ..core.errors import Verdict
from ..core.state import DISCARD
from ..primitives.effects import source_name

if TYPE_CHECKING:
    from .actions import DiscardToCancel
    from ..core.behaviour import DiscardToCancelAttacks
    from ..core.state import State
    from ..game import Game

KIND = "discard-cancel"        # the chain entry's kind
GRANTED = "discard to cancel"  # Turn.per_turn (GRANTED, player) -> ((races, the card granting it), ...)


def grant(game: Game, entry: Declared, effect: DiscardToCancelAttacks) -> bool:
    s = game.state
    key = (GRANTED, entry.player)
    s.turn.per_turn[key] = s.turn.per_turn.get(key, ()) + ((tuple(effect.races), entry.card or ""),)
    s.log.append(f"{source_name(game, entry)}: for the rest of the turn {entry.player} may discard a "
                 f"{' or '.join(effect.races)} hazard creature from his hand to cancel such an attack on his companies")
    return True


def _races(state: State, player: str) -> set[str]:
    return {race for races, _ in state.turn.per_turn.get((GRANTED, player), ()) for race in races}


def check(game: Game, action: DiscardToCancel) -> Verdict:
    s = game.state
    card = s.find(action.card)
    races = _races(s, action.player)
    if not races:
        return Verdict.refuse("no-discard-to-cancel", f"No card lets {action.player} discard a creature to cancel an "
                              "attack this turn.")
    combat = s.combat
    if combat is None:
        return Verdict.refuse("no-attack", "No attack is being faced.")
    attack = combat.attack
    if s.companies[attack.company].owner != action.player or attack.race not in races:
        return Verdict.refuse("no-discard-to-cancel", f"{attack.label} is not a {' or '.join(sorted(races))} attack "
                              f"against a company of {action.player}'s.")
    verdict = s.in_hand(action.player, card)   # only from hand: discarding is not playing (CRF 22, Discard)
    if not verdict:
        return verdict
    if not card.card.is_creature or card.card.type != "Hazard" or card.card.race not in races:
        return Verdict.refuse("no-discard-to-cancel", f"{s.label(card)} is not a {' or '.join(sorted(races))} "
                              "hazard creature.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    return check_still_cancellable(s, combat)


def apply(game: Game, action: DiscardToCancel) -> None:
    s = game.state
    card = s.find(action.card)
    assert s.combat is not None
    attack = s.combat.attack
    s.move(card.id, DISCARD)
    game.declare(Declared(action.player, KIND, card.id, target=attack.id), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.card)} discarded to cancel an attack"


def resolve(game: Game, entry: Declared) -> bool:
    """The attack is cancelled if it is still faced and its strikes not yet assigned."""
    s = game.state
    combat = s.combat
    by = f"discarding {s._name(entry.card)}"
    if combat is None or combat.attack.id != entry.target or combat.strikes or combat.step == "strikes":
        s.log.append(f"{by}: the attack can no longer be cancelled")
        return True
    flow.cancel(game, by)
    return True


def describe(state: State) -> list[str]:
    """The ``describe`` hook: who may discard a creature to cancel an attack this turn, and by which card."""
    return [f"{key[1]} may discard a {' or '.join(races)} hazard creature from hand to cancel such an attack this "
            f"turn ({state._name(card)})" for key, granted in state.turn.per_turn.items()
            if isinstance(key, tuple) and key[0] == GRANTED for races, card in granted]
