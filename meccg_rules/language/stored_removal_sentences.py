"""The sentence of a stored card given up to remove a discarded hazard from the game (``engine/organization/
stored_removals.py``: Knowledge of the Enemy); ``sentences.FORMS`` adds it to its section."""
from __future__ import annotations

from ..engine.organization.actions import RemoveDiscardedHazard
from .forms import Form
from .play_sentences import PLAY

FORMS = (
    Form(PLAY, "remove-discarded-hazard", "{player} discards {card} to remove {hazard:card} from the game",
         "Alice discards Knowledge of the Enemy to remove Orc-patrol from the game.",
         "As the opponent discards a non-unique hazard (the next action): a card the player has stored whose text "
         "allows it leaves his marshalling point pile for his discard pile, and the hazard is removed from the game "
         "(Knowledge of the Enemy).",
         lambda game, b: [RemoveDiscardedHazard(b["player"], b["card"], b["hazard"])]),
)
