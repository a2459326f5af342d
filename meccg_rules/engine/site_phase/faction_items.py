"""An item played with an event after a faction was played at the site (the card key ``plays_item_after_faction``:
Thing Stolen, LE-243, and the CRF 22 ruling that its item taps the site).

Once a faction has been successfully played at a site of the types the event names (a Shadow-hold or Dark-hold)
in the company's site phase this turn, an untapped character of that company taps to play the event with an item
from his player's hand: "Alice taps Lugdush to play Black Mace with Thing Stolen." The item must be of a kind the
event names (minor or major), neither unique nor a hoard item; it need not be playable at the site. The event and
the item go into the chain of effects together; when it resolves the item comes into play with the character.

The faction tapped the site, so the item is normally played at a tapped site, which the event allows. But
playing the item taps the site if it is untapped then, as any item would (CRF 22, Thing Stolen): untapped by some
other card since the faction, for one. Being a resource that taps the site, it may then be answered by an on-guard
card, and one additional minor item may follow it (CoE 2.V.5); at a site already tapped, neither.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, Verdict, a
from ..core.state import CHAIN, DISCARD, IN_PLAY
from ..items.bearing import check_bearer
from ..primitives.regions import site_type
from .hoards import HOARD_ITEM
from .in_addition import FACTION_PLAYED
from . import matching_alignment
from .playable import ITEM_WORDS
from .site_resources import acting_character, site_taps

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State
    from ..game import Game
    from .actions import PlayItemWith
    from .keys import PlaysItemAfterFaction

KIND = "item with an event"   # the declared kind


def _key(card: Card) -> PlaysItemAfterFaction | None:
    return card.trait("plays_item_after_faction")


def check(game: Game, action: PlayItemWith) -> Verdict:
    s = game.state
    event, item = s.find(action.event), s.find(action.item)
    how = _key(event.card)
    if how is None:
        raise InputError(f"{event.name} is not played with an item; write '{action.player} taps "
                         f"{action.character} to play {item.name}'")
    if item.card.kind != "item":
        raise InputError(f"{item.name} is {a(item.card.kind)}, not an item")
    modelled.refuse(item.card, modelled.MOMENTS["play"])
    if not (held := s.in_hand(action.player, event, item)):
        return held
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict or company is None:
        return verdict
    site = s.cards[company.site]
    if s.turn.per_turn.get((FACTION_PLAYED, company.id)) != site.id or site_type(s, site) not in how.after_faction_at:
        return Verdict.refuse("no-faction-played", f"{event.name} is played after a faction has been successfully "
                              f"played at a {' or '.join(how.after_faction_at)}; none has at {s.label(site)} this "
                              "turn.")
    if ITEM_WORDS.get(item.card.subtype) not in how.kinds or item.card.fact("unique") \
            or HOARD_ITEM in item.card.keywords:
        return Verdict.refuse("invalid-target", f"{event.name} plays a non-unique, non-hoard "
                              f"{' or '.join(how.kinds)} item; {item.name} is not one.")
    verdict = matching_alignment.check(s, action.player, item.card, site)   # a Fallen-wizard's (CoE 2.V.F1)
    if not verdict:
        return verdict
    verdict = check_bearer(s, item.card, s.find(action.character).id)
    return verdict if not verdict else game.responding(action.player)


def declare(game: Game, action: PlayItemWith) -> None:
    s = game.state
    character, item, event = s.find(action.character), s.find(action.item), s.find(action.event)
    company = s.company_of(character.id)
    assert company is not None, "the check found his company"
    s.tap(character.id)
    s.move(event.id, CHAIN)
    s.move(item.id, CHAIN)
    untapped = not s.cards[company.site].tapped   # then it would tap the site (CRF 22, Thing Stolen)
    game.declare(Declared(action.player, KIND, item.id, character.id, data={"event": event.id,
                                                                           "taps_site": untapped}), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} plays {state._name(entry.card)} with {state._name(entry.data['event'])}"


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    character, item, event = s.cards[entry.actor], s.cards[entry.card], s.cards[entry.data["event"]]
    s.move(event.id, DISCARD)
    company = s.company_of(character.id) if character.zone == IN_PLAY else None
    if company is None or not character.tapped or not check_bearer(s, item.card, character.id):
        return cancel(s, entry, f"{s._name(entry.actor)} can no longer take {s._name(entry.card)}")
    s.move(item.id, IN_PLAY, attached_to=character.id)
    site = s.cards[company.site]
    if site.tapped:
        s.log.append(f"{s.label(item)} comes into play under {s.label(character)}; {s.label(site)} is tapped already")
    else:
        taps = site_taps(s, site, company)
        s.log.append(f"{s.label(item)} comes into play under {s.label(character)}; {s.label(site)} "
                     + ("taps" if taps else "never taps"))
    s.emit("item-gained-in-company", company=company.id, character=character.id, item=item.id)
    s.emit("item-played-at-site", company=company.id, character=character.id, site=site.id, item=item.id)
    return True
