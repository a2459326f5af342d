"""Skipped examples: which skip covers each example, and what to say when a skipped example passes.

A skip says that an example cannot be modelled yet. It is a claim about the
engine and the language, so it is checked: a skipped example is still read
and run. While it fails (a sentence the language lacks, a card the engine does
not model, an expectation that does not hold yet) it stays skipped, with the
reason its skip gives. When it passes, the skip is no longer true: pytest,
``meccg-rules run``, ``check`` and the site report it as a problem, saying
which skip to remove.

A skip comes from a ``<!-- skip: next "reason" -->`` on the line before the
example, from a ``<!-- skip: start "reason" -->`` ... ``<!-- skip: end -->``
around it, or from the page's ``skip`` field (which wins, as it covers the
whole page).

>>> from meccg_rules.pages.directives import Directive
>>> items = [(0, Directive(1, 0, 5, "next", "no combat yet")), (10, None), (20, None)]
>>> covering(items, None)
{10: Skip(reason='no combat yet', line=1, action='next')}
>>> print(passes_now(covering(items, None)[10]))
this skipped example passes now: remove its skip (line 1: "no combat yet") so that it runs as a test
"""
from __future__ import annotations

import unittest
from dataclasses import dataclass

from .directives import Directive


@dataclass(frozen=True)
class Skip:
    """The skip that covers an example: its reason, and the line of its directive (None for the page's)."""

    reason: str
    line: int | None
    action: str  # "next", "start" or "page"


class StillFails(unittest.SkipTest):
    """A skipped example that ran and failed, as it should: skipped with its reason; ``failure`` says why."""

    def __init__(self, reason: str, failure: object) -> None:
        super().__init__(reason)
        self.cause = failure  # a ScenarioError, or the message itself

    @property
    def failure(self) -> str:
        """Why it fails, rendered when read (``failure`` may be a ``ScenarioError`` whose advice is still to find)."""
        return str(self.cause)


def covering(items: list[tuple[int, Directive | None]], page_skip: str | None) -> dict[int, Skip]:
    """The skip of each example covered by one, by the example's offset.

    ``items`` are ``(offset, directive)`` in page order, with ``None`` for each example; directives with a
    problem are left out (they skip nothing: ``directives.check_sequence``).
    """
    found: dict[int, Skip] = {}
    pending: Directive | None = None
    opened: Directive | None = None
    for offset, directive in items:
        if directive is None:
            if page_skip:
                found[offset] = Skip(page_skip, None, "page")
            elif pending or opened:
                source = pending or opened
                found[offset] = Skip(source.reason or "", source.line, source.action or "next")
            pending = None
        elif directive.problem:
            continue
        elif directive.action == "next":
            pending = directive
        elif directive.action == "start":
            opened = directive
        else:
            opened = None
    return found


def passes_now(skip: Skip) -> str:
    """What to do about a skipped example that passes: which skip to remove."""
    if skip.action == "page":
        return (f"this example passes now, but the page's front matter skips it (skip: \"{skip.reason}\"): remove "
                "that 'skip' field and skip only the examples that still fail, each with its reason")
    if skip.action == "start":
        return (f"this skipped example passes now: move it out of the 'skip: start' of line {skip.line} "
                f"(\"{skip.reason}\") so that it runs as a test")
    return f"this skipped example passes now: remove its skip (line {skip.line}: \"{skip.reason}\") so that it " \
           "runs as a test"
