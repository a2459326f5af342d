"""Turning over the play deck for an item, then a strike on the character who did it (the effect primitive
``reveal-until-item``: Lucky Search, TW-269, with its CRF 22 erratum).

The character tapped to play the card (a scout at a Shadow-hold or Dark-hold, tapped or not: the card's own
conditions) turns over his player's play deck from the top, one card at a time, and stops at the first item that
is not a special item and not a unique item already in play (stored counts as in play), or at the end of the deck;
reaching the end does not exhaust it. Such an item comes under his control. Nothing is played: the site does not
tap (CRF 22, Lucky Search, [CoE 2002]) and, the site not having tapped for it, no additional minor item follows
(CRF 22; CoE 2.V.5).

Whatever was found, he then faces a strike whose prowess is the card's number plus the cards turned over (the item
among them). The strike is made against him: it is never assigned, so a Noble Hound he controls does not take it
in his place (CRF 22), and neither the attack nor its strike can be cancelled. If it wounds him, the item is
discarded at once, before his body check (the erratum's added sentence). The cards turned over but the item go
back into the play deck, which is shuffled (the erratum: the printed card discarded them); the example then no
longer knows the deck's order.

The engine's readings: the play deck must be described by the example (its order decides what is turned over);
an item the character could not bear (a second copy of one that cannot be duplicated on him) is turned over and
passed like a unique item in play; the rest of his company may support him against the strike, as against any
strike (CoE 3.iv.4), since the card does not say otherwise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..combat.kinds import AttackKind
from ..core import modelled
from ..core.behaviour import RevealUntilItem, walk
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK, Attack, Instance, State
from ..items.bearing import check_bearer
from ..primitives import effects
from ..primitives.unique import unique_copy
from .playable import ITEM_WORDS

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game

KIND = "revealed item"          # the kind of attack the strike is (the table ``attack kinds``)
FOUND = "item found by revealing"   # Turn.per_turn[(FOUND, attack id)]: the item the character took


def reveals(card: Card) -> bool:
    """Does playing the card turn over the play deck (a ``reveal-until-item`` among its effects)?"""
    return any(isinstance(e, RevealUntilItem) for m in card.modes for e in walk(m.effects))


def check_deck_known(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: what the card turns over is the example's play deck, so it must be described;
    and the item it would find now must not have text the engine does not model (said now, never silent)."""
    if not reveals(card):
        return Verdict.allow()
    deck = state.in_zone(PLAY_DECK, player)
    if player not in state.described_decks and deck:
        raise InputError(f"{card.name} turns over {player}'s play deck, whose order the example does not know; "
                         f"describe it in the set-up ('{player}'s play deck holds ...')")
    for inst in deck:
        if inst.card.kind == "item" and inst.card.subtype in ITEM_WORDS and unique_copy(state, inst.card, inst.id) \
                is None:
            modelled.refuse(inst.card, modelled.MOMENTS["play"])
            break
    return Verdict.allow()


def _such_an_item(state: State, inst: Instance, taker: str) -> bool:
    """A non-special item, not a unique one already in play, that the character may take."""
    card = inst.card
    return card.kind == "item" and card.subtype in ITEM_WORDS and unique_copy(state, card, inst.id) is None \
        and bool(check_bearer(state, card, taker))


def reveal(game: Game, entry: Declared, effect: RevealUntilItem) -> bool:
    """Resolve the effect: the cards turned over, the item taken, the deck shuffled, then the strike begins."""
    s = game.state
    modelled.refuse_in_play(s, "searching")   # a card in play may cancel looking through the deck (Bane)
    by = effects.source_name(game, entry)
    actor = s.cards.get(entry.data.get("actor", ""))
    company = s.company_of(actor.id) if actor is not None and actor.zone == IN_PLAY else None
    if actor is None or company is None:
        s.log.append(f"{by} has no effect: the character who played it is no longer in play")
        return True
    turned: list[Instance] = []
    found = None
    for inst in s.in_zone(PLAY_DECK, entry.player):
        turned.append(inst)
        if _such_an_item(s, inst, actor.id):
            found = inst
            break
    shown = ", ".join(s.label(i) for i in turned) or "nothing: the play deck is empty"
    s.reveal((i.id for i in turned), s.players)   # the kernel's record of cards shown (The Hunt)
    s.log.append(f"{by}: {entry.player} turns over {shown}" + ("" if found else " (the end of the play deck, "
                                                                              "which is not exhausted)"))
    if found is not None:
        s.move(found.id, IN_PLAY, attached_to=actor.id)
        s.log.append(f"{s.label(actor)} takes control of {s.label(found)} (it is not played: the site does not tap)")
        s.emit("item-gained-in-company", company=company.id, character=actor.id, item=found.id)
    if any(i is not found for i in turned):
        s.described_decks.discard(entry.player)
        s.log.append(f"the other cards turned over go back into {entry.player}'s play deck, which is shuffled: its "
                     "order is not known to the example any more")
    _strike(game, entry, company, actor, effect.prowess + len(turned), found)
    return True


def _strike(game: Game, entry: Declared, company: Company, actor: Instance, prowess: int,
            found: Instance | None) -> None:
    s = game.state
    attack = Attack(f"a{s.next_attack}", company.id, entry.card, KIND, "", 1, prowess, None,
                    label=s._name(entry.card), cannot_be_cancelled=True, strike_on=actor.id,
                    strike_cannot_be_cancelled=True)
    s.next_attack += 1
    if found is not None:
        s.turn.per_turn[(FOUND, attack.id)] = found.id
    flow.begin(game, [attack])


def wounded(state: State, attack: Attack, character: Instance) -> bool:
    """The strike wounded the character: the item he took is discarded, before his body check."""
    item = state.cards.get(state.turn.per_turn.get((FOUND, attack.id), ""))
    if item is not None and item.zone == IN_PLAY:
        state.move(item.id, DISCARD)
        state.log.append(f"{state.label(item)} is discarded: {state.label(character)} was wounded by "
                         f"{attack.label}'s strike")
    return True


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """Nothing to put away at the end: the card that made the strike is already discarded."""
    state.log.append(f"{attack.label}'s strike is over" + (": defeated" if defeated else ""))


ATTACK_KIND = AttackKind(ends=ends, wounded=wounded)
