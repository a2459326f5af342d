"""The sentence of a site's trade of minor items for another item (Hermit's Hill); ``sentences.FORMS`` adds it to its
section. The item is then played with the ordinary "Alice taps Aragorn II to play Glamdring."."""
from __future__ import annotations

from ..engine.site_phase.actions import TradeItems
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "trade-items", "{player} discards {cards} to make an item playable at {site}",
         "Alice discards Dagger of Westernesse and Elf-stone to make an item playable at Hermit's Hill.",
         "A site's special (Hermit's Hill): the company discards minor items its characters bear so that one more "
         "item, of the kind the site names, is playable at the untapped site this turn.",
         lambda game, b: [TradeItems(b["player"], b["site"], tuple(b["cards"]))]),
)
