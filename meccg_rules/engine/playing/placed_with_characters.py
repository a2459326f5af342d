"""A card on a company placed with one of its characters when he is wounded (``place-with-character``: Icy Touch).

The card's passive condition names the character just wounded; as it resolves the card moves from the company to
him, a corruption card played on him (CoE 7.2): one a turn (CoE 7.2.1), so if one was played on him this turn
already, the card stays on the company, for the next character the attack wounds. Copies of the card set off by the
same wound are one passive condition declared once (CoE 9.6.7): one copy goes to him, and the others, set off all
the same and played with no character, are discarded without effect (CRF 22, Icy Touch). A copy still on the
company as its attack ends is discarded too (``discarded_when``: combat, ``attacks.discard_unplaced``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY
from .card_events import corruption_subject

if TYPE_CHECKING:
    from ..core.behaviour import PlaceWithCharacter
    from ..core.chain import Declared
    from ..game import Game

CORRUPTION_CARD = "corruption card"   # the per-turn record of CoE 7.2.1 (``card_events``)


def place_with_character(game: Game, entry: Declared, effect: PlaceWithCharacter) -> bool:
    s = game.state
    card = s.cards[entry.card]
    character = entry.target
    if card.zone != IN_PLAY or character not in s.cards or s.cards[character].zone != IN_PLAY \
            or not s.cards[character].card.is_character:   # an ally wounded is no character
        return True
    if s.turn.per_turn.get((CORRUPTION_CARD, corruption_subject(s, character))):
        s.log.append(f"{s.label(card)} stays on its company: a corruption card was played on "
                     f"{s._name(character)} this turn already (CoE 7.2.1)")
        return True
    s.move(card.id, IN_PLAY, attached_to=character)
    s.turn.per_turn[(CORRUPTION_CARD, corruption_subject(s, character))] = 1
    s.log.append(f"{s.label(card)} is placed with {s._name(character)}")
    for ref in entry.data.get("also", ()):
        other = s.cards.get(ref)
        if other is not None and other.zone == IN_PLAY and other.attached_to != character:
            s.move(other.id, DISCARD)
            s.log.append(f"{s.label(other)}, set off with it, is discarded without effect (CoE 9.6.7)")
    return True
