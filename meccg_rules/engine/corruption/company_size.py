"""A corruption card that reads the size of its bearer's company (Alone and Unadvised).

``checks_plus_company_size``: every corruption check of the bearer adds the number of characters in his company,
himself counted, allies not (the ``corruption check`` modifier). ``discard_at_company_size``: the card goes as soon
as its bearer's company holds that many characters or more, checked whenever no chain of effects is open (the
``after chains`` hook): a character joining or a company merging in the organization phase sets it off.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..game import Game


def _on(state: State, character: Instance, key: str) -> list[Instance]:
    return [i for i in state.attached(character.id) if i.zone == IN_PLAY and i.card.trait(key, None)]


def corruption_check(state: State, character: Instance) -> tuple[int, str] | None:
    """The ``corruption check`` modifier: + the characters of his company, once for each such card on him."""
    cards = _on(state, character, "checks_plus_company_size")
    if not cards or character.company is None:
        return None
    size = len(state.characters(character.company))
    return size * len(cards), f"{cards[0].card.name}: {size} character{'s' if size != 1 else ''} in his company"


def after_chains(game: Game) -> None:
    """Discard such a card whose bearer's company has grown to its ``discard_at_company_size``."""
    s = game.state
    for inst in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait("discard_at_company_size", None)]:
        company = s.company_of(inst.id)
        if company is None:
            continue
        size = len(s.characters(company.id))
        if size >= inst.card.trait("discard_at_company_size", 0):
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded: {company.id} has {size} characters")
