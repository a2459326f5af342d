"""The sentences of creatures reserved off to the side with a hazard in play (``engine/movement_hazard/
reserved_creatures.py``: Summons from Long Sleep); ``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

from ..engine.core.errors import InputError
from ..engine.core.state import IN_PLAY, OFF_TO_THE_SIDE
from ..engine.movement_hazard.actions import ChooseRevealedCreature, ReserveCreature
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _setup_reserved(setup, b) -> None:
    """A creature reserved earlier: off to the side with its host in play, owned by the host's controller."""
    host = setup.state.find(b["host"])
    reserves = host.card.trait("reserves")
    if host.zone != IN_PLAY or reserves is None:
        raise InputError(f"{host.name} is not a card in play that reserves creatures")
    card = setup.card(b["card"], host.controller)
    if not card.is_creature or card.race not in reserves.races:
        raise InputError(f"{card.name} is not a {' or '.join(reserves.races)} creature {host.name} may reserve")
    setup.new(b["card"], host.controller, OFF_TO_THE_SIDE, card=card, attached_to=host.id)


FORMS = (
    Form(SETUP, "reserved", "{card} is reserved with {host:card}",
         "Cave-drake is reserved with Summons from Long Sleep.",
         "A creature placed earlier off to the side with a card of its player's in play that reserves it.",
         _setup_reserved),
    Form(PLAY, "reserve-creature", "{player} reserves {card} with {host:card}",
         "Bob reserves Cave-drake with Summons from Long Sleep.",
         "Movement/hazard phase: place a creature from hand off to the side with a card of his in play that reserves "
         "it (not played, so not counted against the hazard limit); it is played later as though in hand.",
         lambda game, b: [ReserveCreature(b["player"], b["card"], b["host"])]),
    Form(PLAY, "choose-revealed-creature", "{player} chooses {creature:text} to attack for {card}",
         "Bob chooses Cave-drake to attack for Long Dark Reach.",
         "A card that revealed creatures from its player's play deck (Long Dark Reach): he names the one that attacks "
         "(\"no creature\" to decline, refused while one is available).",
         lambda game, b: [ChooseRevealedCreature(b["player"], b["creature"], b["card"])]),
)
