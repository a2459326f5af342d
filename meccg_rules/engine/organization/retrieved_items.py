"""Items retrieved from the discard pile by a stored card (the key ``retrieves_items``: Reforging).

Such a card works from its player's marshalling point pile, once stored there. In his organization phase a
character of his with the skill it names (a sage), untapped and at a Haven, taps and the stored card is discarded,
both the cost, paid as the action is declared (CoE 9.2.3): an item of the subtypes and keywords the card names (a
minor or major weapon, armor or shield) comes from his discard pile into play under the control of a character of
that character's company, his player's choice. A hoard item too where the card says so ("even a hoard item"): CRF 22,
Card Errata and Rulings > Reforging says it works on hoard items. The item is not played: the site need not list it
nor hold a hoard, and nothing taps the site.

The item comes into play all the same: a unique one is refused while another copy is in play, stored or removed
(``primitives/unique.check_unique``, asked again as it resolves), and one whose text once in play is not modelled
is refused as not modelled. No corruption check is made: the card asks for none, and the item is neither stored
nor transferred from a bearer (CoE 2.II.4.1, 2.II.5). If the sage is no longer in play and tapped when it resolves,
it has no effect, its cost paid (CoE 9.2.1).

The engine's reading, where the rules are silent: the action is declared in a chain of effects like storing an
item; the item, still in the discard pile as it resolves and its receiver still in play and able to bear it, comes
in untapped.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State
from ..items.bearing import check_bearer
from ..primitives import regions, values
from ..primitives.positions import check_untapped
from ..primitives.unique import check_unique
from . import storing

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.listing import Listing
    from ..game import Game
    from .actions import RetrieveItem
    from .keys import RetrievesItems

HOARD_ITEM = "Hoard Item"
KIND = "retrieve item"   # the kind of the declared action


def terms(inst: Instance) -> RetrievesItems | None:
    found: RetrievesItems | None = inst.card.trait("retrieves_items")
    return found


def _check_card(state: State, player: str, card: Instance) -> Verdict:
    if card.zone != MP_PILE or card.owner != player or terms(card) is None:
        return Verdict.refuse("no-stored-retriever", f"{state.label(card)} is not a card stored in {player}'s "
                              "marshalling point pile that retrieves items.")
    return Verdict.allow()


def _check_character(state: State, player: str, character: Instance, rule: RetrievesItems) -> Verdict:
    if character.zone != IN_PLAY or not character.card.is_character or character.controller != player:
        return Verdict.refuse("not-a-character", f"{state.label(character)} is not {player}'s character in play.")
    if rule.skill not in values.skills(state, character):
        return Verdict.refuse("retriever-not-qualified", f"{state.label(character)} is not a "
                              f"{rule.skill.lower()} (the card's text).")
    company = state.company_of(character.id)
    if company is None or company.en_route or regions.site_type(state, state.cards[company.site]) != "Haven":
        return Verdict.refuse("retriever-not-qualified", f"{state.label(character)} is not at a Haven "
                              "(the card's text).")
    return check_untapped(state, character)


def check_item(state: State, player: str, item: Instance, rule: RetrievesItems) -> Verdict:
    """An item of the subtypes and keywords the card names, in its player's discard pile; a hoard item only if the
    card says so."""
    if item.zone != DISCARD or item.owner != player:
        return Verdict.refuse("not-retrievable", f"{state.label(item)} is not in {player}'s discard pile.")
    card = item.card
    if card.kind != "item" or card.subtype not in rule.subtypes or not set(card.keywords) & set(rule.keywords):
        kinds = " or ".join(k.lower() for k in rule.keywords)
        return Verdict.refuse("not-retrievable", f"{state.label(item)} is not a "
                              f"{' or '.join(s.lower() for s in rule.subtypes)} {kinds}.")
    if HOARD_ITEM in card.keywords and not rule.hoard_too:
        return Verdict.refuse("not-retrievable", f"{state.label(item)} is a hoard item (the card's text).")
    modelled.refuse_copy(state, item)   # a copy rule its text gives, not modelled: said
    return check_unique(state, item)    # it comes into play, if not played: one copy of a unique card at a time


def check(game: Game, action: RetrieveItem) -> Verdict:
    s = game.state
    if s.phase != "organization" or s.resource_player != action.player:
        return Verdict.refuse("wrong-phase", "An item is retrieved so in its player's organization phase "
                              "(the card's text).")
    card, character = s.find(action.card), s.find(action.character, "character")
    verdict = _check_card(s, action.player, card)
    if not verdict:
        return verdict
    rule = terms(card)
    assert rule is not None
    verdict = _check_character(s, action.player, character, rule)
    if not verdict:
        return verdict
    verdict = check_item(s, action.player, s.find(action.item), rule)
    if not verdict:
        return verdict
    recipient = s.find(action.recipient, "character")
    if recipient.zone != IN_PLAY or not recipient.card.is_character or recipient.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(recipient)} is not {action.player}'s character in play.")
    if s.company_of(recipient.id) != s.company_of(character.id):
        return Verdict.refuse("not-same-company", f"{s.label(recipient)} is not in {s.label(character)}'s company "
                              "(the card's text).")
    verdict = check_bearer(s, s.find(action.item).card, recipient.id)
    if not verdict:
        return verdict
    modelled.refuse(s.find(action.item).card, modelled.IN_PLAY)   # what it does in play, not modelled: said
    return game.responding(action.player)


def candidates(listing: Listing) -> list[Action]:
    """Each stored card that retrieves items, with each untapped character of its player who may use it, each item
    it may take from his discard pile and each character of that company (``check`` says which are allowed)."""
    from .actions import RetrieveItem
    s = listing.state
    r = s.resource_player
    if listing.gated and s.phase != "organization":
        return []
    stored = [c for c in s.cards.values() if c.zone == MP_PILE and c.owner == r and terms(c) is not None]
    if not stored:
        return []
    discarded = [i for i in s.cards.values() if i.zone == DISCARD and i.owner == r and i.card.kind == "item"]
    mine = listing.characters_of(r)
    found: list[Action] = []
    for sage in mine:
        company = s.company_of(sage)
        if company is None or s.cards[sage].tapped:
            continue
        found += [RetrieveItem(r, sage, card.id, item.id, other) for card in stored for item in discarded
                  for other in mine if s.company_of(other) is company]
    return found


def retrieve(game: Game, action: RetrieveItem) -> None:
    """The cost, paid at declaration: the character taps, the stored card goes to the discard pile."""
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    item, recipient = s.find(action.item), s.find(action.recipient, "character")
    s.tap(character.id)
    s.move(card.id, DISCARD)
    s.log.append(f"{action.player} discards {s.label(card)} from his marshalling point pile")
    game.declare(Declared(action.player, KIND, item.id, character.id, recipient.id, data={"source": card.id}),
                 RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """The item, still in the discard pile, comes into play under the receiver, if he is still in play."""
    s = game.state
    item, recipient, sage = s.cards[entry.card], s.cards[entry.target or ""], s.cards[entry.actor]
    if sage.zone != IN_PLAY or not sage.tapped:
        return cancel(s, entry, f"{s.label(sage)} is no longer in play and tapped (CoE 9.2.1)")
    if item.zone != DISCARD or recipient.zone != IN_PLAY:
        s.log.append(f"{s.label(item)} is not retrieved: it or {s.label(recipient)} is gone")
        return True
    if not check_bearer(s, item.card, recipient.id):
        s.log.append(f"{s.label(item)} is not retrieved: {s.label(recipient)} may not bear it")
        return True
    if not check_unique(s, item):
        s.log.append(f"{s.label(item)} is not retrieved: it is unique and another copy has come meanwhile")
        return True
    s.move(item.id, IN_PLAY, attached_to=recipient.id)
    s.log.append(f"{s.label(item)} comes from the discard pile under {s.label(recipient)}'s control")
    storing.gained(s, recipient, item)
    return True


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} retrieves {state._name(entry.card)} for {state._name(entry.target)}"
