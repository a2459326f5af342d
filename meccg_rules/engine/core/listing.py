"""What ``Game.legal_actions`` lists its candidates from: the state, and its cards sorted by where they are.

Each family lists the actions worth asking ``check`` about (``Family.candidates``); most of them want the
characters in play, the cards in hand or the cards on a character. Sorting the cards once, for every family,
costs one pass over the game's cards instead of one pass per family and per character. A listing is made
and read while nothing changes the state (listing never applies an action).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .zones import HAND, IN_PLAY, ON_GUARD

if TYPE_CHECKING:
    from .state import Instance, State


class Listing:
    """The state, whether the listing is ``gated`` (``game.candidates``), and its cards by where they are, each
    list in the order of ``State.cards``."""

    def __init__(self, state: State, gated: bool) -> None:
        self.state, self.gated = state, gated
        self.in_play: list[Instance] = []     # every card in play
        self.hand: list[Instance] = []        # both players' hands
        self.on_guard: list[Instance] = []    # the cards placed on-guard
        self.characters: list[Instance] = []  # the characters in play
        self._attached: dict[str, list[Instance]] = {}
        self._characters_of: dict[str, tuple[str, ...]] = {}
        for inst in state.cards.values():
            zone = inst.zone
            if zone == IN_PLAY:
                self.in_play.append(inst)
                if inst.card.is_character:
                    self.characters.append(inst)
                if inst.attached_to is not None:
                    self._attached.setdefault(inst.attached_to, []).append(inst)
            elif zone == HAND:
                self.hand.append(inst)
            elif zone == ON_GUARD:
                self.on_guard.append(inst)

    def characters_of(self, player: str) -> tuple[str, ...]:
        """The characters in play that ``player`` controls (ids); worked out once per player (four families ask)."""
        found = self._characters_of.get(player)
        if found is None:
            found = self._characters_of[player] = tuple(c.id for c in self.characters if c.controller == player)
        return found

    def attached(self, holder: str) -> list[Instance]:
        """The cards in play on ``holder`` (``State.attached``)."""
        return self._attached.get(holder, [])
