"""An avatar sacrificed: the effect ``sacrifice-avatar`` and what it forbids afterwards (Sacrifice of Form).

The target, his player's avatar, is discarded and so becomes unrevealed (the card's text). His items go off to the
side with the card, which stays in play, off him (they still count as in play: ``primitives/unique`` counts cards
off to the side); his other non-follower cards are discarded with him, and his followers stay in play under no one's
influence (CRF 22, Sacrifice of Form's erratum, "non-item, non-follower cards": ``State.move`` leaves followers).

Afterwards, while the card is in play, its player may not reveal a different avatar, and the other players may not
play the one he sacrificed (CRF 22, Sacrifice of Form). The same avatar put back into play by his player (from his
hand, or fetched by The Windlord Found Me: CRF 22) takes back his items and the card, which gives him +1 prowess,
body and direct influence while it is on him (``avatar_returns``). The engine's reading: "afterwards" lasts while
the card is in play, where it waits for him, and ends as he takes it back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import SacrificeAvatar
from ..core.chain import Declared
from ..core.errors import Verdict
from . import revealed_avatars
from ..core.state import CHAIN, DISCARD, IN_PLAY, OFF_TO_THE_SIDE, Instance, Ongoing, State

if TYPE_CHECKING:
    from ..game import Game

SACRIFICED = "avatar sacrificed"   # the Ongoing's stat: source the card, target the avatar, while it is in play


def sacrifice_avatar(game: Game, entry: Declared, effect: SacrificeAvatar) -> bool:
    s = game.state
    card = s.cards[entry.card]
    avatar = s.cards.get(entry.target or "")
    if avatar is None or avatar.zone != IN_PLAY:
        s.log.append(f"{s.label(card)}: its Wizard is no longer in play")
        return True
    if card.zone == CHAIN:   # it stays in play, off the avatar (else it would leave with him)
        s.move(card.id, IN_PLAY)
        s.log.append(f"{s.label(card)} comes into play")
    for item in [i for i in s.attached(avatar.id) if i.card.kind == "item"]:
        s.move(item.id, OFF_TO_THE_SIDE, attached_to=card.id)
        s.log.append(f"{s.label(item)} is placed off to the side with {s.label(card)}")
    s.move(avatar.id, DISCARD)
    revealed_avatars.unreveal(s, avatar.owner)   # the card: "he becomes unrevealed" (CoE 2.II.2.1.1 no longer binds)
    s.log.append(f"{s.label(avatar)} is discarded: he is no longer revealed")
    s.ongoing.append(Ongoing(card.id, avatar.id, SACRIFICED, 0, "leaves-play"))
    return True


def sacrifices(state: State) -> list[tuple[Instance, Instance]]:
    """(the card, the avatar it sacrificed) for each such card still in play."""
    found = [(state.cards[o.source], state.cards[o.target]) for o in state.ongoing
             if o.stat == SACRIFICED and o.source in state.cards and o.target in state.cards]
    return [(card, avatar) for card, avatar in found if card.zone == IN_PLAY]


def sacrificed_by_another(state: State, player: str, inst: Instance) -> bool:
    """Is ``inst`` the avatar another player sacrificed with a card still in play (Sacrifice of Form)?"""
    return any(card.controller != player and inst.card.key == avatar.card.key for card, avatar in sacrifices(state))


def check_avatar(state: State, player: str, inst: Instance) -> Verdict:
    """May ``player`` play the avatar ``inst``, given the avatars sacrificed by cards still in play?"""
    for card, sacrificed in sacrifices(state):
        same = inst.card.key == sacrificed.card.key
        if card.controller == player and same:
            continue   # he comes back (``avatar_returns``)
        if card.controller == player:
            return Verdict.refuse("avatar-sacrificed", f"{player} sacrificed {sacrificed.name} with "
                                  f"{state.label(card)}: he may not play a different Wizard.")
        elif same:
            return Verdict.refuse("avatar-sacrificed", f"{card.controller} sacrificed {sacrificed.name} with "
                                  f"{state.label(card)}: {player} may not play him.")
    return Verdict.allow()


RETURN_BONUS = ("prowess", "body", "direct influence")   # +1 each while the card is on him (its text)


def avatar_returns(state: State, player: str, avatar: Instance) -> None:
    """``player``'s avatar just put back into play: a card that sacrificed him goes on him, with his items kept
    off to the side with it, and he is stronger while it is on him (Sacrifice of Form's text)."""
    for card, sacrificed in sacrifices(state):
        if card.controller != player or sacrificed.card.key != avatar.card.key:
            continue
        state.ongoing = [o for o in state.ongoing if not (o.stat == SACRIFICED and o.source == card.id)]
        card.attached_to = avatar.id
        state.log.append(f"{state.label(card)} is placed with {state.label(avatar)}")
        for item in state.off_to_the_side(card.id):
            state.move(item.id, IN_PLAY, attached_to=avatar.id)
            state.log.append(f"{state.label(item)} returns to {state.label(avatar)}")
        state.ongoing += [Ongoing(card.id, avatar.id, stat, 1, "leaves-play") for stat in RETURN_BONUS]
