"""The Status page and rulings.json say exactly what a pytest run says: which ruling examples fail or are skipped.

pytest runs the docs' examples in a process of its own (through the project's plugin, as maintainers run
it, one item per page); its examples summary names each failing example (``FAILED docs/x.md:40 - message``)
and, with ``-rfEs``, each skipped one (``SKIPPED docs/x.md:40: reason``). The site, built separately, must name
the same examples, on the Status page and in rulings.json. A skipped example that passes now is a failure in
both.
"""
from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hostile import example
from site_helpers import ROOT, build_site, real_site
from test_hostile_strict import RULING as SMALL_RULING
from test_hostile_strict import page as ruling_page
from test_hostile_strict import small_project

pytestmark = pytest.mark.heavy(19, shared_site=True)  # seconds, roughly; reads the run's one build

FAILED = re.compile(r"^FAILED (\S+\.md):(\d+) - ", re.MULTILINE)
SKIPPED = re.compile(r"^SKIPPED (\S+\.md):(\d+): (.*)$", re.MULTILINE)
COUNTS = re.compile(r"^examples: (\d+) passed, (\d+) failed, (\d+) skipped$", re.MULTILINE)
SHOWN = re.compile(r'<code class="ruling-source-line">([^<]+\.md):(\d+)</code>')


def pytest_says(project: Path) -> tuple[set, dict]:
    """(failed examples, skipped examples -> reason) of a pytest run over ``project``'s docs, as (path, line)."""
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rfs", "-p", "no:cacheprovider", "docs"],
                          cwd=project, capture_output=True, text=True, timeout=600)
    assert done.returncode in (0, 1), done.stdout[-3000:] + done.stderr[-3000:]
    failed = {(path, int(line)) for path, line in FAILED.findall(done.stdout)}
    skipped = {(path, int(line)): reason for path, line, reason in SKIPPED.findall(done.stdout)}
    counts = COUNTS.findall(done.stdout)
    assert len(counts) == 1 and (int(counts[0][1]), int(counts[0][2])) == (len(failed), len(skipped)), \
        "pytest lists as many failing and skipped examples as it counts"
    return failed, skipped


def site_says(site_dir: Path) -> tuple[set, dict, set, set]:
    """What rulings.json and the Status page say: failed, skipped (-> reason), and the Status page's two lists."""
    data = json.loads((site_dir / "rulings.json").read_text(encoding="utf-8"))
    failed, skipped = set(), {}
    for ruling in data["rulings"]:
        for result in ruling["example_results"]:
            where = (ruling["source_file"], result["line"])
            if result["status"] == "failed":
                failed.add(where)
            elif result["status"] == "skipped":
                skipped[where] = result["message"]
    page = (site_dir / "status" / "index.html").read_text(encoding="utf-8")
    failing_part, _, skipped_part = page.partition('id="not-yet-modelled"')
    shown_failed = {(path, int(line)) for path, line in SHOWN.findall(failing_part)}
    shown_skipped = {(path, int(line)) for path, line in SHOWN.findall(skipped_part)}
    return failed, skipped, shown_failed, shown_skipped


def rulings_only(found, rulings: set[str]):
    if isinstance(found, dict):
        return {where: reason for where, reason in found.items() if where[0] in rulings}
    return {where for where in found if where[0] in rulings}


def assert_agree(project: Path, site_dir: Path) -> tuple[set, dict]:
    failed, skipped = pytest_says(project)
    json_failed, json_skipped, page_failed, page_skipped = site_says(site_dir)
    rulings = {r["source_file"] for r in json.loads((site_dir / "rulings.json").read_text())["rulings"]}
    failed, skipped = rulings_only(failed, rulings), rulings_only(skipped, rulings)
    assert json_failed == failed, "rulings.json and pytest disagree on failing examples"
    assert json_skipped == skipped, "rulings.json and pytest disagree on skipped examples or their reasons"
    assert page_failed == failed, "the Status page and pytest disagree on failing examples"
    assert page_skipped == set(skipped), "the Status page and pytest disagree on skipped examples"
    status = html.unescape((site_dir / "status" / "index.html").read_text(encoding="utf-8"))
    for reason in skipped.values():
        assert reason[:1].upper() + reason[1:] in status, f"the Status page does not give the reason {reason!r}"
    return failed, skipped


def test_the_published_site_agrees_with_pytest():
    site = real_site()
    assert site.aborted is None, site.problem()
    failed, skipped = assert_agree(ROOT, site.site_dir)
    assert not failed and skipped, "the docs have skipped examples and no failing one"


def test_a_failing_a_newly_skipped_and_a_stale_skipped_example_show_the_same_everywhere(tmp_path):
    """On a small project (the real configuration and hooks, one ruling): a failing example, a skipped one that
    fails, and a skipped one that passes now, which is a failure of its own. What pytest, ``rulings.json`` and the
    Status page say of them does not depend on the other pages of the site (the real docs: the test above)."""
    small_project(tmp_path)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    shutil.copy(ROOT / "docs" / "status.md", tmp_path / "docs" / "status.md")
    page = tmp_path / SMALL_RULING
    text = ruling_page(example() + "\n" + example(expect="  Aragorn II is untapped.\n")
                       + '\n<!-- skip: next "a reason given only in this test" -->\n\n'
                       + example(expect="  Aragorn II is untapped.\n")
                       + '\n<!-- skip: next "a skip that is no longer true" -->\n\n' + example())
    page.write_text(text, encoding="utf-8")

    build = build_site(tmp_path / "mkdocs.yml", tmp_path / "site")

    assert build.aborted is not None, "a failing example must fail the strict build"
    failed, skipped = assert_agree(tmp_path, tmp_path / "site")
    shown = SMALL_RULING
    assert {where[0] for where in failed} == {shown} and len(failed) == 2, failed
    lines = text.splitlines()
    skip = next(n for n, line in enumerate(lines) if "a skip that is no longer true" in line)
    stale = next(n for n in range(skip, len(lines)) if lines[n].strip() == "```scenario") + 1
    assert (shown, stale) in failed, "a skipped example that passes now is a failure"
    assert skipped.get((shown, max(line for path, line in skipped if path == shown))) == \
        "a reason given only in this test"
    status = (tmp_path / "site" / "status" / "index.html").read_text(encoding="utf-8")
    assert "this skipped example passes now: remove its skip" in status
