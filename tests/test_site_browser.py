"""The built site in a real browser: search, ruling pages and the other pages a reader goes through, as a reader
uses them (the shared parts: ``browser_helpers.py``; accessibility: ``test_site_accessibility.py``; every page
shown at phone and desktop sizes: ``test_site_crawl_*.py``)."""
from __future__ import annotations

import re
import tomllib
from urllib.parse import urlparse

import pytest
from browser_helpers import (ARTIFACTS, DESKTOP, ask_at_once, open_search, open_tab, pick_ruling, rulings_of,
                             search_again, search_result, wait_for_ruling)
from browser_helpers import chromium, fresh_page, playwright_driver, served_site  # noqa: F401 (fixtures)
from site_helpers import ROOT

from meccg_rules.pages.front_matter import card_slug

pytestmark = pytest.mark.heavy(66, shared_site=True)  # seconds, roughly; reads the run's one build


# ---------------------------------------------------------------------------------------------- search
@pytest.fixture(scope="module")
def searching(server, browser):
    """The home page with its search open, shared by the search tests, as a reader who searches several times in
    one visit: Material's search worker reads the site's whole index once (several seconds, most of what such a
    test takes). A test may leave the tab elsewhere (the card search follows a result): ``asking``."""
    base, _ = server
    context, tab = open_tab(browser, DESKTOP)
    tab.goto(base + "/")
    assert "MECCG" in tab.title()
    open_search(tab)
    yield tab
    context.close()
    assert tab.console_errors == [], "the browser reported errors:\n" + "\n".join(tab.console_errors)


@pytest.fixture
def asking(searching):
    """The shared tab with its search open, opened again (``open_search``) on the page it shows if a test closed it:
    the worker has read the index already."""
    if not searching.evaluate("document.querySelector('[data-md-toggle=search]').checked"):
        open_search(searching)
    return searching


def test_search_finds_a_card_and_reaches_its_page(server, asking):
    page = asking
    _, site = server
    card = pick_ruling(site)["cards"][0]
    search_again(page, card)  # typed letter by letter, as a reader types it
    search_result(page, f"/cards/{card_slug(card)}/").click()
    page.wait_for_url(re.compile(rf".*/cards/{card_slug(card)}/.*"))
    assert page.locator("h1").first.inner_text().strip().rstrip("¶") == card
    assert page.locator(".card-page .card-facts").count() == 1
    assert page.locator(".card-page .card-rulings a, .card-page .card-examples a").count() >= 1


def test_search_finds_rule_numbers_and_crf_bullets(server, asking):
    _, site = server
    page = asking
    rulings = rulings_of(site)
    coe = next((r, s["rule"]) for r in rulings for s in r["sources"]
               if s.get("doc") == "CoE rules" and str(s.get("rule", "")).count(".") >= 3)
    bullet = next((r, r["crf"][0]) for r in rulings if r["crf"])
    # the bullet id pasted whole, as a reader copies it from a ruling or the coverage page (typed letter by letter,
    # its first letters "card" ask for most of the index, a query each)
    for ask, (ruling, words) in ((search_again, coe), (ask_at_once, bullet)):
        ask(page, words)
        search_result(page, ruling["url"])  # the ruling that cites it is among the results
    assert page.console_errors == [], "\n".join(page.console_errors)


QUESTIONS = ROOT / "tests" / "search-questions.toml"
ANSWERED = 0.9  # of the questions, the share whose first five results must hold a ruling that answers it


def questions() -> list[dict]:
    """The players' questions of ``tests/search-questions.toml``, each with the ids of the rulings that answer it."""
    return tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["question"]


def test_search_answers_players_questions(asking):
    """Asked as a player asks it ("can I respond to an on-guard card"), search puts a ruling that answers the
    question among its first five results for at least 90 % of the questions kept in the repository."""
    page = asking
    asked = questions()
    missed = []
    for question in asked:  # pasted whole: typing letter by letter is the card and rule-number searches' part
        ask_at_once(page, question["ask"])   # (typed, this test's first question took 13 s: a query a letter)
        links = page.eval_on_selector_all(  # a result is a page, with the page's link first, then its sections'
            ".md-search-result__list > .md-search-result__item",
            "items => items.slice(0, 5).map(item => item.querySelector('.md-search-result__link').getAttribute('href'))")
        found = [urlparse(link).path.rstrip("/").split("/")[-1] for link in links]
        if not set(found) & set(question["rulings"]):
            missed.append(f"{question['ask']!r}: the first five were {', '.join(found) or 'nothing'}")
    assert page.console_errors == [], "\n".join(page.console_errors)
    assert len(missed) <= (1 - ANSWERED) * len(asked), (
        f"{len(missed)} of {len(asked)} questions have no ruling that answers them among the first five results "
        f"(at most {int((1 - ANSWERED) * len(asked))} may):\n  " + "\n  ".join(missed))


# ------------------------------------------------------------------------------------ ruling pages
def test_a_ruling_shows_its_badge_and_its_links_work_in_both_palettes(server, page):
    base, site = server
    ruling = pick_ruling(site)
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
    wait_for_ruling(page, ruling["id"])
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
    assert [r["title"] for r in rulings_of(site) if r["id"] == reached] == [related_title]   # title; its H1 may differ)
    assert page.locator(".ruling-related a", has_text=ruling["title"]).count() == 1, \
        "the related ruling links back"


def test_a_short_link_leads_to_the_ruling_and_keeps_the_example(server, page):
    base, site = server
    ruling = next(r for r in rulings_of(site) if r["examples"]["total"] >= 2)
    page.goto(f"{base}/{ruling['short_url']}#example-2")
    page.wait_for_url(f"{base}/{ruling['url']}#example-2")
    wait_for_ruling(page, ruling["id"])
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
    rulings = rulings_of(site)
    page.goto(f"{base}/rulings/")
    rows = page.locator("[data-rulings-filter] tbody tr")
    assert rows.count() == len(rulings)
    visible = page.locator("[data-rulings-filter] tbody tr:not([hidden])")

    # every row's ruling and section, read at once (a question to the browser a row took seconds)
    listed = page.eval_on_selector_all("[data-rulings-filter] tbody tr",
                                       "rows => rows.map(row => [row.dataset.ruling, row.dataset.section])")
    order = [ruling for ruling, _ in listed]
    first = {r["id"]: r["crf"][0] for r in rulings if r["crf"]}
    from meccg_rules.pages.crf import census
    positions = list(census().bullets)
    crf_ordered = [i for i in order if i in first]
    assert crf_ordered == sorted(crf_ordered, key=lambda i: positions.index(first[i])), "not in CRF order"

    section = page.locator("select[name=section] option").nth(1).get_attribute("value")
    page.select_option("select[name=section]", section)
    in_section = [ruling for ruling, its in listed if its == section]
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
    ruling, card = next((r, c) for r in rulings_of(site) for c in r["cards"]  # a dated ruling about the card
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
    ruling = next(r for r in rulings_of(site) if r["terms"] and "'" not in r["title"])
    page.goto(f"{base}/{ruling['url']}")
    page.locator("a.md-tabs__link", has_text="Terms").click()
    page.wait_for_url(re.compile(r".*/tags/$"))
    listed = page.locator("article h2[id^='tag:']")
    assert listed.count() == len({t for r in rulings_of(site) for t in r["terms"]}), "every term, once"
    assert listed.first.is_visible()

    term = ruling["terms"][0]
    page.goto(f"{base}/{ruling['url']}")  # the ruling's terms (Material's tags, kept out of sight on a ruling)
    page.goto(page.locator("nav.md-tags a.md-tag", has_text=term).first.get_attribute("href"))
    heading = page.locator(f"[id='{page.url.split('#', 1)[1]}']")
    assert heading.locator(".md-tag").inner_text().strip() == term and heading.is_visible()
    assert heading.locator("xpath=following-sibling::ul[1]").locator(f"a:text-is('{ruling['title']}')").count() == 1
