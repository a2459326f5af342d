"""The one page lexer: the fenced blocks of a Markdown page, read once, top to bottom.

The runner (through Sybil), the site and ``meccg-rules check`` all find a
page's ```` ```scenario ```` blocks here, so the blocks that run, the blocks
the site shows and the blocks ``check`` reads are the same. The rules are those
of the site's Markdown (``pymdownx.superfences``):

- a fence opens at the very start of a line with three or more backticks or
  tildes followed by a language (``python``, ``sh``...), by ``scenario`` and its
  arguments, or by nothing (an opening line with anything else, or a backtick
  fence whose info holds a backtick, is ordinary text);
- it closes at the start of a later line holding exactly the same run and
  nothing after it but spaces;
- an opening fence that never closes is no fence, and nothing after it is a
  fence either: superfences reads a page once, so everything after an unclosed
  fence is ordinary Markdown.

Every line is looked at once, so the lexer runs in linear time whatever the page.

>>> page = "Text\\n```scenario name=a\\nSetup\\n```\\n~~~~\\n```\\n~~~~\\n"
>>> [(f.line, f.marker, f.info, f.source) for f in lex(page).fences]
[(2, '```', 'scenario name=a', 'Setup\\n'), (5, '~~~~', '', '```\\n')]
>>> lex("```python\\nnever closed\\n```scenario\\nSetup\\n").unclosed.line
1
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from sybil import Document, Region

LANGUAGE = re.compile(r"\.?[\w#.+-]*\Z")
SCENARIO = re.compile(r"scenario(?:[ \t]|\Z)")


@dataclass(frozen=True)
class Fence:
    """One fenced block: where it opens and closes, its marker, its info string and the text between."""

    start: int        # 0-based index of the opening line
    end: int          # 0-based index of the closing line (== start for an unclosed fence)
    marker: str       # the run of backticks or tildes, e.g. "```"
    info: str         # what follows the marker on the opening line, stripped
    offset: int       # character offset of the opening line in the text
    end_offset: int   # character offset just after the closing line (after its newline, if any)
    source: str       # the lines between the fences, each ending with a newline

    @property
    def line(self) -> int:
        """1-based line of the opening fence."""
        return self.start + 1

    @property
    def is_scenario(self) -> bool:
        return SCENARIO.match(self.info) is not None

    @property
    def arguments(self) -> str:
        """What follows ``scenario`` on the opening line (``name=moria``)."""
        return self.info[len("scenario"):].strip() if self.is_scenario else ""


@dataclass(frozen=True)
class Lexed:
    """A page as the lexer saw it: its text, its fences and any fence left open; its lines (with their
    offsets) are split off when first asked for."""

    text: str
    fences: tuple[Fence, ...]
    unclosed: Fence | None

    @functools.cached_property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    @functools.cached_property
    def offsets(self) -> list[int]:
        """The character offset of each line."""
        offsets, position = [], 0
        for line in self.lines:
            offsets.append(position)
            position += len(line) + 1
        return offsets

    def scenarios(self) -> list[Fence]:
        return [fence for fence in self.fences if fence.is_scenario]

    @functools.cached_property
    def _inside(self) -> list[bool]:
        inside = [False] * len(self.lines)
        for fence in self.fences:
            inside[fence.start:fence.end + 1] = [True] * (fence.end + 1 - fence.start)
        return inside

    def in_fence(self) -> list[bool]:
        """For each line, whether it belongs to a fence (opening and closing lines included)."""
        return self._inside


def opening(line: str) -> tuple[str, str] | None:
    """``(marker, info)`` when ``line`` opens a fence the site's Markdown would read as one."""
    if line[:3] not in ("```", "~~~"):
        return None
    char = line[0]
    length = len(line) - len(line.lstrip(char))
    marker, info = line[:length], line[length:].strip()
    if char == "`" and "`" in info:
        return None
    if SCENARIO.match(info) or LANGUAGE.match(info):
        return marker, info
    return None


def closes(line: str, marker: str) -> bool:
    return line.startswith(marker) and not line[len(marker):].strip(" \t")


FENCE_LINE = re.compile(r"\n(?=```|~~~)")  # before each line that can open or close a fence


def _fence_lines(text: str, first_line: int):
    """``(index, offset)`` of each line from ``first_line`` on that starts with three backticks or tildes."""
    position = index = 0
    while index < first_line:
        position = text.find("\n", position) + 1
        if not position:
            return
        index += 1
    if text.startswith(("```", "~~~"), position):
        yield index, position
    for found in FENCE_LINE.finditer(text, position):
        index += text.count("\n", position, found.end())
        position = found.end()
        yield index, position


@functools.lru_cache(maxsize=16)
def lex(text: str, first_line: int = 0) -> Lexed:
    """The fences of ``text``, ignoring its first ``first_line`` lines (a page's front matter).

    The runner, the checks and the site each ask for the same page in turn, so the last few are kept. Only
    a line starting with three backticks or tildes can open or close a fence; one regex finds them, and no
    other line is looked at in Python.
    """
    def line_at(offset: int) -> str:
        end = text.find("\n", offset)
        return text[offset:] if end < 0 else text[offset:end]

    candidates = list(_fence_lines(text, first_line))
    fences: list[Fence] = []
    unclosed = None
    at = 0
    while at < len(candidates):
        index, offset = candidates[at]
        at += 1
        line = line_at(offset)
        opened = opening(line)
        if opened is None:
            continue
        marker, info = opened
        while at < len(candidates) and not closes(line_at(candidates[at][1]), marker):
            at += 1
        if at == len(candidates):
            unclosed = Fence(index, index, marker, info, offset, offset + len(line), "")
            break
        close, close_offset = candidates[at]
        at += 1
        end_offset = min(close_offset + len(line_at(close_offset)) + 1, len(text))
        fences.append(Fence(index, close, marker, info, offset, end_offset, text[offset + len(line) + 1:close_offset]))
    return Lexed(text, tuple(fences), unclosed)


class ScenarioLexer:
    """A Sybil lexer: one region per ```` ```scenario ```` fence, with the fence as its ``fence`` lexeme."""

    def __init__(self, first_line=lambda document: 0):
        self.first_line = first_line

    def __call__(self, document: Document) -> Iterable[Region]:
        for fence in lex(document.text, self.first_line(document)).scenarios():
            yield Region(fence.offset, fence.end_offset, lexemes={"fence": fence, "source": fence.source})
