"""The sentences of the items family's own actions: the character a company's player chooses to wound in place of
discarding an item (Rats!); ``sentences.FORMS`` adds them to their section."""
from __future__ import annotations

from ..engine.core.errors import InputError
from ..engine.core.state import IN_PLAY, OFF_TO_THE_SIDE
from ..engine.items.actions import ChooseWounded, KeepRing, TestRingNext
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_kept_ring(setup, b) -> None:
    """A ring placed earlier off to the side with a card of its player's in play that keeps rings."""
    host = setup.state.find(b["host"])
    if host.zone != IN_PLAY or not host.card.trait("keeps_rings", 0):
        raise InputError(f"{host.name} is not a card in play that keeps ring special items")
    card = setup.card(b["card"], host.controller)
    kind = card.fact("ring_test_result")
    if not kind or kind in host.card.trait("keeps_rings_except", ()) or card.alignment != host.card.alignment:
        raise InputError(f"{card.name} is not a ring special item {host.name} may keep")
    if len(setup.state.off_to_the_side(host.id)) >= host.card.trait("keeps_rings", 0):
        raise InputError(f"{host.name} already keeps as many rings as it may")
    setup.new(b["card"], host.controller, OFF_TO_THE_SIDE, card=card, attached_to=host.id)


FORMS = (
    Form(PLAY, "choose-wounded", "{player} chooses {character} to be wounded",
         "Alice chooses Frodo to be wounded.",
         "An effect lets the company's player wound one of its unwounded characters, with no body check, in place "
         "of discarding an item (Rats!); the item is chosen with 'Alice discards Dagger of Westernesse.'",
         lambda game, b: [ChooseWounded(b["player"], b["character"])]),
    Form(SETUP, "kept-ring", "{card} is kept with {host:card}", "Magic Ring of Lore is kept with Rumours of Rings.",
         "A ring special item placed earlier off to the side with a card of its player's in play that keeps such "
         "rings (Rumours of Rings); it is played from there as though in hand.", _setup_kept_ring),
    Form(PLAY, "keep-ring", "{player} places {card} off to the side with {host:card}",
         "Alice places Magic Ring of Lore off to the side with Rumours of Rings.",
         "Her organization phase: take a ring special item from the sideboard or discard pile and place it off to "
         "the side with a card of hers in play that keeps such rings (Rumours of Rings).",
         lambda game, b: [KeepRing(b["player"], b["card"], b["host"])]),
    Form(PLAY, "test-ring-next", "{player} tests {ring:card} next", "Alice tests Precious Gold Ring next.",
         "Two or more gold rings are due to be tested by themselves as the end-of-turn phase begins (CoE 6.2.R1, "
         "R2, B1): the resource player names the one tested next (CoE 9.6.5).",
         lambda game, b: [TestRingNext(b["player"], b["ring"])]),
)
