"""One build of the real docs, watched three ways and built the other way: the partials rendered once per build
(``site.nav_cache``), the ``config`` block kept per set of answers (``site.config_block``) and the search index cut by
``site.search_sections`` are each, on every page, what Material renders or computes itself; and with the
extension's views left as elements, every file is the one the run's shared build writes, which stashes them as
finished HTML (``site.finished``), apart from the build's time. The watches and the other way share one build
because each only observes it or must give the same bytes (a full build of the real docs is the suite's costliest
step); the small sites that change the configuration or rebuild stay in ``test_nav_cache.py``,
``test_config_block.py``, ``test_search_sections.py`` and ``test_finished.py`` (a failing example's views)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from material.plugins.search.plugin import SearchIndex
from site_helpers import ROOT, build_site, real_site
from test_finished import assert_same_apart_from_the_build_time, leaving_elements
from test_nav_cache import Both, checked_here

from meccg_rules.site import (
    config_block,
    nav_cache,
    search_sections,
    search_view,
    search_words,
)
from meccg_rules.site.search_sections import SUPPORTED

pytestmark = pytest.mark.heavy(29, shared_site=True)  # seconds, roughly; reads the run's one build too


@dataclass
class Watched:
    site: Path
    nav: Both  # every nav, tabs, search form and palette rendered both ways
    config: Both  # every config block rendered both ways
    own: list[SearchIndex] = field(default_factory=list)  # the plugin's untouched index, fed every page
    read: list[str] = field(default_factory=list)  # every page's HTML search_sections read
    left: list = field(default_factory=list)  # an item for each view left as elements


def _watch_search(monkeypatch, watched: Watched) -> None:
    """Beside the index the build writes, the plugin's own ``SearchIndex`` is fed every page as MkDocs gave it (the
    plugin's untouched code)."""
    lighten = search_view.lighten

    def lighten_and_watch(plugin, plugins):
        lighten(plugin, plugins)
        assert not [event for event in plugins.events["page_context"] if getattr(event, "__self__", None) is plugin]
        index = plugin.search_index
        shadow = SearchIndex(**index.config)
        watched.own.append(shadow)
        add = index.add_entry_from_context

        def add_entry_from_context(page):
            SearchIndex.add_entry_from_context(shadow, page)
            add(page)

        index.add_entry_from_context = add_entry_from_context

    sections_of = search_sections.sections
    monkeypatch.setattr(search_view, "lighten", lighten_and_watch)
    monkeypatch.setattr(search_sections, "sections", lambda html: watched.read.append(html) or sections_of(html))


@pytest.fixture(scope="module")
def real_docs(tmp_path_factory) -> Watched:
    site = tmp_path_factory.mktemp("both-ways") / "site"
    with pytest.MonkeyPatch.context() as monkeypatch:
        watched = Watched(site, Both(monkeypatch), Both(monkeypatch, config_block.ConfigBlock))
        _watch_search(monkeypatch, watched)
        watched.left = leaving_elements(monkeypatch)
        build = build_site(ROOT / "mkdocs.yml", site)
    assert build.aborted is None, build.problem()
    return watched


@checked_here
def test_every_page_of_the_real_docs_gets_the_nav_and_tabs_material_renders(real_docs):
    nav = real_docs.nav
    assert nav.differing() == []
    kept = {(name, url) for name, url, _, _ in nav.kept()}
    every = {(name, url) for name, url, _, _ in nav.calls}
    urls = {url for _, url in kept}
    # the pages outside the nav, at every depth, and the 404 page (no page: URLs from the site's root)
    assert None in urls
    assert any(url.startswith("cards/") and url.count("/") == 2 for url in urls if url)
    assert any(url.startswith("rulings/") and url.count("/") == 3 for url in urls if url)
    assert {name for name, _ in kept} == set(nav_cache.PARTIALS)
    # the pages in the nav (home, section index pages, pages with their table of contents in the nav) go
    # through Material's template
    for url in ("", "glossary/", "rulings/", "development/site/"):
        assert ("partials/nav.html", url) in every and ("partials/nav.html", url) not in kept
    sections = [url for _, url in every - kept if url and url.startswith("rulings/") and url.count("/") == 2]
    assert sections, "no section index page was rendered"
    # most pages are outside the nav, and each partial was rendered with markers once for all of them
    assert len(kept) > 0.8 * len(every)


@checked_here
def test_the_nav_kept_for_a_page_outside_it_shows_the_section_it_belongs_to(real_docs):
    """The 404 page belongs to no section of the nav: nothing is active. A ruling belongs to its section's
    page, which is active (and with it the Rulings tab)."""
    kept = {(name, url): text for name, url, text, _ in real_docs.nav.kept()}
    lost = kept[("partials/nav.html", None)]
    assert "--active" not in lost and "checked" not in lost
    ruling = next((url, text) for (name, url), text in kept.items() if name == "partials/nav.html" and url
                  and url.startswith("rulings/") and url.count("/") == 3)
    section = ruling[0].rsplit("/", 2)[0] + "/"
    active = re.findall(r'class="md-nav__item md-nav__item--active[^"]*"[^<]*<(?:input|a)[^>]*>', ruling[1])
    assert active and "checked" in ruling[1] and nav_cache.MARK not in ruling[1]
    tabs = next(text for (name, url), text in kept.items() if name == "partials/tabs.html" and url == ruling[0])
    assert re.search(r'md-tabs__item--active">\s*<a href="[^"]*"[^>]*>\s*Rulings', tabs), section


@checked_here
def test_every_page_of_the_real_docs_gets_the_config_material_renders(real_docs):
    both = real_docs.config
    assert both.differing() == []
    kept = [url for _, url, text, _ in both.calls if text is not None]
    assert len(kept) == len(both.calls) - 1  # all but the 404 page, which has no page
    assert {url.count("/") for url in kept if url} >= {1, 2, 3}  # pages at every depth
    texts = {text for _, _, text, _ in both.calls if text is not None}
    assert len(texts) < 10, "one text per depth, not per page"
    for text in texts:  # each is the JSON the theme's scripts read, with the worker's address from the page
        found = json.loads(re.search(r'<script id="__config" type="application/json">(.*?)</script>', text, re.S)
                           .group(1))
        assert found["search"].endswith(".min.js") and found["base"].count("..") == found["search"].count("..")


def test_the_real_docs_search_index_is_the_one_the_plugin_computes_itself(real_docs):
    """The two indexes must be equal entry by entry, once the site's weights (``search_words.weigh``) are given to
    both."""
    built = json.loads((real_docs.site / "search" / "search_index.json").read_text(encoding="utf-8"))
    own = real_docs.own[-1]
    search_words.weigh(own.entries)  # the weights are the site's own, given as the index is written
    computed = json.loads(own.generate_search_index(None))
    assert built["config"] == computed["config"]
    assert len(built["docs"]) == len(computed["docs"]) > 1000
    for mine, its in zip(built["docs"], computed["docs"]):
        assert mine == its
    assert len(real_docs.read) > 300
    if SUPPORTED:  # the index above was made here, not left to the plugin
        assert all(search_sections.sections(html) is not None for html in real_docs.read)


def test_the_views_left_as_elements_give_every_file_the_shared_build_writes(real_docs):
    """Finished HTML (the shared build) and elements (this one) give the same files; the nav the watch puts in every
    page is Material's, which must be the kept one (``test_every_page_of_the_real_docs_gets_the_nav_...``). The
    shared build is the command's, ``mkdocs build --strict -q``, whose process ends without collecting what it held
    (``site.quick_exit``), and this one is made in this process: the command loses nothing either."""
    shared = real_site()
    assert shared.aborted is None, shared.problem()
    assert len(real_docs.left) > 1000, "the views were not left as elements"
    assert_same_apart_from_the_build_time(real_docs.site, shared.site_dir)
