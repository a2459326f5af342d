"""Cards taken back from the discard pile as the turn ends: while a card in play says so (the key
``taken_back_at_turn_end``: The Nazgûl are Abroad), and while the card it needs is in play too (Doors of Night), each
player may take one card of the kind it names (a Nazgûl permanent-event) from his own discard pile into his hand at
the end of each turn. Every player may, whoever played the card and whatever his alignment (CRF 22, Rulings by Term >
Card Effect Limitations: any player may recycle Nazgûl hazards as the card says). In a game of three or four
players only the resource player and the hazard player may: the CRF names The Nazgûl are Abroad among the cards whose
draws only they take advantage of (CRF 22, Rulings by Term > Multi-player Games; ``multi_player.may_draw_and_discard``).

The engine's reading, where the rules are silent: "at the end of each turn" is the end-of-turn phase, before its end
is declared (it is no passive condition, but a choice each player may make: "may return"); one card for each player
in each turn, however many such cards are in play (the card cannot be duplicated). A Nazgûl permanent-event is a
Nazgûl card that may be played as a permanent-event (its subtype names one).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, HAND, IN_PLAY, Instance, State
from ..players import multi_player
from ..primitives.races import race_named

if TYPE_CHECKING:
    from ..game import Game
    from .actions import TakeBackFromDiscard
    from .keys import TakenBack

TAKEN = "taken back at turn end"   # Turn.per_turn key (TAKEN, player): the card he took back this turn


def _allowing(state: State) -> list[Instance]:
    """The cards in play that let every player take a card back now (the card each needs in play too)."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and (rule := i.card.trait("taken_back_at_turn_end"))
            and (not rule.needs or state.in_effect(rule.needs))]


def _of_kind(inst: Instance, rule: TakenBack) -> bool:
    card = inst.card
    return race_named(card.race or "", rule.races) and rule.subtype.casefold() in (card.subtype or "").casefold()


def check(game: Game, action: TakeBackFromDiscard) -> Verdict:
    s = game.state
    if s.phase != "end-of-turn":
        return Verdict.refuse("not-end-of-turn-take-back", "A card is taken back from the discard pile at the end of "
                              "the turn, in its end-of-turn phase.")
    allowing = _allowing(s)
    if not allowing:
        return Verdict.refuse("no-take-back", "No card in play lets a player take a card back from his discard "
                              "pile now (or the card it needs is not in play).")
    verdict = multi_player.may_draw_and_discard(s, action.player, f"take a card back with {s.label(allowing[0])}")
    if not verdict:
        return verdict
    inst = s.find(action.card)
    if inst.zone != DISCARD or inst.owner != action.player:
        return Verdict.refuse("not-in-own-discard", f"{s.label(inst)} is not in {action.player}'s discard pile.")
    if not any(_of_kind(inst, i.card.trait("taken_back_at_turn_end")) for i in allowing):
        return Verdict.refuse("not-the-kind-taken-back", f"{s.label(inst)} is not of the kind "
                              f"{s.label(allowing[0])} lets a player take back.")
    if s.turn.per_turn.get((TAKEN, action.player)):
        return Verdict.refuse("taken-back-already", f"{action.player} has taken a card back this turn already.")
    return Verdict.allow()


def take_back(game: Game, action: TakeBackFromDiscard) -> None:
    s = game.state
    inst = s.find(action.card)
    s.move(inst.id, HAND)
    s.turn.per_turn[(TAKEN, action.player)] = inst.id
    s.log.append(f"{action.player} takes {s.label(inst)} back from his discard pile into his hand "
                 f"({s.label(_allowing(s)[0])})")
