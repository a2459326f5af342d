"""Effects on a hand: a card of a kind the opponent must discard from it, and revealing it (Dragon's Hunger); a
player's new hand (Favor of the Valar).

``discard-from-hand``: the opponent of the card's player holds a card of that kind (a hazard creature: a creature
card of his hand, played as a hazard; or any card) or he does not. Khamûl the Easterling has him discard one card
for each Nazgûl permanent-event in play, a number counted when the Nazgûl's use is declared (CRF 22). If he holds one he must discard one, his choice which: the
engine discards it at once when he holds only one, and otherwise waits for his ``Discard`` (the turn's action,
which asks ``waiting`` here); then ``then`` follows. If he holds none, ``otherwise`` follows (CRF 22, Dragon's
Hunger: he must discard one if he has one, so he cannot choose the other outcome).

``reveal-hand``: the opponent shows every card of his hand to both players. The engine keeps, until the turn
ends, which cards were shown (``revealed``); what is in a hand afterwards is not tracked as known, but each card
shown keeps the kernel's record of it (``State.reveal``, ``Instance.revealed_to``) wherever it goes next, until it
is back in a play deck: The Hunt may name a creature shown and discarded. ``reveal-discard-pile``: the opponent
shows his discard pile (Aware of their Ways), recorded the same way, the pile staying face-down.

``new-hand``: the card's player puts his hand and his discard pile, its site cards left there, into his play deck,
then draws the number of cards the effect gives, whatever his hand size: CRF 22 (Favor of the Valar) has him draw
eight, not up to his hand size, so a larger or smaller hand size changes nothing here (it counts again at the next
reset). The engine never shuffles (as at the character draft): the cards put in go to the bottom of the play deck
in the order they were in, so the deck an example describes is drawn from its top.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK, Pending, State
from ..hazards import sideboard
from ..primitives import effects
from ..start_of_game.play_deck import draw

if TYPE_CHECKING:
    from ..core.actions import Discard
    from ..core.state import Instance
    from ..game import Game

REF = "discard from hand"       # Pending.ref while the opponent chooses the card to discard
LEFT = "hand discards left"    # Declared.data: how many cards the opponent has still to discard
DONE = "hand discarded"         # Declared.data: whether he has discarded one at least
COUNT = "count at declaration"  # Declared.data: the number ``counted_at_declaration`` fixed
REVEALED = "hand revealed"      # Turn.per_turn key (REVEALED, player) -> the names of the cards shown


def of_kind(state: State, player: str, what: str, borne: bool = False) -> list[Instance]:
    """The cards of ``what`` in ``player``'s hand ("hazard creature": a creature card; "card": any; "ring": a ring
    item), and with ``borne`` the rings his characters in play bear (in one of his companies)."""
    held = [i for i in state.hand(player) if what == "card" or (what == "hazard creature" and i.card.is_creature
                                                                 and i.card.type == "Hazard")
            or (what == "ring" and is_ring(i))]
    if what == "ring" and borne:
        held += [i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player and is_ring(i)
                 and i.attached_to and state.company_of(i.attached_to) is not None]
    return held


def is_ring(inst: Instance) -> bool:
    """A ring item: a gold ring, a special ring a ring test may give, or one whose keywords name a kind of ring."""
    card = inst.card
    return "Item" in card.subtype and ("Gold Ring" in card.subtype or bool(card.fact("ring_test_result"))
                             or any(k.endswith(" Ring") for k in card.keywords))


def counted_at_declaration(state: State, effects_: tuple[B.Primitive, ...]) -> dict[str, int]:
    """What a use declared now must count now: the cards of a ``count_per`` kind in play (CRF 22, Khamûl the
    Easterling: the number is set when the use is declared, whatever leaves or arrives before it resolves)."""
    counts = [sum(1 for i in state.cards.values() if sideboard.is_nazgul_event(state, i.id))
              for e in effects_ if isinstance(e, B.DiscardFromHand) and e.count_per]
    return {COUNT: counts[0]} if counts else {}


def discard_from_hand(game: Game, entry: Declared, effect: B.DiscardFromHand) -> bool:
    """He discards as many as the effect says (one, or the count of its declaration), his choice which while he
    holds more than are still to go; holding no more, he has discarded what he could."""
    s = game.state
    player = s.opponent(entry.player)
    data = entry.data
    if "chosen" in data:
        if data["chosen"] is None:  # still waiting for his choice
            return False
        data.pop("chosen")
        data[LEFT] -= 1
        data[DONE] = True
    elif LEFT not in data:
        data[LEFT] = data.get(COUNT, 1) if effect.count_per else 1
        data[DONE] = False
    while data[LEFT] > 0:
        held = of_kind(s, player, effect.what, effect.or_borne)
        if not held:
            break
        if len(held) > data[LEFT]:   # his choice which (he must discard one of them)
            what = "card" if effect.what == "card" else effect.what
            s.pending = Pending(player, f"a {what} for {effects.source_name(game, entry)}", kind="discard",
                                ref=REF)
            s.log.append(f"{effects.source_name(game, entry)}: {player} must discard "
                         f"{f'{data[LEFT]} {what}s' if data[LEFT] > 1 else f'a {what}'} from his hand"
                         f"{' or companies' if effect.or_borne else ''} ({', '.join(s.label(i) for i in held)})")
            data["chosen"] = None
            return False
        _discard(s, held[0].id, effects.source_name(game, entry))
        data[LEFT] -= 1
        data[DONE] = True
    data.pop(LEFT)
    held_one = data.pop(DONE)
    if not held_one:
        s.log.append(f"{effects.source_name(game, entry)}: {player} holds no {effect.what}")
    follow = effect.then if held_one else effect.otherwise
    for next_effect in follow:   # immediate effects only: they never wait
        effects.implementation(type(next_effect))(game, entry, next_effect)
    return True


def _discard(state: State, ref: str, by: str) -> None:
    where = "hand" if state.cards[ref].zone != IN_PLAY else "companies"
    state.move(ref, DISCARD)
    state.log.append(f"{by}: {state._name(ref)} is discarded from {state.cards[ref].owner}'s {where}")


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def check_discard(game: Game, action: Discard) -> Verdict:
    """The opponent names the card he discards: one of that kind in his hand."""
    s = game.state
    assert s.pending is not None
    inst = s.find(action.card)
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    entry = _awaiting(s)
    effect = entry.data["effects"][entry.data.get("pc", 0)] if entry is not None else None
    what = effect.what if effect is not None else "hazard creature"
    if inst.id not in {i.id for i in of_kind(s, action.player, what, bool(effect and effect.or_borne))}:
        return Verdict.refuse("not-of-that-kind", f"{s.label(inst)} is not a {what} in {action.player}'s hand: "
                              f"{s.pending.purpose} takes one of those.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    inst = s.find(action.card)
    entry = _awaiting(s)
    _discard(s, inst.id, s._name(entry.card) if entry is not None and entry.card else "an effect")
    if entry is not None:
        entry.data["chosen"] = inst.id
    s.pending = None


def _awaiting(state: State) -> Declared | None:
    """The declared entry waiting for the opponent's choice."""
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if "chosen" in e.data and e.data["chosen"] is None), None)


def reveal_hand(game: Game, entry: Declared, effect: B.RevealHand) -> bool:
    s = game.state
    player = s.opponent(entry.player)
    shown = tuple(s.label(i) for i in s.hand(player))
    s.turn.per_turn[(REVEALED, player)] = shown
    s.reveal((i.id for i in s.hand(player)), s.players)   # shown to both players: the kernel's record (The Hunt)
    s.log.append(f"{effects.source_name(game, entry)}: {player} reveals his hand: {', '.join(shown) or 'empty'}")
    return True


def reveal_discard_pile(game: Game, entry: Declared, effect: B.RevealDiscardPile) -> bool:
    """The opponent turns his discard pile face-up for a moment: each card is revealed to every player (the kernel's
    record), the face-down pile unchanged otherwise."""
    s = game.state
    player = s.opponent(entry.player)
    pile = s.in_zone(DISCARD, player)
    s.reveal((i.id for i in pile), s.players)
    s.log.append(f"{effects.source_name(game, entry)}: {player}'s discard pile is revealed: "
                 f"{', '.join(s.label(i) for i in pile) or 'empty'}")
    return True


def revealed(state: State, player: str) -> tuple[str, ...] | None:
    """The cards ``player`` showed of his hand this turn (None if he showed none)."""
    return state.turn.per_turn.get((REVEALED, player))


def new_hand(game: Game, entry: Declared, effect: B.NewHand) -> bool:
    """The card's player's hand and discard pile (not its sites) go into his play deck; he draws a new hand."""
    s = game.state
    player = entry.player
    put = s.hand(player) + [i for i in s.in_zone(DISCARD, player) if not i.card.is_site]
    for inst in put:
        s.move(inst.id, PLAY_DECK)
    s.log.append(f"{effects.source_name(game, entry)}: {player} shuffles his hand and his discard pile, its sites "
                 f"left there, into his play deck ({len(put)} card{'s' if len(put) != 1 else ''}; the engine puts "
                 f"them at the bottom), then draws a new hand of {effect.draw}")
    draw(s, player, effect.draw, f" for {effects.source_name(game, entry)}")
    return True
