"""Every page of the built site but the card pages, shown at phone size in a real browser: none is wider than
the phone, none reports an error or asks another host, every character has a glyph, and each ruling starts on the
first screen; and what the crawl shows (Chromium's headless browser, instant navigation) is what a reader's
chromium shows loading the page afresh. (The card pages:
``test_site_crawl_cards.py``; the rulings at desktop size: ``test_site_crawl_desktop.py``.)"""
from __future__ import annotations

import difflib

import pytest
from browser_helpers import (PHONE, AtPhoneSize, Crawl, assert_rulings_on_the_first_screen, crawl, follow, open_tab,
                             ruling_position, site_pages)
from browser_helpers import chromium, headless_shell, playwright_driver, served_site  # noqa: F401 (fixtures)

pytestmark = pytest.mark.heavy(100, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def shown(server, crawler) -> Crawl:
    _, site = server
    return crawl(server, crawler, [url for url in site_pages(site) if not url.startswith("cards/")], PHONE)


def test_every_ruling_shows_its_ruling_on_the_first_screen(shown):
    assert_rulings_on_the_first_screen(shown, PHONE, "phone")


class TestAtPhoneSize(AtPhoneSize):
    pass


def test_instant_navigation_shows_what_a_full_load_shows(server, browser, crawler):
    """The crawl runs Chromium's headless browser and goes by instant navigation: on every 20th page (rulings among
    them), the width, the title, the text below the header and where the ruling starts are the same there as in
    chromium, a reader's browser, loading the page afresh (without the search worker in both, as in the crawl; the
    header, whose search field says "Initializing search" until a worker has read the index, is left out)."""
    base, site = server
    pages = site_pages(site)[1::20]
    assert len(pages) >= 20 and any(p.startswith("rulings/") and p.count("/") == 3 for p in pages)
    fresh = {}
    context, tab = open_tab(browser, PHONE, search=False)
    for url in pages:
        tab.goto(f"{base}/{url}")
        fresh[url] = _compared(tab)
    context.close()
    assert tab.console_errors == [], "\n".join(tab.console_errors)
    context, tab = open_tab(crawler, PHONE, search=False)
    tab.goto(f"{base}/")
    for url in pages:
        follow(tab, f"{base}/{url}")
        shown = _compared(tab)
        lines = "\n".join(difflib.unified_diff(fresh[url]["text"].splitlines(), shown["text"].splitlines(),
                                               "in chromium, loaded afresh", "in the crawl", lineterm="", n=1))
        brief = [{k: v for k, v in found.items() if k != "text"} for found in (fresh[url], shown)]
        assert shown == fresh[url], f"/{url} differs in the crawl: {brief[0]} then {brief[1]}\n{lines}"
    context.close()
    assert tab.console_errors == [], "\n".join(tab.console_errors)


def _compared(tab) -> dict:
    return {"width": tab.evaluate("document.documentElement.scrollWidth"), "title": tab.title(),
            "text": tab.evaluate("document.querySelector('.md-container').innerText"),
            "ruling": ruling_position(tab)}

