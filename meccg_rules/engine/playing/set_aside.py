"""A card in play that takes a character about to be discarded off to the side with it (``sets_aside_discarded``:
Press-gang).

While such a card is in play, a character who would be discarded from play (a failed corruption check, a card's
effect, a character discarded while organizing ...) is placed off to the side with it instead (CoE glossary, off
to the side): not in play, so nothing targets him, but still counted for uniqueness. The cards on him are
discarded as when any card leaves play; his followers stay in play, under no one's influence until their
player's next organization phase (CRF 22, Press-gang [CoE 2023]; CoE 2.II.2.2.3). A character already off to
the side with the card goes back to his owner's hand. If the card leaves play, the character with it is
discarded (CoE g.off.1, in ``State.move``).

The engine's readings: a character kept in play by another effect (Elf-song) is not discarded, so the card does
not take him; an agent hazard is no character in play (CRF 22, Agent), so it is not taken either.
"""
from __future__ import annotations

from ..core.state import DISCARD, HAND, IN_PLAY, OFF_TO_THE_SIDE, Instance, State


def host(state: State) -> Instance | None:
    """The card in play that takes discarded characters, if any (it cannot be duplicated: one at most)."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("sets_aside_discarded")),
                None)


def instead_of_discard(state: State, inst: Instance, zone: str) -> tuple[str, str | None] | None:
    """The ``moving`` hook: a character in play about to be discarded goes off to the side with the host card."""
    if zone != DISCARD or inst.zone != IN_PLAY or not inst.card.is_character or inst.agent_site is not None:
        return None
    card = host(state)
    if card is None:
        return None
    for previous in state.off_to_the_side(card.id):
        if previous.card.is_character:
            state.move(previous.id, HAND)
            state.log.append(f"{state.label(previous)} goes back to {previous.owner}'s hand from {card.name}")
    state.log.append(f"{state.label(inst)} is placed off to the side with {card.name} instead of being discarded")
    return OFF_TO_THE_SIDE, card.id
