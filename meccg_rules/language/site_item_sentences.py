"""The sentences of items got otherwise than from hand at a site: a site's trade of minor items for another item
(Hermit's Hill), whose item is then played with the ordinary "Alice taps Aragorn II to play Glamdring.", and an
item fetched from the play deck with a card its bearer taps (Dwarven Ring of Barin's Tribe), an item played
with an event (Thing Stolen), and an ally played after a roll (Here, There, or Yonder); ``sentences.FORMS`` adds
them to their section."""
from __future__ import annotations

from ..engine.core.errors import InputError
from ..engine.core.state import IN_PLAY, OFF_TO_THE_SIDE
from ..engine.site_phase.hoards import HOARD_ITEM
from ..engine.site_phase.actions import FetchItem, PlayItemWith, PlayRolledAlly, TradeItems
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_buried_item(setup, b) -> None:
    """An item set aside earlier under a card in play that holds items for the player it was played on (Great
    Secrets Buried There): the item is that player's, the card's player's opponent."""
    host = setup.state.find(b["host"])
    if host.zone != IN_PLAY or not host.card.trait("items_for_under_deeps", False):
        raise InputError(f"{host.name} is not a card in play that holds items for the Under-deeps")
    owner = setup.state.opponent(host.controller)
    card = setup.card(b["card"], owner)
    if card.kind != "item" or card.subtype == "Special Item" or HOARD_ITEM in card.keywords:
        raise InputError(f"{card.name} is not a non-special, non-hoard item")
    setup.new(b["card"], owner, OFF_TO_THE_SIDE, card=card, attached_to=host.id)


FORMS = (
    Form(PLAY, "trade-items", "{player} discards {cards} to make an item playable at {site}",
         "Alice discards Dagger of Westernesse and Elf-stone to make an item playable at Hermit's Hill.",
         "A site's special (Hermit's Hill): the company discards minor items its characters bear so that one more "
         "item, of the kind the site names, is playable at the untapped site this turn.",
         lambda game, b: [TradeItems(b["player"], b["site"], tuple(b["cards"]))]),
    Form(PLAY, "fetch-item", "{player} taps {character} to fetch {item:card} with {card}",
         "Alice taps Gimli to fetch Durin's Axe with Dwarven Ring of Barin's Tribe.",
         "The bearer of a card whose text searches the play deck (a Dwarven Ring) taps to take the item named from "
         "it; it is played at once with him, at the untapped site, and he then makes the card's corruption check.",
         lambda game, b: [FetchItem(b["player"], b["character"], b["item"], b["card"])]),
    Form(PLAY, "play-item-with", "{player} taps {character} to play {item:card} with {card}",
         "Alice taps Lugdush to play Black Mace with Thing Stolen.",
         "An event that brings an item from hand with it (Thing Stolen, after a faction at the site): the character "
         "taps, and the item comes into play with him; it taps the site if the site is untapped.",
         lambda game, b: [PlayItemWith(b["player"], b["character"], b["item"], b["card"])]),
    Form(PLAY, "play-rolled-ally", "{player} plays {card} under the control of {character}",
         "Alice plays Gollum under the control of Aragorn II.",
         "An ally brought in by a roll made for a character this site phase (Here, There, or Yonder): chosen once "
         "the result is known, it must have a mind low enough for it; the character does not tap again.",
         lambda game, b: [PlayRolledAlly(b["player"], b["card"], b["character"])]),
    Form(SETUP, "buried-item", "{card} is set aside under {host:card}",
         "Glamdring is set aside under Great Secrets Buried There.",
         "An item set aside earlier under a card in play that holds it for the player the card was played on (Great "
         "Secrets Buried There); he plays it from there as though in hand, at an Under-deeps site.",
         _setup_buried_item),
)
