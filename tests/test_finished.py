"""The extension's views stashed as finished HTML (``site.finished``) give the pages, byte for byte, that the
same views left as elements give; and that HTML is still cleaned with the page."""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from pathlib import Path

import markdown
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown.serializers import to_xhtml_string
from hostile import example
from hostile_project import write
from site_helpers import build_site
from test_hostile_strict import RULING as SMALL_RULING
from test_hostile_strict import small_project
from test_hostile_strict import page as ruling_page

from meccg_rules.site import extension, finished
from meccg_rules.site import index as site_index

pytestmark = pytest.mark.heavy(9)  # seconds, roughly: pytest-xdist hands the heaviest files out first

STAMP = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|\+00:00| UTC)?"  # the build's time
                   r"|\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000")


def stashing(monkeypatch) -> list:
    """Count the views the extension stashes as finished HTML (``finished._placeholder``), one item each."""
    stashed: list = []
    placeholder = finished._placeholder
    monkeypatch.setattr(finished, "_placeholder", lambda *args: stashed.append(1) or placeholder(*args))
    return stashed


def leaving_elements(monkeypatch) -> list:
    """Leave the extension's views as elements (``extension.finished`` gives the view back), one item a view."""
    left: list = []
    monkeypatch.setattr(extension, "finished", lambda md, view: left.append(1) or view)
    return left


def assert_same_apart_from_the_build_time(elements: Path, done: Path) -> None:
    """Every file of the two builds is there in both, with the same bytes apart from the build's time in the files
    that carry it."""
    names = sorted(path.relative_to(elements) for path in elements.rglob("*") if path.is_file())
    assert names == sorted(path.relative_to(done) for path in done.rglob("*") if path.is_file())
    differing = [str(name) for name in names if (elements / name).read_bytes() != (done / name).read_bytes()]
    stamped = [name for name in differing
               if STAMP.sub("", (elements / name).read_text(encoding="utf-8")) ==
               STAMP.sub("", (done / name).read_text(encoding="utf-8"))]
    assert sorted(set(differing) - set(stamped)) == []
    assert set(stamped) <= {"status/index.html", "rulings.json", "search/search_index.json", "changes.atom.xml",
                            "changes.rss.xml"}


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> tuple[Path, Path, int, int]:
    """A small project (the real configuration and hooks, one ruling whose second example fails) built with the
    views left as elements and as finished HTML. The real docs are compared the same way in
    ``test_real_docs_both_ways.py``, on the build it shares; here a failing example's views are."""
    project = tmp_path_factory.mktemp("finished")
    small_project(project)
    write(project / SMALL_RULING, ruling_page(example() + "\n" + example(expect="  Aragorn II is untapped.\n")))
    with pytest.MonkeyPatch.context() as monkeypatch:
        left = leaving_elements(monkeypatch)
        build_site(project / "mkdocs.yml", project / "elements", strict=False)
    with pytest.MonkeyPatch.context() as monkeypatch:
        stashed = stashing(monkeypatch)
        build_site(project / "mkdocs.yml", project / "finished", strict=False)
    return project / "elements", project / "finished", len(left), len(stashed)


def test_every_file_is_the_same_apart_from_the_build_time(builds):
    elements, done, left, stashed = builds
    assert left and stashed >= left, f"{left} views left as elements, {stashed} stashed"
    assert any("Why this example fails" in path.read_text(encoding="utf-8") for path in elements.rglob("*.html"))
    assert_same_apart_from_the_build_time(elements, done)


def test_finished_html_is_cleaned_with_the_page_and_left_by_the_authors_cleaner():
    md = markdown.Markdown(extensions=[extension.RulingsExtension()])
    md.convert("")  # a converter set up as for a page
    view = extension.etree.Element("ul", {"class": "ruling-list"})
    item = extension.etree.SubElement(view, "li", {"data-examples-passed": "1"})
    extension.etree.SubElement(item, "a", {"href": "javascript:alert(1)", "onclick": "alert(2)"}).text = "<b>x</b>"
    placeholder = finished.finished(md, view)
    assert isinstance(md.htmlStash.rawHtmlBlocks[-1], finished.Finished)
    page = extension.etree.Element("div")
    page.append(placeholder)
    html = md.postprocessors["meccg_clean_author_html"].run(md.serializer(page))
    html = md.postprocessors["raw_html"].run(html)
    assert 'data-examples-passed="1"' in html  # the author's policy was not applied to it
    cleaned = md.postprocessors["meccg_clean_page"].run(html)
    assert 'class="ruling-list"' in cleaned and "&lt;b&gt;x&lt;/b&gt;" in cleaned
    assert "javascript" not in cleaned and "onclick" not in cleaned


TAGS = st.sampled_from(["p", "a", "li", "ul", "span", "code", "br", "hr", "img", "IMG", "Script", "style", "td"])
TEXT = st.none() | st.text(alphabet="ab &;<>\"'#\n\u00e9", max_size=12) | st.sampled_from(["&amp;", "&#10;", "a&b"])


@st.composite
def trees(draw, depth: int = 0) -> etree.Element:
    tag = draw(st.sampled_from([etree.Comment]) if depth and draw(st.integers(0, 30)) == 0 else TAGS)
    element = tag(draw(TEXT) or "") if tag is etree.Comment else etree.Element(
        tag, draw(st.dictionaries(st.sampled_from(["class", "href", "id", "data-x", "title"]),
                                  TEXT.filter(lambda value: value is not None), max_size=3)))
    if tag is not etree.Comment:
        element.text = draw(TEXT)
        for _ in range(draw(st.integers(0, 3 if depth < 3 else 0))):
            element.append(draw(trees(depth + 1)))
    element.tail = draw(TEXT) if depth else None
    return element


@settings(max_examples=500, deadline=None)
@given(trees())
def test_the_views_serializer_writes_what_markdowns_writes(tree):
    assert finished.xhtml(tree) == to_xhtml_string(tree)


@pytest.fixture(autouse=True)
def _fresh_index():
    yield
    site_index.forget()
