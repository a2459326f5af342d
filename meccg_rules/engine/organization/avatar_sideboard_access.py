"""Using the avatar to access the sideboard (CoE 2.II.6).

In his organization phase, before or after organizing, the resource player may tap his avatar in play (a Wizard,
Ringwraith, Fallen-wizard or Balrog: ``characters.is_avatar_of``) to bring up to five resources and/or characters
from his sideboard to his discard pile, or, when his play deck holds at least five cards, one resource or character
into it, which he then shuffles ("Alice taps Gandalf to bring Glamdring from the sideboard to the discard pile.",
the same form as the hazard player's Nazgûl). Hazards, sites and regions do not come this way. The cards are checked
and brought as in the hazard player's access (``players/sideboard_access.py``), a card kept for a Fallen-wizard
opponent included (CoE 1.6.1). The tap is the cost, paid as the action is declared (CoE 9.2); taken, the action
closes organizing for the turn like any action that is not organizing (CoE 2.II.1, ``characters.note_action``), so
it comes before or after organizing, never during it.

The engine's reading, where the rules are silent: the action is declared in a chain of effects like any action
tapping a character (CoE 9.1, 9.2, 9.5), and the cards come as it resolves, those still in the sideboard; if the
avatar is then no longer in play and tapped, it has no effect, its cost paid (CoE 9.2.1). Nothing limits it to
once a turn but the tap: an avatar untapped again may tap for it again. Unlike the hazard player's access at the end
of the untap phase, it changes no hazard limit (CoE 2.IV.iii names only that one). A resource player who is Sauron
(The Lidless Eye) has no avatar character to tap, so he has no such access.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import Verdict
from ..core.state import IN_PLAY, SIDEBOARD, State
from ..players import sideboard_access
from ..primitives.positions import check_untapped
from .characters import avatar_in_play, is_avatar_of

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.listing import Listing
    from ..game import Game
    from .actions import TapAvatarForSideboard

KIND = "avatar sideboard"   # the kind of the declared action
WAY = sideboard_access.Way(frozenset({"Resource", "Character"}), "resource or character", "resources and characters",
                           "the resource player", "sideboard-resources-only", "CoE 2.II.6")


def check(game: Game, action: TapAvatarForSideboard) -> Verdict:
    s = game.state
    if s.phase != "organization":
        return Verdict.refuse("wrong-phase", "The resource player taps his avatar for his sideboard in his "
                              "organization phase (CoE 2.II.6).")
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player ({s.resource_player}) taps his avatar for "
                              "his sideboard (CoE 2.II.6).")
    avatar = s.find(action.avatar, "character")
    if not is_avatar_of(avatar, action.player):
        return Verdict.refuse("not-his-avatar", f"{s.label(avatar)} is not {action.player}'s avatar in play "
                              "(CoE 2.II.6).")
    for verdict in (check_untapped(s, avatar), game.responding(action.player)):
        if not verdict:
            return verdict
    return sideboard_access.check_cards(s, action.player, action.cards, action.to_deck, WAY)


def tap_avatar(game: Game, action: TapAvatarForSideboard) -> None:
    """The cost, paid at declaration: the avatar taps; the cards come as the action resolves."""
    s = game.state
    avatar = s.find(action.avatar, "character")
    s.tap(avatar.id)
    s.log.append(f"{s.label(avatar)} taps to reach {action.player}'s sideboard (CoE 2.II.6)")
    game.declare(Declared(action.player, KIND, actor=avatar.id,
                          data={"cards": [s.find(ref).id for ref in action.cards], "to_deck": action.to_deck}),
                 RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """The cards still in the sideboard come, if the avatar is still in play and tapped (CoE 9.2.1)."""
    s = game.state
    avatar = s.cards[entry.actor]
    if avatar.zone != IN_PLAY or not avatar.tapped:
        return cancel(s, entry, f"{s.label(avatar)} is no longer in play and tapped (CoE 9.2.1)")
    sideboard_access.bring(s, entry.player, entry.data["cards"], entry.data["to_deck"])
    return True


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} tapped for {entry.player}'s sideboard"


def candidates(listing: Listing) -> list[Action]:
    """The resource player's untapped avatar with each resource or character of his sideboard, one at a time
    (``check`` says which are allowed)."""
    from .actions import TapAvatarForSideboard
    s = listing.state
    r = s.resource_player
    if listing.gated and s.phase != "organization":
        return []
    avatar = avatar_in_play(s, r)
    if avatar is None or avatar.tapped:
        return []
    return [TapAvatarForSideboard(r, avatar.id, (i.id,)) for i in s.in_zone(SIDEBOARD, r) if i.card.type in WAY.types]
