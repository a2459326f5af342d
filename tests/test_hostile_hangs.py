"""Inputs built to make backtracking or quadratic scanners hang: each gives its outcome (check, run, render).

All cases run in one child process; its timeout only detects a hang (the
scanners of issue 12 took minutes per case on these inputs), and each case's
outcome is asserted from what the child printed: the findings of
``meccg-rules check`` (words and counts), the failures running the page, and
rendered HTML with nothing that runs script.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_hangs import BODY, HANGS
from hostile_project import audit, small_project, write

pytestmark = pytest.mark.heavy(9)  # seconds, roughly: pytest-xdist hands the heaviest files out first

HANG_DETECTOR_SECONDS = 900


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    root = tmp_path_factory.mktemp("hangs")
    for case in HANGS:
        text = case.text()
        assert len(text.encode("utf-8")) <= 128 * 1024, case.name
        docs = small_project(root / case.slug, [])
        write(docs / "rulings" / "corpus" / f"{case.slug}.md", text)
    child = subprocess.Popen([sys.executable, str(Path(__file__).with_name("hostile_hangs.py")), str(root)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=root)
    try:
        out, err = child.communicate(timeout=HANG_DETECTOR_SECONDS)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        started = [json.loads(line)["started"] for line in out.splitlines() if '"started"' in line]
        pytest.fail(f"a scanner hangs: no outcome within {HANG_DETECTOR_SECONDS} s; last case started: {started[-1:]}")
    assert child.returncode == 0, err[-3000:]
    found = {}
    for line in out.splitlines():
        record = json.loads(line)
        if "slug" in record:
            found[record["slug"]] = record
    return found


@pytest.mark.parametrize("case", HANGS, ids=[case.slug for case in HANGS])
def test_each_input_gives_its_outcome_without_hanging(outcomes, case):
    outcome = outcomes[case.slug]
    messages = [f["message"] for f in outcome["findings"]]
    counted = {words: sum(words in message for message in messages) for words in case.findings}
    assert counted == case.findings, messages[:10]
    assert len(messages) == sum(case.findings.values()), messages[:10]
    for words, line in case.lines.items():
        assert min(f["line"] for f in outcome["findings"] if words in f["message"]) == line
    assert audit(outcome["html"]) == []
    limited = any(words in ("characters long; at most 2,000", "more than 10 list or quote markers") or
                  "paragraph" in words or "definitions" in words or "open a tag" in words for words in case.findings)
    if limited and not case.raw:  # a page past the limits is shown as a notice (a page of front matter only: empty)
        assert "This page is not shown" in outcome["html"]


def test_the_first_body_line_is_where_the_cases_say():
    assert HANGS[0].text().split("\n")[BODY - 1].startswith("](")
