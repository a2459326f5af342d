"""The built site in a real browser (Debian's chromium, driven by Playwright, never a downloaded browser): what the
browser test files share. Each file serves the run's one build of the real site (``site_helpers.real_site``), so
that pytest-xdist can give the files to different workers; the files a worker runs share its Playwright driver and
one browser of each kind (``shared_browser``), each test in a context (a tab) of its own: starting the driver and
launching chromium took about 1.4 s of processor time, again for every file.

The crawls, which show every page at phone size and every ruling at desktop size (``crawl_helpers``), run
Debian's chromium-headless-shell (``crawler``): Chromium's own headless browser, built from the same sources as
the chromium package, and the build Playwright itself runs for headless tests. It draws the same pages with less
work around them (no browser window to composite: about 0.7 of chromium's processor time a page here, measured
back to back). A reader's browser is chromium itself, so everything else runs there, and a sample of each crawl's
pages loaded afresh in chromium must show what the crawl saw.

Every page opened here records console errors, page errors, failed requests and any request to a host other than
the local server; a test fails if there is any. Nothing here sleeps: each step waits for what it needs
(Material's search index, the next page's root element, a URL).

The fixtures ``server``, ``driver``, ``browser``, ``crawler`` and ``page`` are defined here under other names
(``served_site``, ``playwright_driver``, ``chromium``, ``headless_shell``, ``fresh_page``): a test file imports
those, and pytest finds each by the name it gives.
"""
from __future__ import annotations

import atexit
import functools
import http.server
import json
import os
import re
import threading
from pathlib import Path
from urllib.parse import urlparse, urlsplit

import pytest
from site_helpers import ROOT, real_site

CHROMIUM = Path("/usr/bin/chromium")
HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")  # Debian's package chromium-headless-shell
ARTIFACTS = ROOT / "test-artifacts"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def require_browser(browser: Path = CHROMIUM) -> None:
    if browser.exists():
        return
    package = browser.name
    reason = (f"Debian's {package} is not installed at {browser}, so the browser check cannot run; "
              f"install it with: python3 dev.py setup (as root), or: sudo apt-get install {package}")
    if os.environ.get("MECCG_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + " (MECCG_REQUIRE_BROWSER=1 makes this a failure)")
    pytest.skip(reason)


SEARCH_WORKER = re.compile(r"/assets/javascripts/workers/search\.[\w.]+\.js")  # Material's, by its address
SEARCH_INDEX = "/search/search_index.json"
WITHOUT_SEARCH = "X-Without-Search"  # a request header (``without_search_worker``)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """The built site, served as a static host serves it; for a tab that asks to be without Material's search
    (``without_search_worker``), its worker is an empty script and its index holds no page."""

    def do_GET(self) -> None:
        path = urlsplit(self.path).path
        worker = SEARCH_WORKER.fullmatch(path) is not None
        if self.headers.get(WITHOUT_SEARCH) and (worker or path.endswith(SEARCH_INDEX)):
            body = b"" if worker else _no_page_index(self.directory)
            self.send_response(200)
            self.send_header("Content-Type", "application/javascript" if worker else "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def log_message(self, *args) -> None:
        pass


@functools.cache
def _no_page_index(directory: str) -> bytes:
    """The site's search index with its configuration and no page."""
    config = json.loads(Path(directory, SEARCH_INDEX.lstrip("/")).read_text(encoding="utf-8"))["config"]
    return json.dumps({"config": config, "docs": []}).encode()


@pytest.fixture(scope="module", name="server")
def served_site():
    require_browser()
    site = real_site()
    assert site.aborted is None, site.problem()
    handler = functools.partial(QuietHandler, directory=str(site.site_dir))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", site
    httpd.shutdown()
    httpd.server_close()


@functools.cache
def _driver():
    """This process's Playwright driver (it cannot be started twice in one thread), stopped as the process ends."""
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    atexit.register(playwright.stop)
    return playwright


@functools.cache
def shared_browser(executable: Path = CHROMIUM):
    """This process's browser ``executable``, launched for the first test file that asks and closed as the process
    ends (before the driver: ``atexit`` runs the last registered first). Every test opens its own context."""
    require_browser(executable)
    browser = _driver().chromium.launch(executable_path=str(executable), args=ARGS)
    atexit.register(browser.close)
    return browser


@pytest.fixture(scope="module", name="driver")
def playwright_driver(server):
    """Playwright's driver, this process's (``_driver``)."""
    return _driver()


@pytest.fixture(scope="module", name="browser")
def chromium(driver):
    return shared_browser(CHROMIUM)


@pytest.fixture(scope="module", name="crawler")
def headless_shell(driver):
    """Chromium's headless browser, for the crawls (see the module's docstring)."""
    return shared_browser(HEADLESS_SHELL)


def open_tab(browser, viewport: dict, search: bool = True):
    """A tab of its own (a new context) at the size ``viewport`` recording what goes wrong; ``search=False`` leaves
    Material's search worker out (``without_search_worker``)."""
    context = browser.new_context(viewport=viewport, color_scheme="light")
    if not search:
        without_search_worker(context)
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


@pytest.fixture(name="page")
def fresh_page(browser):
    """A tab at desktop size without Material's search worker (``without_search_worker``): the search tests share a
    tab with it (``searching`` in ``test_site_browser.py``)."""
    context, page = open_tab(browser, DESKTOP, search=False)
    yield page
    context.close()
    assert page.console_errors == [], "the browser reported errors:\n" + "\n".join(page.console_errors)


def rulings_of(site) -> list[dict]:
    return json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]


def pick_ruling(site) -> dict:
    """A ruling with a related ruling, a card and a glossary term, preferring one whose examples all pass."""
    candidates = [r for r in rulings_of(site) if r["related"] and r["cards"] and r["terms"]]
    assert candidates, "no ruling has related rulings, cards and terms to try the links on"
    candidates.sort(key=lambda r: (r["examples"]["failed"] > 0, -r["examples"]["passed"], r["id"]))
    return candidates[0]


def site_pages(site) -> list[str]:
    """Every HTML page of the built site, as a path from the site's root ("" for the home page)."""
    found = []
    for path in sorted(site.site_dir.rglob("index.html")):
        relative = path.parent.relative_to(site.site_dir).as_posix()
        if relative.startswith("r/"):
            continue  # the short links only lead on; they are tested on their own
        found.append("" if relative == "." else relative + "/")
    return found


def wait_for_ruling(page, ruling_id: str) -> None:
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
    open_search(page)
    search_again(page, text)


def open_search(page) -> None:
    """Open Material's search by its shortcut and wait until its worker has loaded the index."""
    assert page.evaluate("'__meccgSearch' in window"), "open the page in a context given COUNT_SEARCH"
    page.keyboard.press("s")  # Material's shortcut opens the search box
    meta = page.locator(".md-search-result__meta")
    page.wait_for_function("document.querySelector('.md-search-result__meta') && "
                           "!/initializ/i.test(document.querySelector('.md-search-result__meta').textContent)",
                           timeout=SEARCH_WAIT)
    assert meta.count() == 1


def search_again(page, text: str) -> None:
    """With the search box open and its index loaded (``search_for``), replace the query by ``text`` as a reader
    would and wait for the results of the whole of it: a second question costs no second reading of the index."""
    box = page.locator("input.md-search__input")
    box.fill("")
    box.press_sequentially(text, delay=20)
    page.wait_for_function("(text) => document.querySelector('input.md-search__input').value === text", arg=text)
    answered(page, text)


def ask_at_once(page, text: str) -> None:
    """Like ``search_again``, but the question pasted whole: one query for the worker instead of one a letter."""
    box = page.locator("input.md-search__input")
    box.fill(text)
    box.press("End")  # Material reads the box when a key comes up
    answered(page, text)


def answered(page, text: str) -> None:
    """Wait until the search worker has answered the query ``text``, the last one asked (``COUNT_SEARCH``)."""
    page.wait_for_function("(text) => { const counts = window.__meccgSearch; const last = counts.queries.length;"
                           " return last > 0 && counts.queries[last - 1] === text && counts.answers >= last; }",
                           arg=text, timeout=SEARCH_WAIT)


def search_result(page, href_part: str):
    result = page.locator(f".md-search-result__link[href*='{href_part}']").first
    result.wait_for(timeout=SEARCH_WAIT)
    return result


def without_search_worker(context) -> None:
    """Material starts its search on every full page load: the page fetches the whole search index and hands it
    to the search worker, which indexes it: about 2.3 s of processor time a load against 0.3 s for the rest of a
    ruling page (measured on 5 pages, the worker's reading waited for, against a tab without it). It is the same
    script and the same index on every page, which the search tests load for real (``searching`` in
    ``test_site_browser.py``, once for all of them). Here every request of the context says in a header that it is
    without search, and the server (``QuietHandler``) answers with an empty worker and an index of no page.

    Not a Playwright route: Playwright turns the browser's cache off in a context that routes requests, and each
    page then fetches and compiles the theme's scripts anew. On 40 ruling pages loaded one after the other, a load
    took 0.38 s of processor time with the worker routed to an empty script, 0.27 s with it served empty, and
    0.22 s with the index of no page too."""
    context.set_extra_http_headers({WITHOUT_SEARCH: "1"})
