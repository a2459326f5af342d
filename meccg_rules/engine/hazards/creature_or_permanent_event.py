"""A hazard that may be played as a creature or as a permanent-event (a Creature/Permanent-event card: Shelob,
Spider of the Môrlat; its text: "May be played as a hazard creature ... or as a permanent-event").

The engine plays such a card only as a creature: playing it as a permanent-event is not modelled. So that no example
plays on where the choice was open, the card's clause of the scope ``play in a case`` naming that choice is refused
as the card is played (the query ``may play card``) whenever its permanent-event could have been played: always,
unless its text allows the permanent-event only while another card is in play (``needs_in_play``: Shelob's "If Doors
of Night is in play, Shelob may be played as a permanent-event") and that card is not in play. Then only the
creature may be played, and there is no choice to refuse.

Played as a creature, the card is not its permanent-event: what its text gives as a permanent-event (its statics)
is not in effect while it attacks (``as_creature``, asked by combat where attacks are changed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import Verdict

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

SUBTYPE = "Creature/Permanent-event"
CASE = "permanent-event"   # the words the card's clause of the scope ``play in a case`` holds


def permanent_event_playable(state: State, card: Card) -> bool:
    """Could the card be played as a permanent-event now: it needs no other card in play, or that card is in play?"""
    needed = card.trait("needs_in_play", "")
    return not needed or state.in_effect(needed)


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: the choice between creature and permanent-event, open now, is not modelled."""
    if card.fact("subtype") != SUBTYPE or not any(g.scope == "play in a case" and CASE in g.clause for g in card.gaps):
        return Verdict.allow()   # (another case of that scope, Hoarmûrath of Dír's, is its own family's to refuse)
    if permanent_event_playable(state, card):
        modelled.refuse_case(card, CASE)
    return Verdict.allow()


def as_creature(state: State, inst: Instance) -> bool:
    """Is this Creature/Permanent-event card in play as the creature, attacking (the attack under way or one waiting
    is its own)? Then it is no permanent-event: what its text gives as a permanent-event (Shelob's +1 strike and +1
    prowess to Spider attacks) is not in effect, not even on its own attack."""
    if inst.card.fact("subtype") != SUBTYPE:
        return False
    combat = state.combat
    return any(a.source == inst.id and a.kind == "creature"
               for a in (*state.attacks, *((combat.attack,) if combat is not None else ())))
