"""Every card page of the built site, shown at phone size in a real browser: none is wider than the phone, none
reports an error or asks another host, every character has a glyph, and a sample shows in chromium loaded afresh
what it showed in the crawl (``crawl_helpers``; the other pages: ``test_site_crawl_pages.py``)."""
from __future__ import annotations

import pytest
from browser_helpers import PHONE, site_pages
from browser_helpers import chromium, headless_shell, playwright_driver, served_site  # noqa: F401 (fixtures)
from crawl_helpers import AtPhoneSize, Crawl, crawl

pytestmark = pytest.mark.heavy(19, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def shown(server, crawler) -> Crawl:
    _, site = server
    cards = [url for url in site_pages(site) if url.startswith("cards/")]
    assert len(cards) >= 100, "the site has hardly any card pages"
    return crawl(server, crawler, cards, PHONE)


class TestAtPhoneSize(AtPhoneSize):
    pass
