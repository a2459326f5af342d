"""Every ruling page of the built site, shown at desktop size in a real browser: each starts its ruling on the first
screen, none reports an error or asks another host, and a sample shows in chromium loaded afresh what it showed in
the crawl (``crawl_helpers``; at phone size: ``test_site_crawl_pages.py``)."""
from __future__ import annotations

import pytest
from browser_helpers import DESKTOP
from browser_helpers import chromium, headless_shell, playwright_driver, served_site  # noqa: F401 (fixtures)
from crawl_helpers import (Crawl, assert_a_full_load_shows_the_same, assert_no_error_or_other_host,
                           assert_rulings_on_the_first_screen, crawl, ruling_urls)

pytestmark = pytest.mark.heavy(24, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def shown(server, crawler) -> Crawl:
    _, site = server
    return crawl(server, crawler, ruling_urls(site), DESKTOP)


def test_every_ruling_shows_its_ruling_on_the_first_screen(shown):
    assert_rulings_on_the_first_screen(shown, DESKTOP, "desktop")


def test_no_page_reports_an_error_or_asks_another_host(shown):
    assert_no_error_or_other_host(shown)


def test_a_full_load_shows_what_the_crawl_showed(server, browser, shown):
    assert_a_full_load_shows_the_same(server, browser, shown, DESKTOP)
