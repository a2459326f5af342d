"""Running a page's examples for the site build: the runner pytest uses, once per page and build.

Every badge, mark, section list, card page, status count and ``rulings.json``
entry reads the ``PageResult`` kept here, and that result comes from running
the page's current text in this build. A failing example (or a problem of the
page itself) is a build problem (``problems``): a warning naming the page, and
a failed ``mkdocs build --strict`` whatever the log level.
"""
from __future__ import annotations

import re

from . import problems

PLACE = re.compile(r":(\d+): ")


class Results:
    """``PageResult`` per page, kept while the page's text stays the same."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[str, object]] = {}

    def of(self, path: str, text: str, shown_as: str, docs=None):
        """Run (or reuse the run of) the page at ``path`` whose text is ``text``.

        ``shown_as`` is the page as a person knows it (``rulings/x/y.md``), used in warnings.
        """
        kept = self._kept.get(path)
        if kept is not None and kept[0] == text:
            return kept[1]
        from meccg_rules.pages.runner import run_page

        result = run_page(text, path, docs)
        self._kept[path] = (text, result)
        for example in result.examples:
            if example.status != "failed":
                continue
            first = (example.message or "it fails").strip().splitlines()[0]
            where = PLACE.match(first[len(path):]) if first.startswith(path) else None
            line = int(where.group(1)) if where else example.line
            text = first[len(path) + where.end():] if where else first
            if example.line in result.example_lines:
                verb = "is skipped" if example.passes_now else "fails"
                text = f"the example at line {example.line} {verb}: {text}"
            problems.report(problems.at(shown_as, line, text))
        return result
