"""A special ring played from hand with a character according to a roll, not in place of a gold ring (Black Rain).

The ``ring-by-roll`` effect: the opponent of the card's player shows him a character from his hand, of none of
the races the effect excepts ("a non-Ringwraith, non-Wizard character"), if he holds one; holding none, he reveals
his whole hand and the effect ends there. If one was shown, the card's player rolls, the roll changed when the
target (the character the card was played on) is of a race the effect names (a Ringwraith sage: -2), and he may,
as his next action, play from his hand with the target a special ring of a kind the result allows; the target taps
as it comes into play ("tapping the sage"). The window is the one a ring test opens (``ring_tests.Tested``, with
``by_roll``), so ``ring_tests.check_play`` decides the ring: of a kind the result allows, from hand, and of the
card's alignment, since a resource's effect letting an item be played from hand reaches only items of its own
alignment (CoE 9.2.4), unless the player is a Fallen-wizard, who may play special rings of any alignment (CoE
6.2.F2; CRF 22, Black Rain: a Fallen-wizard may so play a hero ring item, a Ringwraith player may not).

The engine's reading, where the card is silent: with several such characters in hand, which one is shown changes
nothing the engine tracks, so it shows the first; the ring is played as the next action, as after a ring test.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError
from ..primitives import effects
from . import ring_tests

if TYPE_CHECKING:
    from ..core.behaviour import RingByRoll
    from ..core.chain import Declared
    from ..game import Game

SHOWN = "character shown"   # Declared.data: the character the opponent showed (None: none, hand revealed)
REVEALED = "hand revealed"  # Turn.per_turn key (REVEALED, player), as playing/hand_effects.py keeps it


def resolve(game: Game, entry: Declared, effect: RingByRoll) -> bool:
    s = game.state
    name = effects.source_name(game, entry)
    if SHOWN not in entry.data:
        opponent = s.opponent(entry.player)
        shown = next((i for i in s.hand(opponent) if i.card.is_character
                      and i.card.race not in effect.reveal_except), None)
        entry.data[SHOWN] = shown.id if shown is not None else None
        if shown is None:
            hand = tuple(s.label(i) for i in s.hand(opponent))
            s.turn.per_turn[(REVEALED, opponent)] = hand
            s.reveal((i.id for i in s.hand(opponent)), s.players)   # the kernel's record (The Hunt)
            s.log.append(f"{name}: {opponent} holds no character it asks for and reveals his hand: "
                         f"{', '.join(hand) or 'empty'}")
            return True
        s.reveal((shown.id,), s.players)
        s.log.append(f"{name}: {opponent} shows {s.label(shown)} from his hand")
    if entry.data[SHOWN] is None:
        return True
    actor = s.cards.get(entry.target or "")
    if actor is None or not s.in_play(actor.id):
        s.log.append(f"{name}: its character is no longer in play: no roll is made")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, name)
    change = effect.actor_race_modifier.get(actor.card.race or "", 0)
    result = entry.roll + change
    kinds = tuple(kind for kind, (low, high) in effect.rings.items() if low <= result <= high)
    shown_change = f" {change:+d} ({actor.card.race})" if change else ""
    s.log.append(f"{name}: {entry.roll}{shown_change} = {result}; {entry.player} may play with {s.label(actor)} "
                 f"{ring_tests.either(kinds)}")
    if entry.card is None:
        raise NotModelledError("not modelled: a ring played by a roll of an effect with no card")
    card = s.cards[entry.card].card
    s.turn.per_phase[ring_tests.TESTED] = ring_tests.Tested(entry.player, card.name, card.alignment, actor.id, kinds,
                                                            False, by_roll=True)
    return True
