"""An item fetched from the play deck by the card its bearer taps (the key ``fetches_from_play_deck``: Dwarven Ring of
Barin's Tribe, TW-213, and the CRF 22 ruling that its site must be untapped).

In his company's site phase, once it has faced its automatic-attacks, the bearer (of the race the card names: a
Dwarf) taps to search his player's play deck for an item of a kind it names that is playable at his site, and
names the one he takes: "Alice taps Gimli to fetch Durin's Axe with Dwarven Ring of Barin's Tribe." The item is
played at once, with the bearer, tapped as he is (the engine's reading, as for a burglar: no one else is named),
as any item is played: at an untapped site, which it taps when it resolves (CoE 2.V.1, 2.V.4). So the ring can
only be used at an untapped site (CRF 22, Dwarven Ring of Barin's Tribe); an item that can no longer be played
when the action resolves (the site tapped meanwhile) is discarded, as the card says of an item not played. The
play deck is then shuffled (the example no longer knows its order) and the bearer makes a corruption check
modified by the card's number (+2).

The engine's readings: the item is chosen when the action is declared, and taken from the deck when it resolves;
being an item that taps the site, it may be answered by revealing an on-guard card, and one additional minor item
may follow it (CoE 2.V.5).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import Check
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK
from ..items.bearing import check_bearer
from ..organization import location_decks
from ..primitives import effects
from ..primitives.unique import check_unique
from . import matching_alignment
from .playable import ITEM_WORDS, playable_here
from .site_resources import acting_character, site_taps

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State
    from ..game import Game
    from .actions import FetchItem
    from .keys import FetchesFromPlayDeck

KIND = "fetched item"   # the declared kind


def _fetches(card: Card) -> FetchesFromPlayDeck | None:
    return card.trait("fetches_from_play_deck")


def check(game: Game, action: FetchItem) -> Verdict:
    s = game.state
    card, item = s.find(action.card), s.find(action.item)
    how = _fetches(card.card)
    if how is None:
        raise InputError(f"{card.name}'s text fetches nothing from the play deck")
    bearer = s.find(action.character, "character")
    if card.zone != IN_PLAY or card.attached_to != bearer.id:
        return Verdict.refuse("not-bearer", f"{s.label(bearer)} does not bear {s.label(card)}.")
    if how.bearer_race and bearer.card.race != how.bearer_race:
        return Verdict.refuse("invalid-target", f"{card.name} is used by a {how.bearer_race} bearer; "
                              f"{s.label(bearer)} is not one.")
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict or company is None:
        return verdict
    if item.zone != PLAY_DECK or item.owner != action.player:
        return Verdict.refuse("not-in-play-deck", f"{s.label(item)} is not in {action.player}'s play deck.")
    site = s.cards[company.site]
    if item.card.kind != "item" or ITEM_WORDS.get(item.card.subtype) not in how.kinds \
            or not playable_here(s, item.card, site):
        return Verdict.refuse("not-playable-at-site", f"{card.name} fetches {' or '.join(how.kinds)} items playable "
                              f"at {s.label(site)}; {item.name} is not one.")
    modelled.refuse(item.card, modelled.MOMENTS["play"])
    if site.tapped:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not (verdict := location_decks.check_used(s, site, action.player)):   # a host's rescue site card (3.III.6)
        return verdict
    verdict = check_unique(s, item)
    if not verdict:
        return verdict
    verdict = matching_alignment.check(s, action.player, item.card, site)   # a Fallen-wizard's (CoE 2.V.F1)
    if not verdict:
        return verdict
    verdict = check_bearer(s, item.card, bearer.id)
    return verdict if not verdict else game.responding(action.player)


def declare(game: Game, action: FetchItem) -> None:
    s = game.state
    card, bearer, item = s.find(action.card), s.find(action.character), s.find(action.item)
    s.tap(bearer.id)
    game.declare(Declared(action.player, KIND, card.id, bearer.id, item.id, data={"taps_site": True}), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} fetches {state._name(entry.target)} with {state._name(entry.card)}"


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    how = _fetches(s.cards[entry.card].card)
    assert how is not None, "the check found the card's text"
    if "fetched" not in entry.data:
        bearer = s.cards[entry.actor]
        company = s.company_of(bearer.id) if bearer.zone == IN_PLAY else None
        if company is None or not bearer.tapped:
            return cancel(s, entry, f"{s._name(entry.actor)} is no longer in play and tapped (Annotation 5)")
        entry.data["fetched"] = True
        item, site = s.cards[entry.target], s.cards[company.site]
        if item.zone == PLAY_DECK and not site.tapped and playable_here(s, item.card, site):
            s.move(item.id, IN_PLAY, attached_to=bearer.id)
            taps = site_taps(s, site, company)
            s.log.append(f"{s.label(item)}, fetched from the play deck, comes into play under {s.label(bearer)}; "
                         f"{s.label(site)} " + ("taps" if taps else "never taps"))
            s.emit("item-gained-in-company", company=company.id, character=bearer.id, item=item.id)
            s.emit("item-played-at-site", company=company.id, character=bearer.id, site=site.id, item=item.id)
        elif item.zone == PLAY_DECK:
            s.move(item.id, DISCARD)
            s.log.append(f"{s.label(item)} cannot be played now ({s.label(site)} is tapped): it is discarded")
        s.described_decks.discard(entry.player)
        s.log.append(f"{entry.player}'s play deck is shuffled: its order is not known to the example any more")
    check = Check(do="check", kind="corruption", who="actor", modifier=how.corruption_check)
    return effects.run(game, entry, (check,))
