"""The sanitiser keeps exactly what ``attribute_problem`` allows: through its attribute filter, and for whole pages
through nh3 alone followed by a look at the values it kept (``_site_clean``)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meccg_rules.pages.html_policy import (AUTHOR_ATTRIBUTES, CLEANERS, SITE_ATTRIBUTES, _filter, attribute_problem,
                                        clean)

TAGS = sorted(set(SITE_ATTRIBUTES) | {"p", "span", "h2", "table", "svg", "script"})
NAMES = sorted({name for names in SITE_ATTRIBUTES.values() for name in names}
               | {"onclick", "onerror", "Href", "CLASS", "style", "src", "data-x", "open", "formaction"})
VALUES = ["", "x", "https://example.org/", "javascript:alert(1)", "&#106;avascript:alert(1)", "//evil.example",
          "meccg-ruling", "md-nav", "_top", "a b", "text-align: left", "color: red", "pic.png", "pic.exe",
          "/rulings/x/", "data:text/html,x"]


@settings(max_examples=600, deadline=None)
@given(st.sampled_from([SITE_ATTRIBUTES, AUTHOR_ATTRIBUTES]), st.sampled_from(TAGS), st.sampled_from(NAMES),
       st.one_of(st.sampled_from(VALUES), st.text(max_size=12)))
def test_the_filter_keeps_what_the_policy_allows(allowed, tag, name, value):
    expected = None if attribute_problem(tag, name, value, allowed) else value
    assert _filter(allowed)(tag, name, value) == expected


def test_neither_policy_keeps_a_checked_value_it_refuses():
    html = ('<p class="meccg-x" id="_x" title="t" onclick="x()"><a href="javascript:alert(1)" title="t">a</a>'
            '<img src="//evil.example/x.png" alt="a"></p><table><tr><td style="color: red">c</td></tr></table>')
    site, author = clean(html), clean(html, site=False)
    for found in ("javascript", "evil.example", "onclick", "color", '"_x"'):
        assert found not in site and found not in author
    assert 'class="meccg-x"' in site and "meccg-x" not in author  # the class check is the author's only


PIECES = st.sampled_from(['<a href="{v}">', '<a title="{v}" href="{v}">', '<img src="{v}" alt="{v}">', '<q cite="{v}">',
                          '<p id="{v}">', '<table><tr><td style="{v}">c</td><th style="{v}">h</th></tr></table>', ' href="{v}"', ' id="{v}"',
                          '<span title=" src=">', '</a>', '</p>', 'text ', '<div data-card-id="{v}" class="{v}">',
                          '<blockquote cite="{v}">', '<h2 id="{v}">', '<a href={v}>', "<a href='{v}'>"])
HOSTILE = st.one_of(st.sampled_from(VALUES + ["../../cards/x/", "#example-2", "a b", "x:y", "&#58;", "x&amp;#58;y", "javascript&amp;#58;x", "/\t/evil",
                                              "\\\\evil", "a\u00a0b", "&quot;", "x\"y", "https://example.org/a?b=c",
                                              "pic.png", "../pic.PNG", "Ab:c.d", "-x", "text-align:right"]),
                    st.text(alphabet=st.characters(min_codepoint=1, max_codepoint=0x2FF), max_size=10))


@settings(max_examples=800, deadline=None)
@given(st.lists(st.tuples(PIECES, HOSTILE), max_size=12))
def test_cleaning_without_the_filter_first_gives_what_the_filter_gives(pieces):
    html = "".join(piece.replace("{v}", value) for piece, value in pieces)
    assert clean(html) == CLEANERS[True].clean(html)


def test_a_built_page_is_cleaned_without_calling_the_filter(monkeypatch):
    page = ('<div class="meccg-ruling" data-ruling-id="x"><h1 id="on-guard">On-guard</h1><p>See <a class="card-link" '
            'href="../../cards/orc-patrol/">Orc-patrol</a> and <a href="https://example.org/x">this</a>.</p>'
            '<table><tbody><tr><td style="text-align: left">c</td></tr></tbody></table><img src="../x.png" alt="a"></div>')
    monkeypatch.setitem(CLEANERS, True, None)  # the filtered cleaner is not reached
    assert clean(page) == page
