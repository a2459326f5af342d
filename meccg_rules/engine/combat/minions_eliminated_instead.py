"""A minion character discarded from play is eliminated instead (the key ``eliminates_next_discarded_minion``:
Pallando the Soul-keeper as a permanent-event; CRF 22, Card Errata and Rulings, Pallando the Soul-Keeper).

While such a card is in play, the next minion character other than a Ringwraith that would go from play to the
discard pile goes out of play, eliminated, and the card is discarded. In company versus company combat (a
minion Orc or Troll whose own card discards him on his body check's result, CoE 3.I.3) the player who rolled
that body check scores the eliminated character as kill points (CoE 3.v; CRF 22: the opposing player, who is the
one rolling in company combat). Outside company combat the card gives no kill points (the engine's reading: its
text speaks of none). A minion character is a character card of minion alignment (an ally is not a character).
His items and other cards are discarded as he leaves play, none handed to a companion (the engine's reading: an
elimination discards what the card controls, CoE glossary; CoE 3.I.2's handover follows a failed body check, and a
body check on a character's discard number has not failed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, OUT_OF_PLAY
from ..players import alignments
from . import company_combat

if TYPE_CHECKING:
    from ..core.state import Instance, State

KEY = "eliminates_next_discarded_minion"


def instead_of_discard(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a non-Ringwraith minion character discarded from play is eliminated instead while a
    card with the key is in play; that card is then discarded (None for any other move)."""
    if zone != DISCARD or inst.zone != IN_PLAY or not inst.card.is_character or inst.agent_site is not None:
        return None
    if inst.card.alignment != "Minion" or alignments.is_ringwraith(inst):
        return None
    found = next((i for i in sorted(state.cards.values(), key=lambda i: i.seq)
                  if i.zone == IN_PLAY and i.card.trait(KEY)), None)
    if found is None:
        return None
    inst.eliminated = True
    company_combat.note_elimination(state, inst.id)   # kill points for the player rolling, in company combat
    state.log.append(f"{state.label(found)}: {state.label(inst)} is eliminated instead of being discarded; "
                     f"{state.label(found)} is discarded")
    state.move(found.id, DISCARD)
    state.emit("eliminated", card=inst.id)
    return OUT_OF_PLAY, None
