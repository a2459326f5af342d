"""What a dirty rebuild of ``mkdocs serve`` writes again after an edit (``meccg_rules.site.refresh``)."""
from __future__ import annotations

import shutil
from pathlib import Path

import markdown
import pytest
from hostile import example, runs
from hostile_project import small_project, write

from meccg_rules.pages import validation
from meccg_rules.site import index as site_index
from meccg_rules.site.extension import RulingsExtension
from meccg_rules.site.refresh import changed_pages, first_wave, merge, plan

DOCS = Path(__file__).resolve().parents[1] / "docs"


def _indexes(tmp_path: Path, edit, docs: Path | None = None):
    """The index before and after ``edit``, of a copy of the project's docs (or of ``docs``)."""
    if docs is None:
        docs = tmp_path / "docs"
        shutil.copytree(DOCS, docs)
    site_index.forget()
    before = site_index.index_for(docs)
    edited = edit(docs, before)
    site_index.forget()
    try:
        return before, site_index.index_for(docs), edited
    finally:
        site_index.forget()


def _add_a_sentence(docs, index):
    """Edit one ruling that has related rulings and cites cards: a sentence more at its end."""
    ruling = next(r for r in index.in_crf_order if r.page.strings("related") and r.page.strings("cards"))
    path = docs / ruling.src_uri
    path.write_text(path.read_text(encoding="utf-8") + "\nOne more sentence.\n", encoding="utf-8")
    return ruling


def test_an_edited_ruling_rewrites_what_shows_it_and_nothing_else(tmp_path):
    before, now, ruling = _indexes(tmp_path, _add_a_sentence)
    assert changed_pages(before, now) == {ruling.src_uri}
    rewrite = plan(before, now)
    assert not rewrite.everything and rewrite.rulings_changed
    assert ruling.src_uri in rewrite.pages
    assert f"{ruling.section}/index.md" in rewrite.pages
    assert {"status.md", "rulings/index.md", "coverage.md"} <= rewrite.pages
    assert {r.src_uri for r in now.related(ruling)} <= rewrite.pages
    cited = {name for name, c in now.cards_cited.items()
             if any(r.src_uri == ruling.src_uri for r in c.about + c.cited) or
             any(uri == ruling.src_uri for uri, _ in c.examples)}
    assert cited and cited <= rewrite.cards
    others = {r.src_uri for r in now.by_uri.values()} - rewrite.pages
    assert len(others) > len(now.by_uri) / 2  # most rulings are not written again
    assert rewrite.cards < set(now.cards_cited)


def test_serve_writes_the_edited_page_and_its_section_first_and_the_rest_next(tmp_path):
    before, now, ruling = _indexes(tmp_path, _add_a_sentence)
    whole = plan(before, now)
    first, rest = first_wave(whole, before, now)
    assert first.pages == {ruling.src_uri, f"{ruling.section}/index.md"} and not first.cards
    assert not first.rulings_changed, "cards/index.md waits for the second rebuild"
    assert rest is not None and first.pages | rest.pages == whole.pages and rest.cards == whole.cards
    assert "status.md" in rest.pages and rest.rulings_changed
    assert merge(plan(now, now), rest) == rest, "the second rebuild writes what the first left"
    assert first_wave(rest, now, now) == (rest, None), "all of it, leaving nothing for a third"
    assert first_wave(plan(now, now), now, now) == (plan(now, now), None), "nothing to split"


def test_an_edited_glossary_rewrites_everything(tmp_path):
    def edit(docs, index):
        path = docs / "glossary.md"
        path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")

    before, now, _ = _indexes(tmp_path, edit)
    rewrite = plan(before, now)
    assert rewrite.everything and rewrite.pages == set(now.texts)
    assert first_wave(rewrite, before, now) == (rewrite, None), "everything is written in one rebuild"


def test_an_unchanged_page_keeps_its_result_between_builds(tmp_path):
    def edit(docs, index):
        return None

    before, now, _ = _indexes(tmp_path, edit)
    ruling = next(iter(before.by_uri.values()))
    assert before.result(ruling) is now.result(now.by_uri[ruling.src_uri])  # not run again
    assert plan(before, now).pages == set()


def test_a_rebuild_checks_again_only_the_edited_page_and_reports_what_is_wrong_with_it(tmp_path, monkeypatch):
    def edit(docs, index):
        ruling = next(r for r in index.in_crf_order if "\nstatus: current\n" in r.page.text)
        path = docs / ruling.src_uri
        path.write_text(path.read_text(encoding="utf-8").replace("\nstatus: current\n", "\nstatus: curent\n", 1),
                        encoding="utf-8")
        checked.clear()
        return ruling

    checked = []
    check = validation._Checker.page
    monkeypatch.setattr(validation._Checker, "page", lambda self, page: checked.append(page.path) or check(self, page))
    before, now, ruling = _indexes(tmp_path, edit)
    assert checked == [now.shown_path(ruling.src_uri)], "the pages not edited keep their findings"
    found = [f for f in now.findings() if f.path == now.shown_path(ruling.src_uri)]
    assert any("curent" in f.message for f in found), found
    assert not [f for f in before.findings() if f.path == before.shown_path(ruling.src_uri)]


@pytest.mark.parametrize("page, directive", [("status.md", "  [STATUS]"), ("status.md", "   [STATUS]  "),
                                             ("status.md", "\u00a0[STATUS]"), ("coverage.md", " [COVERAGE]")])
def test_an_indented_summary_is_written_again_as_the_build_expands_it(tmp_path, page, directive):
    """However the page that holds a directive summarising every ruling indents it, if the build expands it, a
    rebuild of ``serve --dirty`` writes the page again when a ruling changes."""
    docs = small_project(tmp_path, [])
    write(docs / page, f"---\ntitle: Summary\n---\n\n# Summary\n\n{directive}\n")
    ruling = docs / "rulings" / "corpus" / "a-ruling.md"
    write(ruling, runs(example()).replace("{slug}", "a-ruling"))

    def add_a_sentence(docs, index):
        ruling.write_text(ruling.read_text(encoding="utf-8") + "\nOne more sentence.\n", encoding="utf-8")

    before, now, _ = _indexes(tmp_path, add_a_sentence, docs)
    try:
        html = markdown.markdown(now.pages[page].body, extensions=[RulingsExtension(docs_dir=str(docs), page=page)])
    finally:
        site_index.forget()
    view = "ruling-status-page" if "STATUS" in directive else "crf-coverage"
    assert view in html and directive.strip() not in html, "the build expands it"
    assert page in plan(before, now).pages, "so a rebuild writes it again"
