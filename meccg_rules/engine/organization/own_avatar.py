"""Cards that read who their player's avatar is and where he stands ("your Ringwraith").

A card discarded while its player's avatar is a named one (the key ``discarded_with_avatar``: Orders from
Lugbúrz, "Discard if Ren is your Ringwraith"). The condition ``with_own_avatar``: the target is one of its
player's characters other than his avatar, at the site where his avatar is ("on one of your other characters at
the same Darkhaven as your Ringwraith", By the Ringwraith's Word: the condition names the avatar's race, so a
Fallen-wizard, whose avatar is no Ringwraith, may not; the site's type is a ``site_type`` condition).

The engine's reading where the text is silent: "your Ringwraith" is its player's avatar in play (``characters.
avatar_in_play``: not one serving as a Ringwraith follower), named by his avatar card (Ren the Ringwraith); the
card goes as soon as that holds, checked whenever no chain of effects is open (the ``after chains`` hook), so one
in play before he is revealed goes when he comes into play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, State
from .characters import avatar_in_play

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..game import Game


def after_chains(game: Game) -> None:
    """Discard each card ``discarded_with_avatar`` whose player's avatar in play is one it names."""
    s = game.state
    for inst in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait("discarded_with_avatar", ())]:
        avatar = avatar_in_play(s, inst.controller)
        if avatar is not None and avatar.card.name in inst.card.trait("discarded_with_avatar", ()):
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded: {s.label(avatar)} is {inst.controller}'s avatar")


def check_with_avatar(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``with_own_avatar``: the target is another character of the player's at his avatar's site."""
    inst = state.cards.get(target or "")
    player = state.resource_player
    avatar = avatar_in_play(state, player)
    if inst is None or not inst.card.is_character or inst.controller != player:
        return Verdict.refuse("invalid-target", f"{card.name} is played on one of {player}'s characters.")
    if avatar is None or avatar.id == inst.id:
        return Verdict.refuse("invalid-target", f"{card.name} is played on one of {player}'s characters other "
                              f"than his avatar" + ("; he has none in play." if avatar is None else "."))
    if avatar.card.race != condition.with_own_avatar:   # "your Ringwraith": a Fallen-wizard's avatar is none
        return Verdict.refuse("condition-missing", f"{card.name} needs {player}'s {condition.with_own_avatar}; "
                              f"{state.label(avatar)} is not one.")
    here, there = state.company_of(inst.id), state.company_of(avatar.id)
    if here is None or there is None or here.site != there.site:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a character at the same site as "
                              f"{state.label(avatar)}; {state.label(inst)} is not there.")
    return Verdict.allow()
