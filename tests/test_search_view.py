"""The search plugin indexes the same sections, titles and words from ``search_view.for_search`` of a page as from
the page itself, and the built site's search still finds every ruling by its title and its statement."""
from __future__ import annotations

import html
import json
import re

import pytest
from material.plugins.search.plugin import SearchIndex
from site_helpers import real_site

from meccg_rules.site.search_view import _ForSearch, for_search, unmarked


class _Page:
    def __init__(self, content: str):
        self.content, self.toc, self.url, self.title, self.meta = content, [], "page/", "Page", {}


def entries(page: str, *, spaces: bool = True) -> list[dict]:
    """The plugin's entries for a page of ``html``; ``spaces=False``: with runs of white space made one space."""
    index = SearchIndex()
    index.add_entry_from_context(_ForSearch(_Page(page), page))
    return [entry if spaces else {key: " ".join(value.split()) for key, value in entry.items()}
            for entry in index.entries]


HOSTILE = """<p>Before any heading <em>with <strong>nested</strong></em> inline tags.</p>
<div class="meccg-ruling" data-ruling-id="x"><h1 id="title">A <code>ruling</code><a class="headerlink" href="#title"
 title="Permanent link">¶</a></h1>
<p class="ruling-badges"><span class="ruling-badge" title="a > b, 'quoted'">✔ 2 examples pass</span></p>
<details class="ruling-about no-links"><summary>Sources <span>CRF 22</span></summary>
<dl><dt>Related</dt><dd data-search-exclude=""><ul><li><a href="../y/">Another ruling</a></li></ul></dd>
<dt>Cards</dt><dd><a class="card-link" href="../../cards/x/">Glamdring</a>, <a href="#">Orc-patrol</a></dd></dl>
</details>
<div class="admonition note"><p class="admonition-title">Note</p><h3 id="inner">Inner <span>heading</span></h3>
<p>Text under the <a href="x" title="x > y">inner</a> heading.</p></div>
<p>Back in the <b>first</b> section, <i>this</i> and <span class="x">that</span>.</p>
<h2 id="examples">Examples</h2><div class="scenario"><div class="scenario-part"><p class="scenario-label">Set-up</p>
<ul><li>Company <a class="card-link" href="/c/">Fellowship</a> stays at <a href="/r/">Rivendell</a>.</li>
<li><time>2001</time> <small>small</small> <abbr>abbr</abbr> <sub>2</sub><sup>3</sup></li></ul></div></div>
<pre><code><span class="n">x</span> <span class="o">=</span> 1
  two spaces</code></pre></div>
<p>After the ruling.</p>"""


@pytest.mark.parametrize("page", [
    HOSTILE,
    "<h2 id='a'>A</h2><p>x</p><div><div><h3 id='b'>B</h3></div></div><div><div><p>where <a>does</a> it go</p>"
    "</div></div>",
    '<a href="x"><h2 id="in-a-link">Heading inside a link</h2></a><p>text <span>after</span></p>',
    "<p>No heading at all, <a href='x'>a link</a>.</p>",
])
def test_the_plugin_makes_the_same_entries_from_the_lighter_page(page):
    assert entries(for_search(page)) == entries(page)


def test_the_lighter_page_has_no_inline_tags_nor_block_attributes_but_keeps_exclusions():
    light = for_search(HOSTILE)
    assert not re.search(r"<(a|span|em|strong|b|i|time|small|abbr)\b", light.split("data-search-exclude")[0])
    assert '<p class="' not in light and '<div class="' not in light
    assert light.count("data-search-exclude") == 1
    assert len(light) < len(HOSTILE) * 0.8


def test_pages_the_plugin_would_read_differently_are_given_as_they_are():
    for page in ('<div class="linenodiv">1</div><h2 id="a">A</h2>', "<h2 id='a'>A</h2><script>x</script>",
                 '<h2 id="a">A <span title=">" data-search-exclude="">x</span></h2>'):
        assert for_search(page) is page


@pytest.fixture(scope="module")
def site():
    build = real_site()
    assert build.aborted is None, build.problem()
    return build


def test_every_built_page_gives_the_same_entries_from_its_lighter_copy(site):
    """The whole article, theme parts too (only the white space between dropped tags may differ)."""
    pages = [path for path in site.site_dir.rglob("index.html") if not path.relative_to(site.site_dir).match("r/*/*")]
    assert len(pages) > 100
    for path in pages:
        article = re.search(r"<article[^>]*>(.*)</article>", path.read_text(encoding="utf-8"), re.S)
        if article:
            text = article.group(1)
            assert entries(for_search(text), spaces=False) == entries(text, spaces=False), path


def test_search_finds_every_ruling_by_its_title_and_its_statement(site):
    index = json.loads((site.site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    rulings = json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]
    by_page: dict[str, list[dict]] = {}
    for doc in index["docs"]:
        by_page.setdefault(doc["location"].split("#")[0], []).append(doc)
    for ruling in rulings:
        docs = by_page[ruling["url"]]
        # the index holds HTML text ("Dragon&#x27;s", "Ruins &amp; Lairs"): compare it as a reader sees it
        words = html.unescape(" ".join(" ".join(d["title"] + " " + d["text"] for d in docs).split()))
        assert any(ruling["title"] in html.unescape(d["title"]) for d in docs), ruling["id"]
        statement = " ".join(ruling["statement"].split())
        assert statement[:60] in words or re.sub(r"[*_`]", "", statement)[:60] in re.sub(r"<[^>]+>", "", words), \
            ruling["id"]


class _Plugin:
    """Material's search plugin as its ``on_page_context`` uses it: its config and an index that keeps the pages."""

    def __init__(self, enabled: bool = True):
        self.config = type("Config", (), {"enabled": enabled})()
        self.search_index = type("Index", (), {})()
        self.search_index.add_entry_from_context = lambda page: self.indexed.append(page.content)
        self.indexed: list[str] = []


@pytest.mark.parametrize("content", [
    '<p data-search-exclude="">kept as it is</p><p>x</p>',
    '<p>no attribute</p>',
    '<p data-search-boost="2">the plugin takes this out</p><div\ndata-search-exclude="yes">and this</div>',
    '<p>data-search-boost="2" in the text is taken out too</p>',
])
@pytest.mark.parametrize("enabled", [True, False])
def test_the_event_without_its_last_step_leaves_each_page_as_the_plugin_does(content, enabled):
    from material.plugins.search.plugin import SearchPlugin

    results = []
    for wrap in (lambda plugin, event: event, unmarked):
        plugin = _Plugin(enabled)
        page = _Page(content)
        wrap(plugin, SearchPlugin.on_page_context.__get__(plugin))({}, page=page, config={}, nav=None)
        results.append((page.content, plugin.indexed))
    assert results[0] == results[1]
