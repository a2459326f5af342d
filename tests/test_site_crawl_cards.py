"""Every card page of the built site, shown at phone size in a real browser: none is wider than the phone, none
reports an error or asks another host, and every character has a glyph (the other pages:
``test_site_crawl_pages.py``)."""
from __future__ import annotations

import pytest
from browser_helpers import (PHONE, Crawl, assert_every_character_has_a_glyph, assert_no_error_or_other_host,
                             assert_no_page_wider_than_a_phone, crawl, site_pages)
from browser_helpers import chromium, served_site  # noqa: F401 (the fixtures browser, server)

pytestmark = pytest.mark.heavy(50)  # seconds, roughly: pytest-xdist hands the heaviest files out first


@pytest.fixture(scope="module")
def shown(server, browser) -> Crawl:
    _, site = server
    cards = [url for url in site_pages(site) if url.startswith("cards/")]
    assert len(cards) >= 100, "the site has hardly any card pages"
    return crawl(server, browser, cards, PHONE)


def test_no_page_is_wider_than_a_phone(shown):
    assert_no_page_wider_than_a_phone(shown)


def test_no_page_reports_an_error_or_asks_another_host(shown):
    assert_no_error_or_other_host(shown)


def test_every_character_has_a_glyph(shown):
    assert_every_character_has_a_glyph(shown)
