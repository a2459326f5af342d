"""The page lexer against the plain reading it replaced: every line looked at in turn."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meccg_rules.pages.lexer import Fence, closes, lex, opening


def line_by_line(text: str, first_line: int = 0) -> tuple:
    """The fences read by calling ``opening`` and ``closes`` on every line from ``first_line`` on."""
    lines = text.split("\n")
    offsets, position = [], 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    fences, unclosed, index = [], None, first_line
    while index < len(lines):
        opened = opening(lines[index])
        if opened is None:
            index += 1
            continue
        marker, info = opened
        close = index + 1
        while close < len(lines) and not closes(lines[close], marker):
            close += 1
        if close == len(lines):
            unclosed = Fence(index, index, marker, info, offsets[index], offsets[index] + len(lines[index]), "")
            break
        source = "".join(line + "\n" for line in lines[index + 1:close])
        fences.append(Fence(index, close, marker, info, offsets[index],
                            min(offsets[close] + len(lines[close]) + 1, len(text)), source))
        index = close + 1
    return lines, offsets, tuple(fences), unclosed


PIECES = ["```", "~~~", "````", "~~~~", "`", "~", "scenario", " name=a", "python", "x", " ", "\t", "\r", "\n",
          "\n", "\n", "é"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join), st.integers(0, 12))
def test_the_lexer_reads_what_a_line_by_line_reading_reads(text, first_line):
    got = lex(text, first_line)
    assert (got.lines, got.offsets, got.fences, got.unclosed) == line_by_line(text, first_line)


def test_a_fence_in_the_skipped_lines_is_not_read():
    text = "```\nfront\n```\n```scenario\nSetup\n```\n"
    assert [fence.line for fence in lex(text, 3).fences] == [4]
    assert [fence.line for fence in lex(text, 1).fences] == [3]  # line 2's close opens a fence of its own
