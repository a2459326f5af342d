"""Reading a ```scenario block: its sections, its steps, and errors addressed to a page author.

A block is ``Setup`` (once, first), then ``Play`` and ``Expect`` sections,
alternating, ending with ``Expect``. Each step is an indented sentence read
with the sentence table (``sentences.read``). Every problem is a
``ScenarioError`` naming the file and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from .forms import Advised, Binding, Form, SentenceError
from .lexicon import Lexicon
from .play_sentences import third_person
from .sentences import EXPECT, PLAY, SETUP, read

PLAY_AFTER_CANNOT = "For example: 'Bob cannot reveal River on-guard: it forces the company to do nothing.'"
HEADING = re.compile(r"^(Setup|Play|Expect)[ \t]*:?[ \t]*$", re.IGNORECASE)


class ScenarioError(Advised):
    """A problem in an example, for a person: file:line, what is wrong, and what would be right.

    ``detail`` (the hint) and ``suggestion`` may come ``later`` (``forms.Advised``): they are worked out when the
    message is rendered or read.
    """

    def __init__(self, path: str, line: int, message: str, detail: str = "", suggestion: str | None = None,
                 later: Callable[[], tuple[str, str | None]] | None = None):
        self.path, self.line, self.message = path, line, message
        self._advise(detail, suggestion, later)
        super().__init__(path, line, message)

    @classmethod
    def of(cls, path: str, line: int, error: SentenceError) -> "ScenarioError":
        """A sentence's error at ``path:line``, its advice still to be worked out."""
        return cls(path, line, error.message, later=lambda: (error.hint, error.suggestion))

    @property
    def detail(self) -> str:
        return self.hint

    def __str__(self) -> str:
        return self.render()

    def render(self) -> str:
        text = f"{self.path}:{self.line}: {self.message}"
        return f"{text}\n{self.detail}" if self.detail else text


@dataclass
class Step:
    line: int
    text: str          # as written, without the final full stop
    form: Form
    binding: Binding

    @property
    def match(self) -> Binding:
        return self.binding


@dataclass
class Section:
    kind: str
    line: int
    steps: list[Step] = field(default_factory=list)


@dataclass
class Block:
    path: str
    line: int                      # line of the opening fence
    sections: list[Section]
    name: str | None = None
    companies: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    uses: str | None = None        # the block named by 'As in NAME.'

    @property
    def setup(self) -> Section:
        return self.sections[0]


def parse_block(source: str, path: str, fence_line: int, name: str | None = None,
                shared: dict | None = None) -> Block:
    """Parse the text between the fences; line numbers are those of the Markdown file."""
    raw_sections: list[tuple[str, int, list[tuple[int, str]]]] = []
    for offset, raw in enumerate(source.splitlines(), start=1):
        number = fence_line + offset
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        heading = HEADING.match(raw)
        if heading:
            raw_sections.append((heading.group(1).capitalize(), number, []))
            continue
        if not raw[:1].isspace():
            raise ScenarioError(path, number, f"{text[:80]!r} is neither a section heading (Setup, Play or Expect) "
                                "nor an indented step", "Indent steps by two spaces under their heading.")
        if not raw_sections:
            raise ScenarioError(path, number, "a step comes before any section heading",
                                "Start the block with a 'Setup' line.")
        raw_sections[-1][2].append((number, text))
    _check_order(path, fence_line, raw_sections)
    companies, players = Lexicon(), set()
    sections: list[Section] = []
    block = Block(path, fence_line, sections, name)
    for kind, line, lines in raw_sections:
        section = Section(kind, line)
        sections.append(section)
        for number, text in lines:
            step = _step(path, number, text, kind, companies, players)
            section.steps.append(step)
            _learn(block, step, companies, players, shared or {})
    block.companies, block.players = tuple(sorted(companies.spelled.values())), tuple(sorted(players))
    return block


def _learn(block: Block, step: Step, companies: Lexicon, players: set[str], shared: dict) -> None:
    """What later sentences may name: the companies and players of the set-up (and of 'As in'), and the
    companies a play forms ("Alice forms Scouts with Legolas.")."""
    b = step.binding
    if b.get("newcompany"):
        companies.add(b["newcompany"])
    elif step.form.key == "role":
        players.add(b["player"])
    elif step.form.key == "as-in":
        block.uses = b["block"]
        used = shared.get(b["block"])
        if used is not None:
            for company in used.companies:
                companies.add(company)
            players.update(used.players)


def _step(path: str, number: int, text: str, kind: str, companies: Lexicon, players: set[str]) -> Step:
    sentence = text[:-1].rstrip() if text.endswith(".") else text
    try:
        form, binding = read(kind, sentence, companies, players, shown=text)
        if form.key in ("cannot", "can"):
            play_text = f"{binding['player']} {third_person(binding['rest'])}"
            try:
                play_form, play_binding = read(PLAY, play_text, companies, players)
            except SentenceError as error:
                raise SentenceError(f"after '{form.key}' write a Play sentence with its verb in the base form: "
                                    f"{error.message}",
                                    later=lambda error=error: (error.hint or PLAY_AFTER_CANNOT, None)) from None
            binding.values["play"] = Step(number, play_text, play_form, play_binding)
    except SentenceError as error:
        raise ScenarioError.of(path, number, error) from None
    return Step(number, sentence, form, binding)


def _check_order(path: str, fence_line: int, sections: list) -> None:
    if not sections:
        raise ScenarioError(path, fence_line, "empty scenario block",
                            "A block needs a Setup section and at least one Expect section.")
    if sections[0][0] != SETUP:
        raise ScenarioError(path, sections[0][1], f"the block starts with {sections[0][0]}; Setup must come first")
    for before, after in zip(sections, sections[1:]):
        if after[0] == SETUP:
            raise ScenarioError(path, after[1], "a second Setup section; a block has exactly one, first")
        if after[0] == before[0]:
            raise ScenarioError(path, after[1], f"two {after[0]} sections in a row; merge them")
    for kind, line, steps in sections:
        if not steps:
            raise ScenarioError(path, line, f"the {kind} section is empty")
    if sections[-1][0] != EXPECT:
        raise ScenarioError(path, sections[-1][1], "the block ends with plays that nothing checks",
                            "End the block with an 'Expect' section saying what must hold.")
