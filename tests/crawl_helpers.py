"""The crawls: every page of the built site shown once in a real browser at a phone's size (the rulings also at a
desktop's), each checked for its width, for where its ruling starts, and for errors and requests to other hosts;
and every character of every page checked for a glyph. The test files ``test_site_crawl_*.py`` share the pages out
(pytest-xdist gives the files to different workers).

How a page is shown, and why it costs little:

- The site's many pages of one kind, the rulings and the card pages, differ only in their article and the title
  in the header: the rest (header, tabs, navigation) is the same template. The crawl shows the first page of a kind
  as a reader reaches it (Material's instant navigation, ``follow``), then each next page of that kind by putting
  the page's article and title, as the build wrote them, in place of the shown ones at the page's own address and
  handing the document to the theme's scripts as its instant navigation does (``document$``), so that they do to
  the article what they do on the page (tables wrapped to scroll, code blocks given a copy button, tooltips...).
  Only the article is laid out again: about a fifth of a navigation's processor time on a card page, two fifths on
  a ruling (measured side by side on 300 pages of each kind). The pages are handed over fifty at a time, so
  Python does not wait on the browser page by page.
- Every other page (home, sections, glossary, development pages...) is reached by instant navigation.
- What a page shows in the crawl is what it shows loaded afresh in chromium, a reader's browser: each crawl
  checks that on a sample of its pages (``assert_a_full_load_shows_the_same``), the swapped pages among them.
- The characters are read from the pages' HTML as the build wrote it (every text but scripts and styles): more
  than a browser shows (folded details, the whole navigation), never less.

The crawls run Debian's chromium-headless-shell (``browser_helpers``: the ``crawler`` fixture).
"""
from __future__ import annotations

import html
import re
import shutil
import subprocess
from dataclasses import dataclass, field

import pytest
from browser_helpers import open_tab, rulings_of

BATCH = 50  # pages handed to the browser at once
SAMPLE = 20  # pages of a crawl loaded afresh in chromium and compared


@dataclass
class Crawl:
    """What some pages of the site showed at one size: width, and for rulings where the ruling starts; what a
    sample of them showed (``compared``); and the characters of all of them."""

    pages: int = 0
    too_wide: list[str] = field(default_factory=list)
    characters: set[str] = field(default_factory=set)
    ruling_top: dict[str, tuple[float, float, float] | None] = field(default_factory=dict)  # id -> badge, top, line
    errors: list[str] = field(default_factory=list)
    swapped: int = 0  # pages shown by putting their article in place (the others by instant navigation)
    compared: dict[str, dict] = field(default_factory=dict)  # url -> what it showed (``COMPARED``), a sample


def ruling_urls(site) -> list[str]:
    """The ruling pages' addresses, as ``site_pages`` gives them."""
    return [r["url"] for r in rulings_of(site) if r["source_file"].startswith("docs/rulings/")]


def crawl(server, browser, urls: list[str], viewport: dict) -> Crawl:
    """Each page of ``urls`` shown once at the size ``viewport`` (the module's docstring says how)."""
    base, site = server
    context, tab = open_tab(browser, viewport, search=False)
    found = Crawl()
    rulings = {r["url"]: r["id"] for r in rulings_of(site) if r["source_file"].startswith("docs/rulings/")}
    sampled = set(urls[::max(1, len(urls) // SAMPLE)] + urls[-1:])
    tab.goto(f"{base}/")
    shown_kind = None  # the kind of page now shown, whose chrome a page of the same kind may take
    batch: list[tuple[str, str, str]] = []

    def measured(url: str, result: list) -> None:
        width, position, compared = result
        found.pages += 1
        if width > viewport["width"]:
            found.too_wide.append(f"/{url} is {width} px wide")
        if url in rulings:
            found.ruling_top[rulings[url]] = position
        if url in sampled:
            found.compared[url] = compared

    def swap_batch() -> None:
        results = tab.evaluate(SWAP, [[(f"{base}/{url}", topic, article, url in sampled)
                                       for url, topic, article in batch]])
        for (url, _, _), result in zip(batch, results):
            measured(url, result)
        found.swapped += len(batch)
        batch.clear()

    for url in urls:
        page = (site.site_dir / url / "index.html").read_text(encoding="utf-8")
        found.characters |= shown_characters(page)
        kind = _kind(url, rulings)
        if kind is not None and kind == shown_kind:
            batch.append((url, *_article(url, page)))
            if len(batch) == BATCH:
                swap_batch()
            continue
        if batch:
            swap_batch()
        if url:
            follow(tab, f"{base}/{url}")
        measured(url, tab.evaluate(f"(wanted) => [document.documentElement.scrollWidth, {RULING_POSITION}, "
                                   f"wanted ? {COMPARED} : null]", url in sampled))
        shown_kind = kind
    if batch:
        swap_batch()
    context.close()
    found.errors = tab.console_errors
    return found


def _kind(url: str, rulings: dict[str, str]) -> str | None:
    """"ruling" or "card" for the pages of those kinds, which differ from one another only in their article and
    title (None for the others)."""
    if url in rulings:
        return "ruling"
    if url.startswith("cards/") and url.count("/") == 2:
        return "card"
    return None


ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">(.*)</article>', re.S)
TOPIC = re.compile(r'<div class="md-header__topic" data-md-component="header-topic">(.*?)</div>', re.S)


def _article(url: str, page: str) -> tuple[str, str]:
    """The page's title in the header and its article, as the build wrote them."""
    topic, article = TOPIC.search(page), ARTICLE.search(page)
    assert topic and article, f"/{url} has no header title or no article where the theme puts them"
    return topic.group(1), article.group(1)


# What a page shows that the crawl and a full load must agree on: its width, the title in the header, the article's
# text as shown, and where the ruling starts.
COMPARED = ("({width: document.documentElement.scrollWidth,"
            " title: document.querySelector('[data-md-component=header-topic]').innerText.trim(),"
            " text: document.querySelector('article.md-content__inner').innerText,"
            " ruling: RULING})")
RULING_POSITION = """(() => {
    const statement = document.querySelector('.meccg-ruling > .ruling-statement');
    const badge = document.querySelector('.meccg-ruling > .ruling-badges .ruling-badge');
    if (!statement || !badge) return null;
    return [badge.getBoundingClientRect().top, statement.getBoundingClientRect().top,
            parseFloat(getComputedStyle(statement).lineHeight)];
})()"""  # (top of the badge, top of the ruling paragraph, its line height), or null without a ruling paragraph
COMPARED = COMPARED.replace("RULING", RULING_POSITION)

# Each page: its address taken (so that its relative links resolve as on the page), its article and title put in
# place of the shown ones, the document handed to the theme's scripts as Material's instant navigation hands it
# (``document$``, which its components watch), then measured.
SWAP = f"""async ([pages]) => {{
    const results = [];
    for (const [url, topic, article, wanted] of pages) {{
        history.replaceState(null, "", url);
        document.querySelector("[data-md-component=header-topic]").innerHTML = topic;
        document.querySelector("article.md-content__inner").innerHTML = article;
        document$.next(document);
        results.push([document.documentElement.scrollWidth, {RULING_POSITION}, wanted ? {COMPARED} : null]);
    }}
    return results;
}}"""


# Material's instant navigation, as its handler of a click on a link to one of the site's pages runs it: push the
# address, hand it to the theme's ``location$``; ``document$`` gives the new document once its content is in
# place (the first value it gives on subscribing is the current one). The handler takes a click only on a link
# its site map lists, with the published address (site_url): not this local server's, so the crawl runs it.
FOLLOW = """(url) => new Promise((resolve, reject) => {
    let current = true;
    const shown = document$.subscribe(() => {
        if (current) { current = false; return; }
        shown.unsubscribe();
        resolve(location.href);
    });
    setTimeout(() => reject(new Error(`instant navigation to ${url} showed no new page in 20 s`)), 20000);
    history.pushState(null, "", url);
    location$.next(new URL(url));
})"""


def follow(tab, url: str) -> None:
    """Go to ``url`` by instant navigation; fail if the browser shows another address."""
    from urllib.parse import urlparse

    shown = tab.evaluate(FOLLOW, url)
    assert urlparse(shown).path == urlparse(url).path, f"instant navigation to {url} showed {shown}"


SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
TAG = re.compile(r"<[^>]*>")


def shown_characters(page: str) -> set[str]:
    """The characters of the page's text, scripts and styles left out (an attribute holding ">" may lend a few of
    its characters: more to check, never less)."""
    return set(html.unescape(TAG.sub(" ", SCRIPT_OR_STYLE.sub(" ", page))))


def assert_a_full_load_shows_the_same(server, browser, found: Crawl, viewport: dict) -> None:
    """The sampled pages of the crawl, loaded afresh in chromium at the same size (without the search worker, as
    in the crawl), show the same width, title, article text and ruling position as in the crawl."""
    import difflib

    base, _ = server
    assert len(found.compared) >= min(SAMPLE, found.pages) and found.swapped
    context, tab = open_tab(browser, viewport, search=False)
    for url, crawled in found.compared.items():
        tab.goto(f"{base}/{url}")
        fresh = tab.evaluate(f"() => {COMPARED}")
        lines = "\n".join(difflib.unified_diff(fresh["text"].splitlines(), crawled["text"].splitlines(),
                                               "in chromium, loaded afresh", "in the crawl", lineterm="", n=1))
        brief = [{k: v for k, v in shown.items() if k != "text"} for shown in (fresh, crawled)]
        assert crawled == fresh, f"/{url} differs in the crawl: {brief[0]} then {brief[1]}\n{lines}"
    context.close()
    assert tab.console_errors == [], "\n".join(tab.console_errors)


def assert_rulings_on_the_first_screen(found: Crawl, viewport: dict, size: str) -> None:
    """Every ruling of the crawl shows its ruling paragraph under its badge, starting within the first screen."""
    assert len(found.ruling_top) >= 30
    for ruling_id, position in found.ruling_top.items():
        assert position is not None, f"{ruling_id} shows no ruling paragraph under its badge ({size})"
        badge, top, line = position
        assert badge < top, f"{ruling_id}: the badge is not above the ruling ({size})"
        assert top + line <= viewport["height"], \
            f"{ruling_id}: the ruling starts {top:.0f} px down, below the first {size} screen"


def assert_no_error_or_other_host(found: Crawl) -> None:
    assert found.errors == [], "\n".join(found.errors)


class AtPhoneSize:
    """What every page a crawl showed at phone size must pass: a test file subclasses it (``TestAtPhoneSize``) and
    gives the crawl as its fixture ``shown``."""

    def test_no_page_is_wider_than_a_phone(self, shown: Crawl) -> None:
        assert shown.pages >= 100
        assert shown.too_wide == [], "pages wider than a phone:\n" + "\n".join(shown.too_wide)

    def test_no_page_reports_an_error_or_asks_another_host(self, shown: Crawl) -> None:
        assert_no_error_or_other_host(shown)

    def test_every_character_has_a_glyph(self, shown: Crawl) -> None:
        lacking = _without_glyph(shown.characters)
        assert lacking == [], f"characters no installed font can show (an empty box on screen): {lacking}"

    def test_a_full_load_shows_what_the_crawl_showed(self, server, browser, shown: Crawl) -> None:
        from browser_helpers import PHONE

        assert_a_full_load_shows_the_same(server, browser, shown, PHONE)


def _without_glyph(characters: set[str]) -> list[str]:
    """The characters (beyond ASCII) that no font installed here has a glyph for, asked of fontconfig."""
    if shutil.which("fc-list") is None:
        pytest.skip("fontconfig's fc-list is not installed, so glyphs cannot be checked")
    lacking = []
    for character in sorted(c for c in characters if ord(c) > 127 and not c.isspace()):
        done = subprocess.run(["fc-list", f":charset={ord(character):x}", "family"], capture_output=True, text=True)
        if not done.stdout.strip():
            lacking.append(f"{character} (U+{ord(character):04X})")
    return lacking
