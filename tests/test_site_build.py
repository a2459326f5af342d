"""The site build: strict on the real docs, badges from the runner, failures named."""
from __future__ import annotations

import json
import re

import pytest
from hostile import example
from hostile_project import write
from site_helpers import ROOT, build_site, mkdocs, real_site, real_site_by_command
from test_hostile_strict import RULING as SMALL_RULING
from test_hostile_strict import small_project
from test_hostile_strict import page as ruling_page

from meccg_rules.pages.runner import run_page

pytestmark = pytest.mark.heavy(9, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def site():
    return real_site()


@pytest.fixture(scope="module")
def rulings(site):
    return json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]


def test_strict_build_of_the_docs_passes(site):
    assert site.aborted is None, site.problem()
    assert site.warnings == []


def test_rulings_json_lists_every_ruling_with_the_runners_counts(site, rulings):
    assert rulings, "rulings.json lists no ruling"
    for ruling in rulings:
        path = ROOT / ruling["source_file"]
        result = run_page(path.read_text(encoding="utf-8"), str(path))
        expected = {"passed": result.passed, "failed": result.failed, "skipped": result.skipped,
                    "total": len(result.examples)}
        assert ruling["examples"] == expected, ruling["id"]


def test_each_ruling_page_carries_its_counts_on_its_root_element(site, rulings):
    for ruling in rulings:
        html = (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
        root = re.search(r'<div class="meccg-ruling"[^>]*>', html)
        assert root, f"{ruling['url']} has no ruling root element"
        attributes = dict(re.findall(r'(data-[\w-]+)="([^"]*)"', root.group(0)))
        assert attributes["data-ruling-id"] == ruling["id"]
        for status in ("passed", "failed", "skipped"):
            assert attributes[f"data-examples-{status}"] == str(ruling["examples"][status])
        assert "ruling-badge" in html
        if ruling["badge"]["state"] == "documented":  # an erratum no example can show: a grey badge, no example
            assert ruling["examples"]["total"] == 0 and 'class="scenario ' not in html, ruling["id"]
            assert "ruling-badge--documented" in html and "documented: nothing to run" in html, ruling["id"]
        else:
            assert 'class="scenario ' in html, ruling["id"]


def test_each_ruling_page_shows_where_and_when_it_first_appeared(site, rulings):
    for ruling in rulings:
        html = (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
        line = re.search(r'<p class="ruling-first-appeared">(.*?)</p>', html)
        assert line, f"{ruling['url']} does not show first_appeared"
        date = str(ruling["first_appeared"]["date"])
        assert ("date unknown" if date == "unknown" else f">{date}</time>") in line.group(1)
        if date == "unknown" and ruling["crf"]:  # what is known instead: CRF 22 holds it
            assert "date unknown</time><span class=\"ruling-first-appeared-bound\">, no later than CRF 22, " \
                   "published 2026-01-21</span>" in line.group(1), ruling["url"]


def test_every_cited_card_has_a_page_listing_its_rulings(site, rulings):
    for ruling in rulings:
        for name in ruling["cards"]:
            page = site.site_dir / "cards" / _slug(name) / "index.html"
            assert page.exists(), f"no card page for {name}"
            assert ruling["title"].split()[0] in page.read_text(encoding="utf-8")



def test_a_card_page_lists_each_page_of_its_examples_once_with_their_numbers(site):
    """*Appears in examples*: one line per page, its title a link to the first example naming the card, then
    the numbers of every such example on that page; the numbers add up to the count in the summary."""
    checked = 0
    for page in sorted((site.site_dir / "cards").glob("*/index.html")):
        html = page.read_text(encoding="utf-8")
        folded = re.search(r'<details class="card-examples"><summary>Appears in examples \((\d+)\)</summary>'
                           r'\s*<ul data-search-exclude="">(.*?)</ul>', html, re.S)
        if not folded:
            continue
        lines = re.findall(r'<li><a href="([^"#]*)#example-(\d+)">[^<]+</a>: examples? ([\d, ]+)</li>',
                           folded.group(2))
        assert len(lines) == folded.group(2).count("<li>"), f"{page}: a line not in the expected shape"
        targets = [target for target, _, _ in lines]
        assert len(targets) == len(set(targets)), f"{page}: a page listed twice"
        numbers = [[int(n) for n in listed.split(", ")] for _, _, listed in lines]
        assert all(int(first) == listed[0] for (_, first, _), listed in zip(lines, numbers)), page
        assert all(len(listed) == 1 or all(a < b for a, b in zip(listed, listed[1:])) for listed in numbers), page
        assert sum(map(len, numbers)) == int(folded.group(1)), page
        checked += 1
    assert checked, "no card page lists examples"

def _slug(name: str) -> str:
    from meccg_rules.pages.front_matter import card_slug
    return card_slug(name)


@pytest.fixture(scope="module")
def broken(tmp_path_factory):
    """A small project (the real configuration and hooks, one ruling of two examples, the second failing) built by
    ``mkdocs build --strict -q``, as CI builds: the project, the ruling as the build's ``rulings.json`` gives it, its
    uri and what the command did (it writes every page before it aborts). What is tested is what a failing example
    does to the build and to its page, which other pages do not change (the real docs' own strict build:
    ``test_the_real_docs_build_strictly_and_quietly``), so a small project, built in two seconds, not a copy of
    the whole docs."""
    root = tmp_path_factory.mktemp("broken")
    small_project(root)
    write(root / SMALL_RULING, ruling_page(example() + "\n" + example(expect="  Aragorn II is untapped.\n")))
    build = mkdocs("build", "--strict", "-q", "-d", str(root / "site"), cwd=root)
    listed = json.loads((root / "site" / "rulings.json").read_text(encoding="utf-8"))["rulings"]
    ruling = next(r for r in listed if r["source_file"] == SMALL_RULING)
    return root, ruling, SMALL_RULING.removeprefix("docs/"), build


def test_a_broken_example_fails_the_strict_build_and_shows_on_its_page(broken):
    root, ruling, uri, build = broken

    said = build.stdout + build.stderr
    assert build.returncode == 1, "the strict build passed with a failing example"
    assert any(f"Doc file '{uri}', line " in line and " fails" in line for line in said.splitlines()), said
    html = (root / "site" / ruling["url"] / "index.html").read_text(encoding="utf-8")
    assert 'data-examples-failed="1"' in html
    assert f"1 of {ruling['examples']['total']} fails" in html
    assert "Why this example fails" in html
    assert (ruling["examples"]["passed"], ruling["examples"]["failed"]) == (1, 1), ruling["examples"]


def test_a_strict_build_fails_on_a_failing_example_whatever_the_log_level(broken, tmp_path):
    """Quiet (``broken``) and loud, a small project (the real configuration and hooks, one ruling) with a failing
    example: the log level is the command's."""
    root, ruling, uri, quiet = broken
    said = quiet.stdout + quiet.stderr
    assert quiet.returncode == 1, said
    assert "Aborted: 1 problem(s) in the pages, and the build is strict" in said
    assert f"Doc file '{uri}', line " in said and ": the example at line " in said and "WARNING" not in said
    small_project(tmp_path)
    write(tmp_path / SMALL_RULING, ruling_page(example(expect="  Aragorn II is untapped.\n")))
    loud = mkdocs("build", "--strict", "-d", str(tmp_path / "loud"), cwd=tmp_path)
    said = loud.stdout + loud.stderr
    assert loud.returncode == 1 and "WARNING" in said and "1 problem(s) in the pages" in said, said[-2000:]


def test_a_misspelt_card_in_an_example_is_reported_with_its_nearest_spelling(tmp_path):
    """On a small project (the real configuration and hooks, one ruling): the message comes from the page's
    example and the card catalogue, not from the other pages of the site."""
    small_project(tmp_path)
    card = "Glamdring"
    text = ruling_page(example())
    assert f" {card}" in text
    write(tmp_path / SMALL_RULING, text.replace(f" {card}", f" {card}x", 1))
    build = mkdocs("build", "--strict", "-q", "-d", str(tmp_path / "site"), cwd=tmp_path)
    said = build.stdout + build.stderr
    assert build.returncode == 1, said
    assert f"unknown card '{card}x' (Did you mean '{card}'?)" in said, said


def test_a_build_that_is_not_strict_keeps_going_and_shows_the_failure(broken):
    root, ruling, uri, _ = broken
    build = mkdocs("build", "-q", "-d", str(root / "not-strict"), cwd=root)
    assert build.returncode == 0, build.stderr
    html = (root / "not-strict" / ruling["url"] / "index.html").read_text(encoding="utf-8")
    assert 'data-examples-failed="1"' in html and "Why this example fails" in html


def test_the_real_docs_build_strictly_and_quietly():
    build, _ = real_site_by_command()
    assert build.returncode == 0, build.stderr


def test_strictness_is_left_to_the_command_line():
    """mkdocs.yml does not set strict, so that serve keeps serving; the tests, CI and publishing pass --strict."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert not any(line.startswith("strict:") for line in config.splitlines())
    assert "mkdocs build --strict" in (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")


def test_the_built_site_is_not_collected_by_pytest():
    assert "site" in (ROOT / "pyproject.toml").read_text(encoding="utf-8").split("norecursedirs", 1)[1][:80]


def test_injected_script_fails_the_strict_build_and_is_never_run(tmp_path):
    """On a small project (the real configuration and hooks, one ruling); the corpus site
    (``test_hostile_site.py``) loads such pages of a copy of the real docs in a browser."""
    small_project(tmp_path)
    text = ruling_page(example())
    write(tmp_path / SMALL_RULING, text + '\n<img src="x.png" onerror="alert(1)">\n\n<script>alert(2)</script>\n')

    build = build_site(tmp_path / "mkdocs.yml", tmp_path / "site")

    uri = SMALL_RULING.removeprefix("docs/")
    assert build.aborted is not None, "the strict build passed with a script in a page"
    assert any(uri in m and "event-handler attribute 'onerror='" in m for m in build.warnings), build.warnings
    assert any(uri in m and "<script> tag" in m for m in build.warnings), build.warnings
    html = (tmp_path / "site" / SMALL_RULING.removeprefix("docs/").removesuffix(".md") / "index.html").read_text(
        encoding="utf-8")
    assert '<img src="x.png" onerror' not in html
    assert "<script>alert(2)</script>" not in html


def test_the_rulings_nav_lists_sections_in_the_crfs_order():
    from types import SimpleNamespace

    from meccg_rules.pages.crf import census
    from meccg_rules.site import hooks
    config = SimpleNamespace(docs_dir=str(ROOT / "docs"), nav=[{"Rulings": []}], strict=False, markdown_extensions=[],
                             plugins={})
    hooks.on_config(config)
    folders = [uri.split("/")[1] for uri in config.nav[0]["Rulings"] if uri.startswith("rulings/")]
    ranks = [census().folder_rank(folder) for folder in folders]
    crf = [rank for rank in ranks if rank is not None]
    assert crf == sorted(crf) and ranks == crf + [None] * (len(ranks) - len(crf))
    assert folders.index("movement-hazard-phase-general") < folders.index("movement-hazard-phase-combat-general")
