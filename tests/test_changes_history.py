"""What changed, read from a git history built to break it: each attack gives its right, bounded result.

The histories (``tests/history_attacks.py``) hold a commit message and a page
that are not UTF-8, long statements reordered between two commits, and
statements of 120,000 characters and a page of 3 MB. A child process per
history reads it as a build does; the timeout only detects a hang (before
issue 31 the reordered statements and the long ones each took minutes, and
the first history stopped the build with a UnicodeDecodeError). What is asserted is
the result, and the bound as the work the child handed on: no page text
longer than a page may be, no word list longer than the word diff's bound.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from git_history import commit, commit_bytes, git, write_ruling
from history_attacks import AT_BOUND, ATTACKS, BRACKETS, EMPHASIS, REORDERED_WORDS, make, words
from hypothesis import given, settings
from hypothesis import strategies as st

from meccg_rules.pages.markup import MAX_LINE, MAX_PARAGRAPH
from meccg_rules.pages.reading import MAX_PAGE_BYTES
from meccg_rules.pages.statement import plain_text
from meccg_rules.site import changes
from meccg_rules.site.index import SiteIndex

pytestmark = pytest.mark.heavy(6)  # seconds, roughly: pytest-xdist hands the heaviest files out first

HANG_DETECTOR_SECONDS = 120  # the child takes about a second; before issue 31, minutes per attack
CUT = " \u2026"


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> dict[str, dict]:
    """What the child printed for each attack, or ``{"error": ...}``: each attack is read by a child of its own,
    all at once, so that one that crashes or hangs fails its own test only."""
    root = tmp_path_factory.mktemp("history")
    for name in ATTACKS:
        make(name, root / name)
    script = str(Path(__file__).with_name("history_attacks.py"))
    children = {name: subprocess.Popen([sys.executable, script, str(root), name], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, cwd=root) for name in ATTACKS}
    deadline = time.monotonic() + HANG_DETECTOR_SECONDS
    found: dict[str, dict] = {}
    for name, child in children.items():
        try:
            out, err = child.communicate(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            found[name] = {"error": f"What changed hangs: no outcome within {HANG_DETECTOR_SECONDS} s"}
            continue
        records = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        found[name] = next((r for r in records if r.get("name") == name),
                           {"error": f"the child ended with {child.returncode}: {err[-3000:]}"})
    return found


def read_by_child(outcomes: dict[str, dict], name: str) -> dict:
    assert "error" not in outcomes[name], f"{name}: {outcomes[name]['error']}"
    return outcomes[name]


def changes_of(result: dict, subject: str) -> dict[str, dict]:
    build = next(b for b in result["builds"] if b["subject"] == subject)
    return {change["id"]: change for change in build["changes"]}


def test_a_commit_message_and_a_page_that_are_not_utf8_show_replacement_characters(outcomes):
    result = read_by_child(outcomes, "not-utf8")
    assert [b["subject"] for b in result["builds"]] == ["caf\ufffd \ufffd[2J ruling", "the first ruling"]
    added = changes_of(result, "caf\ufffd \ufffd[2J ruling")["latin"]
    assert (added["kind"], added["after"]) == ("added", "Caf\ufffd \ufffd[31m rules.")
    assert "Caf\ufffd \ufffd[31m rules." in result["html"]  # the page's text; commit messages are not shown
    assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", result["html"]), "a control character in the page"


def test_a_long_statement_reordered_is_shown_rewritten_and_never_diffed_word_by_word(outcomes):
    result = read_by_child(outcomes, "reordered")
    found = changes_of(result, "the same words in another order")
    reordered = found["reordered"]
    assert reordered["kind"] == "rewritten"
    assert reordered["before"].startswith(words(REORDERED_WORDS, 1)[:1000])
    assert reordered["after"].startswith(words(REORDERED_WORDS, 4)[:1000])
    for text in (reordered["before"], reordered["after"]):  # 60,000 characters held to a paragraph's limit
        assert len(text) <= MAX_PARAGRAPH + len(CUT) and text.endswith(CUT)
    over = found["over-bound"]
    assert (over["kind"], over["before"], over["after"]) == ("rewritten", words(AT_BOUND + 1, 3),
                                                             words(AT_BOUND + 1, 6))
    assert found["at-bound"]["kind"] == "changed", "a statement of the bound's length is still compared word by word"
    assert result["diff_words"] == AT_BOUND, "the word diff was handed more words than its bound"
    rewritten = re.search(r'<strong>Rewritten</strong> <a href="[^"]*">Over bound</a>: '
                          r'<span class="ruling-diff"><del>(.*?)</del> <ins>(.*?)</ins></span>', result["html"])
    assert rewritten and rewritten.groups() == (words(AT_BOUND + 1, 3), words(AT_BOUND + 1, 6))


def test_very_long_statements_and_pages_in_history_are_held_to_the_page_limits(outcomes):
    result = read_by_child(outcomes, "long-statements")
    added = changes_of(result, "very long statements")
    assert {page: change["kind"] for page, change in added.items()} == \
        {"emphasis": "added", "brackets": "added", "huge": "added"}
    assert added["emphasis"]["after"] == EMPHASIS[:MAX_PARAGRAPH].rstrip() + CUT
    assert added["brackets"]["after"] == BRACKETS[:MAX_PARAGRAPH] + CUT
    assert added["huge"]["after"].startswith("word word ") and added["huge"]["after"].endswith(CUT)
    assert len(added["huge"]["after"]) <= MAX_PARAGRAPH + len(CUT)
    assert result["page_text"] <= MAX_PAGE_BYTES, "a page text longer than any page check reads was read whole"


def test_a_subject_of_any_length_keeps_the_longest_line_a_page_may_have(tmp_path):
    git(tmp_path, "init", "-q", str(tmp_path))
    write_ruling(tmp_path, "a", "base", "A ruling.")
    commit(tmp_path, "start")
    write_ruling(tmp_path, "a", "next", "Another ruling.")
    commit_bytes(tmp_path, b"x" * 1_000_000 + b"\n")
    subjects = [build.subject for build in changes.builds(SiteIndex(tmp_path / "docs"))]
    assert subjects == ["x" * MAX_LINE + CUT, "start"]


# ------------------------------------------------------------------ the statement reader
LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
EMPHASIS_REGEX = re.compile(r"(\*{1,2}|_{1,2})(\S(?:.*?\S)?)\1")


def by_the_old_regexes(markdown: str) -> str:
    """What the statement reader gave before issue 31 (quadratic on a '[' or '*' that never closes)."""
    text = LINK.sub(r"\1", markdown)
    for _ in range(2):
        text = EMPHASIS_REGEX.sub(r"\2", text)
    return " ".join(text.replace("`", "").split())


@settings(max_examples=800, deadline=None)
@given(st.text(alphabet="*_[]()!` ab\n\t\u00a0", max_size=40))
def test_the_linear_statement_reader_reads_links_and_emphasis_as_the_regexes_did(markdown):
    assert plain_text(markdown) == by_the_old_regexes(markdown)
