"""A card in play that keeps resource permanent-events off some companies (``keeps_off_companies``: Stormcrow).

While such a card is in play, no resource permanent-event may be played on a company, as a whole, holding a
character of one of its ``races`` (the ``may be played on company`` query); a permanent-event played on one of the
company's characters is not on the company and is not concerned. As the card itself resolves, those already on
such companies are discarded at once, as part of its resolution and not in a chain of effects of their own (CRF 22,
Stormcrow [CoE 2024]): its effect selects them (``resource permanent-events kept off``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

SELECTION = "resource permanent-events kept off"


def _kept_off(state: State, company: str, races: tuple[str, ...]) -> bool:
    return any(c.card.race in races for c in state.characters(company))


def _is_resource_permanent_event(card: Card) -> bool:
    return card.type == "Resource" and card.kind == "permanent-event"


def _keepers(state: State) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("keeps_off_companies")]


def check_company(state: State, card: Card, company: str) -> Verdict | None:
    """The ``may be played on company`` query: a resource permanent-event on a company a card in play keeps such
    cards off is refused."""
    if not _is_resource_permanent_event(card):
        return None
    for keeper in _keepers(state):
        races = keeper.card.trait("keeps_off_companies").races
        if _kept_off(state, company, races):
            return Verdict.refuse("kept-off-company", f"{state.label(keeper)} keeps resource permanent-events off "
                                  f"{company}, a company with a " + " or ".join(races) + ".")
    return None


def kept_off(game: Game, entry: Declared) -> list[str]:
    """The selection: the resource permanent-events on a company the resolving card keeps them off."""
    s = game.state
    keeper = s.cards[entry.card]
    races = keeper.card.trait("keeps_off_companies").races
    return [i.id for i in s.cards.values() if i.zone == IN_PLAY and _is_resource_permanent_event(i.card)
            and i.attached_to in s.companies and _kept_off(s, i.attached_to, races)]
