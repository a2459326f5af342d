"""A card holding back its player's avatar until he comes at his home site (Saw Further and Deeper).

- ``avatar_unrevealed``, a condition of a card's play: its player has not revealed his avatar (none of his is in
  play, and none has been revealed and left play: ``revealed_avatars``).
- ``avatar_at_home_site_only``, a key: while the card is in play, its player's avatar may only be brought into play at
  his home site, not at the other sites where an avatar is played (CoE 2.II.2.1). A card that itself names the site
  the avatar is played at (The Windlord Found Me: ``organization/wizard_on_storing``) is not held back by it (CRF 22,
  The Windlord Found Me).
- ``discarded_as_avatar_comes``, a key: the card is discarded when its player brings his avatar into play, by any
  means.
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, State


def check_avatar_unrevealed(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``avatar_unrevealed``: its player has revealed no avatar, in play or gone from play."""
    player = state.resource_player
    revealed = state.revealed_avatars.get(player) or next(
        (i.card.name for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
         and i.card.fact("avatar")), None)
    if revealed is not None:
        return Verdict.refuse("avatar-revealed", f"{card.name} is played only while its player's avatar is not "
                              f"revealed; {player} has revealed {revealed} (its text).")
    return Verdict.allow()


def _holders(state: State, player: str, key: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player and i.card.trait(key)]


def check_site(state: State, player: str, avatar: Instance, at_home_site: bool) -> Verdict:
    """May ``player`` bring his avatar into play at a site that is (or is not) his home site?"""
    holder = next(iter(_holders(state, player, "avatar_at_home_site_only")), None)
    if holder is None or at_home_site:
        return Verdict.allow()
    return Verdict.refuse("avatar-home-site-only", f"With {state.label(holder)} in play, {avatar.name} may only be "
                          f"brought into play at his home site ({', '.join(avatar.card.fact('home_sites', ()))}) "
                          "(its text).")


def avatar_played(state: State, player: str) -> None:
    """``player`` has brought his avatar into play: his cards discarded as he comes go to the discard pile."""
    for inst in _holders(state, player, "discarded_as_avatar_comes"):
        state.move(inst.id, DISCARD)
        state.log.append(f"{state.label(inst)} is discarded: {player}'s avatar has come into play")
