"""pytest runs the docs one page at a time: a page with examples is one item, ``docs/x.md::examples``.

``make_sybil(docs).pytest()`` collects each Markdown page with the project's
Sybil parsers (``runner``); its item runs every example of the page with
``run_document``, as ``meccg-rules run`` and the site do, and so costs pytest
one item per page instead of one per example. The item

- fails when an example of the page fails (a skipped example that passes now
  among them) or the page has a problem, with every failure's ``page:line``
  message, in page order;
- is skipped, with the reasons, when every example of the page is skipped;
- passes otherwise (a page with some skipped examples too).

The examples themselves are counted and listed at the end of the run
(``ExamplesSummary``): ``examples: N passed, N failed, N skipped``, after each
failing example (``FAILED docs/x.md:40 - ...``) and, with ``-rs``, each skipped
one with its reason (``SKIPPED docs/x.md:40: ...``). Each item sends its page's
account with its report (``user_properties``), so that a run spread over
several processes (pytest-xdist, ``-n 2``) counts them where the summary is
written.
"""
from __future__ import annotations

import os
import re
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from _pytest._code.code import ReprFileLocation, TerminalRepr
from sybil import Document, Sybil

from .front_matter import Page, load_page
from .runner import ExampleResult, PageResult, load_document, run_document, with_hint

ITEM = "examples"  # the item's name: a page's node id is docs/x.md::examples
SUMMARY = "meccg-rules-examples"  # the name the summary plugin is registered under
LOCATION = re.compile(r":\d+:")  # after the page's path, at the start of a message


@dataclass(frozen=True)
class PageName:
    """A page as pytest names it (``docs/x.md``), with the id and title of its front matter."""

    shown: str
    id: str | None
    title: str | None


@dataclass
class PageOutcome:
    """What running one page under pytest gave: its examples' counts, failures and skips."""

    page: PageName
    passed: int = 0
    failures: list[ExampleResult] = field(default_factory=list)
    skips: list[ExampleResult] = field(default_factory=list)

    @classmethod
    def of(cls, page: PageName, result: PageResult) -> PageOutcome:
        """Scenarios, problems and the Python examples of a code page, each counted once."""
        code = [e for e in result.code if e.status != "failed"]  # a failing one is among result.examples
        return cls(page, result.passed + sum(e.status == "passed" for e in code),
                   [e for e in result.examples if e.status == "failed"],
                   [e for e in result.examples + code if e.status == "skipped"])

    @property
    def total(self) -> int:
        return self.passed + len(self.failures) + len(self.skips)

    def headline(self) -> str:
        """``2 of 5 examples fail (lines 19, 40)``."""
        lines = ", ".join(str(e.line) for e in self.failures)
        count = len(self.failures)
        return (f"{count} of {self.total} examples {'fails' if count == 1 else 'fail'} "
                f"(line{'s' if count > 1 else ''} {lines})")

    def skip_reason(self) -> str:
        """The reasons of a page whose examples are all skipped, each with its lines when they differ."""
        lines: dict[str, list[int]] = {}
        for example in self.skips:
            lines.setdefault(example.message, []).append(example.line)
        if len(lines) == 1:
            return next(iter(lines))
        return "; ".join(f"{reason} (line{'s' if len(at) > 1 else ''} {', '.join(map(str, at))})"
                         for reason, at in lines.items())


def failure_text(example: ExampleResult) -> str:
    """What pytest shows of a failing example: its message, which names the page and line (for a Python example,
    also the traceback from the page; a doctest's, after the line of its ``>>>``)."""
    where = f"{example.path}:{example.line}:"
    if example.error is not None:
        frames = traceback.extract_tb(example.error.__traceback__)
        start = next((i for i, frame in enumerate(frames) if frame.filename == example.path), 0)
        shown = "".join(traceback.format_list(frames[start:]))
        return f"{example.message}\n{shown}" + "".join(traceback.format_exception_only(example.error))
    return example.message if example.message.startswith(f"{example.path}:") else f"{where}\n{example.message}"


class PageFailed(Exception):
    """A page with a failing example or a problem."""

    def __init__(self, outcome: PageOutcome) -> None:
        super().__init__(outcome.headline())
        self.outcome = outcome


class PageFailureRepr(TerminalRepr):
    """The headline, then every failure's message, in page order."""

    def __init__(self, outcome: PageOutcome) -> None:
        self.outcome = outcome
        first = outcome.failures[0]
        self.reprcrash = ReprFileLocation(first.path, first.line, outcome.headline())  # pytest's one-line summary

    def toterminal(self, tw) -> None:
        tw.line(self.outcome.headline(), bold=True, red=True)
        for example in self.outcome.failures:
            tw.line()
            for line in failure_text(example).splitlines():
                tw.line(line)


@dataclass(frozen=True)
class PageAccount:
    """What the end of the run shows of one page's examples; plain data, so that it travels with the item's
    report from the process that ran it."""

    page: PageName
    passed: int
    failures: tuple[tuple[str, int, str], ...]  # (path, line, the first line of its message)
    skips: tuple[tuple[str, int, str], ...]  # (path, line, reason)

    @classmethod
    def of(cls, outcome: PageOutcome) -> PageAccount:
        return cls(outcome.page, outcome.passed,
                   tuple((e.path, e.line, first_line(e)) for e in outcome.failures),
                   tuple((e.path, e.line, e.message) for e in outcome.skips))

    def plain(self) -> dict:
        return {"page": [self.page.shown, self.page.id, self.page.title], "passed": self.passed,
                "failures": [list(f) for f in self.failures], "skips": [list(s) for s in self.skips]}

    @classmethod
    def from_plain(cls, data: dict) -> PageAccount:
        return cls(PageName(*data["page"]), data["passed"], tuple(tuple(f) for f in data["failures"]),
                   tuple(tuple(s) for s in data["skips"]))


class PageItem(pytest.Item):
    """Every example of one page, run by ``run_document``."""

    def __init__(self, *, document: Document, first_line: int, page: Page, **kwargs) -> None:
        super().__init__(**kwargs)
        self.document = document
        self.first_line = first_line
        self.page = PageName(self.nodeid.partition("::")[0], page.id, page.meta.get("title"))

    def runtest(self) -> None:
        outcome = PageOutcome.of(self.page, run_document(self.document, str(self.path)))
        self.user_properties.append((SUMMARY, PageAccount.of(outcome).plain()))
        if outcome.failures:
            raise PageFailed(outcome)
        if outcome.skips and not outcome.passed:  # placed at the page's first example (reportinfo)
            raise pytest.skip.Exception(outcome.skip_reason(), _use_item_location=True)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, PageFailed):
            return PageFailureRepr(excinfo.value.outcome)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, self.first_line - 1, self.page.shown


class PageFile(pytest.File):
    """A Markdown page: one ``PageItem`` if the project's parsers find an example (or a problem) in it."""

    def __init__(self, *, sybil, **kwargs) -> None:
        super().__init__(**kwargs)
        self.sybil = sybil

    def collect(self):
        page, document = self.sybil.read(self.path)
        first = next(iter(document), None)
        if first is not None:
            yield PageItem.from_parent(self, name=ITEM, document=document, first_line=first.line, page=page)


class ExamplesSummary:
    """The examples' own account at the end of pytest's summary: the failing ones, the skipped ones (``-rs``),
    and how many passed, failed and were skipped; gathered from the pages' reports, wherever they ran."""

    def __init__(self) -> None:
        self.pages: list[PageAccount] = []

    def by_page(self) -> list[PageAccount]:
        """The pages by path, folder by folder: the order one process runs them in, whichever ran them."""
        return sorted(self.pages, key=lambda account: account.page.shown.split("/"))

    def failing(self) -> list[PageName]:
        """Each page with a failure, by path."""
        return [page.page for page in self.by_page() if page.failures]

    def pytest_runtest_logreport(self, report) -> None:
        if report.when == "call":
            self.pages.extend(PageAccount.from_plain(value) for name, value in report.user_properties
                              if name == SUMMARY)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.pages:
            return
        reporter, start, pages = terminalreporter, terminalreporter.startpath, self.by_page()
        reporter.section(ITEM)
        if reporter.hasopt("f"):
            for path, line, message in (f for page in pages for f in page.failures):
                reporter.write_line(f"FAILED {shown(path, start)}:{line} - {message}")
        if reporter.hasopt("s"):
            for path, line, reason in (s for page in pages for s in page.skips):
                reporter.write_line(f"SKIPPED {shown(path, start)}:{line}: {reason}")
        passed = sum(page.passed for page in self.pages)
        failed = sum(len(page.failures) for page in self.pages)
        skipped = sum(len(page.skips) for page in self.pages)
        reporter.write_line(f"{ITEM}: {passed} passed, {failed} failed, {skipped} skipped",
                            bold=True, red=failed > 0, green=not failed)


def examples_summary(config) -> ExamplesSummary:
    """The run's one summary plugin, registered by the first to ask (the collector; under pytest-xdist the
    controller, which collects nothing, asks from ``pytest_configure``)."""
    summary = config.pluginmanager.get_plugin(SUMMARY)
    if summary is None:
        summary = ExamplesSummary()
        config.pluginmanager.register(summary, SUMMARY)
    return summary


def shown(path: str, start: Path) -> str:
    """``path`` relative to the folder pytest runs in (unless it lies outside)."""
    try:
        relative = os.path.relpath(path, start)
    except ValueError:  # another drive on Windows
        return path
    return path if relative.startswith("..") else relative


def first_line(example: ExampleResult) -> str:
    """The first line of a failure's message, without the ``page:line:`` it starts with (a step's line may
    differ from the example's)."""
    message = failure_text(example)
    lines = message.splitlines() or [""]
    rest = lines[0].removeprefix(example.path)
    found = LOCATION.match(rest) if rest != lines[0] else None
    text = (rest[found.end():] if found else lines[0]).strip()
    return with_hint(text, message) if text else (lines[1].strip() if len(lines) > 1 else "")


def collector(sybil):
    """pytest's ``pytest_collect_file`` hook for the pages of ``sybil`` (``make_sybil``), one item per page with
    examples."""

    def pytest_collect_file(file_path: Path, parent):
        if not sybil.should_parse(file_path):
            return None
        examples_summary(parent.config)
        return PageFile.from_parent(parent, path=file_path, sybil=sybil)

    return pytest_collect_file


class _Pages(Sybil):
    """Sybil over a docs folder, each page read by ``load_document``."""

    def __init__(self, docs: Path):
        super().__init__(parsers=[], patterns=["*.md"], path=str(docs))
        self.docs = docs

    def parse(self, path: Path) -> Document:
        return self.read(path)[1]

    def read(self, path: Path) -> tuple[Page, Document]:
        """The page at ``path`` with its front matter, and its document."""
        page = load_page(path, self.docs)
        return page, load_document(path, self.docs, page)

    def pytest(self):
        """pytest's collector of these pages: one item per page, its examples run by ``run_document``."""
        return collector(self)


def make_sybil(path) -> Sybil:
    """The project's Sybil: every example in the Markdown pages under ``path`` (give it from the conftest);
    its ``pytest()`` makes one pytest item of each page."""
    return _Pages(Path(path).absolute())
