"""A Wizard brought into play as an event is stored (``stored_event.brings_wizard``: The Windlord Found Me).

When such a card is stored at a Haven in its player's organization phase, and his Wizard is not already in play,
he may search his play deck or discard pile for a Wizard and play him at that Haven, outside the one character a
turn (the card's text). The Wizard comes from either pile, so also a Wizard discarded by Sacrifice of Form (CRF 22,
The Windlord Found Me); the rules on which Wizard he may reveal still hold (CoE 2.II.2.1.1, Sacrifice of Form's
afterwards). The card names the Haven he is played at, so a card in play keeping his Wizard to his home site (Saw
Further and Deeper) does not stop him there (CRF 22, The Windlord Found Me).

The engine's reading: the Wizard is played as part of the storing, so as the player's next action, even once the
organizing of companies is over for the turn (CoE 2.II.1), and his play neither begins organizing nor counts as its
one character; any other action of his but a pass or a roll gives up the offer.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, PLAY_DECK, Instance, State
from . import control

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

OFFER = "Wizard brought on storing"   # per-turn key (OFFER, player): the id of the Haven the card was stored at


def brings_wizard(event: Instance) -> bool:
    return bool(getattr(event.card.trait("stored_event"), "brings_wizard", False))


def _wizard_in_play(state: State, player: str) -> bool:
    return any(c.controller == player and control.is_avatar(c) for c in state.characters())


def offer(state: State, event: Instance, site: Instance) -> None:
    """The event was just stored at ``site``: its player may bring a Wizard there, unless his Wizard is in play."""
    if not brings_wizard(event) or _wizard_in_play(state, event.owner):
        return
    state.turn.per_turn[(OFFER, event.owner)] = site.id
    state.log.append(f"{event.owner} may search his play deck or discard pile for a Wizard and play him at "
                     f"{state.label(site)} ({event.name})")


def haven(state: State, player: str, inst: Instance) -> str | None:
    """The Haven ``inst`` would be brought to through such an offer: the player's Wizard, in his play deck or
    discard pile, with the offer standing (None: not so)."""
    site = state.turn.per_turn.get((OFFER, player))
    if site is None or inst.owner != player or inst.zone not in (PLAY_DECK, DISCARD):
        return None
    if not control.is_avatar(inst) or inst.card.fact("race") != "Wizard":
        return None
    return str(site)


def fetchable(state: State, player: str) -> list[Instance]:
    """The Wizards ``player`` may bring in through a standing offer (the listing of actions)."""
    return [i for i in state.cards.values() if haven(state, player, i) is not None]


def check_window(game: Game, player: str) -> Verdict:
    """The offer stands outside the organizing of companies: only the phase, the player and an empty chain."""
    s = game.state
    if s.phase != "organization" or player != s.resource_player or s.chains:
        return Verdict.refuse("wrong-phase", "A Wizard is brought in as the card is stored, in its player's "
                              "organization phase (its text).")
    return Verdict.allow()


def check_site(state: State, site_id: str, site_name: str) -> Verdict:
    if state.cards[site_id].name != site_name:
        return Verdict.refuse("not-avatar-site", f"The Wizard is played at {state.label(state.cards[site_id])}, "
                              f"where the card was stored, not at {site_name} (its text).")
    return Verdict.allow()


def taken(state: State, player: str) -> None:
    state.turn.per_turn.pop((OFFER, player), None)


def offer_ends(game: Game, action: Action) -> None:
    """Any other action of the player (a pass or a roll aside: ``Closes.not_by``) gives the offer up."""
    from .actions import PlayCharacter
    s = game.state
    if (OFFER, action.player) not in s.turn.per_turn:
        return
    if isinstance(action, PlayCharacter) and haven(s, action.player, s.find(action.character)) is not None:
        return
    taken(s, action.player)
