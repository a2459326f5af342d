"""Items traded at a site for the minor items a company bears (the site key ``items_for_minor_items``: Hermit's Hill,
DM-32, and the CRF 22 ruling on it).

In its site phase a company at such a site may discard so many minor items its characters bear ("Alice discards
Dagger of Westernesse and Elf-stone to make an item playable at Hermit's Hill.") to make one item of the kind the
site names playable there for the rest of the turn (a hoard item too, if it says so, though the site has no
hoard). The site must be untapped: its text speaks of "this untapped site", and the item is then played as any
item is, by an untapped character at the untapped site, which it taps (CoE 2.V.1, 2.V.4; CRF 22, Hermit's Hill: a
major item needs the site untapped). The discard makes the item playable at the site, never playable at a tapped
site (CoE 2.V.1.2): once the site is tapped, by the additional minor item or anything else, the traded item waits
in vain.

The engine's readings: the discard is made at once, as the cost and whole of the action (no chain of effects);
only after the company has faced its automatic-attacks (its items could not be played before), and not while an
attack on it is under way (an agent's); once a turn at a site; and the one item made playable is used up when an item of that kind is declared there beyond what the site
lists anyway.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import InputError, Verdict
from .automatic_attacks import check_ready_to_act
from ..core.state import DISCARD, IN_PLAY
from .playable import ITEM_WORDS

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance, State
    from ..game import Game
    from .actions import TradeItems
    from .keys import ItemsForMinorItems

TRADED = "item traded for minor items"   # Turn.per_turn[(TRADED, site id)]: the company it was made playable for


def _trade(site: Card) -> ItemsForMinorItems | None:
    return site.trait("items_for_minor_items")


def check(game: Game, action: TradeItems) -> Verdict:
    s = game.state
    site = s.find(action.site, "site")
    trade = _trade(site.card)
    if trade is None:
        raise InputError(f"{site.name}'s text lets no items be traded there for minor items")
    company = next((c for c in s.companies.values() if c.site == site.id and c.owner == action.player), None)
    if company is None or s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {action.player}'s company at "
                              f"{s.label(site)}.")
    if not (verdict := check_ready_to_act(s, company)):   # entered, no attack under way (CoE 2.V.ii.1)
        return verdict
    cards = [s.find(ref) for ref in action.cards]
    borne = {i.id for c in s.characters(company.id) for i in s.attached(c.id)}
    wrong = [i for i in cards if i.zone != IN_PLAY or i.id not in borne or i.card.subtype != "Minor Item"]
    if wrong or len({i.id for i in cards}) != trade.discard:
        return Verdict.refuse("not-items-to-trade", f"{s.label(site)} takes {trade.discard} minor items borne in "
                              f"{company.id}" + (f"; {s.label(wrong[0])} is not one" if wrong else "") + ".")
    if site.tapped:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if s.turn.per_turn.get((TRADED, site.id)):
        return Verdict.refuse("traded-already", f"An item has been made playable at {s.label(site)} this turn "
                              "already.")
    return game.responding(action.player)


def apply(game: Game, action: TradeItems) -> None:
    s = game.state
    site = s.find(action.site, "site")
    trade = _trade(site.card)
    assert trade is not None, "the check found the site's text"
    company = next(c for c in s.companies.values() if c.site == site.id and c.owner == action.player)
    for ref in action.cards:
        s.move(s.find(ref).id, DISCARD)
    s.turn.per_turn[(TRADED, site.id)] = company.id
    s.log.append(f"{', '.join(s._name(r) for r in action.cards)} discarded: one {trade.makes} item is playable at "
                 f"{s.label(site)} this turn")


def traded_for(state: State, card: Card, site: Instance, company: Company) -> bool:
    """Is this item playable at the site only because the company traded minor items for it this turn?"""
    trade = _trade(site.card)
    return trade is not None and card.kind == "item" and ITEM_WORDS.get(card.subtype) == trade.makes and (
        trade.hoard_too or "Hoard Item" not in card.keywords) and state.turn.per_turn.get((TRADED, site.id)) == \
        company.id


def use(state: State, site: Instance) -> None:
    """The traded item has been declared: the site makes no other playable."""
    state.turn.per_turn[(TRADED, site.id)] = "used"
