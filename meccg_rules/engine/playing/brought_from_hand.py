"""A card brought from the hand into play by another card's effect, which is placed with it (``bring-from-hand``:
Wizard's Trove bringing The White Tree to a Wizardhaven).

The condition ``hand_holds_named`` asks, as the card is played, that its player holds a card of that name (Helm of
Her Secrecy asks it too: ``combat/joined_from_hand.py``). As the
effect resolves, that card comes into play on the target site, and the card whose effect it is goes with it (placed
with it, so it leaves play with it). With ``text_ignored`` the card brought keeps its name, type and numbers, but
none of its text counts, its unique keyword included (``Card.text_ignored``): nothing of its own text limits where
or whether it is played, so neither does a copy of it already in play (CRF 22, Wizard's Trove). Without it, a unique
card brought while another copy is in play, stored or eliminated is not brought.

The engine's reading (the rules are silent): a card so brought, no longer unique, holds back no other copy while it
is in play (``primitives/unique.unique_copy`` counts only copies that are unique), so a printed copy of it may still
be played by either player.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import CHAIN, HAND, IN_PLAY, State
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..core.behaviour import BringFromHand, Condition
    from ..core.chain import Declared
    from ..game import Game


def check_hand_holds(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``hand_holds_named``: its player (the resource player) holds a card of that name."""
    if state.named_in_hand(state.resource_player, condition.hand_holds_named) is None:
        return Verdict.refuse("named-card-not-in-hand", f"{card.name} needs {condition.hand_holds_named} in its "
                              f"player's hand; {state.resource_player} holds none.")
    return Verdict.allow()


def bring_from_hand(game: Game, entry: Declared, effect: BringFromHand) -> bool:
    s = game.state
    card = s.cards[entry.card]
    site = s.cards.get(entry.target or "")
    brought = s.named_in_hand(card.controller or card.owner, effect.card)
    if brought is None or site is None or site.zone != IN_PLAY:
        s.log.append(f"{s.label(card)}: {effect.card} is no longer there to bring")
        return True
    if effect.text_ignored:
        brought.card = brought.card.text_ignored()
    elif not (verdict := check_unique(s, brought)):   # its own text counts: its unique keyword too
        s.log.append(f"{s.label(card)}: {verdict.sentence}")
        return True
    s.move(brought.id, IN_PLAY, attached_to=site.id)
    brought.controller = card.controller
    s.log.append(f"{s.label(brought)} comes into play on {s.label(site)}"
                 + (", its text ignored" if effect.text_ignored else ""))
    if card.zone in (CHAIN, IN_PLAY, HAND):
        s.move(card.id, IN_PLAY, attached_to=brought.id)
        s.log.append(f"{s.label(card)} is placed with {s.label(brought)}")
    return True
