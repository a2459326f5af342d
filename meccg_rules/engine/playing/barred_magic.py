"""Magic barred in some regions: a card in play keeps every character at a site in those regions, or moving with
one in his site path, from using some kinds of magic card (the key ``bars_magic``: In the Heart of His Realm, "no
character ... can use spells, light enchantments, or rituals").

The bar is an ongoing effect, not an action: nothing is declared, nothing may answer it, and it holds from the
moment the card is in play for as long as it stays (CRF 22, In the Heart of His Realm). The character who uses a
magic card is the one who taps to play it (a ritual's sage), else the character it is played on (a Wizard's spell);
the engine's reading. A magic card neither names is refused as not modelled while such a bar is in play, as the
engine cannot tell whom the bar concerns.
"""
from __future__ import annotations

from ..core import modelled
from ..core.cards import Card
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, State
from ..players.alignments import spared
from ..primitives.skills import placed


def kinds_of(card: Card) -> set[str]:
    """The kinds of magic the card is: its magic (``Spell``) and its keywords (``Ritual``)."""
    return {*card.keywords, *([card.fact("magic")] if card.fact("magic") else [])}


def check(state: State, card: Card, player: str, actor: str | None, target: str | None) -> Verdict:
    """May the magic card be used by its user (``actor``, else the character ``target``), given the bars in play?"""
    kinds = kinds_of(card)
    if not kinds:
        return Verdict.allow()
    for source in [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("bars_magic")]:
        bar = source.card.trait("bars_magic")
        if not kinds & set(bar.kinds) or spared(state, source.card, player):
            continue
        user = state.cards.get(actor or "") or state.cards.get(target or "")
        if user is None or not user.card.is_character:
            raise NotModelledError(modelled.message(source.card, f"who uses {card.name}, which it may bar"))
        if placed(state, user, bar.region_types, bar.regions):
            return Verdict.refuse("magic-barred", f"{state.label(source)} bars {state.label(user)} from using "
                                  f"{card.name} where he is.", f"the text of {source.card.name}")
    return Verdict.allow()
