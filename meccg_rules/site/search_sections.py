"""The search plugin's sections of a page, cut without ``html.parser``: the same sections, titles and words.

Material's search plugin (``material/plugins/search/plugin.py``) cuts every
page into sections with its ``Parser``, an ``html.parser.HTMLParser`` whose
handlers compare elements through a Python ``__eq__`` at every tag and every
piece of text (``"pre" in context``, the current heading in the context, the
skipped tags), which made it one of the largest costs of a build. ``sections``
does the same walk over the same events with the open elements held as plain
tag names, so that those tests are made in C, and hands the plugin's own
``create_entry_for_section`` the plugin's own ``Section`` objects: the title
a section gets when it has none, its location, tags and boost stay the
plugin's.

It follows the plugin's ``Parser`` rule by rule, its quirks too (elements are
equal by tag name: while an element marked ``data-search-exclude`` is open,
any open element of that tag skips its text, and closing any of them ends the
exclusion; a heading without an ``id`` of the current heading's tag adds to
its title; a kept tag's emptiness is judged from its first opening in the
section). It reads only simple HTML, as ``html.parser`` would read it: tags
``<name attribute="value">`` (or bare, or single-quoted, attributes), end
tags ``</name>``, names in lower case, and text with character references.
A page holding anything else (a comment, a ``<`` that opens no such tag, a
tag in upper case, ``script``, ``style`` or ``object``, whose content
``html.parser`` reads as raw text) is left to the plugin's own parser:
``sections`` answers ``None``.

Only checked against the Material and MkDocs it was written for
(``SUPPORTED``); with any other, the plugin parses every page itself.
``tests/test_search_sections.py`` compares the sections with the plugin's
``Parser`` on generated HTML; ``tests/test_real_docs_both_ways.py`` builds the
real docs while feeding the plugin's untouched ``SearchIndex`` every page
beside the build's own: the two indexes must be equal entry by entry.
"""
from __future__ import annotations

import re
from html import escape, unescape
from types import MappingProxyType

import material
import mkdocs

SUPPORTED = material.__version__ == "9.8.2" and mkdocs.__version__.startswith("1.6.")

if SUPPORTED:  # the plugin's own classes, so that its entries are made by its own code
    from material.plugins.search.plugin import Element, Section
    from material.plugins.search.plugin import void as VOID

NAME = r"[a-z][a-z0-9]*"  # a tag in upper case is left to the plugin (html.parser lowers it)
TOKEN = re.compile(rf"""([^<]+)|<({NAME})((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(/?)>"""
                   rf"""|</({NAME})>""")  # text | <tag attribute="value"...> or <tag .../> | </tag>
ATTRIBUTE = re.compile(r"""([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*("[^"]*"|'[^']*'))?""")
RAW_TEXT = re.compile(r"<(?:script|style|object)\b", re.I)
HEADINGS = frozenset(f"h{level}" for level in range(1, 7))
KEEP = frozenset({"p", "code", "pre", "li", "ol", "ul", "sub", "sup"})
NONE = MappingProxyType({})  # the attributes of a tag whose attributes the plugin does not read


def _attributes(text: str) -> dict[str, str | None]:
    """A tag's attributes as ``html.parser`` gives them: names in lower case, values unquoted and unescaped."""
    found = {}
    for name, value in ATTRIBUTE.findall(text):
        if value:
            value = value[1:-1]
            found[name.lower()] = unescape(value) if value else value
        else:
            found[name.lower()] = None
    return found


def _read(tag: str, attributes: str) -> bool:
    """Whether the plugin reads any of these attributes: a heading's ``id``, a permalink's class, an exclusion."""
    if tag in HEADINGS or "&" in attributes:
        return True
    if tag == "a" and "headerlink" in attributes:
        return True
    lower = attributes.lower()
    return "data-search-exclude" in lower or "linenodiv" in lower


def add_entries(index, page, html: str) -> bool:
    """What ``index.add_entry_from_context(page)`` does for a page of ``html``; ``False`` (nothing added) when
    ``sections`` leaves ``html`` to the plugin's own parser."""
    search = page.meta.get("search") or {}
    if search.get("exclude"):
        return True
    found = sections(html)
    if found is None:
        return False
    for section in found:
        if not section.is_excluded():
            index.create_entry_for_section(section, page.toc, page.url, page)
    return True


def sections(html: str) -> list | None:
    """The plugin's ``Parser`` fed ``html``: its ``data`` (the plugin's ``Section`` objects), or ``None`` when
    ``html`` holds more than tags and text (the plugin's own parser is then the one to read it)."""
    if not SUPPORTED or RAW_TEXT.search(html):  # so no script, style nor object is ever open here
        return None
    context: list[str] = []  # the open elements' tags (the plugin's ``Element``s are equal by tag)
    permalinks: list[bool] = []  # for each open ``a``, whether it is a heading's permalink
    excluded: set[str] = set()  # the tags the plugin skips (by tag) besides script, style and object
    skipped = 0  # how many open elements have an excluded tag: while any does, the plugin skips text and tags
    data: list = []
    section = None
    heading, depth = "", 0  # the current section's tag and depth
    tags = 0
    for text, tag, attributes, self_closing, end in TOKEN.findall(html):
        if text:  # Parser.handle_data
            if skipped:
                continue
            if "&" in text:
                text = unescape(text)
            blank = text.isspace()
            pre = "pre" in context
            if not pre:
                text = " " if blank else text.replace("\n", " ")
            if section is None:
                section, heading, depth = Section(Element("hx")), "hx", 0
                data.append(section)
            if heading in context:
                if True not in permalinks:
                    section.title.append(escape(text, quote=False))
            elif blank:
                words = section.text
                if not words or not words[-1].isspace() or pre:
                    words.append(text)
            else:
                section.text.append(escape(text, quote=False) if "&" in text or "<" in text or ">" in text
                                    else text)
            continue
        tags += 1
        if tag:  # Parser.handle_starttag
            if tag in VOID:  # neither opened nor closed
                continue
            attrs = _attributes(attributes) if attributes and _read(tag, attributes) else NONE
            context.append(tag)
            if tag in excluded:
                skipped += 1
            if tag == "a":
                permalinks.append(attrs.get("class") == "headerlink")
            if tag in HEADINGS and "id" in attrs:
                depth = len(context)
                if tag != "h1" and not data:
                    data.append(Section(Element("hx"), depth))
                section, heading = Section(Element(tag, attrs), depth), tag
                if data:
                    section.id = attrs["id"]
                data.append(section)
            if section is None:
                section, heading, depth = Section(Element("hx")), "hx", 0
                data.append(section)
            if attrs is not NONE and ("data-search-exclude" in attrs or attrs.get("class") == "linenodiv"):
                if tag not in excluded:
                    excluded.add(tag)
                    skipped += context.count(tag)
            elif tag in KEEP and not skipped:
                (section.title if heading in context else section.text).append(f"<{tag}>")
            if not self_closing:
                continue
        else:
            tag = end
        # Parser.handle_endtag (after the start of ``<tag/>`` too)
        if not context or context[-1] != tag:
            continue
        if depth > len(context):
            for earlier in reversed(data):
                if earlier.depth <= len(context):
                    section.depth = float("inf")
                    section, heading, depth = earlier, earlier.el.tag, earlier.depth
                    break
        context.pop()
        if tag == "a":
            permalinks.pop()
        if tag in excluded:
            excluded.discard(tag)
            skipped -= 1 + context.count(tag)
            continue
        if tag in KEEP and not skipped:
            words = section.title if heading in context else section.text
            index = words.index(f"<{tag}>")
            for i in range(index + 1, len(words)):
                if not words[i].isspace():
                    index = len(words)
                    break
            if len(words) > index:
                del words[index:]
            else:
                words.append(f"</{tag}>")
    if tags != html.count("<"):  # a "<" that opens no tag this reads: html.parser's reading is the rule
        return None
    return data
