"""A revealed avatar (CoE 2.II.2.1.1): a player's first avatar played reveals him, and that player may not then
play a different avatar, not even once his avatar has left play without being eliminated (an eliminated avatar
bars every other one: CoE 2.2, asked in ``organization/characters``). While the avatar is in play he is his
player's avatar anyway; the ``moving`` hook here remembers him when he leaves play, and an effect that unreveals
him (Sacrifice of Form's discard: ``sacrificed_avatars``) forgets him. The same avatar, another copy, may still be
played again.
"""
from __future__ import annotations

from ..core.cards import fold
from ..core.state import Instance, State
from .ringwraith_followers import is_ringwraith_follower


def leaving(state: State, inst: Instance, zone: str) -> None:
    """The ``moving`` hook: an avatar leaving play stays revealed for his player (not a Ringwraith follower, who is
    not his player's avatar: CoE 2.II.2.1.R5)."""
    if inst.card.fact("avatar") and not is_ringwraith_follower(inst):
        state.revealed_avatars[inst.owner] = inst.card.name


def unreveal(state: State, player: str) -> None:
    """An effect makes ``player``'s avatar unrevealed: the player has revealed no avatar now."""
    state.revealed_avatars.pop(player, None)


def other_revealed(state: State, player: str, avatar: Instance) -> str | None:
    """The avatar ``player`` revealed earlier and who left play, if it is not ``avatar``'s name."""
    name = state.revealed_avatars.get(player)
    return name if name is not None and fold(name) != fold(avatar.card.name) else None
