"""What changed, read from a git history built to break it: each attack gives its right, bounded result.

The histories (``tests/history_attacks.py``) hold a commit message and a page
that are not UTF-8, long statements reordered between two commits, and
statements of 120,000 characters and a page of 3 MB. One child process reads
them all as a build does; its timeout only detects a hang (before issue 31
the reordered statements and the long ones each took minutes, and the first
history stopped the build with a UnicodeDecodeError). What is asserted is
the result, and the bound as the work the child handed on: no page text
longer than a page may be, no word list longer than the word diff's bound.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
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
def outcomes(tmp_path_factory):
    root = tmp_path_factory.mktemp("history")
    for name in ATTACKS:
        make(name, root / name)
    child = subprocess.Popen([sys.executable, str(Path(__file__).with_name("history_attacks.py")), str(root)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=root)
    try:
        out, err = child.communicate(timeout=HANG_DETECTOR_SECONDS)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        started = [json.loads(line)["started"] for line in out.splitlines() if '"started"' in line]
        pytest.fail(f"What changed hangs: no outcome within {HANG_DETECTOR_SECONDS} s; last attack started: "
                    f"{started[-1:]}")
    assert child.returncode == 0, err[-3000:]
    found = {}
    for line in out.splitlines():
        record = json.loads(line)
        if "name" in record:
            assert "error" not in record, f"{record['name']}: {record['error']}"
            found[record["name"]] = record
    return found


def changes_of(outcome: dict, subject: str) -> dict[str, dict]:
    build = next(b for b in outcome["builds"] if b["subject"] == subject)
    return {change["id"]: change for change in build["changes"]}


def test_a_commit_message_and_a_page_that_are_not_utf8_show_replacement_characters(outcomes):
    outcome = outcomes["not-utf8"]
    assert [b["subject"] for b in outcome["builds"]] == ["caf\ufffd \ufffd[2J ruling", "the first ruling"]
    added = changes_of(outcome, "caf\ufffd \ufffd[2J ruling")["latin"]
    assert (added["kind"], added["after"]) == ("added", "Caf\ufffd \ufffd[31m rules.")
    assert "caf\ufffd \ufffd[2J ruling" in outcome["html"]
    assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", outcome["html"]), "a control character in the page"


def test_a_long_statement_reordered_is_shown_rewritten_and_never_diffed_word_by_word(outcomes):
    outcome = outcomes["reordered"]
    found = changes_of(outcome, "the same words in another order")
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
    assert outcome["diff_words"] == AT_BOUND, "the word diff was handed more words than its bound"
    rewritten = re.search(r'<strong>Rewritten</strong> <a href="[^"]*">Over bound</a>: '
                          r'<span class="ruling-diff"><del>(.*?)</del> <ins>(.*?)</ins></span>', outcome["html"])
    assert rewritten and rewritten.groups() == (words(AT_BOUND + 1, 3), words(AT_BOUND + 1, 6))


def test_very_long_statements_and_pages_in_history_are_held_to_the_page_limits(outcomes):
    outcome = outcomes["long-statements"]
    added = changes_of(outcome, "very long statements")
    assert {page: change["kind"] for page, change in added.items()} == \
        {"emphasis": "added", "brackets": "added", "huge": "added"}
    assert added["emphasis"]["after"] == EMPHASIS[:MAX_PARAGRAPH].rstrip() + CUT
    assert added["brackets"]["after"] == BRACKETS[:MAX_PARAGRAPH] + CUT
    assert added["huge"]["after"].startswith("word word ") and added["huge"]["after"].endswith(CUT)
    assert len(added["huge"]["after"]) <= MAX_PARAGRAPH + len(CUT)
    assert outcome["page_text"] <= MAX_PAGE_BYTES, "a page text longer than any page check reads was read whole"


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
