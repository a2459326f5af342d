"""One entry point for running examples: Sybil parsers for pytest, ``run_page`` for the site and the CLI.

``make_sybil()`` registers the scenario parser, Python code blocks and
doctests, Sybil's skip directive and clear-namespace. ``run_page`` parses a
page with exactly the same parsers and evaluates it outside pytest, so a
page's badge is the result of the same run pytest would make.
"""
from __future__ import annotations

import contextvars
import os
import re
import traceback
import unittest
from dataclasses import dataclass, field
from pathlib import Path

from sybil import Document, Sybil
from sybil.example import SybilFailure
from sybil.parsers.markdown import (
    ClearNamespaceParser,
    PythonCodeBlockParser,
    SkipParser,
)
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

from ..language.execute import run_block
from ..language.scenario import Block, ScenarioError, parse_block
from .front_matter import PageError
from .front_matter import parse_page as split_front_matter

# Play forms that state an outcome the engine takes as given instead of computing it (pages say so)
STATED_OUTCOMES = ("defeat", "no-effect", "removes")
INFO = re.compile(r"scenario(?P<arguments>[ \t][^\n]*)?$\n", re.MULTILINE)
ARGUMENT = re.compile(r"(\w+)=([\w-]+)")


@dataclass
class ParsedScenario:
    """A scenario region: the parsed block, or the error parsing it gave."""

    path: str
    fence_line: int
    block: Block | None
    error: ScenarioError | None
    shared: dict = field(repr=False, default_factory=dict)
    page_skip: str | None = None


def front_matter(text: str) -> dict:
    """A page's front matter as a mapping ({} when it has none or it is unreadable; ``check`` reports that).

    Read by the same loader as ``front_matter.parse_page``, so a page means the same thing everywhere.
    """
    try:
        return split_front_matter(text, "").meta
    except PageError:
        return {}


class ScenarioParser:
    """Sybil parser for ```scenario blocks."""

    def __init__(self) -> None:
        self.lexer = RawFencedCodeBlockLexer(info_pattern=INFO)

    def __call__(self, document: Document):
        shared: dict[str, Block] = {}
        page_skip = front_matter(document.text).get("skip")
        for region in self.lexer(document):
            fence_line = document.text.count("\n", 0, region.start) + 1
            arguments = dict(ARGUMENT.findall(region.lexemes.get("arguments") or ""))
            name = arguments.get("name")
            try:
                block, error = parse_block(str(region.lexemes["source"]), document.path, fence_line, name,
                                           shared), None
                if name:
                    shared[name] = block
            except ScenarioError as problem:
                block, error = None, problem
            region.parsed = ParsedScenario(document.path, fence_line, block, error, shared,
                                           str(page_skip) if page_skip else None)
            region.evaluator = evaluate
            yield region


# set by run_page(..., transcripts=...): the playthrough of each passing example, by the line of its fence
RECORDING: contextvars.ContextVar[dict | None] = contextvars.ContextVar("RECORDING", default=None)


def evaluate(example) -> str | None:
    """Sybil evaluator: None when the example holds, else the message for the author."""
    parsed: ParsedScenario = example.parsed
    if parsed.page_skip:
        raise unittest.SkipTest(parsed.page_skip)
    if parsed.error is not None:
        return parsed.error.render()
    recording = RECORDING.get()
    transcript: list[str] | None = [] if recording is not None else None
    try:
        run_block(parsed.block, parsed.shared, transcript)
    except ScenarioError as error:
        return error.render()
    except Exception as error:  # an engine bug must still reach the author as a sentence
        if os.environ.get("MECCG_DEBUG"):
            traceback.print_exc()
        return (f"{parsed.path}:{parsed.fence_line}: internal error in the rules engine while running this "
                f"example: {type(error).__name__}: {error}\n  This is a bug in meccg_rules, not in the page; "
                "run with MECCG_DEBUG=1 for the traceback and please report it.")
    if recording is not None and transcript is not None:
        recording[parsed.fence_line] = "\n".join(transcript)
    return None


def parsers() -> list:
    return [ScenarioParser(), PythonCodeBlockParser(), SkipParser(), ClearNamespaceParser()]


def make_sybil(path) -> Sybil:
    """The project's Sybil: every example in the Markdown pages under ``path`` (give it from the conftest)."""
    return Sybil(parsers=parsers(), patterns=["*.md"], path=str(Path(path).resolve()))


# --- outside pytest
@dataclass
class ExampleResult:
    path: str
    line: int
    status: str          # "passed" | "failed" | "skipped"
    message: str = ""
    stated: tuple[str, ...] = ()  # its sentences that state an outcome (STATED_OUTCOMES)


@dataclass
class PageResult:
    path: str
    examples: list[ExampleResult]

    def count(self, status: str) -> int:
        return sum(1 for e in self.examples if e.status == status)

    @property
    def passed(self) -> int:
        return self.count("passed")

    @property
    def failed(self) -> int:
        return self.count("failed")

    @property
    def skipped(self) -> int:
        return self.count("skipped")


def stated_outcomes(parsed: ParsedScenario) -> tuple[str, ...]:
    """The sentences of a scenario that state an outcome instead of having the engine compute it."""
    if parsed.block is None:
        return ()
    return tuple(step.text for section in parsed.block.sections for step in section.steps
                 if step.form.key in STATED_OUTCOMES)


def parse_page(text: str, path: str) -> Document:
    document = Document(text, path)
    for parser in parsers():
        for region in parser(document):
            document.add(region)
    return document


def run_page(text: str, path: str, transcripts: dict | None = None) -> PageResult:
    """Run every scenario block of one Markdown page; never raises for bad page content.

    With ``transcripts`` (a dict), the playthrough of each passing example is stored in it by fence line.
    """
    token = RECORDING.set(transcripts)
    try:
        return _run_page(text, path)
    finally:
        RECORDING.reset(token)


def _run_page(text: str, path: str) -> PageResult:
    results = []
    try:
        document = parse_page(text, path)
    except ValueError as error:  # malformed directives, overlapping blocks
        return PageResult(path, [ExampleResult(path, 1, "failed", f"{path}:1: cannot read the page: {error}")])
    for example in document.examples():
        is_scenario = isinstance(example.parsed, ParsedScenario)
        try:
            example.evaluate()
            status, message = "passed", ""
        except unittest.SkipTest as skip:
            status, message = "skipped", str(skip)
        except SybilFailure as failure:
            status, message = "failed", failure.result
        except Exception as error:  # a Python block on an API page, or a bad skip directive
            status, message = "failed", f"{path}:{example.line}: {type(error).__name__}: {error}"
        if is_scenario:
            results.append(ExampleResult(path, example.line, status, message, stated_outcomes(example.parsed)))
        elif status == "failed":
            results.append(ExampleResult(path, example.line, status, message))
    return PageResult(path, results)
