"""Named queries: a value or a permission that rule families and cards contribute to, asked by name.

A general rule never names who changes a value: it asks the query, and the answer is what the modifiers
registered under that name say (``Family.modifiers``), in the families' order. A modifier answers ``None``
when it has nothing to add, else ``(amount, why)`` for a value, or a refusing ``Verdict`` for a permission.

- ``total(query, ...)``: the sum of the amounts; ``parts(query, ...)``: each amount with why, for an
  explanation ("+2 (trophies)").
- ``veto(query, ...)``: the first refusal, else allowed.

The kernel's queries are listed, with what each is asked, in ``registry.QUERIES``; a family asking one of its
own declares it in its ``calls``.
"""
from __future__ import annotations

from typing import Any

from . import modelled
from .errors import ALLOWED, Verdict
from .registry import REGISTRY


def parts(query: str, *args: Any) -> list[tuple[int, str]]:
    """Each contribution to a value: (amount, why), in the families' order; a card asked about whose text would
    change the value and is not modelled is refused (``modelled.asked``)."""
    modelled.asked(query, args)
    found = []
    for modifier in REGISTRY.modifiers(query):
        answer = modifier(*args)
        if answer is not None and answer[0]:
            found.append(answer)
    return found


def total(query: str, *args: Any) -> int:
    """What the registered modifiers add to a value."""
    return sum(amount for amount, _ in parts(query, *args))


def veto(query: str, *args: Any) -> Verdict:
    """The first refusal a registered modifier gives, else allowed."""
    modelled.asked(query, args)
    for modifier in REGISTRY.modifiers(query):
        verdict: Verdict | None = modifier(*args)
        if verdict is not None and not verdict:
            return verdict
    return ALLOWED
