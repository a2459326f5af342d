"""A strike that captures its character (Exile of Solitude; the primitive ``discard-if-strike-succeeds`` and the
condition ``attack_at_home_dragon``).

Played on the character facing a strike, before its roll, the card waits for that strike: if it succeeds, the
character is not wounded and makes no body check; he is discarded instead, and with him what he controls that is not
a follower (his items, allies and the cards on him, which leave play with him, ``State.move``). His followers stay
in play, under no one's influence (CoE 2.II.2.2.3; CRF 22, Exile of Solitude: "all non-follower cards he
controls"). A strike that fails or is ineffectual does nothing more; a detainment strike only taps (CoE 3.II.1), so
it captures no one (the hook ``strike succeeded`` is asked of a non-detainment strike only).

The condition: the attack being faced is one a unique Dragon's At Home manifestation adds to its lair (Smaug at
Home's automatic-attack at The Lonely Mountain), not the lair's own automatic-attack nor the Dragon's creature
(``hazards/manifestations``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import DiscardIfStrikeSucceeds
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import DISCARD, Attack, Instance, Ongoing, State
from ..hazards import manifestations
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..game import Game

STAT = "discarded if the strike succeeds"   # the Ongoing's stat, on the character, until the end of the strike


def discard_if_strike_succeeds(game: Game, entry: Declared, effect: DiscardIfStrikeSucceeds) -> bool:
    """The primitive: remember, on the character, that his strike succeeding discards him."""
    s = game.state
    for ref in effects.select(game, entry, "target"):
        s.ongoing.append(Ongoing(entry.card or "", ref, STAT, 0, "end-of-strike", effect, s.phase))
        s.log.append(f"{effects.source_name(game, entry)}: if the strike against {s._name(ref)} succeeds, he is "
                     "discarded")
    return True


def strike_succeeded(state: State, attack: Attack, character: Instance) -> bool:
    """The hook ``strike succeeded``: a card waits on this character's strike; he is discarded, with no wound and
    no body check, his non-follower cards with him."""
    source = next((o.source for o in state.ongoing if o.target == character.id and o.stat == STAT), None)
    if source is None:
        return False
    name = state.label(character)
    state.move(character.id, DISCARD)
    state.log.append(f"{name}'s strike succeeds: {state._name(source)} captures him; he is discarded with no body "
                     "check, with his non-follower cards")
    return True


def check_attack_at_home_dragon(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``attack_at_home_dragon``: the attack being faced was added by an At Home manifestation of a
    unique Dragon."""
    combat = state.combat
    adder = state.cards.get(combat.attack.added_by) if combat is not None and combat.attack.added_by else None
    if adder is None or not manifestations.is_at_home(adder.card):
        return Verdict.refuse("invalid-target", f"{card.name} acts on a strike of an At Home manifestation of a "
                              "unique Dragon.")
    return Verdict.allow()
