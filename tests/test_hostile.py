"""The hostile corpus, checked and run: each case gives exactly its findings and failures, nothing runs or leaks.

``meccg-rules check`` must give each case's findings (file, line, message)
and no other; running the page (``meccg-rules run``, pytest, the site's badge)
must give its failures, and the counts of skipped and passed examples. One
pytest run over all the pages proves that collection never crashes, that no
page runs Python, and that no block ends the run early.
"""
from __future__ import annotations

import collections
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hostile import CORPUS, PYTHON_RUNS, SECRET, Case
from hostile_project import expected_path, page_path, small_project

from meccg_rules.pages.runner import run_file
from meccg_rules.tools.check import check
from meccg_rules.tools.cli import main

CLASSES = ("code", "script", "files", "front matter", "silent", "limits")


# check's authoring rule that a ruling shows two examples (tests/test_check_corpus.py) is not what the corpus is
# about: most of its pages show one example, the one the case needs, and do not repeat that finding.
NOT_THE_CASE = "a ruling needs at least 2 examples, one where it applies and one where it does not"


def _matches(findings, expected, root: Path, case: Case) -> None:
    remaining = [f for f in findings if not f.message.startswith(NOT_THE_CASE)]
    for where, line, words in expected:
        path = str(expected_path(root, case, where))
        hit = next((f for f in remaining if f.path == path and f.line == line and words in f.message), None)
        assert hit is not None, f"no finding {path}:{line}: ...{words}...; got:\n" + "\n".join(map(str, findings))
        remaining.remove(hit)
    assert remaining == [], "findings nobody expected:\n" + "\n".join(map(str, remaining))


@pytest.mark.parametrize("case", CORPUS, ids=[c.slug for c in CORPUS])
def test_check_gives_exactly_the_findings(tmp_path, case):
    docs = small_project(tmp_path, [case])
    _matches(check([str(docs)]), case.findings, tmp_path, case)


RUNNABLE = [c for c in CORPUS if c.page is not None]


@pytest.mark.parametrize("case", RUNNABLE, ids=[c.slug for c in RUNNABLE])
def test_running_the_page_gives_exactly_the_failures(tmp_path, case):
    small_project(tmp_path, [case])
    path = page_path(tmp_path, case)
    result = run_file(path, tmp_path / "docs")
    failed = [e for e in result.examples if e.status == "failed"]
    for line, words in case.fails:
        hit = next((e for e in failed if (e.line == line or f"{path}:{line}:" in e.message) and words in e.message),
                   None)
        assert hit is not None, f"no failure at line {line} saying {words!r}: {[(e.line, e.message) for e in failed]}"
        failed.remove(hit)
    assert failed == [], [(e.line, e.message) for e in failed]
    assert result.skipped == case.skipped
    if case.passed is not None:
        assert result.passed == case.passed, [(e.line, e.status, e.message[:80]) for e in result.examples]
    assert not (tmp_path / PYTHON_RUNS).exists() and not Path(PYTHON_RUNS).exists()


def test_pytest_over_the_whole_corpus_never_crashes_and_runs_no_code(tmp_path):
    cases = [c for c in CORPUS if not c.links and not any(name.endswith("glossary.md") for name, _ in c.files)]
    docs = small_project(tmp_path, cases)
    (tmp_path / "conftest.py").write_text(
        "from pathlib import Path\nfrom meccg_rules.pages.page_items import make_sybil\n"
        "pytest_collect_file = make_sybil(Path(__file__).parent / 'docs').pytest()\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          str(docs)], cwd=tmp_path, capture_output=True, text=True, timeout=900)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out[-3000:]
    assert "INTERNALERROR" not in out and "Traceback" not in out and " error" not in out.splitlines()[-1], out[-3000:]
    failed = [run_file(path, docs).failed for path in sorted(docs.rglob("*.md"))]
    expected = sum(failed)
    assert expected >= sum(len(c.fails) for c in cases)
    assert re.search(rf"^examples: \d+ passed, {expected} failed, \d+ skipped$", out, re.MULTILINE), out[-3000:]
    assert out.splitlines()[-1].startswith(f"{sum(1 for count in failed if count)} failed,"), "an item per page"
    assert not (tmp_path / PYTHON_RUNS).exists() and SECRET not in out


def test_a_link_to_a_folder_or_a_loop_is_refused_without_following_it(tmp_path):
    docs = small_project(tmp_path, [])
    (docs / "etc").symlink_to("/etc")
    (docs / "loop-a").symlink_to(docs)
    (docs / "loop-b").symlink_to(docs)
    found = sorted((Path(f.path).name, f.line) for f in check([str(docs)]))
    assert found == [("etc", 1), ("loop-a", 1), ("loop-b", 1)]
    assert main(["run", str(docs)]) == 2


def test_check_on_an_empty_folder_is_a_finding(tmp_path):
    (tmp_path / "empty").mkdir()
    assert [(f.line, f.message) for f in check([str(tmp_path / "empty")])] == [
        (1, "there is no Markdown page (.md) in this folder: give the docs folder or a page")]
    assert main(["run", str(tmp_path / "empty")]) == 2


def test_the_corpus_covers_every_class_with_at_least_150_entries():
    counts = collections.Counter(case.cls for case in CORPUS)
    assert set(counts) == set(CLASSES), counts
    assert len(CORPUS) >= 150
    assert len({case.slug for case in CORPUS}) == len(CORPUS)
