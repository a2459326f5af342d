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
from site_helpers import build_site, copy_project
from test_site_build import _break_one_example

from meccg_rules.pages.runner import run_page
from meccg_rules.site import extension, finished
from meccg_rules.site import index as site_index

pytestmark = pytest.mark.heavy(37)  # seconds, roughly: pytest-xdist hands the heaviest files out first

STAMP = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|\+00:00| UTC)?"  # the build's time
                   r"|\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000")


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> tuple[Path, Path, int]:
    """The docs, one example broken, built with the views left as elements and as finished HTML."""
    project = tmp_path_factory.mktemp("finished")
    config = copy_project(project)
    for page in sorted((project / "docs" / "rulings").rglob("*.md")):
        broken = _break_one_example(page.read_text(encoding="utf-8"))
        if broken and run_page(broken, str(page)).failed == 1:
            page.write_text(broken, encoding="utf-8")
            break
    else:
        pytest.fail("no ruling page has an example the test knows how to break")
    stashed = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(extension, "finished", lambda md, view: view)
        build_site(config, project / "elements", strict=False)
    with pytest.MonkeyPatch.context() as monkeypatch:
        placeholder = finished._placeholder
        monkeypatch.setattr(finished, "_placeholder", lambda *args: stashed.append(1) or placeholder(*args))
        build_site(config, project / "finished", strict=False)
    return project / "elements", project / "finished", len(stashed)


def test_every_file_is_the_same_apart_from_the_build_time(builds):
    elements, done, stashed = builds
    assert stashed > 1000, "the views were not stashed"
    names = sorted(path.relative_to(elements) for path in elements.rglob("*") if path.is_file())
    assert names == sorted(path.relative_to(done) for path in done.rglob("*") if path.is_file())
    assert any("Why this example fails" in (elements / name).read_text(encoding="utf-8", errors="replace")
               for name in names if name.suffix == ".html")
    differing = [str(name) for name in names if (elements / name).read_bytes() != (done / name).read_bytes()]
    stamped = [name for name in differing
               if STAMP.sub("", (elements / name).read_text(encoding="utf-8")) ==
               STAMP.sub("", (done / name).read_text(encoding="utf-8"))]
    assert sorted(set(differing) - set(stamped)) == []
    assert set(stamped) <= {"status/index.html", "rulings.json", "search/search_index.json", "changes.atom.xml",
                            "changes.rss.xml"}


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
