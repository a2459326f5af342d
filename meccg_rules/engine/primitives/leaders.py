"""Who is a leader: a character whose card says so (the keyword Leader: CoE glossary, "leader"), or one a card
on him makes a leader while it is on him (the key ``makes_leader``: By the Ringwraith's Word, "The character:
becomes a leader (if not already)"). Every rule asking whether a character in play is a leader asks here (company
composition, ``organization/leaders.py``; cards playable on a leader, ``conditions``; factions placed under a
leader, ``influence/leader_factions.py``).
"""
from __future__ import annotations

from ..core.state import IN_PLAY, Instance, State

LEADER = "Leader"   # the keyword of a leader's card


def is_leader(state: State, inst: Instance) -> bool:
    """Is the character a leader now: printed so, or made one by a card in play on him?"""
    if not inst.card.is_character:
        return False
    if LEADER in inst.card.keywords:
        return True
    return inst.id in state.cards and any(source.zone == IN_PLAY and source.card.trait("makes_leader", False)
                                          for source in state.attached(inst.id))
