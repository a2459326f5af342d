"""The hostile corpus, built into the site: every finding is a build problem, and no built page can run script.

One strict build holds every corpus page (and its other files) with the project's configuration, hooks, assets and
the pages of its own that the generated pages and files are made from (``hostile_project.corpus_project``); it
fails, as it must, having written every page. Each case's findings must be build warnings at the same file:line;
each case's page, and every other page of that site, must pass the audit (no script but the theme's, no event
handler, no address that runs script or reaches another host, nothing from outside docs/), and so must every page
of the run's build of the project's own docs. Then a real browser searches the corpus's index once and loads every
corpus page, and nothing may happen: no dialog, no console error, no request to another host.
"""
from __future__ import annotations

import functools
import http.server
import json
import re
import threading

import pytest
from hostile import (CHECK_ONLY, CORPUS, OLD_PLACEHOLDERS, SECRET, SITE_DIRECTIVES, SPOOF, SPOOFED_CARD,
                     SPOOFED_RULING)
from hostile_project import CORPUS as SECTION
from hostile_project import add_case, audit, corpus_project, outside_files, write
from site_helpers import build_site, real_site
from browser_helpers import (COUNT_SEARCH, QuietHandler, require_browser, search_for, shared_browser,
                             without_search_worker)

from meccg_rules.pages.addresses import RULINGS_JSON, address, clashes, reserved

# seconds, roughly: pytest-xdist hands the heaviest files out first (its last test reads the run's shared build, by
# then made: not marked shared_site, which would keep it from starting first)
pytestmark = pytest.mark.heavy(38)

BUILT = [case for case in CORPUS if case.build and not any(name.endswith(".html") for name, _ in case.files)]


@pytest.fixture(scope="module")
def corpus_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("corpus-site")
    corpus_project(root)
    outside_files(root)
    write(root / "docs" / SECTION / "index.md", "---\ntitle: Corpus\n---\n\n# Corpus\n")
    for case in BUILT:
        add_case(root, case, append_existing=True)
    build = build_site(root / "mkdocs.yml", root / "site")  # strict: it fails, having written every page
    return root, build


def _uri(case, where: str) -> str:
    return f"{SECTION}/{case.slug}.md" if where == "" else where


@pytest.mark.parametrize("case", BUILT, ids=[c.slug for c in BUILT])
def test_each_finding_is_a_build_problem_and_the_page_is_safe(corpus_site, case):
    root, build = corpus_site
    for where, line, words in case.findings:
        if words in CHECK_ONLY:
            continue
        uri = _uri(case, where)
        said = [m for m in build.warnings if f"Doc file '{uri}'" in m and words in m]
        assert said, f"the build did not say {words!r} about {uri}"
        if where == "" or not any(name.endswith(where) for name, _ in case.files):
            assert any(f"Doc file '{uri}', line {line}: " in m for m in said), said
    page = root / "site" / SECTION / case.slug / "index.html"
    if case.page is not None and page.exists():
        assert audit(page.read_text(encoding="utf-8")) == []


def test_no_page_of_the_corpus_site_can_run_script_or_leak(corpus_site):
    root, build = corpus_site
    assert build.aborted and "problem(s) in the pages, and the build is strict" in build.aborted
    assert _audited(root / "site") == {}
    for path in (root / "site").rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
    assert not (root / "site" / "evil.html").exists() and not (root / "site" / "evil.js").exists()


def test_titles_and_the_toc_are_plain_text_in_every_template(corpus_site):
    root, _ = corpus_site
    html = (root / "site" / SECTION / "c-title-with-entities-stays-text" / "index.html").read_text(encoding="utf-8")
    assert "<title>alert(&#x27;t4&#x27;) quoted - MECCG Rulings</title>" in html
    attribute = (root / "site" / SECTION / "c-title-breaking-out-of-an-attribute" / "index.html").read_text(
        encoding="utf-8")
    assert "x&quot; onmouseover=&quot;alert(5)" in attribute and 'onmouseover="alert(5)"' not in attribute
    index = json.loads((root / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    for entry in index["docs"]:
        assert audit(entry["title"]) == [] and audit(entry["text"]) == [], entry["location"]


def test_each_example_keeps_its_anchor_whatever_the_headings_say(corpus_site):
    """Badges, 'As in' lines, card pages and short links lead to #example-N: the page's own ids never take it."""
    root, _ = corpus_site
    html = (root / "site" / SECTION / "c-headings-taking-the-anchors-of-the-examples" / "index.html").read_text(
        encoding="utf-8")
    for number in (1, 2):
        assert re.findall(rf'<(\w+)[^>]*\sid="example-{number}"', html) == ["div"], number
    assert 'id="example-1_1"' in html  # the heading "Example 1", named apart by the table of contents


def _built_page(root, name: str) -> str:
    case = next(case for case in CORPUS if case.name == name)
    return (root / "site" / SECTION / case.slug / "index.html").read_text(encoding="utf-8")


def test_the_builds_own_files_and_pages_stay_its_own(corpus_site):
    """The pages at the build's addresses (``hostile.ADDRESSES``: rulings.json.md, a short link, a card page...)
    are left out: the build writes its own files and pages there, whole, and no built file holds a spoof."""
    root, build = corpus_site
    site = root / "site"
    assert json.loads((site / RULINGS_JSON).read_text(encoding="utf-8"))["rulings"]
    assert json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    for name in ("sitemap.xml", "sitemap.xml.gz", "changes.rss.xml", "changes.atom.xml", "404.html", "tags.json"):
        assert (site / name).is_file(), name
    assert (site / "assets" / "rulings-table.js").read_bytes() == \
        (root / "docs" / "assets" / "rulings-table.js").read_bytes()
    assert "This ruling is at" in (site / "r" / SPOOFED_RULING / "index.html").read_text(encoding="utf-8")
    assert 'class="card-facts"' in (site / "cards" / SPOOFED_CARD / "index.html").read_text(encoding="utf-8")
    assert not (site / "status").exists()  # status.md and status/README.md would be one page: both are refused
    for path in site.rglob("*"):
        assert not path.is_file() or SPOOF.encode() not in path.read_bytes(), path
    assert not any("Traceback" in message for message in build.warnings)


def test_every_file_the_build_writes_is_at_an_address_no_page_may_take(corpus_site):
    """Whatever the build writes besides the pages of docs/ (its files, the theme's, the plugins', the generated
    pages), a page named after it, or after its folder, is refused: the rules of ``pages/addresses.py`` cover
    everything a real build writes, not a list of it."""
    root, _ = corpus_site
    docs, site = root / "docs", root / "site"
    pages = list(docs.rglob("*.md"))
    published = {address(path.relative_to(docs).as_posix()) for path in set(pages) - set(clashes(docs, pages))}
    own = [path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file()]
    own = [name for name in own if not (name.endswith("index.html") and
                                        name.removesuffix("index.html").rstrip("/") in published)]
    assert len(own) > 50 and "r/" + SPOOFED_RULING + "/index.html" in own and "sitemap.xml" in own
    for name in own:
        assert reserved(name + ".md") != [""], name
        if name.endswith("/index.html"):
            assert reserved(name.removesuffix("/index.html") + ".md") != [""], name


def test_directives_are_expanded_only_on_the_pages_that_may_hold_them(corpus_site):
    """150 of the site's directives on a ruling are shown as the text they are: no view of every ruling."""
    root, _ = corpus_site
    html = _built_page(root, "150 of the site's directives on a ruling")
    for text in SITE_DIRECTIVES:
        assert html.count(f"<p>{text}</p>") == sum(1 for n in range(150) if SITE_DIRECTIVES[n % 11] == text), text
    for view in ("ruling-status-page", "rulings-table", "crf-coverage", "ruling-changes", "card-facts"):
        assert f'class="{view}' not in html, view
    site = root / "site"  # the pages that may hold them still show their views
    assert 'class="rulings-table"' in (site / "rulings" / "index.html").read_text(encoding="utf-8")
    assert 'class="crf-coverage"' in (site / "coverage" / "index.html").read_text(encoding="utf-8")
    assert 'class="card-list"' in (site / "cards" / "index.html").read_text(encoding="utf-8")


def test_a_paragraph_like_the_example_placeholder_is_text(corpus_site):
    root, _ = corpus_site
    html = _built_page(root, "the old example placeholders are text")
    for text in OLD_PLACEHOLDERS:
        assert f"<p>{text}</p>" in html
    assert html.count("scenario scenario--passed") == 1


@pytest.fixture(scope="module")
def served(corpus_site):
    require_browser()
    root, _ = corpus_site
    handler = functools.partial(QuietHandler, directory=str(root / "site"))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", root
    httpd.shutdown()
    httpd.server_close()


def test_a_browser_loading_every_page_with_a_payload_sees_nothing_run(served):
    base, root = served
    payloads = [case for case in BUILT if "alert" in f"{case.page}{case.files}" or "<" in str(case.page)]
    pages = [f"{SECTION}/{case.slug}/" for case in payloads if (root / "site" / SECTION / case.slug).is_dir()]
    pages += [f"{SECTION}/", "glossary/", "rulings/corpus-section/", "tags/"]
    events: list[str] = []
    context = shared_browser().new_context()  # this worker's chromium, a context of its own (browser_helpers)
    context.add_init_script(COUNT_SEARCH)  # search_for counts the search worker's queries and answers
    context.on("dialog", lambda dialog: (events.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    context.on("console", lambda m: events.append(f"console: {m.text} ({m.page.url})") if m.type == "error"
               else None)
    context.on("weberror", lambda error: events.append(f"page error: {error.error}"))
    context.on("request", lambda r: events.append(f"request to another host: {r.url}")
               if not r.url.startswith((base, "data:", "blob:")) else None)
    context.on("response", lambda r: events.append(f"{r.status} for {r.url}") if r.status >= 400 else None)
    try:
        page = context.new_page()
        page.goto(f"{base}/{SECTION}/")  # the corpus's search index, read by the search worker, its results shown
        search_for(page, "alert")
        page.wait_for_selector(".md-search-result__item")
        without_search_worker(context)  # the pages' workers would read the same index again
        for path in pages:
            page.goto(f"{base}/{path}")
            page.mouse.move(10, 10)
            page.mouse.move(400, 300)  # a handler on hover would fire now
        assert page.evaluate("typeof window.__pwned") == "undefined"
    finally:
        context.close()  # the browser is the worker's: the next file's tests go on in it
    assert len(pages) > 80
    assert events == []


def test_the_tags_listing_is_made_on_the_terms_page_only(corpus_site):
    """A marker on a ruling is taken out before Material's tags plugin reads the page: no listing, no heading
    left of it, and the terms' links still lead to the Terms page."""
    root, _ = corpus_site
    html = _built_page(root, "Material's tags listing marker on a ruling")
    article = html[html.index("<article"):html.index("</article>")]
    assert "<p>Text.</p>" in article and "<h6" not in article and "md-tag" not in article and ".md:" not in article


def test_no_page_of_the_project_s_own_site_can_run_script_or_leak():
    """Every page of the run's build of the project's docs passes the audit the corpus site's pages pass."""
    site = real_site().site_dir
    assert len(list(site.rglob("*.html"))) > 1000, site
    assert _audited(site) == {}


def _audited(site) -> dict[str, list[str]]:
    """The audit's findings on each page of a built site that has any, by the page's path in the site."""
    found = {str(page.relative_to(site)): audit(page.read_text(encoding="utf-8"))
             for page in sorted(site.rglob("*.html"))}
    return {page: problems for page, problems in found.items() if problems}
