"""A hand drawn again past its non-hazard cards (``set-aside-and-draw``: Revealed to all Watchers, DM-85).

The card's player reveals his hand to his opponent and places its non-hazard cards off to the side; then he draws
from his play deck until his hand size is reached (``phases.hand_size``, which this family owns), and the cards set
aside go face down on top of his play deck. A hazard here is a hazard card, or a card its entry makes a hazard for
a player of his kind (``hazard_for``: Sudden Call stays in a hero's hand, CRF 22, Sudden Call [CoE 2023]).

Drawing cards is not searching through or looking at a play deck: a card cancelling such searching (Bane of the
Ithil-stone, ``playing/searching.py``) does not stop it (CRF 22, Revealed to All Watchers [CoE 2002]), so nothing
here asks for one.

The engine's readings: the cards set aside go back on top in the order they had in the hand (the card leaves the
order to its player; an example cannot say another); a play deck exhausted while drawing is handled as any
(CoE 2.4), and the cards set aside then go on top of the new play deck, whose order the example does not know.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import OFF_TO_THE_SIDE, PLAY_DECK
from ..players import wizard_opponents
from ..playing.hand_effects import REVEALED
from ..primitives import effects
from ..start_of_game.play_deck import draw
from .phases import hand_size

if TYPE_CHECKING:
    from ..core import behaviour as B
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game


def is_hazard(state: State, inst: Instance) -> bool:
    """A hazard card, or a card its entry makes a hazard for its owner's kind of player (Sudden Call)."""
    return inst.card.type == "Hazard" or wizard_opponents.is_hazard_for(state, inst.card, inst.owner)


def set_aside_and_draw(game: Game, entry: Declared, effect: B.SetAsideAndDraw) -> bool:
    s = game.state
    player, name = entry.player, effects.source_name(game, entry)
    hand = s.hand(player)
    s.turn.per_turn[(REVEALED, player)] = tuple(s.label(i) for i in hand)
    s.reveal((i.id for i in hand), s.players)   # shown to his opponent: the kernel's record (The Hunt)
    s.log.append(f"{name}: {player} reveals his hand: {', '.join(s.label(i) for i in hand) or 'empty'}")
    aside = [i for i in hand if not is_hazard(s, i)]
    for inst in aside:
        s.move(inst.id, OFF_TO_THE_SIDE, attached_to=entry.card)
    if aside:
        s.log.append(f"{name}: {player} places his non-hazard cards off to the side: "
                     f"{', '.join(s.label(i) for i in aside)}")
    draw(s, player, max(0, hand_size(s, player) - len(s.hand(player))), f" for {name}")
    for inst in reversed(aside):
        s.move(inst.id, PLAY_DECK, top=True)
    if aside:
        s.log.append(f"{name}: the cards set aside go face down on top of {player}'s play deck")
    return True
