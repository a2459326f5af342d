"""The coverage of CRF 22 on the site: every census bullet in CRF order, with the pages whose ``crf`` names it;
proven, documented (nothing to run) and pointers counted apart."""
from __future__ import annotations

import functools
import html
import json
import logging
import re
import shutil

import markdown
import pytest
from site_helpers import ROOT, build_site, real_site
from test_hostile_strict import RULING as SMALL_RULING
from test_hostile_strict import small_project

from meccg_rules.pages.crf import census
from meccg_rules.pages.front_matter import is_ruling_path, load_page
from meccg_rules.site import index as site_index
from meccg_rules.site.extension import RulingsExtension

pytestmark = pytest.mark.heavy(9, shared_site=True)  # seconds, roughly; reads the run's one build

DOCS = ROOT / "docs"
ROW = re.compile(r'<tr class="(crf-covered|crf-not-covered)[^"]*" id="([^"]+)">(.*?)</tr>', re.S)


@functools.cache
def declared() -> dict[str, set[str]]:
    """Bullet id -> ids of the ruling pages naming it, read straight from the pages' front matter (read once: the
    real docs do not change while the tests run)."""
    found: dict[str, set[str]] = {}
    for path in DOCS.rglob("*.md"):
        if is_ruling_path(path.relative_to(DOCS).as_posix()):
            page = load_page(path)
            for bullet_id in page.strings("crf"):
                found.setdefault(bullet_id, set()).add(page.id)
    return found


_KINDS: dict[str, dict[str, str]] = {}


def kinds(site) -> dict[str, str]:
    """Bullet id -> how it is covered ("" for not yet), worked out here from the front matter, the CRF's "See ..."
    bullets and the examples the site's build ran (``rulings.json``), not by the site's code: a bullet is proven
    when a ruling page naming it had an example run and pass, so a page whose every example is skipped proves
    nothing yet; a pointer counts once each section it names holds a ruling."""
    if str(site.site_dir) in _KINDS:
        return _KINDS[str(site.site_dir)]
    pages = declared()
    rulings = [load_page(path) for path in DOCS.rglob("*.md") if is_ruling_path(path.relative_to(DOCS).as_posix())]
    documented = {page.id for page in rulings if page.meta.get("nothing_to_run")}
    data = json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))
    ran = {r["id"] for r in data["rulings"] if r["examples"]["passed"]}
    found = {}
    for bullet in census().bullets.values():
        if not bullet.points_to:
            named = pages.get(bullet.id, set())
            found[bullet.id] = "" if not named else "documented" if named <= documented else \
                "proven" if (named - documented) & ran else ""
    for bullet in census().bullets.values():
        if bullet.points_to:
            held = all(any(found.get(b.id) for b in census().in_section(s)) for s in bullet.points_to)
            found[bullet.id] = "pointer" if bullet.id in pages or held else ""
    _KINDS[str(site.site_dir)] = found
    return found


@pytest.fixture(scope="module")
def site():
    build = real_site()
    assert build.aborted is None, build.problem()
    return build


@pytest.fixture(scope="module")
def coverage_html(site):
    return (site.site_dir / "coverage" / "index.html").read_text(encoding="utf-8")


def test_the_coverage_page_lists_every_bullet_in_crf_order_with_its_pages(site, coverage_html):
    rows = ROW.findall(coverage_html)
    assert [bullet_id for _, bullet_id, _ in rows] == list(census().bullets)
    pages, kind = declared(), kinds(site)  # each reads every page: once, not once a row
    titles = {r["id"]: r["title"] for r in json.loads((site.site_dir / "rulings.json").read_text("utf-8"))["rulings"]}
    for css, bullet_id, cells in rows:
        bullet = census().find(bullet_id)
        assert f"<td>{html.escape(bullet.label, quote=False)}</td>" in cells
        covering = pages.get(bullet_id, set())
        assert (css == "crf-covered") == bool(kind[bullet_id]), bullet_id
        if bullet.points_to:
            assert all(f'<a href="./#{section}">' in cells for section in bullet.points_to), bullet_id  # each, linked
            continue
        if covering:
            shown = {html.unescape(t) for t in re.findall(r'<a href="\.\./rulings/[^"]+/">([^<]+)</a>', cells)}
            assert shown == {titles[ruling_id] for ruling_id in covering}, bullet_id
            assert kind[bullet_id] or "every example skipped" in cells, bullet_id
        else:
            assert "not yet" in cells


def test_the_coverage_page_counts_by_part_and_section(site, coverage_html):
    kind = kinds(site)
    total = 0
    for part in census().parts:
        bullets = census().in_part(part.id)
        covered = sum(1 for b in bullets if kind[b.id])
        total += covered
        share = f"{100 * covered / len(bullets):.1f} %"
        assert f'<h2 id="part-{part.id}">{part.name}: {covered} of {len(bullets)} ({share})' in coverage_html
    assert re.search(rf"<td>{len(census().bullets)}</td>\s*<td>{total}</td>", coverage_html)
    on_guard = census().in_section("ts.site-phase.on-guard-cards")
    covered = sum(1 for b in on_guard if kind[b.id])
    assert re.search(r'id="ts.site-phase.on-guard-cards"><th colspan="4">Site Phase › On-Guard Cards '
                     rf'<span class="crf-count">{covered} of {len(on_guard)} ', coverage_html)


def test_rulings_json_carries_the_bullets_and_their_pages(site):
    data = json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))
    pages = declared()
    assert [b["id"] for b in data["crf_bullets"]] == list(census().bullets)
    for entry in data["crf_bullets"]:
        bullet = census().find(entry["id"])
        assert (entry["section"], entry["label"], tuple(entry["tags"])) == (bullet.section, bullet.label, bullet.tags)
        assert set(entry["pages"]) == pages.get(entry["id"], set())
    by_part = {p["part"]: p for p in data["crf_coverage"]}
    assert sum(p["bullets"] for p in by_part.values()) == len(census().bullets) == 1004
    kind = kinds(site)
    assert sum(p["covered"] for p in by_part.values()) == sum(1 for k in kind.values() if k)
    for name in ("proven", "documented", "pointer"):
        assert sum(p[name] for p in by_part.values()) == list(kind.values()).count(name), name
    assert all(entry["covered"] == kind[entry["id"]] for entry in data["crf_bullets"])
    for ruling in data["rulings"]:
        assert ruling["crf"] == load_page(ROOT / ruling["source_file"]).strings("crf")


def test_a_ruling_header_links_each_of_its_bullets_to_its_row(site):
    page = (site.site_dir / "rulings" / "site-phase-on-guard-cards" / "onguard-what-cannot-be-revealed" /
            "index.html").read_text(encoding="utf-8")
    for position in ("7", "7.1", "7.5"):
        assert f'<a href="../../../coverage/#ts.site-phase.on-guard-cards.{position}" title=' in page


def test_one_section_of_the_coverage_on_its_own_page(site):
    page = (site.site_dir / "rulings" / "site-phase-on-guard-cards" / "coverage" / "index.html").read_text("utf-8")
    assert [bullet_id for _, bullet_id, _ in ROW.findall(page)] == [
        b.id for b in census().in_section("ts.site-phase.on-guard-cards")]


@pytest.fixture
def converted(tmp_path):
    site_index.forget()

    def convert(text: str) -> str:
        page = "rulings/site-phase-on-guard-cards/coverage.md"
        return markdown.markdown(text, extensions=[RulingsExtension(docs_dir=str(DOCS), page=page)])
    yield convert
    site_index.forget()


def test_an_unknown_section_in_the_directive_is_a_warning_with_the_nearest(converted, caplog):
    with caplog.at_level(logging.WARNING, logger="mkdocs.meccg_rules"):
        text = converted("[COVERAGE ts.site-phase.on-guard-card]\n\n[STATUS extra]\n")
    assert "[COVERAGE ts.site-phase.on-guard-card] names no CRF 22 section; did you mean " \
           "'ts.site-phase.on-guard-cards'?" in caplog.text
    assert "[STATUS] takes nothing after its name" in caplog.text
    assert "crf-coverage" not in text


def test_a_link_to_a_missing_bullet_fails_the_strict_build(tmp_path):
    """On the small project (the real configuration and hooks, one ruling) with the real coverage page."""
    small_project(tmp_path)
    shutil.copy(DOCS / "coverage.md", tmp_path / "docs" / "coverage.md")
    page = tmp_path / SMALL_RULING
    page.write_text(page.read_text(encoding="utf-8") + "\nSee [bullet 99](../../coverage.md#ts.site-phase."
                    "on-guard-cards.99).\n", encoding="utf-8")

    build = build_site(tmp_path / "mkdocs.yml", tmp_path / "site")

    assert build.aborted is not None
    assert any("coverage.md#ts.site-phase.on-guard-cards.99" in m and "anchor" in m for m in build.warnings), \
        build.warnings
