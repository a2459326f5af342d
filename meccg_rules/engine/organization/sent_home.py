"""A character sent back to his player's hand by a roll against his player's free general influence (the effect
primitive ``send-home``, Call of Home).

The character's player rolls; if the roll plus his unused general influence (CoE 1.12.1: never below zero; a
Ringwraith or Balrog player's five extra points on top of it, CoE 1.12.R1, B1: the engine's reading, as for any
"unused general influence") is less than the card's number (``below``), the character returns to the hand. Before
he goes, any one item he bore may go to another character of his company, wounded or not (CRF 22, Card Errata and
Rulings, Call of Home: nothing stops a transfer to a wounded character); the player says which
(``transfers.offer_items`` with ``one``), and his other non-follower cards are discarded. His followers stay in play,
out of his control (CoE 2.II.2.2.3, ``State.move``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import HAND, IN_PLAY
from ..players import alignments
from ..primitives import effects
from ..corruption import protections
from . import control, transfers

if TYPE_CHECKING:
    from ..core.behaviour import SendHome
    from ..core.chain import Declared
    from ..core.state import State
    from ..game import Game


def free_general_influence(state: State, player: str) -> int:
    """The player's unused general influence as a roll against it counts it (the ``check`` primitive's ``add``,
    Muster Disperses; ``send-home``, Call of Home): the extra points of a Ringwraith or Balrog player included."""
    return control.unused_general_influence(state, player) - alignments.extra_general_influence(state, player)[0]


def send_home(game: Game, entry: Declared, effect: SendHome) -> bool:
    """Wait for the character's player's roll, then compare it with the card's number."""
    s = game.state
    by = effects.source_name(game, entry)
    character = s.cards.get(entry.target or "")
    if character is None or character.zone != IN_PLAY:
        s.log.append(f"{by} has no effect: its character is no longer in play")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, character.controller, by)
    player = character.controller
    general = free_general_influence(s, player)
    total = entry.roll + general
    goes = total < effect.below
    s.log.append(f"{by}: {entry.roll} (roll) +{general} ({player}'s unused general influence) = {total}, "
                 + (f"less than {effect.below}: {s.label(character)} returns to {player}'s hand" if goes
                    else f"not less than {effect.below}: {s.label(character)} stays"))
    if goes and protections.discard_prevented(s, character, returning=True):   # Elf-song at a Haven: he stays
        s.move(character.id, HAND)   # (its hook keeps him and says so)
    elif goes:
        transfers.offer_items(game, character.id, one=True)   # his items are set aside before he leaves
        s.move(character.id, HAND)
    return True
