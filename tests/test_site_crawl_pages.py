"""Every page of the built site but the card pages, shown at phone size in a real browser: none is wider than
the phone, none reports an error or asks another host, every character has a glyph, each ruling starts on the
first screen, and a sample shows in chromium loaded afresh what it showed in the crawl (``crawl_helpers``; the card
pages: ``test_site_crawl_cards.py``; the rulings at desktop size: ``test_site_crawl_desktop.py``)."""
from __future__ import annotations

import pytest
from browser_helpers import PHONE, site_pages
from browser_helpers import chromium, headless_shell, playwright_driver, served_site  # noqa: F401 (fixtures)
from crawl_helpers import AtPhoneSize, Crawl, assert_rulings_on_the_first_screen, crawl

pytestmark = pytest.mark.heavy(36, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def shown(server, crawler) -> Crawl:
    _, site = server
    return crawl(server, crawler, [url for url in site_pages(site) if not url.startswith("cards/")], PHONE)


def test_every_ruling_shows_its_ruling_on_the_first_screen(shown):
    assert_rulings_on_the_first_screen(shown, PHONE, "phone")


class TestAtPhoneSize(AtPhoneSize):
    pass
