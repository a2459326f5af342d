"""Ruling pages: their front matter, loaded and checked.

A ruling page is a Markdown file under ``docs/rulings/<section>/`` or
``docs/concordance/`` (any name but ``index.md``) that starts with YAML front
matter. ``load_page`` reads one page; ``validate_pages`` checks a set of pages
against the schema, the glossary, the card catalogue and each other, and
returns findings addressed to people: file, line, what is wrong, and the
nearest correct spelling. Neither lets a traceback reach an author.

>>> page = parse_page("---\\nid: x\\ntitle: X\\n---\\nBody\\n", "docs/rulings/s/x.md")
>>> page.id, page.body_line, page.line_of("title")
('x', 5, 3)
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml
from markdown.extensions.toc import slugify

from ..engine.errors import nearest
from ..language.sentences import catalogue_hint
from .crf import census
from .dating import UNKNOWN, date_problem

RULING_FOLDERS = ("rulings", "concordance")
SOURCE_DOCS = ("CRF", "CoE rules", "CoE digest", "ICE digest", "Seed", "Other")
SOURCE_KINDS = ("rule", "ruling", "rules-erratum", "card-erratum", "clarification", "answer", "discussion")
STATUSES = ("current", "superseded")
FIELDS = ("id", "title", "sources", "first_appeared", "terms", "cards", "related", "history", "status",
          "superseded_by", "section", "crf", "skip", "tags")
REQUIRED = ("id", "title", "sources", "first_appeared", "status")
RULING_MARKS = ("id", "sources", "first_appeared", "terms", "cards", "related", "history", "status",
                "superseded_by", "crf")
RENAMED = {"crf_bullet": "crf"}  # old field -> the field that replaced it
SOURCE_FIELDS = ("doc", "version", "section", "rule", "number", "question", "kind", "title", "url", "note")
SOURCE_NEEDS = {  # doc -> fields it must carry
    "CRF": ("version", "section"),
    "CoE rules": ("rule",),
    "CoE digest": ("number",),
    "ICE digest": ("number",),
    "Seed": ("title",),
    "Other": ("title",),
}
FIRST_APPEARED_NEEDS = {**SOURCE_NEEDS, "CRF": ("version",)}  # a CRF version is enough to say where
FIRST_APPEARED_FIELDS = SOURCE_FIELDS + ("date",)
HISTORY_FIELDS = ("date", "source", "change")
KEBAB = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)


@dataclass(frozen=True)
class Finding:
    """One thing wrong with a page, said so that its author can fix it."""

    path: str
    line: int
    message: str
    suggestion: str | None = None

    def __str__(self) -> str:
        hint = f"; did you mean {self.suggestion!r}?" if self.suggestion else ""
        return f"{self.path}:{self.line}: {self.message}{hint}"


class PageError(Exception):
    """A page that cannot be read at all (no front matter, broken YAML)."""

    def __init__(self, finding: Finding):
        self.finding = finding
        super().__init__(str(finding))


@dataclass
class Page:
    """A Markdown page split into its front matter and its body."""

    path: str
    text: str
    meta: dict
    body: str
    body_line: int  # 1-based line of the body's first line in the file
    lines: dict = field(default_factory=dict)  # field path (tuple) -> 1-based line

    @property
    def id(self) -> str | None:
        value = self.meta.get("id")
        return value if isinstance(value, str) else None

    @property
    def title(self) -> str:
        return str(self.meta.get("title") or self.id or PurePosixPath(self.path).stem)

    @property
    def is_ruling(self) -> bool:
        """In a ruling folder, with front matter that has an id or any ruling field."""
        return is_ruling_path(self.path) and any(key in self.meta for key in RULING_MARKS)

    def strings(self, key: str) -> list[str]:
        """A list-of-names field (terms, cards, related), keeping only the strings."""
        value = self.meta.get(key)
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    def mappings(self, key: str) -> list[dict]:
        value = self.meta.get(key)
        return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []

    def line_of(self, *where) -> int:
        """The line of a field (``line_of("sources", 0, "doc")``), or of its nearest parent."""
        while where:
            if where in self.lines:
                return self.lines[where]
            where = where[:-1]
        return 1


def card_slug(name: str) -> str:
    """``Lórien`` -> ``lorien``; the card page is ``cards/<slug>.md``."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return slugify(plain, "-")


def is_ruling_path(path: str | Path) -> bool:
    """Where ruling pages live: ``rulings/<section>/*.md`` and ``concordance/*.md``, but not ``index.md``.

    A page there whose front matter has none of the ruling fields (a coverage
    table, say) is an ordinary page; see ``Page.is_ruling``.
    """
    parts = PurePosixPath(Path(path).as_posix()).parts
    return parts[-1] != "index.md" and parts[-1].endswith(".md") and any(
        folder in parts[:-1] for folder in RULING_FOLDERS)


def load_page(path: str | Path) -> Page:
    """Read a page from disk; raises ``PageError`` (never a bare YAML error) if unreadable."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PageError(Finding(str(path), 1, f"cannot read the page: {error}")) from None
    return parse_page(text, str(path))


def parse_page(text: str, path: str) -> Page:
    """Split ``text`` into front matter and body, remembering the line of every field."""
    match = FRONT_MATTER.match(text)
    if not match:
        return Page(path, text, {}, text, 1)
    source = match.group(1) or ""
    try:
        loader = _Loader(source)
        try:
            node = loader.get_single_node()
            meta = loader.construct_document(node) if node is not None else {}
        finally:
            loader.dispose()
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        line = mark.line + 2 if mark else 1
        problem = getattr(error, "problem", None) or str(error)
        raise PageError(Finding(path, line, f"the front matter is not valid YAML: {problem}")) from None
    if not isinstance(meta, dict):
        raise PageError(Finding(path, 2, "the front matter must be a mapping of field: value"))
    lines: dict = {}
    _record_lines(node, (), lines)
    body_line = text.count("\n", 0, match.end()) + 1
    return Page(path, text, meta, text[match.end():], body_line, lines)


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """The safe loader, except that dates stay text: an impossible one (2025-02-30) is then a finding at its
    line (see ``dating.date_problem``) instead of an error inside YAML."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in _Loader.yaml_implicit_resolvers.items()}


def _record_lines(node, where: tuple, lines: dict) -> None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode):
                here = where + (key.value,)
                lines[here] = key.start_mark.line + 2  # +1 for 1-based, +1 for the opening ---
                _record_lines(value, here, lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[where + (index,)] = item.start_mark.line + 2
            _record_lines(item, where + (index,), lines)


# ------------------------------------------------------------------ checking


def validate_pages(paths, *, terms=None, cards=None) -> list[Finding]:
    """Check every ruling page among ``paths``; other pages are only checked to be readable.

    ``terms`` are the glossary's terms and ``cards`` a catalogue (anything with
    ``find`` and ``names``); by default the glossary next to the pages and the
    engine's catalogue. Ids, ``related`` and ``superseded_by`` are checked
    across the pages given, so pass the whole docs folder for those checks.
    """
    findings: list[Finding] = []
    pages: list[Page] = []
    for path in paths:
        try:
            page = load_page(path)
        except PageError as error:
            findings.append(error.finding)
            continue
        if page.is_ruling:
            pages.append(page)
    if terms is None:
        terms = _default_terms([Path(p.path) for p in pages])
    if cards is None:
        from ..engine.cards import catalogue
        cards = catalogue()
    return sorted(findings + check_pages(pages, terms, cards), key=lambda f: (f.path, f.line))


def check_pages(pages: list[Page], terms, cards) -> list[Finding]:
    """The findings on ruling pages already loaded (see ``validate_pages``)."""
    checker = _Checker(list(terms), cards)
    findings = [finding for page in pages for finding in checker.page(page)]
    return findings + _check_ids(pages)


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
        found: list[Finding] = []

        def say(where: tuple, message: str, suggestion: str | None = None) -> None:
            found.append(Finding(page.path, page.line_of(*where), message, suggestion))

        meta = page.meta
        for key in meta:
            if key not in FIELDS:
                say((key,), f"unknown field {key!r}", RENAMED.get(key) or _nearest(str(key), FIELDS))
        for key in REQUIRED:
            if key not in meta:
                say((), f"the field {key!r} is missing")
        self._id(page, say)
        if "title" in meta and not (isinstance(meta["title"], str) and meta["title"].strip()):
            say(("title",), "title must be a non-empty line of text")
        self._sources(page, say)
        self._first_appeared(page, say)
        self._names(page, "terms", self._term, say)
        self._names(page, "cards", self._card, say)
        self._names(page, "related", lambda name: None, say)
        self._history(page, say)
        self._status(page, say)
        for key in ("section", "skip"):
            if key in meta and not isinstance(meta[key], str):
                say((key,), f"{key} must be text")
        self._names(page, "crf", self._bullet, say)
        return found

    def _id(self, page: Page, say) -> None:
        value = page.meta.get("id")
        if value is None:
            return
        if not isinstance(value, str) or not KEBAB.match(value):
            suggestion = re.sub(r"[^a-z0-9]+", "-", str(value).lower()).strip("-") or None
            say(("id",), f"id {value!r} must be kebab-case (lower-case words joined by -)", suggestion)
        elif PurePosixPath(Path(page.path).as_posix()).stem != value:
            say(("id",), f"id {value!r} differs from the file name; name the file {value}.md")

    def _sources(self, page: Page, say) -> None:
        sources = page.meta.get("sources")
        if sources is None:
            return
        if not isinstance(sources, list) or not sources:
            say(("sources",), "sources must be a list with at least one source, e.g. - {doc: CRF, version: 22, "
                              "section: \"...\"}")
            return
        for index, source in enumerate(sources):
            self._source(("sources", index), source, SOURCE_FIELDS, SOURCE_NEEDS, say)

    def _source(self, here: tuple, source, fields: tuple, needs: dict, say, unknown_ok: bool = False) -> bool:
        """One source mapping (or ``first_appeared``, whose version may be unknown); False unless a mapping
        with a known doc."""
        if not isinstance(source, dict):
            say(here, "each source is a mapping such as {doc: CoE rules, rule: \"2.V.6\"}")
            return False
        for key in source:
            if key not in fields:
                say(here + (key,), f"unknown source field {key!r}", _nearest(str(key), fields))
        doc = source.get("doc")
        if doc not in SOURCE_DOCS:
            what = "the source has no doc" if doc is None else f"unknown source document {doc!r}"
            say(here + ("doc",), f"{what} (one of {', '.join(SOURCE_DOCS)})", _nearest(str(doc), SOURCE_DOCS))
            return False
        for key in needs[doc]:
            if key not in source:
                say(here, f"a {doc} source needs {key!r}")
        if "kind" in source and source["kind"] not in SOURCE_KINDS:
            say(here + ("kind",), f"unknown source kind {source['kind']!r} (one of {', '.join(SOURCE_KINDS)})",
                _nearest(str(source["kind"]), SOURCE_KINDS))
        version = source.get("version")
        if doc == "CRF" and "version" in source and not isinstance(version, int) \
                and not (unknown_ok and version == UNKNOWN):
            say(here + ("version",), "a CRF version is a number, e.g. 22" + (f", or {UNKNOWN}" if unknown_ok else ""))
        return True

    def _first_appeared(self, page: Page, say) -> None:
        """Where the ruling first appeared: a source's keys (its version or number may be unknown) and a date."""
        value = page.meta.get("first_appeared")
        here = ("first_appeared",)
        if value is None:
            return
        if not isinstance(value, dict):
            say(here, "first_appeared is one mapping such as {doc: CRF, version: 22, date: 2026-01-21}; "
                      f"use {UNKNOWN} for what no source gives")
            return
        if not self._source(here, value, FIRST_APPEARED_FIELDS, FIRST_APPEARED_NEEDS, say, unknown_ok=True):
            return
        if "date" not in value:
            say(here, f"first_appeared needs a date: a year, year-month, date or {UNKNOWN}")
        elif date_problem(value["date"]):
            say(here + ("date",), date_problem(value["date"]))

    def _names(self, page: Page, key: str, check, say) -> None:
        value = page.meta.get(key)
        if value is None:
            return
        if not isinstance(value, list):
            say((key,), f"{key} must be a list, e.g. {key}: [first, second]")
            return
        for index, name in enumerate(value):
            if not isinstance(name, str):
                say((key, index), f"{key} entries are names (text), not {type(name).__name__}")
                continue
            problem = check(name)
            if problem:
                say((key, index), *problem)

    def _term(self, name: str):
        if name.casefold() not in self.folded_terms:
            return (f"{name!r} is not a glossary term: the terms are the '## ' headings of docs/glossary.md (add it "
                    "there with a one-paragraph definition, or use one that exists)"), _nearest(name, self.terms)

    def _bullet(self, bullet_id: str):
        """A ``crf`` entry must be the id of a CRF 22 bullet in the census."""
        if census().find(bullet_id) is None:
            return census().unknown(bullet_id)

    def _card(self, name: str):
        if self.cards.find(name) is None:
            suggestions = nearest(name, self.cards.names())
            return f"{name!r} is not a card the engine knows ({catalogue_hint()})", suggestions[0] if suggestions else None

    def _history(self, page: Page, say) -> None:
        history = page.meta.get("history")
        if history is None:
            return
        if not isinstance(history, list):
            say(("history",), "history must be a list of {date, source, change}")
            return
        for index, entry in enumerate(history):
            here = ("history", index)
            if not isinstance(entry, dict):
                say(here, "each history entry is a mapping {date: 1997, source: CRF 4, change: \"...\"}")
                continue
            for key in entry:
                if key not in HISTORY_FIELDS:
                    say(here + (key,), f"unknown history field {key!r}", _nearest(str(key), HISTORY_FIELDS))
            for key in HISTORY_FIELDS:
                if key not in entry:
                    say(here, f"the history entry has no {key!r}")
            if entry.get("date") is not None and date_problem(entry["date"]):
                say(here + ("date",), date_problem(entry["date"]))

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
        for index, name in enumerate(page.meta.get("related") or []):
            if isinstance(name, str) and name not in first:
                found.append(Finding(page.path, page.line_of("related", index),
                                     f"related ruling {name!r} does not exist", _nearest(name, ids)))
            elif name == page.id:
                found.append(Finding(page.path, page.line_of("related", index), "a ruling is not related to itself"))
        successor = page.meta.get("superseded_by")
        if successor is not None and successor not in first:
            found.append(Finding(page.path, page.line_of("superseded_by"),
                                 f"superseded_by names {successor!r}, which is no ruling's id",
                                 _nearest(str(successor), ids)))
    return found


def _nearest(word: str, choices) -> str | None:
    found = nearest(word, choices)
    return found[0] if found else None
