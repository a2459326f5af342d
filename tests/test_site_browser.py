"""The built site in a real browser: Debian's chromium, driven by Playwright, never a downloaded browser."""
from __future__ import annotations

import functools
import http.server
import json
import os
import re
import threading
from pathlib import Path

import pytest
from site_helpers import ROOT, real_site

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


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


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="light")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(f"console: {message.text}") if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: errors.append(f"request failed: {request.url}"))
    page.console_errors = errors
    yield page
    context.close()
    assert errors == [], "the browser reported errors:\n" + "\n".join(errors)


def _rulings(site) -> list[dict]:
    return json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]


def _pick_ruling(site) -> dict:
    """A ruling with a related ruling, a card and a glossary term, preferring one whose examples all pass."""
    candidates = [r for r in _rulings(site) if r["related"] and r["cards"] and r["terms"]]
    assert candidates, "no ruling has related rulings, cards and terms to try the links on"
    candidates.sort(key=lambda r: (r["examples"]["failed"] > 0, -r["examples"]["passed"]))
    return candidates[0]


def search_for(page, text: str) -> None:
    """Open Material's search, wait until its index is loaded, then type like a reader.

    Until the search worker has loaded the index, Material shows "Initializing search" and
    drops what is typed; typing before that is what made this test fail one run in three.
    """
    page.keyboard.press("s")  # Material's shortcut opens the search box
    meta = page.locator(".md-search-result__meta")
    page.wait_for_function("document.querySelector('.md-search-result__meta') && "
                           "!/initializ/i.test(document.querySelector('.md-search-result__meta').textContent)",
                           timeout=15000)
    assert meta.count() == 1
    page.locator("input.md-search__input").press_sequentially(text, delay=20)


def test_search_finds_a_card_and_reaches_its_page(server, page):
    base, site = server
    card = _pick_ruling(site)["cards"][0]
    page.goto(base + "/")
    assert "MECCG" in page.title()
    search_for(page, card)
    from meccg_rules.pages.front_matter import card_slug
    result = page.locator(f".md-search-result__link[href*='/cards/{card_slug(card)}/']").first
    result.wait_for(timeout=15000)
    result.click()
    page.wait_for_url(re.compile(rf".*/cards/{card_slug(card)}/.*"))
    assert page.locator("h1").first.inner_text().strip().rstrip("¶") == card
    assert page.locator(".card-page .ruling-list a").count() >= 1


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
    assert re.search(r"pass|fail|skipped|no examples", badge.inner_text())
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
    page.wait_for_selector(f"[data-ruling-id='{ruling['id']}']")
    page.locator("details.ruling-about > summary").click()
    related = page.locator(".ruling-related a").first
    related_title = related.inner_text().strip()
    related.click()
    page.wait_for_function(f"document.querySelector('[data-ruling-id]') && "
                           f"document.querySelector('[data-ruling-id]').dataset.rulingId !== '{ruling['id']}'")
    assert page.locator("h1").first.inner_text().strip().startswith(related_title[:20])
    assert page.locator(".ruling-related a", has_text=ruling["title"]).count() == 1, \
        "the related ruling links back"
