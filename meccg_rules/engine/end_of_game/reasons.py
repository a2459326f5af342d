"""The refusal reasons of ending the game: each a code, the phrase an example writes after
"cannot ...:" and the rule it comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("cannot-call", "the conditions for calling the end of the game are not met",
     "CoE 10.2, 10.3.vi; CRF 22, End-of-Game; CRF 22, Tournament Rulings > Victory Conditions"),
    ("game-ending", "the end of the game has been called already", "CoE 10.2"),
    ("not-freely", "a Ringwraith or Balrog player does not call the end of the game freely",
     "CoE 10.2.R1, 10.2.B1"),
    ("council-actions", "only actions that affect the corruption checks may be taken at the Free Council",
     "CoE 10.3.i; CRF 22, End-of-Game"),
    ("already-checked", "the character has made his Free Council corruption check", "CoE 10.3.i"),
    ("game-over", "the game is over", "CoE 10.3.vii"),
    ("not-more-points", "the player does not have more marshalling points than his opponent",
     "the card's text (The Black Council)"),
)
