"""``search_sections`` cuts a page into the search plugin's own sections: on any HTML it reads, the same sections
as the plugin's ``Parser``. On the real docs, the built ``search_index.json`` equals, entry by entry, the index the
plugin computes itself from the same pages: ``test_real_docs_both_ways.py``, which shares one build of the real docs
with the other comparisons."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from material.plugins.search.plugin import Parser
from test_search_view import HOSTILE

from meccg_rules.site import search_sections
from meccg_rules.site.search_sections import SUPPORTED, sections

pytestmark = pytest.mark.heavy(9)  # seconds, roughly: pytest-xdist hands the heaviest files out first

cut_here = pytest.mark.skipif(not SUPPORTED, reason="another Material or MkDocs: the plugin cuts every page itself")


def plugin_sections(html: str) -> list:
    parser = Parser()
    parser.feed(html)
    parser.close()
    return parser.data


def described(data: list | None) -> list[tuple] | None:
    """What the plugin's ``create_entry_for_section`` and ``is_excluded`` read of each section, and its depth."""
    if data is None:
        return None
    return [(s.el.tag, s.el.attrs, s.depth, s.id, s.title, s.text, s.is_excluded()) for s in data]


QUIRKS = [
    HOSTILE,
    "<h2 id='a'>A</h2><p>x</p><div><div><h3 id='b'>B</h3></div></div><div><div><p>where <a>does</a> it go</p>"
    "</div></div>",
    '<a href="x"><h2 id="in-a-link">Heading inside a link</h2></a><p>text <span>after</span></p>',
    # an excluded element skips every open element of its tag, and closing any of them ends the exclusion
    '<div><div data-search-exclude=""><p>hidden</p><div>inner</div><p>shown again</p></div><p>after</p></div>',
    # a heading without an id, of the current heading's tag, adds to its title
    '<h2 id="a">A</h2><p>one</p><h2>no id</h2><p>two</p><h3>other</h3>',
    # a kept tag's emptiness is judged from its first opening in the section
    "<p>a</p> <p> </p><p>\n</p><ul><li> </li></ul><pre>  <code>x\n\n  y</code>\n</pre>",
    '<p>&amp; &lt;b&gt; &#169; caf&eacute;<br/><br />line<img src="x" alt="&quot;"></p><div/><p/>tail',
    '<h1 id="t">Title<a class="headerlink" href="#t">¶</a></h1><h2 ID="X" Title=\'a > b\'>Up<sub>2</sub></h2>',
    "</p>text before any tag</div><p>x</p></p></li>",
    '<dd data-search-exclude><h2 id="hidden">Hidden heading</h2><p>hidden</p></dd><p>shown</p>',
]


@cut_here
@pytest.mark.parametrize("html", QUIRKS)
def test_the_sections_are_the_plugins_own(html):
    mine = sections(html)
    assert mine is not None
    assert described(mine) == described(plugin_sections(html))


@pytest.mark.parametrize("html", [
    "<p>a <!-- a comment --> b</p>", "<p>a < b</p>", "<p>x</p><script>let a = '<p>'</script>",
    "<style>p {}</style>", '<a href="x"title="y">z</a>', "<!DOCTYPE html><p>x</p>", "<my-tag>x</my-tag>",
    "<P>upper case</P>",
])
def test_html_it_does_not_read_is_left_to_the_plugin(html):
    assert sections(html) is None


def test_another_material_or_mkdocs_leaves_every_page_to_the_plugin(monkeypatch):
    monkeypatch.setattr(search_sections, "SUPPORTED", False)
    assert sections("<p>x</p>") is None


TAGS = ["p", "div", "span", "a", "pre", "code", "ul", "li", "h1", "h2", "h3", "sub", "dd", "em", "details"]
ATTRIBUTES = ["", ' id="s"', ' id="t&amp;u"', ' class="headerlink"', ' data-search-exclude=""', " data-search-exclude",
              ' class="linenodiv"', " class='x'", ' ID="up"',
              ' title="a > b" id="w"']
TEXTS = ["x", " ", "\n", "a b\n c", "  \n  ", "&amp;", "&lt;i&gt;", "é", "\n\n"]


def _html():
    leaf = st.one_of(st.sampled_from(TEXTS), st.sampled_from(["<br>", "<br/>", "<img src='x'>", "</p>", "</div>",
                                                              "<p/>", "<h2 id='v'/>"]))

    def element(children):
        return st.builds(lambda tag, attribute, inner: f"<{tag}{attribute}>{''.join(inner)}</{tag}>",
                         st.sampled_from(TAGS), st.sampled_from(ATTRIBUTES), st.lists(children, max_size=4))

    return st.lists(st.recursive(leaf, element, max_leaves=25), max_size=6).map("".join)


def outcome(cut, html: str) -> list[tuple] | str:
    """The sections ``cut`` makes of ``html``, or the error it raises (the plugin fails on a few pages)."""
    try:
        return described(cut(html))
    except ValueError as error:
        return repr(error)


@cut_here
@settings(max_examples=500, deadline=None)
@given(_html())
def test_any_page_of_tags_and_text_gives_the_plugins_sections(html):
    mine = outcome(sections, html)
    assert mine != described(None)  # read here, not left to the plugin
    assert mine == outcome(plugin_sections, html)
