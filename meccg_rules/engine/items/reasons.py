"""The refusal reasons of items: each a code, the phrase an example writes after "cannot ...:" and the rule it
comes from (``core.errors.Reason``)."""
from __future__ import annotations

from ..core.errors import Reason, reasons

REASONS: tuple[Reason, ...] = reasons(
    ("no-ring-test", "a special ring is played only in place of a gold ring just tested", "CoE 6.2"),
    ("wrong-ring", "the ring test does not allow that special ring", "CoE 6.2, 6.2.2"),
    ("ring-of-other-alignment", "the card lets only an item of its own alignment be played from hand",
     "CoE 9.2.4, 6.2.F2"),
    ("item-not-in-use", "the item is not in use", "CoE 6.1, 6.1.3"),
    ("cannot-use-palantir", "its bearer is not able to use it", "the Palantír's text; CoE glossary, use"),
    ("bearer-too-weak", "the character's prowess is too low to bear it", "the item's text"),
    ("no-choice-awaited", "no item or wound is being chosen now", "the card's text"),
    ("not-unwounded", "only an unwounded character of the company may be chosen", "CRF 22, Rats!"),
    ("not-company-item", "it is not an item of that kind the company holds", "the card's text"),
    ("cannot-keep-ring", "the card does not keep that ring now", "the card's text"),
)
