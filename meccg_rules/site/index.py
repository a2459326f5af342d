"""What the site knows about all its pages at once: rulings, sections, links, cards.

One ``SiteIndex`` is made per build (``index_for``; the MkDocs hooks call
``forget`` when a build starts). It reads every page's front matter once,
checks it with ``meccg_rules.pages.front_matter.check_pages`` (each finding becomes a
build warning), and answers the questions a page cannot answer alone: which
rulings relate to this one in either direction, which pages link here, which
rulings cite a card, which rulings a section holds, and what running each
page's examples gave.
"""
from __future__ import annotations

import os
import posixpath
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from ..pages.addresses import clashes, short_link
from ..pages.directives import site_directives
from ..pages.findings import Finding
from ..pages.front_matter import PAGE_FIELDS, Page, parse_page
from ..pages.lexer import lex
from ..pages.allowlist import may_include
from ..pages.markup import link_targets, over_limits, scan
from ..pages.reading import read_page, walk
from ..pages.validation import check_pages, missing_examples, unknown_fields
from ..pages.glossary import Glossary, load_glossary
from ..engine.core.cards import fold
from ..pages.crf import census
from ..pages.dating import CRF_22_PUBLISHED
from ..pages.statement import ruling_date, statement
from . import problems
from .build_info import BuildInfo, build_info
from .linking import Linker
from .scenario import company_names
from .results import Results

SECTION_FOLDERS = ("rulings", "concordance")


@dataclass
class Ruling:
    """A ruling page as the site sees it."""

    page: Page
    src_uri: str  # "rulings/site-phase-on-guard-cards/onguard-targets-existed.md"

    @property
    def id(self) -> str:
        return self.page.id or posixpath.splitext(posixpath.basename(self.src_uri))[0]

    @property
    def title(self) -> str:
        return self.page.title

    @property
    def href(self) -> str:
        return "/" + self.src_uri

    @property
    def short_href(self) -> str:
        """Its permanent short address, ``/r/<id>/``, which survives a move to another section."""
        return "/" + short_link(self.id)

    @property
    def section(self) -> str:
        """The folder of its section index page, e.g. ``rulings/site-phase-on-guard-cards``."""
        return posixpath.dirname(self.src_uri)

    @property
    def date(self) -> str:
        """Its own date if the front matter gives one, else the earliest date of its history ("" if none)."""
        return ruling_date(self.page.meta)

    @property
    def date_shown(self) -> str:
        """Its date, or what is known when it is unknown: ``by 2026-01-21`` for a ruling CRF 22 holds."""
        return self.date or (f"by {CRF_22_PUBLISHED.isoformat()}" if self.page.strings("crf") else "")

    @property
    def statement(self) -> str:
        """The ruling in one paragraph of plain text (its **Ruling.** paragraph)."""
        return statement(self.page.body)

    @property
    def superseded(self) -> bool:
        return self.page.meta.get("status") == "superseded"


@dataclass
class Citations:
    """Where a card is cited: the rulings about it (concordance pages last), the examples naming it, and the
    rulings that list it in their front matter without being about it or naming it in an example."""

    about: list[Ruling] = field(default_factory=list)
    examples: list[tuple[str, int]] = field(default_factory=list)  # (page uri, example number from 1)
    cited: list[Ruling] = field(default_factory=list)


def is_about(ruling: Ruling, card: str) -> bool:
    """Whether ``ruling`` is about the card named ``card``: a CRF ruling under that card (Card Errata and Rulings
    > the card, its heading compared as names are, accents aside: CRF 22 heads Eärcaraxë Ahunt "Eärcaraxe Ahunt"),
    or a ruling whose title or statement names it. A ruling that lists the card only because its examples use it
    is not about it (the card's page lists it with the examples)."""
    if any(fold(section.path[-1]) == fold(card) for section in _card_sections(ruling) if section.path):
        return True
    words = fold(f"{ruling.title} {ruling.statement}")
    return re.search(rf"(?<!\w){re.escape(fold(card))}(?!\w)", words) is not None


def _card_sections(ruling: Ruling) -> list:
    sections = census().sections
    bullets = [census().find(bullet_id) for bullet_id in ruling.page.strings("crf")]
    return [sections[b.section] for b in bullets if b is not None and b.part == "card" and b.section in sections]


class SiteIndex:
    def __init__(self, docs_dir: str | Path):
        self.docs_dir = Path(docs_dir)
        self.results = _RESULTS
        folder = walk(self.docs_dir)
        taken = clashes(self.docs_dir, folder.pages)  # pages at the address of the build's own files or pages
        self.refused: list[Finding] = folder.refused + list(taken.values())  # links, names that are not plain...
        self.static = {path.relative_to(self.docs_dir).as_posix() for path in folder.files}  # images, allowlisted
        self.pages: dict[str, Page] = {}
        self.texts: dict[str, str] = {}
        for path in folder.pages:
            if path in taken:
                continue  # left out of the site (on_files), like the files refused
            uri = path.relative_to(self.docs_dir).as_posix()
            text, unreadable = read_page(path, self.docs_dir)
            if text is None:
                page = Page(str(path), "", {}, "", 1, problems=unreadable)
            else:
                page = _kept(("page", self.docs_dir, uri), text, lambda: parse_page(text, str(path)))
            page.path = self.shown_path(uri)  # never the build machine's path: docs/rulings/x/y.md
            self.pages[uri] = page
            if page.text or not page.problems:
                self.texts[uri] = page.text
        self.rulings: dict[str, Ruling] = {}
        self.by_uri: dict[str, Ruling] = {}
        for uri, page in self.pages.items():
            if uri in self.texts and page.is_ruling:
                ruling = Ruling(page, uri)
                self.rulings.setdefault(ruling.id, ruling)
                self.by_uri[uri] = ruling

    def unreadable(self, uri: str) -> bool:
        """Whether the file at ``uri`` is left out of the site (a link, a bad name, unreadable bytes...)."""
        return uri not in self.texts

    # -------------------------------------------------------------- checking
    def findings(self) -> list[Finding]:
        """Every problem of every page: files refused, reading, front matter, and the schema's findings."""
        found = list(self.refused) + [problem for page in self.pages.values() for problem in page.problems]
        for uri, page in self.pages.items():
            if uri in self.texts:
                found += _kept(("findings", self.docs_dir, uri), page.text, lambda: self._page_findings(uri, page))
        pages = [ruling.page for ruling in self.by_uri.values()]
        terms = tuple(self.glossary.terms)  # what a page's findings depend on besides its text (and the engine)

        def kept(page: Page, check):
            return _kept(("checked", self.docs_dir, page.path, terms), page.text, check)
        return found + check_pages(pages, terms, self.catalogue, kept)

    def _page_findings(self, uri: str, page: Page) -> list[Finding]:
        """What is wrong with one page on its own (its fields, its markup, a ruling without examples)."""
        found = [] if page.is_ruling else unknown_fields(page, PAGE_FIELDS)
        found += scan(page.text, page.path, first_line=page.body_line - 1, may_include=may_include(uri),
                      passed=self.over_limits(uri))
        found += site_directives(lex(page.text), page.body_line - 1, uri, page.path)
        return found + list(filter(None, [missing_examples(page)]))

    def over_limits(self, uri: str) -> list[Finding]:
        """The limits the page at ``uri`` passes (checked once for the findings and the conversion)."""
        page = self.pages[uri]
        return _kept(("limits", self.docs_dir, uri), page.text,
                     lambda: over_limits(page.text, page.path, page.body_line - 1))

    def validate(self) -> int:
        """Log every finding as a build warning; returns how many there were."""
        findings = self.findings()
        for finding in findings:
            where = self.uri_of(finding.path)
            hint = f"; did you mean {finding.suggestion!r}?" if finding.suggestion else ""
            problems.report(problems.at(where, finding.line, finding.message + hint))
        for ruling in self.by_uri.values():
            if ruling.section not in self.sections():
                problems.report(problems.at(ruling.src_uri, None, "its folder has no index.md, so no section lists "
                                                                  "it"))
        return len(findings)

    # ------------------------------------------------------------------ shared data
    @cached_property
    def glossary(self) -> Glossary:
        path = self.docs_dir / "glossary.md"
        return load_glossary(path) if path.exists() else Glossary({})

    @cached_property
    def catalogue(self):
        from ..engine.core.cards import catalogue
        return catalogue()

    @cached_property
    def build(self) -> BuildInfo:
        """When and from which commit this build was made."""
        return build_info(self.docs_dir.parent)

    @cached_property
    def linker(self) -> Linker:
        """Links card names and glossary terms; kept between builds while the glossary's text is the same."""
        return _kept(("linker", self.docs_dir), self.texts.get("glossary.md"),
                     lambda: Linker(self.glossary, self.catalogue.names()))

    def result(self, ruling: Ruling):
        return self.result_of_uri(ruling.src_uri, ruling.page.text)

    def result_of_uri(self, uri: str, text: str):
        page = self.pages.get(uri)
        return self.results.of(self.shown_path(uri), text, uri, self.docs_dir,
                               page if page is not None and page.text == text else None)

    def uri_of(self, path: str) -> str:
        """A page's path as read from disk (or as ``shown_path`` names it) -> its uri, ``rulings/x/y.md``."""
        try:
            return Path(path).relative_to(self.docs_dir).as_posix()
        except ValueError:
            return path.removeprefix(self.docs_dir.name + "/")

    def shown_path(self, uri: str) -> str:
        """A page's path as messages name it, never the build machine's: ``docs/rulings/x/y.md``."""
        return f"{self.docs_dir.name}/{uri}"

    # ------------------------------------------------------------ connections
    @cached_property
    def _reverse_related(self) -> dict[str, list[str]]:
        reverse: dict[str, list[str]] = {}
        for ruling in self.by_uri.values():
            for other in ruling.page.strings("related"):
                reverse.setdefault(other, []).append(ruling.id)
        return reverse

    def related(self, ruling: Ruling) -> list[Ruling]:
        """Rulings it names in ``related`` and rulings naming it, each once, declared ones first."""
        ids = ruling.page.strings("related") + self._reverse_related.get(ruling.id, [])
        found = [self.rulings[i] for i in dict.fromkeys(ids) if i in self.rulings and i != ruling.id]
        return found

    @cached_property
    def _links(self) -> dict[str, list[str]]:
        """Each page -> the pages its text links to (each once, itself left out)."""
        links = {uri: _kept(("links", self.docs_dir, uri), text, lambda: _page_links(uri, text))
                 for uri, text in self.texts.items()}
        return {uri: targets for uri, targets in links.items() if targets}

    @cached_property
    def _backlinks(self) -> dict[str, list[str]]:
        backlinks: dict[str, list[str]] = {}
        for uri, targets in self._links.items():
            for target in targets:
                backlinks.setdefault(target, []).append(uri)
        return backlinks

    def links_from(self, uri: str) -> list[str]:
        """The pages the text of ``uri`` links to."""
        return self._links.get(uri, [])

    def backlinks(self, uri: str) -> list[str]:
        """Pages whose text links to ``uri`` (generated links such as related rulings are not counted)."""
        return self._backlinks.get(uri, [])

    def title_of(self, uri: str) -> str:
        if uri in self.by_uri:
            return self.by_uri[uri].title
        page = self.pages.get(uri)
        if page is not None and page.meta.get("title"):
            return page.meta["title"]
        text = self.texts.get(uri, "")
        heading = re.search(r"^# (.+)$", text, re.M)
        return heading.group(1).strip() if heading else posixpath.splitext(posixpath.basename(uri))[0]

    @cached_property
    def crf_pages(self) -> dict[str, list[Ruling]]:
        """Each CRF 22 bullet id -> the rulings that name it in their ``crf`` field."""
        pages: dict[str, list[Ruling]] = {}
        for ruling in self.by_uri.values():
            for bullet_id in dict.fromkeys(ruling.page.strings("crf")):
                pages.setdefault(bullet_id, []).append(ruling)
        return pages

    # ------------------------------------------------------------------ cards
    @cached_property
    def cards_cited(self) -> dict[str, "Citations"]:
        """Every card a page cites -> the rulings listing it in ``cards`` (``about``) and the examples naming
        it (``examples``: page and example number), on any page, so that every linked card has a page."""
        cited: dict[str, Citations] = {}
        for ruling in self.by_uri.values():
            for name in ruling.page.strings("cards"):
                card = self.catalogue.find(name)
                if card is not None:
                    entry = cited.setdefault(card.name, Citations())
                    (entry.about if is_about(ruling, card.name) else entry.cited).append(ruling)
        for uri, text in self.texts.items():
            if "scenario" not in text:
                continue
            for number, names in _kept(("cards", self.docs_dir, uri), text, lambda: self._example_cards(uri, text)):
                for name in names:
                    cited.setdefault(name, Citations()).examples.append((uri, number))
        order = self.crf_position
        for entry in cited.values():
            entry.about.sort(key=lambda r: (r.section == "concordance", order[r.src_uri]))
            shown = {uri for uri, _ in entry.examples}
            entry.cited = sorted((r for r in entry.cited if r.src_uri not in shown), key=lambda r: order[r.src_uri])
        return dict(sorted(cited.items(), key=lambda item: item[0].casefold()))

    def _example_cards(self, uri: str, text: str) -> list[tuple[int, list[str]]]:
        """(example number from 1, the cards it names, each once) for each scenario block of the page."""
        fences = lex(text, self.pages[uri].body_line - 1).scenarios()
        companies = company_names("\n".join(fence.source for fence in fences))  # not cards, whatever their names
        return [(number, list(dict.fromkeys(m.group(0) for m in self.linker.card_pattern.finditer(fence.source)
                                            if m.group(0) not in companies)))
                for number, fence in enumerate(fences, start=1)]

    # --------------------------------------------------------------- sections
    @cached_property
    def _sections(self) -> list[str]:
        return [posixpath.dirname(uri) for uri in self.texts if is_section_index(uri)]

    def sections(self) -> list[str]:
        """Section folders (``rulings/<slug>``, ``concordance``): those with an ``index.md``, in path order."""
        return self._sections

    def section_rulings(self, folder: str) -> list[Ruling]:
        """The rulings of a section, in CRF order."""
        return [r for r in self.in_crf_order if r.section == folder]

    @cached_property
    def crf_position(self) -> dict[str, int]:
        """Each ruling's place in ``in_crf_order``, by its source uri."""
        return {ruling.src_uri: number for number, ruling in enumerate(self.in_crf_order)}

    @cached_property
    def in_crf_order(self) -> list[Ruling]:
        """Every ruling in the order of the CRF 22 bullet it names first; rulings naming none come last,
        by section and title."""
        position = {bullet_id: number for number, bullet_id in enumerate(census().bullets)}

        def key(ruling: Ruling) -> tuple:
            first = next((position[b] for b in ruling.page.strings("crf") if b in position), None)
            return (first is None, first or 0, ruling.section, ruling.title.casefold())
        return sorted(self.by_uri.values(), key=key)


def _page_links(uri: str, text: str) -> list[str]:
    """The pages the ``text`` of the page at ``uri`` links to, each once, itself left out."""
    folder, links = posixpath.dirname(uri), []
    for target in dict.fromkeys(target for _, target in link_targets(text)):
        if ":" in target:
            continue
        resolved = posixpath.normpath(target[1:] if target.startswith("/") else posixpath.join(folder, target))
        if resolved != uri:
            links.append(resolved)
    return links


def is_section_index(uri: str) -> bool:
    parts = uri.split("/")
    return parts[-1] == "index.md" and (parts[:-1] == ["concordance"] or (len(parts) == 3 and parts[0] == "rulings"))


_INDEXES: dict[Path, SiteIndex] = {}
_RESOLVED: dict[str, Path] = {}
_RESULTS = Results()  # outlives a build: a page is run again only when its text (or the engine) changed
_KEPT: dict[tuple, tuple[str, object]] = {}  # what one page's text alone gives, kept between builds


def _kept(key: tuple, text: str, make):
    """``make()``, or what it gave in an earlier build for the same ``key`` and page ``text``."""
    kept = _KEPT.get(key)
    if kept is None or kept[0] != text:
        kept = _KEPT[key] = (text, make())
    return kept[1]


def index_for(docs_dir: str | Path) -> SiteIndex:
    """The build's index of ``docs_dir`` (made, and its pages checked, on first use)."""
    key = _resolved(docs_dir)
    if key not in _INDEXES:
        _INDEXES[key] = SiteIndex(key)
        _INDEXES[key].validate()
    return _INDEXES[key]


def _resolved(docs_dir: str | Path) -> Path:
    """The folder's real path; an absolute one is remembered until ``forget`` (two lookups a page resolved it
    anew), a relative one depends on the working folder and is resolved each time."""
    name = str(docs_dir)
    if not os.path.isabs(name):
        return Path(name).resolve()
    if name not in _RESOLVED:
        _RESOLVED[name] = Path(name).resolve()
    return _RESOLVED[name]


def current(docs_dir: str | Path) -> SiteIndex | None:
    """The index of the latest build of ``docs_dir``, if one was made and not forgotten."""
    return _INDEXES.get(_resolved(docs_dir))


def forget() -> None:
    """Start afresh: the next build reads every page again and runs those whose text changed."""
    _INDEXES.clear()
    _RESOLVED.clear()
    _RESULTS.new_build()
