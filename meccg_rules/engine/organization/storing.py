"""Storing items and transferring them between characters (CoE 2.II.4, 2.II.5; CRF 22, Storing and Transferring).

In the organization phase, before or after organizing, the resource player may:

- store an item borne by one of his characters at a Haven ("Alice stores Glamdring."): the bearer makes a
  corruption check; if he passes, the item goes to the player's marshalling point pile, where it is no
  longer borne (no bonus from its bearer, CoE 2.II.4.2) and counts only for uniqueness and points;
- transfer an item to another of his characters at the same site, in the same company or not
  ("Alice transfers Glamdring to Legolas."): the giver makes a corruption check; if he passes, the other
  character bears the item.

Each is declared as an action (a chain of effects, so that other characters of the company may tap to
support the check, CoE 7.1.1) and the check is rolled when it resolves. A minion character who rolls
the total or one less taps and the check counts as passed: the item is still stored or transferred
(CRF 22, Storing and Transferring Items). A hero who fails is discarded or eliminated with his items. A gold
ring stored at a Darkhaven is tested at once instead, at -2 (CoE 6.2.3, ``items/ring_tests.py``). A card may
offer storing elsewhere and in another phase, as at a Darkhaven (``storing_offer.py``: Messenger of Mordor). A Balrog
player cannot store anything at Barad-dûr (CoE 2.II.4.B1; the site is a rules fact, ``no_storing_at``), whatever a
card's text says it is stored or worth there; nor may anyone at a site whose card forbids it (the key ``no_storing``:
Geann a-Lisch, "Resources may never be stored at this site"; ``check_store_site``, asked by ``named_storing`` too).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled, queries
from ..core.cards import fold
from ..core.rules_facts import facts
from ..core.chain import RESOURCE, Declared
from ..corruption.corruption_checks import make_check
from . import storing_offer, stored_events
from ..items import ring_tests
from ..players import alignments, stage_wizardhavens
from ..items.bearing import check_bearer
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State

if TYPE_CHECKING:
    from .actions import StoreItem, TransferItem
    from ..game import Game


def _item_of(game: Game, player: str, ref: str, storing: bool = False) -> tuple[Verdict, Instance | None,
                                                                                 Instance | None]:
    """The item, and its bearer: one of ``player``'s characters in play, when ``player`` may store or transfer now
    (storing: in the organization phase, or when a card offered it to the bearer's company)."""
    s = game.state
    item = s.find(ref)
    bearer = s.cards.get(item.attached_to or "")
    verdict = _when(game, player, storing and bearer is not None and storing_offer.offered(s, bearer.company))
    if not verdict:
        return verdict, None, None
    if item.trophy:
        return Verdict.refuse("trophy-kept", f"{s.label(item)} is a trophy: it is neither transferred nor stored "
                              "(CoE 3.IV.1)."), item, None
    if (item.card.kind != "item" and not (storing and stored_events.is_stored_event(item))) or item.zone != IN_PLAY \
            or bearer is None or not bearer.card.is_character:
        return Verdict.refuse("not-an-item-borne", f"{s.label(item)} is not an item borne by a character."), \
            item, None
    if bearer.controller != player:
        return Verdict.refuse("wrong-player", f"{s.label(item)} is not borne by {player}'s character."), item, None
    return Verdict.allow(), item, bearer


def _when(game: Game, player: str, offered: bool = False) -> Verdict:
    s = game.state
    if s.phase != "organization" and not offered:
        return Verdict.refuse("wrong-phase", "Items are stored and transferred in the organization phase "
                              "(CoE 2.II.4, 2.II.5).")
    if player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player ({s.resource_player}) does that.")
    return game.responding(player)


def check_store(game: Game, action: StoreItem) -> Verdict:
    s = game.state
    verdict, item, bearer = _item_of(game, action.player, action.item, storing=True)
    if not verdict or bearer is None:
        return verdict
    site = s.cards[s.companies[bearer.company or ""].site]
    offered = storing_offer.offered(s, bearer.company)
    modelled.refuse_any((site.card, *([item.card] if item is not None else [])), ("store",))
    if not (verdict := check_store_site(s, action.player, site)):
        return verdict
    if item is not None and not (verdict := check_storable(item)):
        return verdict
    if item is not None and stored_events.is_stored_event(item):
        return stored_events.check_generic(s, item) if offered else stored_events.check_site(s, item, site)
    if offered and storing_offer.events_only(s, bearer.company):
        return Verdict.refuse("events-only", f"The card offering storing to {bearer.company} takes its resource "
                              f"events only, not {s.label(item) if item is not None else 'an item'} (its text).")
    if site.name in stored_points_table(item) or offered:
        return Verdict.allow()
    if not stage_wizardhavens.haven_in_play(s, site):
        return Verdict.refuse("not-at-haven", f"{s.label(bearer)} is at {s.label(site)}: items are stored at a "
                              "Haven (CoE 2.II.4).")
    return queries.veto("haven actions", s, site, bearer.controller)   # a Fallen-wizard's Wizardhavens (g.hav.F1)


def check_store_site(state: State, player: str, site: Instance) -> Verdict:
    """May the player store anything at this site at all: not at a site the rules keep his alignment from (CoE
    2.II.4.B1, the rules fact ``no_storing_at``), nor at one whose card forbids it (the key ``no_storing``: Geann
    a-Lisch, "Resources may never be stored at this site"), whatever card offers or makes the storing."""
    alignment = alignments.alignment_of(state, player)
    if fold(site.name) in {fold(n) for n in facts("no_storing_at").get(alignment, ())}:
        return Verdict.refuse("no-storing-here", f"{player} is a {alignment} player: he cannot store anything at "
                              f"{site.name} (CoE 2.II.4.B1).")
    if site.card.trait("no_storing"):
        return Verdict.refuse("never-stored-here", f"Resources may never be stored at {site.name} (its text).")
    return Verdict.allow()


def check_storable(item: Instance) -> Verdict:
    """May the card be stored at all: not one the rules keep from it (CoE g.sto.1) nor one its text forbids
    (``cannot_be``: Wizard's Ring)."""
    if item.card.key in {fold(n) for n in facts("not_storable")["cards"]}:
        return Verdict.refuse("not-storable", f"{item.name} cannot be stored (CoE g.sto.1).")
    if "stored" in item.card.trait("cannot_be", ()):
        return Verdict.refuse("not-storable", f"{item.name} cannot be stored (its text).")
    return Verdict.allow()


def store(game: Game, action: StoreItem) -> None:
    s = game.state
    item = s.find(action.item)
    bearer = item.attached_to or ""
    check = {} if stored_events.is_stored_event(item) else {"corruption_check": bearer}   # an item's bearer checks
    game.declare(Declared(action.player, "store", item.id, bearer, bearer, data=check), RESOURCE)


def check_give(game: Game, action: TransferItem) -> Verdict:
    """An item passed to another character at the same site (the organization phase)."""
    s = game.state
    verdict, item, giver = _item_of(game, action.player, action.item)
    if not verdict or item is None or giver is None:
        return verdict
    if not transferable(item):
        return refuse_transfer(item)
    taker = s.find(action.character, "character")
    if taker.zone != IN_PLAY or not taker.card.is_character or taker.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(taker)} is not {action.player}'s character in play.")
    if taker.id == giver.id:
        return Verdict.refuse("already-controlled", f"{s.label(taker)} bears {s.label(item)} already.")
    here, there = (s.cards[s.companies[c.company or ""].site].card.id for c in (giver, taker))
    if here != there:
        return Verdict.refuse("not-at-same-site", f"{s.label(giver)} and {s.label(taker)} are not at the same site "
                              "(CRF 22, Storing and Transferring Items [CoE 2023]).")
    return check_bearer(s, item.card, taker.id)


def transferable(item: Instance) -> bool:
    """May the item change bearer: not if its text forbids it (``cannot_be``: Wizard's Ring)."""
    return "transferred" not in item.card.trait("cannot_be", ())


def refuse_transfer(item: Instance) -> Verdict:
    return Verdict.refuse("not-transferable", f"{item.name} cannot be transferred (its text).")


def give(game: Game, action: TransferItem) -> None:
    s = game.state
    item, taker = s.find(action.item), s.find(action.character)
    giver = item.attached_to or ""
    game.declare(Declared(action.player, "give", item.id, giver, taker.id, data={"corruption_check": giver}),
                 RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """The bearer's corruption check; passed (or tapped, for a minion), the item is stored or changes hands."""
    s = game.state
    bearer, item = s.cards[entry.actor], s.cards[entry.card]
    company = s.companies.get(bearer.company or "")
    if entry.data.get("ring test"):   # a gold ring stored at a Darkhaven, tested at once (CoE 6.2.3)
        return ring_tests.test(game, entry, item, bearer, ((-2, "stored at a Darkhaven, CoE 6.2.3"),), stored=True)
    if stored_events.is_stored_event(item):
        if item.zone == IN_PLAY and company is not None:
            generic = storing_offer.GENERIC if storing_offer.offered(s, company.id) else ""
            stored_events.store(s, item, s.cards[company.site], generic)
        return True
    if not make_check(game, entry, bearer.id, 0, None):
        return False
    if company is not None and company.id in s.companies and not s.characters(company.id):
        from .characters import dissolve
        dissolve(s, company)  # the check took the company's last character (CoE 2.3)
    if bearer.zone != IN_PLAY or item.zone != IN_PLAY or item.attached_to != bearer.id:
        return True
    offered = storing_offer.offered(s, company.id if company is not None else None)
    darkhaven = offered or company is not None and alignments.is_minion_haven(s.cards[company.site].card)
    if entry.kind == "store" and "Gold Ring" in item.card.subtype and darkhaven:
        entry.data["ring test"], entry.roll = True, None   # the ring test has a roll of its own
        return ring_tests.test(game, entry, item, bearer, ((-2, "stored at a Darkhaven, CoE 6.2.3"),), stored=True)
    if entry.kind == "store":
        item.stored_at = storing_offer.GENERIC if offered else s.cards[company.site].name if company is not None \
            else ""
        s.move(item.id, MP_PILE)
        s.log.append(f"{s.label(item)} is stored in {item.owner}'s marshalling point pile")
        return True
    taker = s.cards[entry.target]
    if taker.zone == IN_PLAY:
        item.attached_to = taker.id
        s.log.append(f"{s.label(item)} goes to {s.label(taker)}")
        gained(s, taker, item)
    return True


def stored_along(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a card on an item just stored (its holder now in the marshalling point pile) whose
    text has it stored too goes there with it, instead of to the discard pile (Align Palantír, CRF 22)."""
    holder = state.cards.get(inst.attached_to or "")
    if zone != DISCARD or holder is None or holder.zone != MP_PILE or not inst.card.trait("stored_with_item"):
        return None
    state.log.append(f"{state.label(inst)} is stored with {state.label(holder)}")
    return MP_PILE, None


def stored_instead(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a card whose text stores it when it would be placed in its owner's discard pile goes to
    his marshalling point pile instead, considered stored (The Under-galleries' Stolen Knowledge)."""
    if zone != DISCARD or not inst.card.trait("stored_instead_of_discarded"):
        return None
    state.log.append(f"{state.label(inst)} goes to {inst.owner}'s marshalling point pile instead of his discard pile: "
                     "it is stored")
    return MP_PILE, None


def stored_points_table(item: Instance | None) -> dict[str, int]:
    """Where the item's text lets it be stored beyond a Haven, and what it is worth stored there (the facts'
    ``marshalling_points_stored``: "May be stored at Minas Tirith. 2 marshalling points if stored at Minas
    Tirith", Sapling of the White Tree); "Haven" names any Haven."""
    return item.card.fact("marshalling_points_stored", {}) if item is not None else {}


def stored_points(state: State, ref: str) -> tuple[int, str] | None:
    """The ``marshalling points`` query: an item stored where its text makes it worth more (or less)."""
    inst = state.cards[ref]
    if inst.zone != MP_PILE or not inst.stored_at:
        return None
    table = stored_points_table(inst)
    # stored where its text names, or else at a Haven (the only other place an item is stored)
    where = inst.stored_at if inst.stored_at in table else "Haven" if "Haven" in table else ""
    if not where:
        return None
    return table[where] - (inst.card.fact("marshalling_points") or 0), f"stored at {inst.stored_at}"


def gained(state: State, taker: Instance, item: Instance) -> None:
    """A character gained an item by a transfer: what waits for a company gaining an item hears it (CRF 22, Lure of
    Expedience: it triggers when an item is transferred)."""
    if taker.company is not None:
        state.emit("item-gained-in-company", company=taker.company, character=taker.id, item=item.id)
