"""The sentences of a creature's several attacks (``engine/combat/several_attacks.py``, ``tap_cancel.py``);
``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

from ..engine.combat.actions import DiscardToCancel, TapToCancel
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "tap-to-cancel-attack", "{player} taps {character} to cancel one of {creature:card}'s attacks",
         "Alice taps Sam Gamgee to cancel one of Slayer's attacks.",
         "The defending player taps a character or ally of the company to cancel the attack under way of a "
         "creature whose text allows it (Slayer, Assassin), even once its strike is assigned.",
         lambda game, b: [TapToCancel(b["player"], b["character"], b["creature"])]),
    Form(PLAY, "discard-to-cancel-attack", "{player} discards {card} from hand to cancel the attack",
         "Alice discards Cave-drake from hand to cancel the attack.",
         "The defending player discards a hazard creature from his hand to cancel the attack under way, before its "
         "strikes are assigned, as a card resolved this turn allows (Dragon-feuds).",
         lambda game, b: [DiscardToCancel(b["player"], b["card"])]),
)
