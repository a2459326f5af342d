"""Checking ruling pages against the schema's words, the glossary, the card catalogue and each other.

``front_matter`` has already typed every field (``Page.meta`` holds only
values of the right type, ``Page.problems`` the rest); here are the findings
that need more than one value: unknown and missing fields, ids, sources, terms,
cards, related rulings, history and status. Each finding names the file and
line, and the nearest correct spelling when there is one.
"""
from __future__ import annotations

import re
from functools import partial
from pathlib import Path, PurePosixPath

from ..engine.core.errors import nearest
from ..language.sentences import catalogue_hint
from . import documented
from .crf import census
from .findings import Finding
from .front_matter import (
    FIRST_APPEARED_NEEDS,
    HISTORY_FIELDS,
    KEBAB,
    MAX_ID,
    PAGE_FIELDS,
    RENAMED,
    REQUIRED,
    RULING_FIELDS,
    SOURCE_DOCS,
    SOURCE_KINDS,
    SOURCE_NEEDS,
    STATUSES,
    Page,
    load_page,
)
from .lexer import lex

SOURCE_FIELDS = ("doc", "version", "section", "rule", "number", "question", "kind", "title", "url", "note")
FIRST_APPEARED_FIELDS = SOURCE_FIELDS + ("date",)


def validate_pages(paths, *, terms=None, cards=None) -> list[Finding]:
    """Every problem of the pages at ``paths``: reading, YAML and types for all, the schema for rulings.

    ``terms`` are the glossary's terms and ``cards`` a catalogue (anything with
    ``find`` and ``names``); by default the glossary next to the pages and the
    engine's catalogue. Ids, ``related`` and ``superseded_by`` are checked
    across the pages given, so pass the whole docs folder for those checks.
    """
    loaded = [load_page(path) for path in paths]
    pages = [page for page in loaded if page.is_ruling and page.text]
    if terms is None:
        terms = _default_terms([Path(p.path) for p in pages])
    if cards is None:
        from ..engine.core.cards import catalogue
        cards = catalogue()
    findings = [problem for page in loaded for problem in page.problems]
    findings += [f for page in loaded if not page.is_ruling for f in unknown_fields(page, PAGE_FIELDS)]
    return sorted(findings + check_pages(pages, terms, cards), key=lambda f: (f.path, f.line))


def check_pages(pages: list[Page], terms, cards, kept=None) -> list[Finding]:
    """The schema findings on ruling pages already loaded (their ``problems`` are not repeated). ``kept(page,
    check)``, if given, returns ``check()`` or what it gave before for the same page, terms and cards."""
    checker = _Checker(list(terms), cards)
    findings = []
    for page in pages:
        findings += kept(page, partial(checker.page, page)) if kept else checker.page(page)
    return findings + _check_ids(pages) + documented.over_budget(pages)


def unknown_fields(page: Page, known) -> list[Finding]:
    return [Finding(page.path, page.line_of(key), f"unknown field {key!r}",
                    RENAMED.get(key) or _nearest(str(key), known))
            for key in page.written if key not in known]


def missing_examples(page: Page) -> Finding | None:
    """A ruling with no example and no ``skip`` reason (a page whose front matter is broken says that first)."""
    if page.is_ruling and page.text and not page.problems and not page.meta.get("skip") and \
            not documented.reason(page) and not lex(page.text, page.body_line - 1).scenarios():
        return Finding(page.path, 1, "a ruling needs at least one ```scenario example (or a skip with a reason)")
    return None


def _default_terms(paths: list[Path]) -> list[str]:
    from .glossary import load_glossary
    for path in paths:
        for folder in path.resolve().parents:
            if (folder / "glossary.md").exists():
                return list(load_glossary(folder / "glossary.md").terms)
    return []


class _Checker:
    def __init__(self, terms: list[str], cards):
        self.terms = terms
        self.folded_terms = {t.casefold() for t in terms}
        self.cards = cards

    def page(self, page: Page) -> list[Finding]:
        found: list[Finding] = unknown_fields(page, RULING_FIELDS)

        def say(where: tuple, message: str, suggestion: str | None = None) -> None:
            found.append(Finding(page.path, page.line_of(*where), message, suggestion))

        if not page.text or page.problems and not page.meta:
            return found  # unreadable: its problems say why
        for key in REQUIRED:
            if key not in page.meta and key not in page.written:
                say((), f"the field {key!r} is missing")
        self._id(page, say)
        self._sources(page, say)
        self._first_appeared(page, say)
        for index, name in enumerate(page.strings("terms")):
            if name.casefold() not in self.folded_terms:
                say(("terms", index), f"{name!r} is not a glossary term: the terms are the '## ' headings of "
                                      "docs/glossary.md (add it there with a one-paragraph definition, or use one "
                                      "that exists)", _nearest(name, self.terms))
            elif name not in self.terms:
                written = next(term for term in self.terms if term.casefold() == name.casefold())
                say(("terms", index), f"{name!r} is written {written!r} in the glossary: write it so (each spelling "
                                      "would be a term of its own on the Terms page, under the same address)", written)
        for index, name in enumerate(page.strings("cards")):
            if self.cards.find(name) is None:
                close = nearest(name, self.cards.names())
                say(("cards", index), f"{name!r} is not a card the engine knows ({catalogue_hint()})",
                    close[0] if close else None)
        for index, bullet in enumerate(page.strings("crf")):
            if census().find(bullet) is None:
                say(("crf", index), *census().unknown(bullet))
        self._history(page, say)
        self._status(page, say)
        for where, message in documented.page_problems(page):
            say(where, message)
        return found

    def _id(self, page: Page, say) -> None:
        value = page.meta.get("id")
        if value is None:
            return
        if not KEBAB.match(value) or len(value) > MAX_ID:
            suggestion = re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")[:MAX_ID].strip("-") or None
            say(("id",), f"id {value!r} must be kebab-case (lower-case words joined by -), at most {MAX_ID} "
                         "characters", suggestion)
        elif PurePosixPath(Path(page.path).as_posix()).stem != value:
            say(("id",), f"id {value!r} differs from the file name; name the file {value}.md")

    def _sources(self, page: Page, say) -> None:
        sources = page.meta.get("sources")
        if sources is None:
            return
        if not any(len(where) > 1 and where[0] == "sources" for where in page.lines):
            say(("sources",), "sources must be a list with at least one source, e.g. - {doc: CRF, version: 22, "
                              "section: \"...\"}")
        for index, source in enumerate(sources):
            self._source(page, ("sources", index), source, SOURCE_FIELDS, SOURCE_NEEDS, say)

    def _source(self, page: Page, here: tuple, source: dict, fields: tuple, needs: dict, say) -> bool:
        """One source mapping (or ``first_appeared``), already typed; False unless its doc is known."""
        for key in source:
            if key not in fields:
                say(here + (key,), f"unknown source field {key!r}", _nearest(str(key), fields))
        doc = source.get("doc")
        if doc not in SOURCE_DOCS:
            what = "the source has no doc" if doc is None else f"unknown source document {doc!r}"
            say(here + ("doc",), f"{what} (one of {', '.join(SOURCE_DOCS)})", _nearest(str(doc), SOURCE_DOCS))
            return False
        for key in needs[doc]:
            if key not in source and here + (key,) not in page.lines:  # a value of the wrong type is a problem
                say(here, f"a {doc} source needs {key!r}")
        if "kind" in source and source["kind"] not in SOURCE_KINDS:
            say(here + ("kind",), f"unknown source kind {source['kind']!r} (one of {', '.join(SOURCE_KINDS)})",
                _nearest(str(source["kind"]), SOURCE_KINDS))
        return True

    def _first_appeared(self, page: Page, say) -> None:
        """Where the ruling first appeared: a source's keys (its version may be unknown) and a date."""
        value = page.meta.get("first_appeared")
        here = ("first_appeared",)
        if value is None or not self._source(page, here, value, FIRST_APPEARED_FIELDS, FIRST_APPEARED_NEEDS, say):
            return
        if "date" not in value and here + ("date",) not in page.lines:
            say(here, "first_appeared needs a date: a year, year-month, date or unknown")

    def _history(self, page: Page, say) -> None:
        for index, entry in enumerate(page.mappings("history")):
            here = ("history", index)
            for key in entry:
                if key not in HISTORY_FIELDS:
                    say(here + (key,), f"unknown history field {key!r}", _nearest(str(key), HISTORY_FIELDS))
            for key in HISTORY_FIELDS:
                if key not in entry and here + (key,) not in page.lines:
                    say(here, f"the history entry has no {key!r}")

    def _status(self, page: Page, say) -> None:
        status = page.meta.get("status")
        if status is not None and status not in STATUSES:
            say(("status",), f"status {status!r} must be current or superseded", _nearest(str(status), STATUSES))
        if status == "superseded" and not page.meta.get("superseded_by"):
            say(("status",), "a superseded ruling names its successor in superseded_by")
        if "superseded_by" in page.meta and status != "superseded":
            say(("superseded_by",), "superseded_by is only for status: superseded")


def _check_ids(pages: list[Page]) -> list[Finding]:
    found: list[Finding] = []
    first: dict[str, Page] = {}
    for page in pages:
        if page.id is None:
            continue
        if page.id in first:
            other = first[page.id]
            found.append(Finding(page.path, page.line_of("id"),
                                 f"id {page.id!r} is already used by {other.path}:{other.line_of('id')}"))
        else:
            first[page.id] = page
    ids = list(first)
    for page in pages:
        for index, name in enumerate(page.strings("related")):
            if name not in first:
                found.append(Finding(page.path, page.line_of("related", index),
                                     f"related ruling {name!r} does not exist", _nearest(name, ids)))
            elif name == page.id:
                found.append(Finding(page.path, page.line_of("related", index), "a ruling is not related to itself"))
        successor = page.meta.get("superseded_by")
        if successor is not None and successor not in first:
            found.append(Finding(page.path, page.line_of("superseded_by"),
                                 f"superseded_by names {successor!r}, which is no ruling's id",
                                 _nearest(successor, ids)))
        elif successor is not None and successor == page.id:
            found.append(Finding(page.path, page.line_of("superseded_by"),
                                 "a ruling is not superseded by itself: superseded_by names the ruling that replaces "
                                 "it"))
    return found


def _nearest(word: str, choices) -> str | None:
    found = nearest(word, choices)
    return found[0] if found else None
