"""The sanitiser's attribute filter keeps exactly what ``attribute_problem`` allows, fast path or not."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meccg_rules.pages.html_policy import AUTHOR_ATTRIBUTES, SITE_ATTRIBUTES, _filter, attribute_problem, clean

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


def test_the_fast_path_never_skips_a_checked_attribute():
    html = ('<p class="meccg-x" id="_x" title="t" onclick="x()"><a href="javascript:alert(1)" title="t">a</a>'
            '<img src="//evil.example/x.png" alt="a"></p><table><tr><td style="color: red">c</td></tr></table>')
    site, author = clean(html), clean(html, site=False)
    for found in ("javascript", "evil.example", "onclick", "color", '"_x"'):
        assert found not in site and found not in author
    assert 'class="meccg-x"' in site and "meccg-x" not in author  # the class check is the author's only
