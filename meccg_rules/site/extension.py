"""The Python-Markdown extension that makes ruling pages: ``meccg_rules.site.extension``.

Per page it
- runs the page's examples through ``meccg_rules.pages.runner`` (once per build, see ``results``),
- replaces each ```` ```scenario ```` block by a play-by-play with its mark
  (and, when it fails, the explanation),
- on a ruling page: puts the badge, sources, history and related rulings on
  top, the pages that link here at the bottom, links glossary terms with a
  tooltip, and wraps everything in one root element carrying
  ``data-ruling-id`` and ``data-examples-passed/failed/skipped``,
- on a section index page (``rulings/<section>/index.md``, ``concordance/index.md``):
  lists the section's rulings with their badges,
- puts each view it adds into the page as finished HTML (``finished``), which
  the tree steps after its own do not walk,
- expands the paragraphs ``[STATUS]`` (status table), ``[CARDS]`` (every cited
  card), ``[CARD]`` (the card named by the page's ``card:`` front matter),
  ``[COVERAGE]`` (every CRF 22 bullet with the pages covering it;
  ``[COVERAGE <section id>]`` for one section), ``[SENTENCES Setup]`` (and
  ``Play``, ``Expect``), ``[REASONS]`` and ``[VOCABULARY]`` (the language's tables and the card vocabulary,
  ``language_tables``), each only on the
  pages that ``allowlist.DIRECTIVE_PAGES`` names (the card pages the build generates for ``[CARD]`` and
  ``[CARDS]``) and once a page; anywhere else the paragraph stays text (``check`` and the build's findings
  say so at its line).

A scenario block is taken out of the text before Markdown reads it and a
placeholder paragraph is left in its place, which the tree step replaces by
the rendered example. The placeholder is wrapped in ``MARK``, a control
character the page reader refuses (``pages/reading.py``), so no text of a page
can be taken for it.

Which page is being converted: under MkDocs, the file MkDocs is rendering;
elsewhere, the ``page`` option (a path relative to ``docs_dir``).
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from dataclasses import dataclass, field, replace

from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor
from markdown.treeprocessors import Treeprocessor

from ..engine.core.errors import nearest
from ..pages.allowlist import may_hold_directive
from ..pages.crf import census
from ..pages.directives import SITE_DIRECTIVE as DIRECTIVE
from ..pages.front_matter import parse_page
from ..pages.lexer import Fence, lex
from ..pages.markup import over_limits
from . import (
    badges,
    card_pages,
    changes,
    coverage,
    engine_map,
    known_links,
    language_tables,
    problems,
    status,
    views,
    wayfinding,
)
from .finished import Placeholder, finished
from .guard import CleanAuthorHtml, CleanPage, SafeAttrList, TreeSteps, guard_convert, plain_language
from .index import Ruling, SiteIndex, index_for, is_section_index
from .rulings_table import rulings_table
from .scenario import block_name, company_names, render
from .tags_listing import listing_ids

MARK = "\x07"  # a page holding it is refused when read, so only ScenarioBlocks can write a placeholder
PLACEHOLDER = re.compile(MARK + r"MECCG-SCENARIO-(\d+)" + MARK + r"\Z")
REFUSED = "MECCG-PAGE-REFUSED"
TAKES_ARGUMENT = ("COVERAGE", "SENTENCES")


@dataclass
class PageState:
    index: SiteIndex
    uri: str
    text: str
    meta: dict
    ruling: Ruling | None
    body_line: int = 1
    generated: bool = False  # a page the hooks made (a card page), not a file of the docs folder
    blocks: list[Fence] = field(default_factory=list)
    refused: list = field(default_factory=list)  # the limits the page passes: it is not rendered
    site_ids: frozenset = frozenset()  # ids the site puts in the page's Markdown (tags_listing.listing_ids)

    def report(self, line: int | None, message: str) -> None:
        problems.report(problems.at(self.uri, line, message))


class RulingsExtension(Extension):
    def __init__(self, **kwargs):
        self.config = {
            "docs_dir": ["docs", "Folder of the Markdown pages (used when not run by MkDocs)"],
            "page": ["", "Path of the page being converted, relative to docs_dir (when not run by MkDocs)"],
        }
        super().__init__(**kwargs)
        self.state: PageState | None = None

    def extendMarkdown(self, md):
        md.registerExtension(self)
        md.preprocessors.register(ScenarioBlocks(md, self), "meccg_scenarios", 27)  # before fenced code (25)
        md.treeprocessors.register(RulingPage(md, self), "meccg_ruling_page", 10)  # after inline (20), before toc
        md.treeprocessors.register(self.safe_attr_list(md), "attr_list", 8)  # in place of the attr_list extension
        md.postprocessors.register(CleanAuthorHtml(md), "meccg_clean_author_html", 35)  # before raw_html (30)
        md.postprocessors.register(CleanPage(md), "meccg_clean_page", -1000)  # the very last step
        md.treeprocessors.register(TreeSteps(md, True), "meccg_tree_steps_start", 1000)
        md.treeprocessors.register(TreeSteps(md, False), "meccg_tree_steps_end", -1000)
        guard_convert(md, lambda message: self.state.report(None, message) if self.state else
                      problems.report(message))

    def reset(self):
        self.state = None

    def safe_attr_list(self, md) -> SafeAttrList:
        return SafeAttrList(md, lambda: self.state.site_ids if self.state else frozenset())

    def begin(self, md) -> PageState | None:
        """Find out which page is being converted (``None``: not a page of a docs folder)."""
        relpath = md.treeprocessors["relpath"] if "relpath" in md.treeprocessors else None
        generated = None
        if relpath is not None and hasattr(relpath, "file"):
            docs_dir, uri = relpath.config["docs_dir"], relpath.file.src_uri
            known_links.faster(relpath)
            if getattr(relpath.file, "generated_by", None):
                generated = relpath.file.content_string  # made by the hooks (card pages), not by a contributor
        elif self.getConfig("page"):
            docs_dir, uri = self.getConfig("docs_dir"), self.getConfig("page")
        else:
            return None
        index = index_for(docs_dir)
        text = generated if generated is not None else index.texts.get(uri, "")
        page = index.pages.get(uri) or parse_page(text, uri)
        self.state = PageState(index, uri, text, page.meta, index.by_uri.get(uri), page.body_line,
                               generated is not None)
        return self.state


class ScenarioBlocks(Preprocessor):
    """Takes each scenario block out of the text, leaving a placeholder paragraph."""

    def __init__(self, md, extension: RulingsExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        if not isinstance(self.md.treeprocessors["attr_list"], SafeAttrList):  # another extension put it back
            self.md.treeprocessors.register(self.extension.safe_attr_list(self.md), "attr_list", 8)
        state = self.extension.begin(self.md)
        if state is not None:
            state.site_ids = listing_ids(state.uri, lines)
            state.refused = ([replace(finding, path=state.uri) for finding in state.index.over_limits(state.uri)]
                             if state.index.texts.get(state.uri) == state.text else
                             over_limits(state.text, state.uri, state.body_line - 1))  # the index reports them
            if state.refused:
                return ["", REFUSED, ""]
        lexed = lex("\n".join(lines))
        lines = list(lines)
        for fence in lexed.fences:
            lines[fence.start] = plain_language(lines[fence.start], fence.marker, fence.info)
        blocks = lexed.scenarios()
        if state is None or not blocks:
            return lines
        state.blocks = blocks
        kept: list[str] = []
        last = 0
        for number, block in enumerate(blocks):
            kept.extend(lines[last:block.start])
            kept.extend(["", f"{MARK}MECCG-SCENARIO-{number}{MARK}", ""])
            last = block.end + 1
        kept.extend(lines[last:])
        return kept


class RulingPage(Treeprocessor):
    def __init__(self, md, extension: RulingsExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, root: etree.Element) -> None:
        state = self.extension.state
        if state is None:
            return
        index = state.index
        if state.refused:
            root.clear()
            root.append(views.refused(state.refused))
            return
        result = index.result_of_uri(state.uri, state.text)
        if result.problems:
            root.insert(0, self.finished(views.page_problems(result.problems)))
        seen_terms: set[str] = set()
        if state.ruling is not None:
            index.linker.link(root, seen_terms=seen_terms)  # before the examples: they only hold placeholders
        if state.blocks:
            self.show_examples(root, state, result, seen_terms)
        self.expand_directives(root, state)
        if is_section_index(state.uri):
            folder = state.uri.rsplit("/", 1)[0]
            etree.SubElement(root, "h2", {"id": "rulings-in-this-section"}).text = "Rulings in this section"
            root.append(self.finished(views.ruling_list(index, index.section_rulings(folder))))
        if state.ruling is not None:
            self.make_ruling_page(root, state, result)
        space_blocks(root)

    def finished(self, view: etree.Element) -> etree.Element:
        """``view`` spaced, then (``finished``) its blocks without headings or ids stashed as finished HTML."""
        space_blocks(view)
        return finished(self.md, view)

    # ------------------------------------------------------------- examples
    def show_examples(self, root: etree.Element, state: PageState, result, seen_terms: set[str]) -> None:
        index = state.index
        in_file = lex(state.text, state.body_line - 1).scenarios()
        by_line = {example.line: example for example in result.examples}
        names = {block_name(block.info): number + 1 for number, block in enumerate(state.blocks)
                 if block_name(block.info)}
        companies = company_names("\n".join(block.source for block in state.blocks))
        shown_lines = set()
        for parent in list(root.iter()):
            for position, child in enumerate(list(parent)):
                found = PLACEHOLDER.match(child.text or "") if child.tag == "p" and not len(child) else None
                if not found:
                    continue
                number = int(found.group(1))
                block = state.blocks[number]
                line = in_file[number].line if number < len(in_file) else None
                example = by_line.get(line)
                if line is None or _squeeze(in_file[number].source) != _squeeze(block.source) or example is None:
                    if not result.problems:  # otherwise the page's problems say why nothing ran
                        state.report(line, f"example {number + 1} was not run by the runner; it is shown without "
                                           "a mark")
                    example = None
                shown_lines.add(line)
                view = render(block.source, index.linker, number + 1, seen_terms, names, companies)
                view.set("class", f"scenario scenario--{example.status if example else 'unknown'} no-links")
                if example is not None:
                    view.insert(0, badges.mark(example, number + 1, block_name(block.info)))
                    if example.status == "failed":
                        view.insert(len(view) - 1, views.failure(example))
                parent.remove(child)
                parent.insert(position, self.finished(view))
        for line in sorted(result.example_lines - shown_lines):
            state.report(line, "this example ran but is not shown on the page")

    # ----------------------------------------------------------- directives
    def expand_directives(self, root: etree.Element, state: PageState) -> None:
        expanded: set[str] = set()
        for position, child in enumerate(list(root)):
            found = DIRECTIVE.match((child.text or "").strip()) if child.tag == "p" and not len(child) else None
            if not found:
                continue
            directive, argument = found.groups()
            if argument and directive not in TAKES_ARGUMENT:
                state.report(None, f"[{directive}] takes nothing after its name")
                continue
            if not (state.generated or may_hold_directive(state.uri, directive, argument)) or \
                    child.text.strip() in expanded:
                continue  # not this page's to expand: the page's findings say so, at its line
            expanded.add(child.text.strip())
            if child.text.strip() in language_tables.DIRECTIVES:
                view = language_tables.expand(child.text.strip())
            elif directive == "SENTENCES":
                state.report(None, f"{child.text.strip()} names no section; write one of "
                                   f"{', '.join(language_tables.DIRECTIVES[:3])}")
                continue
            elif directive == "ENGINE":
                view = engine_map.engine_map()
            elif directive == "VOCABULARY":
                view = language_tables.vocabulary_view()
            elif directive == "STATUS":
                view = status.status_view(state.index)
            elif directive == "CARDS":
                view = card_pages.cards_list(state.index)
            elif directive == "RULINGS":
                view = rulings_table(state.index)
            elif directive == "CHANGES":
                view = changes.builds_view(state.index)
            elif directive == "CRF-CHANGES":
                view = changes.crf_view(state.index)
            elif directive == "COVERAGE":
                if argument and argument not in census().sections:
                    close = nearest(argument, list(census().sections))
                    hint = f"; did you mean {close[0]!r}?" if close else ""
                    state.report(None, f"[COVERAGE {argument}] names no CRF 22 section{hint}")
                    continue
                view = coverage.coverage_view(state.index, argument)
            else:
                card = state.index.catalogue.find(str(state.meta.get("card", "")))
                if card is None:
                    state.report(None, "[CARD] needs front matter card: <a known card>")
                    continue
                view = card_pages.card_view(state.index, card)
            root.remove(child)
            root.insert(position, self.finished(view))

    # ---------------------------------------------------------- ruling page
    def make_ruling_page(self, root: etree.Element, state: PageState, result) -> None:
        """Title, badge and the ruling itself first; then the folded sources and links; then the rest."""
        ruling, index = state.ruling, state.index
        children = list(root)
        for child in children:
            root.remove(child)
        wrapper = etree.SubElement(root, "div", {"class": "meccg-ruling", "data-ruling-id": ruling.id,
                                                 **badges.attributes(result)})
        wrapper.append(self.finished(wayfinding.path(index, ruling)))
        if children and children[0].tag == "h1":
            wrapper.append(children.pop(0))
        else:
            etree.SubElement(wrapper, "h1").text = ruling.title
        wrapper.append(self.finished(views.lead(index, ruling, result)))
        statement = next((child for child in children if views.is_statement(child)), None)
        if statement is not None:
            children.remove(statement)
            statement.set("class", "ruling-statement")
            wrapper.append(statement)
        wrapper.append(self.finished(views.about(index, ruling)))
        wrapper.extend(children)
        footer = views.backlinks(index, state.uri)
        if footer is not None:
            wrapper.append(self.finished(footer))
        wrapper.append(self.finished(wayfinding.neighbours(index, ruling)))


BLOCK_TAGS = {"p", "li", "dt", "dd", "tr", "td", "th", "div", "details", "summary", "ul", "ol", "dl", "table",
              "h1", "h2", "h3", "h4"}


def space_blocks(root: etree.Element) -> None:
    """A line break after every block element that has nothing after it, so that text extracted from the page
    (the search index) keeps words of neighbouring cells and items apart."""
    for element in root.iter():
        if element.tag in BLOCK_TAGS and not element.tail and not isinstance(element, Placeholder):
            element.tail = "\n"


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def makeExtension(**kwargs):
    return RulingsExtension(**kwargs)
