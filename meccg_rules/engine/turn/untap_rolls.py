"""Characters who untap in the untap phase only by a roll (a card in play with the key ``untaps_by_roll``: Worn and
Famished, "Each non-Wizard character that is not in a Haven, Free-hold, or Border-hold does not untap normally
during his untap phase. Character's player may instead make a roll adding his mind. If the result is greater than
12, he untaps.").

As the untap phase ends and its cards untap (``phases._untap``, CoE 2.I.1), each tapped, unwounded character of the
resource player such a card reaches does not untap with the others: his player rolls for him, one character after
another, adding the character's mind (``primitives.values.mind``); above the card's number he untaps, else he stays
tapped. A card whose text has no effect on a minion player passes over a Ringwraith or Balrog player's characters
(``players.alignments.spared``, CoE 1.8.1). The site is his company's site, of its type as treated now
(``primitives.regions.site_type``). A wounded character is not untapped by the untap phase at all (he heals at a
Haven, which such a card does not reach), so he never rolls; nor does one who may not untap (Dreams of Lore).

The engine's reading, where the rules leave a choice to the engine: the player rolls for every such character (the
roll is his choice, and nobody would decline a chance to untap, as ``phases._untap`` reads untapping), in the order
the characters came into play; allies are not characters here (CoE 2.V.2.2 treats them as characters only in
combat, skill and healing).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, Pending
from ..players.alignments import spared
from ..primitives.regions import site_type
from ..primitives.values import mind

if TYPE_CHECKING:
    from ..core.state import Instance, State
    from ..game import Game

ROLL = "a character's roll to untap"        # Pending.ref while a roll is awaited
QUEUE = "characters rolling to untap"       # Turn.per_phase key: (character id, card id) still to roll


def held_by(state: State, inst: Instance) -> Instance | None:
    """The card in play that makes this character of the resource player untap only by a roll, if any."""
    if not inst.card.is_character:
        return None
    company = state.company_of(inst.id)
    if company is None:
        return None
    here = site_type(state, state.cards[company.site])
    for card in state.cards.values():
        rule = card.card.trait("untaps_by_roll") if card.zone == IN_PLAY else None
        if rule is None or spared(state, card.card, inst.controller):
            continue
        if inst.card.race in rule.except_races or here in rule.except_at:
            continue
        return card
    return None


def hold(state: State, characters: list[Instance]) -> list[Instance]:
    """Of the characters about to untap, those who roll instead are set aside (their rolls asked for): the rest."""
    queue = [(c.id, by.id) for c in characters if (by := held_by(state, c)) is not None]
    if not queue:
        return characters
    state.turn.per_phase[QUEUE] = queue
    for ref, source in queue:
        state.log.append(f"{state._name(ref)} does not untap normally ({state._name(source)}): "
                         f"{state.resource_player} may roll adding his mind")
    _ask(state)
    held = {ref for ref, _ in queue}
    return [c for c in characters if c.id not in held]


def _ask(state: State) -> None:
    queue = state.turn.per_phase.get(QUEUE) or []
    if queue:
        state.pending = Pending(state.resource_player, f"untapping {state._name(queue[0][0])}", kind="roll", ref=ROLL)


def rolled(game: Game, value: int) -> None:
    """The roll for the first character waiting: with his mind, above the card's number he untaps."""
    s = game.state
    queue = s.turn.per_phase[QUEUE]
    ref, card = queue.pop(0)
    inst, rule = s.cards[ref], s.cards[card].card.trait("untaps_by_roll")
    total = value + mind(s, inst)
    if total > rule.above:
        s.untap(ref)
        s.log.append(f"{s.label(inst)} untaps: {value} + {mind(s, inst)} (mind) = {total}, above {rule.above}")
    else:
        s.log.append(f"{s.label(inst)} stays tapped: {value} + {mind(s, inst)} (mind) = {total}, not above "
                     f"{rule.above}")
    _ask(s)
