"""One entry point for running a page's examples: Sybil for pytest, ``run_page`` for the site and the CLI.

A page's examples are its ```` ```scenario ```` blocks, found by the one page
lexer (``lexer``). ``parsers(path)`` are the Sybil parsers of a page: the
``PageParser`` (scenarios, skip directives, problems) everywhere, and Python
code blocks and doctests only on the pages of ``allowlist.CODE_PAGES``.
Everything wrong with a page before its examples can run (front matter, a
skip directive that would hide examples, Python where Python does not run, two
blocks with one name, an ``As in`` that points forward) is a *problem*: an
example that fails with its file:line message in pytest, ``meccg-rules run``,
``check`` and the site, and that no skip directive can hide. A page with
reading or front matter problems runs nothing else until they are fixed.

A skipped example (``skips``) is still read and run: while it fails it is
skipped with its reason; once it passes, it fails, saying which skip to remove.

``page_items.make_sybil(docs)`` collects pages under ``docs`` for pytest, reading each
page the safe way (``reading``), one pytest item per page (``page_items``);
that item, ``run_page`` and ``run_file`` all evaluate a page with
``run_document``, so pytest, the site and the CLI run the same parsers the
same way.
"""
from __future__ import annotations

import contextvars
import os
import re
import traceback
import unittest
from dataclasses import dataclass, field
from pathlib import Path

from sybil import Document, Region
from sybil.evaluators.doctest import DocTestEvaluator
from sybil.evaluators.python import PythonEvaluator
from sybil.evaluators.skip import Skipper
from sybil.example import NotEvaluated, SybilFailure
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser

from ..engine.core.errors import nearest
from ..language.execute import run_block
from ..language.scenario import Block, ScenarioError, parse_block
from .allowlist import runs_python
from .directives import check_sequence, code_problems, directives
from .front_matter import Page, is_ruling_path, load_page, parse_page
from .lexer import Fence, lex
from .skips import Skip, StillFails, covering, passes_now

NAME = re.compile(r"name=([\w-]+)\Z")
# Play forms that state an outcome the engine takes as given instead of computing it (pages say so)
STATED_OUTCOMES = ("defeat", "no-effect", "removes")
MAX_SETUP_STEPS = 200
NOTHING_TO_RUN = ("this page says it has nothing to run (nothing_to_run in its front matter) but holds examples: "
                  "remove nothing_to_run if they prove the ruling, or the examples if no game state can show it")


@dataclass
class ParsedScenario:
    """A scenario region: the parsed block, or the error parsing it gave."""

    path: str
    fence_line: int
    block: Block | None
    error: ScenarioError | None
    shared: dict = field(repr=False, default_factory=dict)  # the valid named blocks above this one
    skip: Skip | None = None  # the skip that covers it: it still runs, and must fail
    source: str = field(repr=False, default="")  # the text between the fences


@dataclass(frozen=True)
class Problem:
    """Something wrong with the page itself; it fails wherever the page is run, and is never skipped."""

    path: str
    line: int
    text: str

    @property
    def message(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


def fail_problem(example) -> str:
    return example.parsed.message


HINT = re.compile(r"\s*(Did you mean .*?\?)")


def with_hint(line: str, message: str) -> str:
    """``line`` (a report of ``message`` in one line) with the ``Did you mean ...?`` a later line of ``message``
    offers, if any: a one-line report keeps the nearest spelling.

    >>> with_hint("unknown card 'Noble Hund'", "x.md:4: unknown card 'Noble Hund'\\n  Did you mean 'Noble Hound'? (...)")
    "unknown card 'Noble Hund' (Did you mean 'Noble Hound'?)"
    >>> with_hint("it fails", "x.md:4: it fails\\n  expected tapped")
    'it fails'
    """
    found = next(filter(None, (HINT.match(text) for text in message.strip().splitlines()[1:])), None)
    return f"{line} ({found.group(1)})" if found else line


def scenario_regions(path: str, fences: list[Fence], skips: dict[int, Skip]):
    """A region per scenario fence, parsed; ``skips`` are the skips that cover them, by the fence's offset."""
    later = {}
    for fence in fences:
        found = NAME.match(fence.arguments)
        if found:
            later.setdefault(found.group(1), fence.line)
    shared: dict[str, Block] = {}
    sizes: dict[str, int] = {}
    for fence in fences:
        snapshot = dict(shared)
        try:
            name = _name(path, fence)
            block = parse_block(fence.source, path, fence.line, name, snapshot)
            size = _check_as_in(block, snapshot, sizes, later)
            if name and name in shared:
                raise ScenarioError(path, fence.line, f"another block on this page is already named {name!r} "
                                    f"(line {shared[name].line})", "Give each block its own name.")
            if name:
                shared[name], sizes[name] = block, size
            error = None
        except ScenarioError as problem:
            block, error = None, _unwound(problem)
        yield Region(fence.offset, fence.end_offset,
                     ParsedScenario(path, fence.line, block, error, snapshot, skips.get(fence.offset), fence.source),
                     evaluate)


def _name(path: str, fence: Fence) -> str | None:
    if not fence.arguments:
        return None
    found = NAME.match(fence.arguments)
    if found is None:
        raise ScenarioError(path, fence.line, f"{fence.arguments!r} after ```scenario is not understood; the only "
                            "argument is name=NAME (letters, digits, - and _)")
    return found.group(1)


def _check_as_in(block: Block, shared: dict[str, Block], sizes: dict[str, int], later: dict[str, int]) -> int:
    """Every ``As in NAME`` names a valid block above this one; returns the set-up's length, all expanded."""
    size = 0
    for step in block.setup.steps:
        if step.form.key != "as-in":
            size += 1
            continue
        name = step.match["block"]
        if name not in shared:
            if name == block.name:
                detail = "A block cannot take its own set-up; name an earlier block."
            elif name in later and later[name] >= block.line:
                detail = (f"The block named {name!r} comes later (line {later[name]}); 'As in' takes the set-up "
                          "of a block above it.")
            elif name in later:
                detail = f"The block named {name!r} (line {later[name]}) has an error of its own; fix that first."
            else:
                close = nearest(name, list(shared))
                detail = (f"Did you mean {close[0]!r}?" if close else
                          "Name a block with ```scenario name=NAME before using 'As in NAME.'.")
            raise ScenarioError(block.path, step.line, f"no earlier block on this page is named {name!r}", detail)
        size += sizes[name]
    if size > MAX_SETUP_STEPS:
        raise ScenarioError(block.path, block.setup.line, f"with its 'As in' lines this set-up has {size} steps; "
                            f"at most {MAX_SETUP_STEPS}", "Write the set-up out, or take it from fewer blocks.")
    return size


# set by run_page(..., transcripts=...): the playthrough of each passing example, by the line of its fence
RECORDING: contextvars.ContextVar[dict | None] = contextvars.ContextVar("RECORDING", default=None)


def evaluate(example) -> str | None:
    """Sybil evaluator: None when the example holds, else the message for the author.

    A skipped example runs too: failing, it is skipped with its reason (``StillFails``); passing, it fails
    with the skip to remove.
    """
    parsed: ParsedScenario = example.parsed
    if parsed.skip is None:
        failure = _attempt(parsed, RECORDING.get())
        return None if failure is None else str(failure)
    failure = _attempt(parsed, None)
    if failure is not None:
        raise StillFails(parsed.skip.reason, failure)
    return f"{parsed.path}:{parsed.fence_line}: {passes_now(parsed.skip)}"


def attempt(parsed: ParsedScenario, recording: dict | None = None) -> str | None:
    """Read and run one scenario: None when it holds, else the message for the author (never raises).

    With ``recording`` (a dict), its playthrough is stored there by the line of its fence when it holds.
    """
    failure = _attempt(parsed, recording)
    return None if failure is None else str(failure)


def _attempt(parsed: ParsedScenario, recording: dict | None) -> ScenarioError | str | None:
    """``attempt``, the failure not yet rendered: its advice (nearest spellings) is worked out when it is read."""
    if parsed.error is not None:
        return parsed.error
    transcript: list[str] | None = [] if recording is not None else None
    try:
        run_block(parsed.block, parsed.shared, transcript)
    except ScenarioError as error:
        return _unwound(error)
    except Exception as error:  # an engine bug must still reach the author as a sentence
        if os.environ.get("MECCG_DEBUG"):
            traceback.print_exc()
        return (f"{parsed.path}:{parsed.fence_line}: internal error in the rules engine while running this "
                f"example: {type(error).__name__}: {error}\n  This is a bug in meccg_rules, not in the page; "
                "run with MECCG_DEBUG=1 for the traceback and please report it.")
    if recording is not None and transcript is not None:
        recording[parsed.fence_line] = "\n".join(transcript)
    return None


def _unwound(error: ScenarioError) -> ScenarioError:
    """``error`` without the frames it was raised through, nor the error it was raised while handling.

    A failure outlives its run (a skipped example's is kept with the page's result, between builds too), and
    is only ever rendered as text; its frames would keep the page's parsed document and the example's game
    alive with it (at 1,600 rulings, 32,000 more objects for the garbage collector to walk, 6 MB).
    """
    error.__context__ = None
    return error.with_traceback(None)


class _Skipper(Skipper):
    """Sybil's skipper with reasons taken as written (never evaluated), and problems never skipped.

    It skips the Python examples of the allowlisted pages; a scenario knows its own skip (``ParsedScenario.skip``)
    and runs whatever the order the examples are run in.
    """

    def __init__(self) -> None:
        super().__init__("skip")

    def install(self, example, state, reason) -> None:
        example.document.push_evaluator(self)
        state.exception = unittest.SkipTest(reason)

    def evaluate_other_example(self, example) -> None:
        if isinstance(example.parsed, Problem):
            raise NotEvaluated()
        if isinstance(example.parsed, ParsedScenario):
            if self.state_for(example).remove:  # a 'skip: next' covers this one example
                self.remove(example)
            raise NotEvaluated()
        super().evaluate_other_example(example)


class PageParser:
    """Sybil parser for a whole page: its scenario blocks, its skip directives, and its problems."""

    def __init__(self, code_page: bool = False, page: Page | None = None):
        self.code_page = code_page
        self.page = page
        self.skipper = _Skipper()

    def __call__(self, document: Document):
        path = document.path
        page = self.page if self.page is not None and self.page.text == document.text else \
            parse_page(document.text, path)
        lexed = lex(document.text, page.body_line - 1)
        if page.problems:
            yield from problem_regions(page, lexed.offsets)
            return
        first = page.body_line - 1
        examples = [(fence.offset, None) for fence in lexed.scenarios()]
        if self.code_page:
            examples += [(fence.offset, None) for fence in lexed.fences
                         if fence.info.split()[:1] in (["python"], ["pycon"])]
        found = directives(lexed, first, self.code_page)
        found = check_sequence(sorted(examples + [(d.offset, d) for d in found], key=lambda item: item[0]))
        found += code_problems(lexed, first, self.code_page, is_ruling_path(path))
        problem_fences = {d.offset for d in found if d.problem and d.end_offset > d.offset}
        for directive in found:
            if directive.problem:
                yield Region(directive.offset, directive.end_offset, Problem(path, directive.line, directive.problem),
                             fail_problem)
            elif self.code_page:  # only Python examples need Sybil's skipper: a scenario knows its own skip
                yield Region(directive.offset, directive.end_offset, (directive.action, directive.reason),
                             self.skipper)
        fences = [fence for fence in lexed.scenarios() if fence.offset not in problem_fences]
        if page.meta.get("nothing_to_run") and fences:  # said to have nothing to run, yet holding examples
            yield Region(fences[0].offset, fences[0].end_offset, Problem(path, fences[0].line, NOTHING_TO_RUN),
                         fail_problem)
            return
        document.documented = page.meta.get("nothing_to_run", "") if page.is_ruling else ""
        skips = covering(sorted(examples + [(d.offset, d) for d in found], key=lambda item: item[0]),
                         page.meta.get("skip"))
        yield from scenario_regions(path, fences, skips)


def problem_regions(page: Page, offsets: list[int]):
    """One empty region per line with reading or front matter problems (their messages joined)."""
    by_line: dict[int, list[str]] = {}
    for finding in page.problems:
        hint = f"; did you mean {finding.suggestion!r}?" if finding.suggestion else ""
        by_line.setdefault(finding.line, []).append(finding.message + hint)
    for line, messages in sorted(by_line.items()):
        offset = offsets[min(line, len(offsets)) - 1] if offsets else 0
        yield Region(offset, offset, Problem(page.path, line, "; ".join(messages)), fail_problem)


def parsers(path: str | Path | None = None, docs: str | Path | None = None, page: Page | None = None) -> list:
    """The Sybil parsers for the page at ``path``: Python only on the allowlisted pages (``docs``: its docs folder)."""
    code_page = path is not None and runs_python(path, docs or None)
    extra = [PythonCodeBlockParser(), ClearNamespaceParser()] if code_page else []
    return [PageParser(code_page, page)] + extra


def parse_document(text: str, path: str, docs: str | Path | None = None, page: Page | None = None) -> Document:
    """``text`` as Sybil's document of the page at ``path``, with every region the parsers found."""
    document = Document(text, path)
    for parser in parsers(path, docs, page):
        for region in parser(document):
            document.add(region)
    return document


def load_document(path: Path, docs: Path | None = None, page: Page | None = None) -> Document:
    """The page at ``path`` read safely (or ``page``, already read); a page that cannot be read is one problem."""
    page = page or load_page(path, docs)
    if not page.text and page.problems:
        document = Document("", str(path))
        for region in problem_regions(page, [0]):
            document.add(region)
        return document
    return parse_document(page.text, str(path), docs, page)


# --- outside pytest
@dataclass
class ExampleResult:
    path: str
    line: int
    status: str          # "passed" | "failed" | "skipped"
    message: str = ""    # why it fails; a skipped example's reason
    stated: tuple[str, ...] = ()  # its sentences that state an outcome (STATED_OUTCOMES)
    skip: str | None = None  # the reason of the skip that covers it, if one does
    still_fails: object = field(default="", repr=False)  # a skipped example's failure, rendered by ``failure``
    error: BaseException | None = field(default=None, repr=False)  # a Python example's exception, if it raised one

    @property
    def failure(self) -> str:
        """A skipped example's: why it still fails (its advice worked out only when this is read)."""
        return str(self.still_fails)

    @property
    def passes_now(self) -> bool:
        """A skipped example that passed: it fails, and its message says which skip to remove."""
        return self.status == "failed" and self.skip is not None


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

    @property
    def problems(self) -> list[ExampleResult]:
        """Failures that are not an example's (front matter, directives...), as run_page found them."""
        return [e for e in self.examples if e.status == "failed" and e.line not in self.example_lines]

    example_lines: set = field(default_factory=set)
    code: list[ExampleResult] = field(default_factory=list)  # the Python examples of a code page, every outcome
    documented: str = ""  # a ruling no example can show: why (its ``nothing_to_run``), shown with a grey badge


def stated_outcomes(parsed: ParsedScenario) -> tuple[str, ...]:
    """The sentences of a scenario that state an outcome instead of having the engine compute it."""
    if parsed.block is None:
        return ()
    return tuple(step.text for section in parsed.block.sections for step in section.steps
                 if step.form.key in STATED_OUTCOMES)


def run_page(text: str, path: str, docs: str | Path | None = None, transcripts: dict | None = None,
             page: Page | None = None) -> PageResult:
    """Run every example of one Markdown page; never raises for bad page content.

    With ``transcripts`` (a dict), the playthrough of each passing example is stored in it by fence line.
    ``page``: the page's front matter as already read (used only if its text is ``text``).
    """
    token = RECORDING.set(transcripts)
    try:
        return run_document(parse_document(text, path, docs, page), path)
    finally:
        RECORDING.reset(token)


def run_file(path: Path, docs: Path | None = None) -> PageResult:
    """Read the page at ``path`` the safe way and run it."""
    return run_document(load_document(Path(path), docs), str(path))


def run_document(document: Document, path: str) -> PageResult:
    """Evaluate every example of ``document`` in page order; never raises for bad page content.

    ``examples`` holds each scenario's result and every other failure (a problem, a Python example); ``code``
    holds every Python example's result (code pages only): pytest counts them, the site and ``run`` do not.
    """
    results, lines, code = [], set(), []
    for example in document.examples():
        is_scenario = isinstance(example.parsed, ParsedScenario)
        failure, error = "", None
        try:
            example.evaluate()
            status, message = "passed", ""
        except unittest.SkipTest as skip:
            status, message = "skipped", str(skip)
            failure = skip.cause if isinstance(skip, StillFails) else ""
        except SybilFailure as failed:
            status, message = "failed", failed.result
        except Exception as raised:  # a Python block on an allowlisted page
            status, message, error = "failed", f"{path}:{example.line}: {type(raised).__name__}: {raised}", raised
        if is_scenario:
            lines.add(example.line)
            skip = example.parsed.skip
            results.append(ExampleResult(path, example.line, status, message, stated_outcomes(example.parsed),
                                         skip.reason if skip else None, failure))
            continue
        result = ExampleResult(path, example.line, status, message, error=error)
        if isinstance(example.region.evaluator, (PythonEvaluator, DocTestEvaluator)):
            code.append(result)
        if status == "failed":
            results.append(result)
    return PageResult(path, results, lines, code, getattr(document, "documented", ""))
