"""Every ruling page of the built site, shown at desktop size in a real browser: each starts its ruling on the first
screen, and none reports an error or asks another host (at phone size: ``test_site_crawl_pages.py``)."""
from __future__ import annotations

import pytest
from browser_helpers import (DESKTOP, Crawl, assert_no_error_or_other_host, assert_rulings_on_the_first_screen, crawl,
                             ruling_urls)
from browser_helpers import headless_shell, playwright_driver, served_site  # noqa: F401 (fixtures)

pytestmark = pytest.mark.heavy(55, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def shown(server, crawler) -> Crawl:
    _, site = server
    return crawl(server, crawler, ruling_urls(site), DESKTOP)


def test_every_ruling_shows_its_ruling_on_the_first_screen(shown):
    assert_rulings_on_the_first_screen(shown, DESKTOP, "desktop")


def test_no_page_reports_an_error_or_asks_another_host(shown):
    assert_no_error_or_other_host(shown)
