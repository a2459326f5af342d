"""The built site in a real browser: Debian's chromium, driven by Playwright, never a downloaded browser.

Every test page records console errors, page errors, failed requests and any request to a host other than
the local server; a test fails if there is any. Nothing here sleeps: each step waits for what it needs
(Material's search index, the next page's root element, a URL).
"""
from __future__ import annotations

import difflib
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import threading
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest
from site_helpers import ROOT, real_site

from meccg_rules.pages.front_matter import card_slug

pytestmark = pytest.mark.heavy(100)  # seconds, roughly: pytest-xdist hands the heaviest files out first

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def _require_browser() -> None:
    if CHROMIUM.exists():
        return
    reason = ("Debian's chromium is not installed at /usr/bin/chromium, so the browser check cannot run; "
              "install it with: python3 dev.py setup (as root), or: sudo apt-get install chromium")
    if os.environ.get("MECCG_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + " (MECCG_REQUIRE_BROWSER=1 makes this a failure)")
    pytest.skip(reason)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def server():
    _require_browser()
    site = real_site()
    assert site.aborted is None, site.problem()
    handler = functools.partial(_Quiet, directory=str(site.site_dir))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", site
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="module")
def browser(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield browser
        browser.close()


def _open(browser, viewport: dict):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    context.add_init_script(COUNT_SEARCH)  # before Material starts its search worker (search_for)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(f"console: {message.text}") if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: None if _aborted(request) else errors.append(
        f"request failed: {request.url} ({request.failure})"))

    def elsewhere(request) -> None:
        url = urlparse(request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.hostname != "127.0.0.1":
            errors.append(f"request to another host: {request.url}")
    page.on("request", elsewhere)
    page.console_errors = errors
    return context, page


def _aborted(request) -> bool:
    """A request cut short because the page moved on (as when a reader clicks away), not a failure of the site."""
    return "ERR_ABORTED" in (request.failure or "")


@pytest.fixture
def page(browser):
    context, page = _open(browser, DESKTOP)
    yield page
    context.close()
    assert page.console_errors == [], "the browser reported errors:\n" + "\n".join(page.console_errors)


def _rulings(site) -> list[dict]:
    return json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]


def _pick_ruling(site) -> dict:
    """A ruling with a related ruling, a card and a glossary term, preferring one whose examples all pass."""
    candidates = [r for r in _rulings(site) if r["related"] and r["cards"] and r["terms"]]
    assert candidates, "no ruling has related rulings, cards and terms to try the links on"
    candidates.sort(key=lambda r: (r["examples"]["failed"] > 0, -r["examples"]["passed"], r["id"]))
    return candidates[0]


def _pages(site) -> list[str]:
    """Every HTML page of the built site, as a path from the site's root ("" for the home page)."""
    found = []
    for path in sorted(site.site_dir.rglob("index.html")):
        relative = path.parent.relative_to(site.site_dir).as_posix()
        if relative.startswith("r/"):
            continue  # the short links only lead on; they are tested on their own
        found.append("" if relative == "." else relative + "/")
    return found


def _wait_for_ruling(page, ruling_id: str) -> None:
    page.wait_for_selector(f"[data-ruling-id='{ruling_id}']")


SEARCH_WAIT = 60_000  # ms, generous: the worker reads the whole site's index while other workers build sites
# Counts what Material's search sends its worker (a query: type 2) and what it answers (results: type 3). The
# worker answers in order, so once it has answered as many times as it was asked, the results on the page are
# those of the last query.
COUNT_SEARCH = """(() => {
  const Native = window.Worker;
  const counts = window.__meccgSearch = {queries: [], answers: 0};
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", event => { if (event.data && event.data.type === 3) counts.answers += 1; });
    }
    postMessage(message, ...rest) {
      if (message && message.type === 2) counts.queries.push(message.data);
      return super.postMessage(message, ...rest);
    }
  };
})();"""


def search_for(page, text: str) -> None:
    """Open Material's search, wait until its index is loaded, type like a reader, then wait for the results of
    the whole query, not of a part of it typed on the way (``COUNT_SEARCH``).

    Until the search worker has loaded the index, Material shows "Initializing search" and
    drops what is typed; typing before that is what made this test fail one run in three.
    """
    assert page.evaluate("'__meccgSearch' in window"), "open the page in a context given COUNT_SEARCH"
    page.keyboard.press("s")  # Material's shortcut opens the search box
    meta = page.locator(".md-search-result__meta")
    page.wait_for_function("document.querySelector('.md-search-result__meta') && "
                           "!/initializ/i.test(document.querySelector('.md-search-result__meta').textContent)",
                           timeout=SEARCH_WAIT)
    assert meta.count() == 1
    search_again(page, text)


def search_again(page, text: str) -> None:
    """With the search box open and its index loaded (``search_for``), replace the query by ``text`` as a reader
    would and wait for the results of the whole of it: a second question costs no second reading of the index."""
    box = page.locator("input.md-search__input")
    box.fill("")
    box.press_sequentially(text, delay=20)
    page.wait_for_function("(text) => document.querySelector('input.md-search__input').value === text", arg=text)
    _answered(page, text)


def ask_at_once(page, text: str) -> None:
    """Like ``search_again``, but the question pasted whole: one query for the worker instead of one a letter."""
    box = page.locator("input.md-search__input")
    box.fill(text)
    box.press("End")  # Material reads the box when a key comes up
    _answered(page, text)


def _answered(page, text: str) -> None:
    """Wait until the search worker has answered the query ``text``, the last one asked (``COUNT_SEARCH``)."""
    page.wait_for_function("(text) => { const counts = window.__meccgSearch; const last = counts.queries.length;"
                           " return last > 0 && counts.queries[last - 1] === text && counts.answers >= last; }",
                           arg=text, timeout=SEARCH_WAIT)


def _result(page, href_part: str):
    result = page.locator(f".md-search-result__link[href*='{href_part}']").first
    result.wait_for(timeout=SEARCH_WAIT)
    return result


# ---------------------------------------------------------------------------------------------- search
def test_search_finds_a_card_and_reaches_its_page(server, page):
    base, site = server
    card = _pick_ruling(site)["cards"][0]
    page.goto(base + "/")
    assert "MECCG" in page.title()
    search_for(page, card)
    _result(page, f"/cards/{card_slug(card)}/").click()
    page.wait_for_url(re.compile(rf".*/cards/{card_slug(card)}/.*"))
    assert page.locator("h1").first.inner_text().strip().rstrip("¶") == card
    assert page.locator(".card-page .card-facts").count() == 1
    assert page.locator(".card-page .card-rulings a, .card-page .card-examples a").count() >= 1


def test_search_finds_rule_numbers_and_crf_bullets(server, page):
    base, site = server
    rulings = _rulings(site)
    coe = next((r, s["rule"]) for r in rulings for s in r["sources"]
               if s.get("doc") == "CoE rules" and str(s.get("rule", "")).count(".") >= 3)
    bullet = next((r, r["crf"][0]) for r in rulings if r["crf"])
    page.goto(base + "/")
    # one page: the index is read once; the bullet id pasted whole, as a reader copies it from a ruling or the
    # coverage page (typed letter by letter, its first letters "card" ask for most of the index, a query each)
    for ask, (ruling, words) in ((search_for, coe), (ask_at_once, bullet)):
        ask(page, words)
        _result(page, ruling["url"])  # the ruling that cites it is among the results


QUESTIONS = ROOT / "tests" / "search-questions.toml"
ANSWERED = 0.9  # of the questions, the share whose first five results must hold a ruling that answers it


def questions() -> list[dict]:
    """The players' questions of ``tests/search-questions.toml``, each with the ids of the rulings that answer it."""
    return tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["question"]


def test_search_answers_players_questions(server, page):
    """Asked as a player asks it ("can I respond to an on-guard card"), search puts a ruling that answers the
    question among its first five results for at least 90 % of the questions kept in the repository."""
    base, _ = server
    asked = questions()
    page.goto(base + "/")
    missed = []
    for number, question in enumerate(asked):
        (search_for if number == 0 else ask_at_once)(page, question["ask"])
        links = page.eval_on_selector_all(  # a result is a page, with the page's link first, then its sections'
            ".md-search-result__list > .md-search-result__item",
            "items => items.slice(0, 5).map(item => item.querySelector('.md-search-result__link').getAttribute('href'))")
        found = [urlparse(link).path.rstrip("/").split("/")[-1] for link in links]
        if not set(found) & set(question["rulings"]):
            missed.append(f"{question['ask']!r}: the first five were {', '.join(found) or 'nothing'}")
    assert len(missed) <= (1 - ANSWERED) * len(asked), (
        f"{len(missed)} of {len(asked)} questions have no ruling that answers them among the first five results "
        f"(at most {int((1 - ANSWERED) * len(asked))} may):\n  " + "\n  ".join(missed))


# ------------------------------------------------------------------------------------ ruling pages
def test_a_ruling_shows_its_badge_and_its_links_work_in_both_palettes(server, page):
    base, site = server
    ruling = _pick_ruling(site)
    page.goto(f"{base}/{ruling['url']}")
    root = page.locator("[data-ruling-id]")
    assert root.get_attribute("data-ruling-id") == ruling["id"]
    for status in ("passed", "failed", "skipped"):
        assert root.get_attribute(f"data-examples-{status}") == str(ruling["examples"][status])
    badge = page.locator(".ruling-badges > .ruling-badge")
    assert badge.is_visible()
    assert badge.inner_text().strip().endswith(ruling["badge"]["text"])
    assert page.locator(".scenario .scenario-mark").count() == ruling["examples"]["total"]

    ARTIFACTS.mkdir(exist_ok=True)
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "default"
    page.screenshot(path=str(ARTIFACTS / "ruling-light.png"), full_page=True)
    page.locator("label[for='__palette_1']").click()
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")
    page.screenshot(path=str(ARTIFACTS / "ruling-dark.png"), full_page=True)
    page.locator("label[for='__palette_0']").click()
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'default'")

    term = page.locator(".meccg-ruling a.glossary-term").first
    assert term.get_attribute("title"), "a glossary link carries its definition as a tooltip"
    term.click()
    page.wait_for_url(re.compile(r".*/glossary/#.+"))
    anchor = page.url.split("#", 1)[1]
    assert page.locator(f"[id='{anchor}']").count() == 1

    page.go_back()
    _wait_for_ruling(page, ruling["id"])
    about = page.locator("details.ruling-about")
    assert about.get_attribute("open") is None, "sources and links are folded at first"
    about.locator("summary").click()
    related = page.locator(".ruling-related a").first
    related.wait_for(state="visible")
    related_title = related.inner_text().strip()
    related.click()
    page.wait_for_function(f"document.querySelector('[data-ruling-id]') && "
                           f"document.querySelector('[data-ruling-id]').dataset.rulingId !== '{ruling['id']}'")
    reached = page.locator("[data-ruling-id]").get_attribute("data-ruling-id")   # the ruling the link names (its
    assert [r["title"] for r in _rulings(site) if r["id"] == reached] == [related_title]   # title; its H1 may differ)
    assert page.locator(".ruling-related a", has_text=ruling["title"]).count() == 1, \
        "the related ruling links back"


def test_a_short_link_leads_to_the_ruling_and_keeps_the_example(server, page):
    base, site = server
    ruling = next(r for r in _rulings(site) if r["examples"]["total"] >= 2)
    page.goto(f"{base}/{ruling['short_url']}#example-2")
    page.wait_for_url(f"{base}/{ruling['url']}#example-2")
    _wait_for_ruling(page, ruling["id"])
    mark = page.locator("#example-2 .scenario-mark a.example-anchor")
    assert mark.inner_text().startswith("Example 2")
    assert mark.get_attribute("href").endswith("#example-2"), "every example carries a link to itself"
    page.locator("details.ruling-about > summary").click()
    assert page.locator(".ruling-short-link").inner_text() == f"/r/{ruling['id']}/"


def test_as_in_leads_to_the_example_it_names(server, page):
    base, site = server
    uses = [path for path in site.site_dir.rglob("index.html") if 'class="as-in"' in path.read_text("utf-8")]
    assert uses, "no page uses 'As in NAME.'"
    url = uses[0].parent.relative_to(site.site_dir).as_posix() + "/"
    page.goto(f"{base}/{url}")
    link = page.locator("a.as-in").first
    name = link.inner_text()
    target = "#" + link.get_attribute("href").split("#", 1)[1]
    link.click()
    page.wait_for_url(re.compile(rf".*{re.escape(target)}$"))
    assert f"“{name}”" in page.locator(f"{target} .scenario-mark").inner_text(), "the named example shows its name"


# ------------------------------------------------------------------------------------ other pages
def test_the_all_rulings_table_filters_by_section_term_and_status(server, page):
    base, site = server
    rulings = _rulings(site)
    page.goto(f"{base}/rulings/")
    rows = page.locator("[data-rulings-filter] tbody tr")
    assert rows.count() == len(rulings)
    visible = page.locator("[data-rulings-filter] tbody tr:not([hidden])")

    order = [row.get_attribute("data-ruling") for row in rows.all()]
    first = {r["id"]: r["crf"][0] for r in rulings if r["crf"]}
    from meccg_rules.pages.crf import census
    positions = list(census().bullets)
    crf_ordered = [i for i in order if i in first]
    assert crf_ordered == sorted(crf_ordered, key=lambda i: positions.index(first[i])), "not in CRF order"

    section = page.locator("select[name=section] option").nth(1).get_attribute("value")
    page.select_option("select[name=section]", section)
    in_section = [r for r in rulings if page.locator(f"tr[data-ruling='{r['id']}']").get_attribute(
        "data-section") == section]
    assert visible.count() == len(in_section) > 0
    page.select_option("select[name=section]", "")

    term = next(r for r in rulings if r["terms"])["terms"][0]
    page.select_option("select[name=term]", term)
    assert visible.count() == len([r for r in rulings if term in r["terms"]]) > 0
    page.select_option("select[name=term]", "")

    page.select_option("select[name=status]", "skipped")
    assert visible.count() == len([r for r in rulings if r["badge"]["state"] == "skipped"]) > 0
    assert page.locator(".rulings-shown").inner_text() == f"{visible.count()} of {len(rulings)} shown"
    page.select_option("select[name=status]", "")
    assert visible.count() == len(rulings)


def test_a_card_page_lists_its_rulings_dated_with_badges(server, page):
    base, site = server
    ruling, card = next((r, c) for r in _rulings(site) for c in r["cards"]  # a dated ruling about the card
                        if r["date"] and "'" not in r["title"]
                        and c.casefold() in f"{r['title']} {r['statement']}".casefold())
    page.goto(f"{base}/cards/{card_slug(card)}/")
    assert page.locator(".card-facts dt", has_text=re.compile(r"^Card$")).count() == 1, "the facts carry labels"
    item = page.locator(".card-rulings li", has=page.locator(f"a:text-is('{ruling['title']}')"))
    assert item.locator("time.ruling-date").inner_text() == ruling["date"]
    assert item.locator(".ruling-badge").count() == 1
    examples = page.locator("details.card-examples")
    if examples.count():
        assert examples.get_attribute("open") is None, "the examples are folded"



def test_the_terms_tab_lists_every_term_and_a_rulings_terms_lead_to_it(server, page):
    base, site = server
    ruling = next(r for r in _rulings(site) if r["terms"] and "'" not in r["title"])
    page.goto(f"{base}/{ruling['url']}")
    page.locator("a.md-tabs__link", has_text="Terms").click()
    page.wait_for_url(re.compile(r".*/tags/$"))
    listed = page.locator("article h2[id^='tag:']")
    assert listed.count() == len({t for r in _rulings(site) for t in r["terms"]}), "every term, once"
    assert listed.first.is_visible()

    term = ruling["terms"][0]
    page.goto(f"{base}/{ruling['url']}")  # the ruling's terms (Material's tags, kept out of sight on a ruling)
    page.goto(page.locator("nav.md-tags a.md-tag", has_text=term).first.get_attribute("href"))
    heading = page.locator(f"[id='{page.url.split('#', 1)[1]}']")
    assert heading.locator(".md-tag").inner_text().strip() == term and heading.is_visible()
    assert heading.locator("xpath=following-sibling::ul[1]").locator(f"a:text-is('{ruling['title']}')").count() == 1


# ------------------------------------------------------------------------------------ accessibility
AXE_RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
COLOUR_RULES = ("color-contrast", "link-in-text-block")  # most of axe's time on a page of thousands of elements
LONG = os.environ.get("MECCG_LONG") == "1"
LONGEST = {"all rulings": "rulings/", "terms": "tags/", "coverage": "coverage/"}
DARK = ("home", "ruling", "card")  # the dark scheme changes colours only: these hold every kind of element


def _axe_problems(page, colours: bool = True) -> list[str]:
    """axe-core's serious and critical violations of WCAG 2.1 A and AA on the page as it is shown."""
    import axe_playwright_python

    page.evaluate((Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8"))
    options = {"runOnly": {"type": "tag", "values": AXE_RULES},
               "rules": {} if colours else {rule: {"enabled": False} for rule in COLOUR_RULES}}
    found = page.evaluate("options => axe.run(document, options)", options)
    return [f"{page.url}: {v['id']} ({v['impact']}) at {v['nodes'][0]['target']}: {v['nodes'][0]['failureSummary']}"
            for v in found["violations"] if v["impact"] in ("serious", "critical")]


def _show(page, address: str, scheme: str) -> None:
    page.goto(address)
    if scheme == "dark" and page.evaluate("document.body.getAttribute('data-md-color-scheme')") != "slate":
        page.locator("label[for='__palette_1']").click()
        page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_problem_on_a_page_of_each_kind(server, page, scheme):
    """A page of each kind: no serious or critical violation of WCAG 2.1 AA (the theme's tabs, the links in text
    and two unnamed widgets were: docs/assets/rulings.css, site/accessible.py)."""
    base, site = server
    ruling = _pick_ruling(site)
    kinds = {"home": "", "section": f"{ruling['url'].rsplit('/', 2)[0]}/", "ruling": ruling["url"],
             "card": f"cards/{card_slug(ruling['cards'][0])}/", "glossary": "glossary/", "status": "status/",
             "what changed": "changes/", "a section's coverage": "rulings/site-phase-on-guard-cards/coverage/"}
    problems = []
    for kind, url in kinds.items():
        if scheme == "light" or kind in DARK:
            _show(page, f"{base}/{url}", scheme)
            problems += _axe_problems(page)
    assert problems == [], "\n".join(problems)


@pytest.mark.long
@pytest.mark.parametrize("scheme", ["light", "dark"] if LONG else ["light"])
def test_axe_finds_no_serious_problem_on_the_longest_pages(server, page, scheme):
    """All rulings, Terms and the whole coverage. axe's two colour rules take 7 to 19 s on each of these pages
    here, so the default run leaves them out (and the dark scheme); the long run (dev.py test --long) checks all."""
    base, _ = server
    problems = []
    for url in LONGEST.values():
        _show(page, f"{base}/{url}", scheme)
        problems += _axe_problems(page, colours=LONG)
    assert problems == [], "\n".join(problems)


@dataclass
class Crawl:
    """What every page of the site showed: at phone size (width, text) and, for rulings, where the ruling starts."""

    pages: int = 0
    too_wide: list[str] = field(default_factory=list)
    characters: set[str] = field(default_factory=set)
    ruling_top: dict[str, dict[str, tuple[float, float, float]]] = field(default_factory=dict)  # id -> size -> y
    errors: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def crawl(server, browser) -> Crawl:
    """Every page, shown once at phone size; then every ruling page again, at desktop size.

    A reader goes from page to page by Material's instant navigation (``navigation.instant`` in mkdocs.yml: a
    click on a link to one of the site's pages pushes its address and swaps the fetched page's content in, the
    theme's scripts going on), and so does the crawl after a full load of the home page (``_follow``): about
    60 ms a page here, alone, against about 300 ms for a full load (about 80 ms of the browser's CPU). What a page
    shows after instant navigation is compared with what it shows loaded afresh on a sample of pages
    (``test_instant_navigation_shows_what_a_full_load_shows``).

    The search worker is left out (``without_search_worker``).
    """
    base, site = server
    context, tab = _open(browser, PHONE)
    without_search_worker(context)
    found = Crawl()
    rulings = {r["url"]: r for r in _rulings(site) if r["source_file"].startswith("docs/rulings/")}
    tab.goto(f"{base}/")
    for url in _pages(site):
        if url:
            _follow(tab, f"{base}/{url}")
        found.pages += 1
        width, characters = _shown(tab)
        if width > PHONE["width"]:
            found.too_wide.append(f"/{url} is {width} px wide")
        found.characters |= set(characters)
        if url in rulings:
            found.ruling_top[rulings[url]["id"]] = {"phone": _ruling_position(tab)}
    tab.set_viewport_size(DESKTOP)  # then the rulings again at desktop size: one layout each, not two resizes
    for url, ruling in rulings.items():
        _follow(tab, f"{base}/{url}")
        found.ruling_top.setdefault(ruling["id"], {})["desktop"] = _ruling_position(tab)
    context.close()
    found.errors = tab.console_errors
    return found


def without_search_worker(context) -> None:
    """Material starts its search worker on every full page load, and the worker then reads and indexes the whole
    search index, about as long as the page itself: the same script and the same index on every page, which the
    search tests above load for real. Here the worker is an empty script."""
    context.route("**/assets/javascripts/workers/search.*.js",
                  lambda route: route.fulfill(body="", content_type="application/javascript"))


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


def _follow(tab, url: str) -> None:
    """Go to ``url`` by instant navigation; fail if the browser shows another address."""
    shown = tab.evaluate(FOLLOW, url)
    assert urlparse(shown).path == urlparse(url).path, f"instant navigation to {url} showed {shown}"


def _shown(tab) -> list:
    """The page's width and the characters of its text as shown (each once)."""
    return tab.evaluate("[document.documentElement.scrollWidth, [...new Set(document.body.innerText)].join('')]")


def test_instant_navigation_shows_what_a_full_load_shows(server, browser):
    """The crawl goes by instant navigation: on every 20th page (rulings among them), the width, the title, the
    text below the header and where the ruling starts are the same as when the page is loaded afresh (without
    the search worker in both, as in the crawl; the header, whose search field says "Initializing search" until
    a worker has read the index, is left out)."""
    base, site = server
    pages = _pages(site)[1::20]
    assert len(pages) >= 20 and any(p.startswith("rulings/") and p.count("/") == 3 for p in pages)
    context, tab = _open(browser, PHONE)
    without_search_worker(context)
    fresh = {}
    for url in pages:
        tab.goto(f"{base}/{url}")
        fresh[url] = _compared(tab)
    tab.goto(f"{base}/")
    for url in pages:
        _follow(tab, f"{base}/{url}")
        shown = _compared(tab)
        lines = "\n".join(difflib.unified_diff(fresh[url]["text"].splitlines(), shown["text"].splitlines(),
                                               "loaded afresh", "after instant navigation", lineterm="", n=1))
        brief = [{k: v for k, v in found.items() if k != "text"} for found in (fresh[url], shown)]
        assert shown == fresh[url], f"/{url} differs after instant navigation: {brief[0]} then {brief[1]}\n{lines}"
    context.close()
    assert tab.console_errors == [], "\n".join(tab.console_errors)


def _compared(tab) -> dict:
    return {"width": tab.evaluate("document.documentElement.scrollWidth"), "title": tab.title(),
            "text": tab.evaluate("document.querySelector('.md-container').innerText"),
            "ruling": _ruling_position(tab)}


def _ruling_position(tab) -> tuple[float, float, float] | None:
    """(top of the badge, top of the ruling paragraph, its line height), or None when there is no ruling paragraph."""
    return tab.evaluate("""() => {
        const statement = document.querySelector('.meccg-ruling > .ruling-statement');
        const badge = document.querySelector('.meccg-ruling > .ruling-badges .ruling-badge');
        if (!statement || !badge) return null;
        return [badge.getBoundingClientRect().top, statement.getBoundingClientRect().top,
                parseFloat(getComputedStyle(statement).lineHeight)];
    }""")


def test_every_ruling_shows_its_ruling_on_the_first_screen(crawl):
    assert len(crawl.ruling_top) >= 30
    for ruling_id, sizes in crawl.ruling_top.items():
        for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            assert sizes.get(size) is not None, f"{ruling_id} shows no ruling paragraph under its badge ({size})"
            badge, top, line = sizes[size]
            assert badge < top, f"{ruling_id}: the badge is not above the ruling ({size})"
            assert top + line <= viewport["height"], \
                f"{ruling_id}: the ruling starts {top:.0f} px down, below the first {size} screen"


def test_no_page_is_wider_than_a_phone(crawl):
    assert crawl.pages >= 100
    assert crawl.too_wide == [], "pages wider than a phone:\n" + "\n".join(crawl.too_wide)


def test_no_page_reports_an_error_or_asks_another_host(crawl):
    assert crawl.errors == [], "\n".join(crawl.errors)


def test_every_character_has_a_glyph(crawl):
    lacking = _without_glyph(crawl.characters)
    assert lacking == [], f"characters no installed font can show (an empty box on screen): {lacking}"


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
