"""An item another character may play through a card resolved in the site phase (the ``allow-item`` primitive:
Thorough Search, as corrected in CRF 22).

Once the card resolves on a character, another character of his company may, in that company's site phase, play one
item of the kinds the card names, of a type normally playable at the site (CoE 2.V.4): the site may be tapped
already, and playing the item does not tap it; so no additional minor item follows it (CoE 2.V.5). The item's player
taps the character who takes it, as for any item. The right is used by the first such item played; it ends with
the company's site phase (the engine's reading: the card names no other limit). At an untapped site the item of a
kind it names is played through it, which leaves the site untapped for another resource (the engine's reading: the
player never loses by it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..primitives import effects
from .playable import ITEM_WORDS

if TYPE_CHECKING:
    from ..core.behaviour import AllowItem
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company, State
    from ..game import Game

KEY = "item allowed"   # Turn.per_turn[(KEY, company)]: (the character the card was played on, the kinds, the card)


def allow(game: Game, entry: Declared, effect: AllowItem) -> bool:
    """The card resolves on its target: his company's other characters have the right, this site phase."""
    s = game.state
    for ref in effects.select(game, entry, "target"):
        company = s.company_of(ref)
        if company is None:
            continue
        s.turn.per_turn[(KEY, company.id)] = (ref, tuple(effect.kinds), entry.card)
        s.log.append(f"another character of {company.id} may play a {' or '.join(effect.kinds)} item at "
                     f"{s.label(s.cards[company.site])} without tapping it ({effects.source_name(game, entry)})")
    return True


def usable(state: State, card: Card, company: Company, character: str) -> bool:
    """May this item, played by this character, be the one the right allows?"""
    right = state.turn.per_turn.get((KEY, company.id))
    if right is None or state.phase != "site" or state.active_company != company.id or card.kind != "item":
        return False
    played_on, kinds, _ = right
    return character != played_on and ITEM_WORDS.get(card.subtype) in kinds


def use(state: State, company: Company) -> str:
    """The right is used up; the name of the card that gave it."""
    _, _, source = state.turn.per_turn.pop((KEY, company.id))
    return state._name(source)
