"""What the search plugin reads of a page: its sections cut without ``html.parser``, or the same text in fewer tags.

Material's search plugin parses every page's HTML again, tag by tag, in
Python (``html.parser``), to cut it into sections at its headings and keep the
text with a few tags (``p``, lists, ``code``, ``pre``, ``sub``, ``sup``). Our
pages are mostly links, badges and play-by-plays whose tags the index drops
(a ruling page holds about 2.5 times the tags of the same page built by plain
Material), so that parse was the largest single cost the badges added to a
build. ``lighten`` has the plugin's index take each page's sections from
``search_sections`` (the plugin's own sections of the page itself, cut by one
regular expression and a walk over plain tag names), and gives the plugin
``for_search`` of a page that module leaves to it.

``for_search`` is a copy of the page from which the tags the plugin would
drop, and every attribute it does not read, are taken out first
(one regular expression pass), so that it indexes the same sections, titles
and words (only runs of white space may differ).

Taken out: inline tags (``INLINE``: links, spans, emphasis...) but a
heading's permalink (the plugin leaves its text out of the title by its
class), and every attribute of the block tags (``BLOCKS``); the plugin reads
neither. Their text stays where it was. The plugin also follows how deep each
heading is among the open elements, to tell which section the text after it
belongs to: an inline element that holds no heading is opened after the
current section's heading and all its parents, so the text within it is
deeper than that heading whether the element is there or not, and taking it
out never changes which section any text goes to.

A page the plugin would read differently (``script``, ``style``, ``object``,
line-number tables, an inline element marked ``data-search-exclude`` or
holding a heading) is given
to it as it is. ``tests/test_search_view.py`` checks, page by page, that the
plugin makes the same entries from both.

After indexing a page, the plugin's ``on_page_context`` takes the
``data-search-*`` attributes that have a value out of the page's HTML, with a
regular expression tried at every character; ``unmarked`` leaves that step
out on a page where a quick search finds no such attribute (the site writes
only ``data-search-exclude=""``, which the step leaves).
"""
from __future__ import annotations

import re

from meccg_rules.site import search_sections

EXCLUDE = "data-search-exclude"
ATTRIBUTES = r"""(?:[^>"']|"[^"]*"|'[^']*')*"""
INLINE_TAGS = "a|abbr|b|em|i|small|span|strong|time"
INLINE = re.compile(rf"""</?(?:{INLINE_TAGS})\b{ATTRIBUTES}>""")
HEADING = re.compile(r"<h[1-6]\b")
PERMALINK = re.compile(r'<a class="headerlink"[^>]*>(.*?)</a>', re.S)
BLOCK_TAGS = "dd|details|div|dl|dt|li|nav|ol|p|summary|table|tbody|td|th|thead|tr|ul"
BLOCKS = re.compile(rf"""<({BLOCK_TAGS})\s{ATTRIBUTES}>""")
BLOCKS_BUT_EXCLUDED = re.compile(rf"""<({BLOCK_TAGS})\s(?!{ATTRIBUTES}{EXCLUDE}){ATTRIBUTES}>""")
AS_IS = ("<script", "<style", "<object", "linenodiv")
INLINE_EXCLUDED = re.compile(rf"""<(?:{INLINE_TAGS})\s{ATTRIBUTES}{EXCLUDE}""")


def for_search(html: str) -> str:
    """``html`` with only the tags and attributes the search plugin uses (``html`` itself where unsure)."""
    excluding = EXCLUDE in html
    if any(word in html for word in AS_IS) or excluding and INLINE_EXCLUDED.search(html) or _heading_in_inline(html):
        return html
    if "headerlink" in html:  # a permalink's text is left out of its heading's title by its class: keep it out
        html = PERMALINK.sub("", html)
    html = INLINE.sub("", html)
    return (BLOCKS_BUT_EXCLUDED if excluding else BLOCKS).sub(r"<\1>", html)


def _heading_in_inline(html: str) -> bool:
    """Whether a heading stands inside an inline element (taking that element out could move a section): at some
    heading, more of one inline tag were opened than closed before it."""
    balance = dict.fromkeys(INLINE_TAGS.split("|"), 0)
    start = 0
    for heading in HEADING.finditer(html):
        end = heading.start()
        for tag in balance:
            balance[tag] += (html.count(f"<{tag} ", start, end) + html.count(f"<{tag}>", start, end)
                             - html.count(f"</{tag}>", start, end))
            if balance[tag]:
                return True
        start = end
    return False


class _ForSearch:
    """A page as the search plugin sees it: its lighter HTML, everything else the page's own."""

    def __init__(self, page, content: str):
        self._page = page
        self.content = content

    def __getattr__(self, name):
        return getattr(self._page, name)


def lighten(search_plugin, plugins) -> None:
    """Make ``search_plugin`` (Material's) index each page from ``search_sections`` of its HTML, or else from
    ``for_search`` of it; and have its ``on_page_context`` event in ``plugins`` skip ``unmarked`` pages."""
    index = getattr(search_plugin, "search_index", None)
    if index is None or getattr(index.add_entry_from_context, "lightened", False):
        return
    add = index.add_entry_from_context

    def add_entry_from_context(page):
        if not search_sections.add_entries(index, page, page.content):
            add(_ForSearch(page, for_search(page.content)))

    add_entry_from_context.lightened = True
    index.add_entry_from_context = add_entry_from_context
    events = plugins.events["page_context"]
    for position, event in enumerate(events):
        if getattr(event, "__self__", None) is search_plugin and event.__name__ == "on_page_context":
            events[position] = unmarked(search_plugin, event)


MARKED = re.compile(r'data-search-\w+="[^"]')  # the start of what the plugin's on_page_context takes out


def unmarked(search_plugin, on_page_context):
    """The plugin's ``on_page_context``, without its last step on a page that has no ``data-search-`` attribute
    with a value: that step takes such attributes out of the page's HTML with a regular expression that starts
    with an optional space, tried at each of the page's characters (0.4 s at 1,600 rulings), and would find
    none (an attribute the site writes, ``data-search-exclude=""``, has none)."""
    def event(context, *, page, config, nav):
        if MARKED.search(page.content) or not search_plugin.config.enabled:
            return on_page_context(context, page=page, config=config, nav=nav)
        search_plugin.search_index.add_entry_from_context(page)
    return event
