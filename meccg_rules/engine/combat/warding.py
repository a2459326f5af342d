"""Items that keep a strike's wound off their bearer (the key ``wards_bearer``: Sable Shield; CRF 22, Card Errata
and Rulings > Sable Shield).

When a strike against the bearer succeeds and would wound him, he is not wounded. Nothing else befalls him: he is
not tapped either, so a bearer untapped as he faced the strike stays untapped (CRF 22, first bullet); with no
wound the engine makes no body check follow (its reading: CoE 3.iv.7 orders one after every successful strike).
Instead the attacking player (the opponent of the defending player) rolls, and a
result above the item's ``discarded_above`` discards the item.

Only a wound is kept off. A successful detainment strike taps the bearer, as it taps anyone (CoE 3.II.1), and
rolls nothing; a strike that does something else instead of wounding (a thief's, thieving.py) does that and rolls
nothing: neither discards the item (CRF 22, second and third bullets). In company versus company combat the
engine does not model the item: its entry names that clause (scope "company combat").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Attack, Instance, Pending, State
from ..items import in_use

if TYPE_CHECKING:
    from ..game import Game

REF = "warding"   # Pending.ref of the attacking player's roll, and the Turn.per_phase key of the item it is for


def ward(state: State, character: Instance) -> Instance | None:
    """The item in use (CoE 6.1, 6.1.3) that the character bears and that keeps a strike's wound off him, if any."""
    return next((i for i in state.attached(character.id)
                 if i.card.trait("wards_bearer") is not None and in_use.in_use(state, i)), None)


def instead_of_wound(state: State, attack: Attack, character: Instance, said: str) -> bool:
    """A successful strike would wound ``character``: True when an item he bears keeps the wound off (the
    attacking player's roll is then awaited). ``said`` is how the strike's result reads."""
    item = ward(state, character)
    if item is None:
        return False
    rule = item.card.trait("wards_bearer")
    attacker = state.opponent(state.companies[attack.company].owner)
    name, shield = state.label(character), state.label(item)
    state.log.append(f"{said}; {name} is not wounded ({shield}): {attacker} rolls, and above "
                     f"{rule.discarded_above} {shield} is discarded")
    state.turn.per_phase[REF] = item.id
    state.pending = Pending(attacker, shield, kind="roll", ref=REF)
    return True


def rolled(game: Game, value: int) -> None:
    """The attacking player's roll: above the item's number it is discarded, else it stays."""
    s = game.state
    item = s.cards.get(s.turn.per_phase.pop(REF, ""))
    if item is None or item.zone != IN_PLAY:
        return
    limit, name = item.card.trait("wards_bearer").discarded_above, s.label(item)
    if value > limit:
        s.move(item.id, DISCARD)
        s.log.append(f"{name}: {value}, above {limit}: {name} is discarded")
    else:
        s.log.append(f"{name}: {value}, not above {limit}: {name} stays")
