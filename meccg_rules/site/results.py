"""Running a page's examples for the site build: the runner pytest uses, once per page text and engine.

Every badge, mark, section list, card page, status count and ``rulings.json``
entry reads the ``PageResult`` kept here. A result is kept by the page's text
and the engine's version (``ENGINE_VERSION``) and outlives a build: ``mkdocs
serve`` reruns only the pages whose text changed. A failing example (or a
problem of the page itself) is a build problem (``problems``), reported once in
every build that uses the result: a warning naming the page, and a failed
``mkdocs build --strict`` whatever the log level.
"""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from . import problems

PLACE = re.compile(r":(\d+): ")
PACKAGE = Path(__file__).resolve().parents[1]


def _engine_version() -> str:
    """A digest of the source of what runs an example (engine, language, pages), as this process loaded it."""
    digest = hashlib.sha256()
    for part in ("engine", "language", "pages"):
        for path in sorted((PACKAGE / part).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json", ".txt", ".yml", ".yaml"):
                digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


ENGINE_VERSION = _engine_version()


class Results:
    """``PageResult`` per page, kept while the page's text and the engine stay the same."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, str], tuple[str, str, object]] = {}
        self._reported: set[tuple[str, str]] = set()

    def new_build(self) -> None:
        """A build starts: keep the results, but report each page's failures again in this build."""
        self._reported.clear()

    def of(self, path: str, text: str, shown_as: str, docs=None, page=None):
        """Run (or reuse the run of) the page at ``path`` whose text is ``text``.

        ``shown_as`` is the page as a person knows it (``rulings/x/y.md``), used in warnings; ``page``, its
        front matter as the index read it (so that it is not parsed again).
        """
        key = (str(docs), path)
        kept = self._kept.get(key)
        if kept is not None and kept[0] == text and kept[1] == ENGINE_VERSION:
            result = kept[2]
        else:
            from meccg_rules.pages.runner import run_page

            result = run_page(text, path, docs, page=page)
            self._kept[key] = (text, ENGINE_VERSION, result)
            self._reported.discard(key)
        if key not in self._reported:
            self._reported.add(key)
            self._report(result, path, shown_as)
        return result

    @staticmethod
    def _report(result, path: str, shown_as: str) -> None:
        from meccg_rules.pages.runner import with_hint

        for example in result.examples:
            if example.status != "failed":
                continue
            first = (example.message or "it fails").strip().splitlines()[0]
            where = PLACE.match(first[len(path):]) if first.startswith(path) else None
            line = int(where.group(1)) if where else example.line
            text = with_hint(first[len(path) + where.end():] if where else first, example.message or "")
            if example.line in result.example_lines:
                verb = "is skipped" if example.passes_now else "fails"
                text = f"the example at line {example.line} {verb}: {text}"
            problems.report(problems.at(shown_as, line, text))
