"""What stands between a page's Markdown and a reader's browser, as Python-Markdown processors.

- ``SafeAttrList`` replaces the ``attr_list`` extension: ``{: #id .class }``
  keeps the id and classes the policy allows and drops every other attribute.
- ``CleanAuthorHtml`` passes each piece of raw HTML a page holds through the
  author's policy (no ``data-*``, no classes the site reserves for its badges)
  before Markdown puts it back into the page; the extension's own views, stashed
  as ``finished.Finished``, are left to ``CleanPage``.
- ``CleanPage`` passes the whole rendered page (raw HTML, Markdown, and what the
  extension added from front matter) through the site's policy: the last step.
- ``guard_convert`` turns a page the Markdown library cannot convert (it
  recurses on some deep nestings) into a short notice instead of a crash.
- ``LANGUAGES``: code blocks are highlighted in these languages only; any other
  is shown as plain text (each language is a different highlighter, so the
  list is kept short and known).

The policy itself is ``meccg_rules.pages.html_policy``.
"""
from __future__ import annotations

import html
import logging

from markdown.extensions.attr_list import AttrListTreeprocessor, get_attrs_and_remainder
from markdown.postprocessors import Postprocessor
from markdown.treeprocessors import Treeprocessor

from ..pages.html_policy import class_problem, clean, clean_author_block, id_problem
from .finished import Finished

log = logging.getLogger("mkdocs.meccg_rules")
LANGUAGES = ("python", "pycon", "py", "sh", "bash", "shell", "console", "yaml", "toml", "json", "markdown", "md",
             "text", "txt", "html", "css", "diff", "ini")


class SafeAttrList(AttrListTreeprocessor):
    """Attribute lists with ``id`` and ``class`` only (each also held to the policy), and the ids ``site_ids``
    gives for the page being converted (the injection points of Material's tags listing, on the Terms page)."""

    def __init__(self, md, site_ids=lambda: frozenset()):
        super().__init__(md)
        self.site_ids = site_ids

    def assign_attrs(self, elem, attrs_string: str, *, strict: bool = False) -> str:
        attrs, remainder = get_attrs_and_remainder(attrs_string)
        if strict and remainder:
            return remainder
        for key, value in attrs:
            if key == "." and not class_problem(value):
                elem.set("class", f"{elem.get('class')} {value}" if elem.get("class") else value)
            elif key == "id" and (not id_problem(value) or value in self.site_ids()):
                elem.set("id", value)
        return remainder


class CleanAuthorHtml(Postprocessor):
    """Raw HTML from the page, held to the author's policy before it is put back (runs before ``raw_html``)."""

    # The postprocessors run again for every heading (the table of contents renders each one), so the blocks
    # already cleaned in this conversion are remembered (the stash's list and how many of its blocks) and
    # only those stashed since are cleaned.
    _cleaned: tuple[list, int] = ([], 0)

    def run(self, text: str) -> str:
        blocks = self.md.htmlStash.rawHtmlBlocks
        done, count = self._cleaned
        start = count if done is blocks and count <= len(blocks) else 0
        for position in range(start, len(blocks)):
            if isinstance(blocks[position], str) and not isinstance(blocks[position], Finished):
                blocks[position] = clean_author_block(blocks[position])
        self._cleaned = (blocks, len(blocks))
        return text


class CleanPage(Postprocessor):
    """The whole page, held to the site's policy: the last step of every conversion.

    The table of contents also runs the postprocessors, during the tree steps, over each heading and over its
    own list, for the names of its entries: those names lose every tag (``strip_tags``) and become plain text
    again in the hooks (``on_page_content``), and the headings themselves are in the page this cleans. So
    between ``TreeSteps`` this leaves a fragment as it is (about a fifth of the cleaning's calls)."""

    def run(self, text: str) -> str:
        return text if getattr(self.md, "meccg_tree_steps", False) else clean(text)


class TreeSteps(Treeprocessor):
    """Registered first and last among the tree steps: marks when they start (``True``) and end (``False``)."""

    def __init__(self, md, started: bool):
        super().__init__(md)
        self.started = started

    def run(self, root) -> None:
        self.md.meccg_tree_steps = self.started


def guard_convert(md, report) -> None:
    """Make ``md.convert`` answer a notice (and ``report`` the problem) where Markdown would recurse too deep."""
    convert = md.convert

    def guarded(source: str) -> str:
        try:
            return convert(source)
        except RecursionError:
            md.spoiled = True  # its parser may be left mid-state: a converter reused for many pages drops it
            report("the page nests lists, quotes or definitions too deeply for the site's Markdown; it is shown "
                   "as a notice until it is flattened")
            return ('<div class="admonition failure"><p class="admonition-title">This page cannot be shown</p>'
                    f"<p>{html.escape('It nests lists, quotes or definitions too deeply.')}</p></div>")

    md.convert = guarded


def plain_language(line: str, marker: str, info: str) -> str:
    """The opening fence line, with a language the site does not highlight turned into ``text``."""
    words = info.split()
    if not words or words[0].lstrip(".").lower() in LANGUAGES or words[0] == "scenario":
        return line
    return f"{marker}text"
