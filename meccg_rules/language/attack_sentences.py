"""The sentences of a creature's several attacks (``engine/combat/several_attacks.py``, ``tap_cancel.py``) and of the
order of a strike's special actions (``special_actions.py``);
``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

import re

from ..engine.combat.actions import DiscardToCancel, OrderSpecialActions, TapToCancel
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
    Form(PLAY, "order-special-actions",
         "{player} resolves the special actions in the order {first:text}, then {rest:text}",
         "Alice resolves the special actions in the order Despair of the Heart, then Icy Touch.",
         "Two or more special actions follow a strike's wound, before its body check: the defending player names "
         "each (by the card making it, as the engine lists them) in the order they resolve, the first named first.",
         lambda game, b: [OrderSpecialActions(b["player"], (b["first"], *re.split(r",\s*then\s+", b["rest"])))]),
)
