"""Reading a ```scenario block: its sections, its steps, and errors addressed to a page author.

A block is ``Setup`` (once, first), then ``Play`` and ``Expect`` sections,
alternating, ending with ``Expect``. Each step is an indented line. Every
problem is a ``ScenarioError`` naming the file and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .sentences import EXPECT, SETUP, Form, match, nearest_form, sections_of

HEADING = re.compile(r"^(Setup|Play|Expect)\s*:?\s*$", re.IGNORECASE)


class ScenarioError(Exception):
    """A problem in an example, for a person: file:line, what is wrong, and what would be right."""

    def __init__(self, path: str, line: int, message: str, detail: str = ""):
        self.path, self.line, self.message, self.detail = path, line, message, detail
        super().__init__(self.render())

    def render(self) -> str:
        text = f"{self.path}:{self.line}: {self.message}"
        return f"{text}\n{self.detail}" if self.detail else text


@dataclass
class Step:
    line: int
    text: str          # as written, without the final full stop
    form: Form
    match: re.Match


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

    @property
    def setup(self) -> Section:
        return self.sections[0]


def parse_block(source: str, path: str, fence_line: int, name: str | None = None) -> Block:
    """Parse the text between the fences; line numbers are those of the Markdown file."""
    sections: list[Section] = []
    for offset, raw in enumerate(source.splitlines(), start=1):
        number = fence_line + offset
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        heading = HEADING.match(raw)
        if heading:
            sections.append(Section(heading.group(1).capitalize(), number))
            continue
        if not raw[:1].isspace():
            raise ScenarioError(path, number, f"{text!r} is neither a section heading (Setup, Play or Expect) "
                                "nor an indented step", "Indent steps by two spaces under their heading.")
        if not sections:
            raise ScenarioError(path, number, "a step comes before any section heading",
                                "Start the block with a 'Setup' line.")
        sections[-1].steps.append(_step(path, number, text, sections[-1].kind))
    _check_order(path, fence_line, sections)
    return Block(path, fence_line, sections, name)


def _step(path: str, number: int, text: str, kind: str) -> Step:
    sentence = text[:-1].rstrip() if text.endswith(".") else text
    found = match(kind, sentence)
    if found:
        return Step(number, sentence, *found)
    elsewhere = " or ".join(sections_of(sentence))
    if elsewhere:
        raise ScenarioError(path, number, f"this sentence belongs under {elsewhere}, but it stands under {kind}",
                            f"Move '{text}' under {elsewhere}.")
    raise ScenarioError(path, number, f"unknown {kind} sentence: {text!r}",
                        f"The nearest known sentence is: '{nearest_form(kind, sentence)}' "
                        "(see the Writing examples page for every form).")


def _check_order(path: str, fence_line: int, sections: list[Section]) -> None:
    if not sections:
        raise ScenarioError(path, fence_line, "empty scenario block",
                            "A block needs a Setup section and at least one Expect section.")
    if sections[0].kind != SETUP:
        raise ScenarioError(path, sections[0].line, f"the block starts with {sections[0].kind}; Setup must "
                            "come first")
    for before, after in zip(sections, sections[1:]):
        if after.kind == SETUP:
            raise ScenarioError(path, after.line, "a second Setup section; a block has exactly one, first")
        if after.kind == before.kind:
            raise ScenarioError(path, after.line, f"two {after.kind} sections in a row; merge them")
    for section in sections:
        if not section.steps:
            raise ScenarioError(path, section.line, f"the {section.kind} section is empty")
    if sections[-1].kind != EXPECT:
        raise ScenarioError(path, sections[-1].line, "the block ends with plays that nothing checks",
                            "End the block with an 'Expect' section saying what must hold.")
    if not any(s.kind == EXPECT for s in sections):
        raise ScenarioError(path, fence_line, "the block has no Expect section")

