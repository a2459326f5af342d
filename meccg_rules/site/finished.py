"""The extension's views put into the page as finished HTML, so that the tree steps after its own skip them.

After the extension's tree step (``RulingPage``) come attr_list, the table of
contents, MkDocs's anchor collection and title extraction, unescape and
MkDocs's link rewriting; each walks the whole tree. The views the extension
adds (play-by-plays, lists of rulings, the card pages' lists, the status and
coverage tables) are most of a badged page's elements, and in them those steps
have only two things to do: collect ids and headings, and rewrite links.

``finished`` replaces each largest block of a view that holds no heading and no
id by a placeholder paragraph: it rewrites the block's links as MkDocs's link
step would (the same function, so a broken link still fails a strict build),
serialises the block with the page's own serializer and puts the HTML into
Markdown's stash of raw HTML, from which Markdown puts it back after the tree
steps. What holds a heading or an id stays an element, so the table of
contents and MkDocs's anchor checks still see it. The stashed HTML is a
``Finished`` string: ``CleanAuthorHtml`` leaves it (the author's policy
refuses the site's own classes and data attributes), and ``CleanPage`` cleans
it with the rest of the page, as before.

The real docs build byte for byte as with the views left as elements
(``tests/test_finished.py`` builds them both ways): none of their views holds
text that attr_list or unescape would change.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from markdown.serializers import HTML_EMPTY, _escape_attrib_html, _escape_cdata, to_xhtml_string

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
LINKS = {"a": "href", "img": "src"}  # what MkDocs's link step rewrites
TEXT_TO_ESCAPE = re.compile(r"[&<>]").search
VALUE_TO_ESCAPE = re.compile(r'[&<>"]').search


class Finished(str):
    """HTML the extension made; ``CleanPage`` cleans it with the page."""


class Placeholder(etree.Element):
    """The paragraph that stands for a finished block; it keeps the block's tail (it is spaced already)."""


def finished(md, view: etree.Element) -> etree.Element:
    """``view``, or what stands for it: each largest block of it that holds no heading and no id is stashed."""
    pinned: set[int] = set()
    _pin(view, pinned)
    relpath = md.treeprocessors["relpath"] if "relpath" in md.treeprocessors else None
    rewrite = getattr(relpath, "path_to_url", None)
    if id(view) not in pinned and md.is_block_level(view.tag):
        return _placeholder(md, view, rewrite)
    _finish(md, view, pinned, rewrite)
    return view


def _pin(element: etree.Element, pinned: set[int]) -> bool:
    """Whether ``element`` is or holds a heading or an id; ``pinned`` gets the ids of those that do."""
    held = element.tag in HEADINGS or "id" in element.attrib
    for child in element:
        held = _pin(child, pinned) or held
    if held:
        pinned.add(id(element))
    return held


def _finish(md, parent: etree.Element, pinned: set[int], rewrite) -> None:
    for position, child in enumerate(list(parent)):
        if id(child) in pinned:
            _finish(md, child, pinned, rewrite)
        elif md.is_block_level(child.tag):
            parent[position] = _placeholder(md, child, rewrite)


def _placeholder(md, block: etree.Element, rewrite) -> etree.Element:
    if rewrite is not None:
        for element in block.iter():
            key = LINKS.get(element.tag)
            if key is not None and element.get(key) is not None:
                element.set(key, rewrite(element.get(key)))
    tail, block.tail = block.tail, None
    placeholder = Placeholder("p")
    placeholder.text = md.htmlStash.store(Finished(xhtml(block) if md.serializer is to_xhtml_string else
                                                   md.serializer(block)))
    placeholder.tail = tail
    return placeholder


class _Unusual(Exception):
    """A tree holding what the views never make (a comment, a tag that is not a name, a valueless attribute)."""


def xhtml(block: etree.Element) -> str:
    """Markdown's ``to_xhtml_string(block)``, the same text, from a walk that escapes only what holds a character
    to escape (a fifth fewer instructions on a list of 2,000 rulings), for the trees the views make (any other
    is left to Markdown's serializer)."""
    out: list[str] = []
    try:
        _write(block, out.append)
    except _Unusual:
        return to_xhtml_string(block)
    return "".join(out)


def _write(element: etree.Element, write) -> None:
    tag = element.tag
    if not isinstance(tag, str) or tag.lower() in ("script", "style"):
        raise _Unusual
    if element.attrib:
        attributes = []
        for key, value in sorted(element.attrib.items()):
            if not isinstance(key, str) or not isinstance(value, str):
                raise _Unusual
            attributes.append(f' {key}="{_escape_attrib_html(value) if VALUE_TO_ESCAPE(value) else value}"')
        write(f"<{tag}{''.join(attributes)}")
    else:
        write(f"<{tag}")
    if tag.lower() in HTML_EMPTY:
        write(" />")
    else:
        write(">")
        text = element.text
        if text:
            write(_escape_cdata(text) if TEXT_TO_ESCAPE(text) else text)
        for child in element:
            _write(child, write)
        write(f"</{tag}>")
    tail = element.tail
    if tail:
        write(_escape_cdata(tail) if TEXT_TO_ESCAPE(tail) else tail)
