"""Pages and their front matter: read safely, and typed by the schema before anything uses them.

A page may start with YAML front matter between two ``---`` lines.
``parse_page`` splits it off, reads it with ``safe_yaml`` (no aliases, tags or
duplicate keys) and checks every field's type against the schema below. A value
of the wrong type (a list where an id is expected, a date that does not exist)
is a finding at its line and is left out of ``Page.meta``: code that reads
``meta`` only ever sees values of the right type. Those findings, with any
YAML or reading problem, are ``Page.problems``; they fail the page everywhere
(``meccg-rules check`` and ``run``, pytest, the site build).
``meccg_rules.pages.validation`` adds what needs other pages, the glossary and
the card catalogue.

A ruling page is a Markdown file in ``rulings/<section>/`` or ``concordance/``
(any name but ``index.md``); it must start with front matter. A page there that
is not a ruling, such as a coverage table, says so with ``ruling: false``.

>>> page = parse_page("---\\nid: x\\ntitle: X\\n---\\nBody\\n", "docs/rulings/s/x.md")
>>> page.id, page.body_line, page.line_of("title"), page.problems
('x', 5, 3, [])
>>> parse_page("---\\nid: [x]\\n---\\n", "docs/rulings/s/x.md").problems[0].message
'id must be one line of text, not a list'
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path, PurePosixPath

from markdown.extensions.toc import slugify

from . import safe_yaml
from .dating import UNKNOWN, date_problem
from .findings import Finding
from .reading import read_page

RULING_FOLDERS = ("rulings", "concordance")
SOURCE_DOCS = ("CRF", "CoE rules", "CoE digest", "ICE digest", "Seed", "Other")
SOURCE_KINDS = ("rule", "ruling", "rules-erratum", "card-erratum", "clarification", "answer", "discussion")
STATUSES = ("current", "superseded")
HIDE = ("navigation", "toc", "footer", "tags", "path", "feedback")
REQUIRED = ("id", "title", "sources", "first_appeared", "status")
RENAMED = {"crf_bullet": "crf"}  # old field -> the field that replaced it
SOURCE_NEEDS = {  # doc -> fields it must carry
    "CRF": ("version", "section"),
    "CoE rules": ("rule",),
    "CoE digest": ("number",),
    "ICE digest": ("number",),
    "Seed": ("title",),
    "Other": ("title",),
}
FIRST_APPEARED_NEEDS = {**SOURCE_NEEDS, "CRF": ("version",)}  # a CRF version is enough to say where
HISTORY_FIELDS = ("date", "source", "change")
KEBAB = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
TAG_LIKE = re.compile(r"<[A-Za-z/!?]")
# Unicode's bidirectional controls (the Bidi_Control property): a right-to-left override in a title makes
# "Ruling\u202egnp.exe" read as "Rulingexe.png" wherever the title is shown (nav, search, lists, window title)
BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
MAX_ID = 80
MAX_TITLE = 200
DROP = object()


@dataclass
class Page:
    """A Markdown page split into its front matter (typed) and its body."""

    path: str
    text: str
    meta: dict
    body: str
    body_line: int  # 1-based line of the body's first line in the file
    lines: dict = field(default_factory=dict)  # field path (tuple) -> 1-based line
    problems: list[Finding] = field(default_factory=list)  # reading, YAML and type problems
    written: tuple = ()  # the field names as written, known or not

    @property
    def id(self) -> str | None:
        return self.meta.get("id")

    @property
    def title(self) -> str:
        return self.meta.get("title") or self.id or PurePosixPath(Path(self.path).as_posix()).stem

    @property
    def is_ruling(self) -> bool:
        """In a ruling folder, and not marked ``ruling: false``."""
        return is_ruling_path(self.path) and self.meta.get("ruling") is not False

    def strings(self, key: str) -> list[str]:
        """A list-of-names field (terms, cards, related)."""
        return list(self.meta.get(key) or [])

    def mappings(self, key: str) -> list[dict]:
        return list(self.meta.get(key) or [])

    def line_of(self, *where) -> int:
        """The line of a field (``line_of("sources", 0, "doc")``), or of its nearest parent."""
        while where:
            if where in self.lines:
                return self.lines[where]
            where = where[:-1]
        return 1


@lru_cache(maxsize=1 << 13)
def card_slug(name: str) -> str:
    """``Lórien`` -> ``lorien``; the card page is ``cards/<slug>.md`` (remembered: a page names a card many times)."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return slugify(plain, "-")


def is_ruling_path(path: str | Path) -> bool:
    """Where ruling pages live: ``rulings/<section>/*.md`` and ``concordance/*.md``, but not ``index.md``."""
    parts = str(path).replace("\\", "/").split("/")
    return parts[-1] != "index.md" and parts[-1].endswith(".md") and any(
        folder in parts[:-1] for folder in RULING_FOLDERS)


def load_page(path: str | Path, root: str | Path | None = None) -> Page:
    """Read a page from disk (``root``: its docs folder); unreadable pages come back empty, with their problems."""
    text, problems = read_page(Path(path), Path(root) if root else None)
    if text is None:
        return Page(str(path), "", {}, "", 1, problems=problems)
    return parse_page(text, str(path))


def split(text: str) -> tuple[str | None, int, str | None]:
    """``(yaml, body_index, problem)``: the front matter's text, the 0-based index of the body's first line."""
    lines = text.split("\n")
    if lines[0].rstrip(" \t") != "---":
        return None, 0, None
    for index in range(1, len(lines)):
        if lines[index].rstrip(" \t") in ("---", "..."):
            return "".join(line + "\n" for line in lines[1:index]), index + 1, None
    return None, len(lines), "the front matter opened on line 1 has no closing '---' line"


def parse_page(text: str, path: str) -> Page:
    """Split ``text`` into typed front matter and body; never raises."""
    text = text.removeprefix("\ufeff")
    source, body_index, problem = split(text)
    body = "\n".join(text.split("\n")[body_index:]) if body_index else text
    page = Page(path, text, {}, body, body_index + 1)
    if problem:
        page.problems.append(Finding(path, 1, problem))
        return page
    if source is None:
        if is_ruling_path(path):
            page.problems.append(Finding(path, 1, "a page in a rulings folder starts with its front matter between "
                                         "two '---' lines (make one with meccg-rules new); a page there that is "
                                         "not a ruling says 'ruling: false'"))
        return page
    loaded = safe_yaml.load(source)
    if loaded.problem:
        line, message = loaded.problem
        page.problems.append(Finding(path, line + 2, message))
        return page
    if loaded.data is None:
        loaded.data = {}
    if not isinstance(loaded.data, dict):
        page.problems.append(Finding(path, 2, "the front matter must be a mapping of field: value"))
        return page
    page.lines = {where: line + 2 for where, line in loaded.lines.items()}
    page.written = tuple(loaded.data)
    ruling = is_ruling_path(path) and loaded.data.get("ruling") is not False
    page.meta = _typed(page, loaded.data, RULING_FIELDS if ruling else PAGE_FIELDS)
    _cut_title(page, source)
    return page


def _cut_title(page: Page, source: str) -> None:
    """A title written without quotes ends where `` #`` starts a YAML comment: ``title: Digest #207`` reads as
    "Digest". Nobody means that, so it is a finding (and the title is left out) instead of a shorter title."""
    for number, line in enumerate(source.split("\n")):
        cut = CUT_TITLE.match(line)
        if cut is not None and "title" in page.meta:
            page.problems.append(Finding(page.path, number + 2, f"the title stops before {cut.group(1)[:20]!r}: in "
                                         "front matter ' #' starts a comment; put the whole title in quotes"))
            del page.meta["title"]


CUT_TITLE = re.compile(r"title:[ \t]+[^'\"\s][^#]*?[ \t](#.*)")


# ------------------------------------------------------------------ the schema: types
def _typed(page: Page, data: dict, schema: dict) -> dict:
    meta = {}
    for key, value in data.items():
        check = schema.get(key)
        if check is None:
            continue  # unknown fields are the validation's findings, with the nearest spelling

        def say(message: str, where: tuple = (key,)) -> None:
            page.problems.append(Finding(page.path, page.line_of(*where), message))
        kept = check(key, value, say)
        if isinstance(kept, _Kept):
            _renumber(page.lines, key, kept.origins)
            kept = list(kept)
        if kept is not DROP:
            meta[key] = kept
    return meta


class _Kept(list):
    """The entries of a list that have the right type, with the index each had as written."""

    def __init__(self, entries, origins):
        super().__init__(entries)
        self.origins = origins


def _renumber(lines: dict, key: str, origins: list[int]) -> None:
    """After entries were left out of the list ``key``, file each kept entry's lines under its new index."""
    if origins == list(range(len(origins))):
        return
    moved, new_index = {}, {origin: index for index, origin in enumerate(origins)}
    for where, line in list(lines.items()):
        if len(where) > 1 and where[0] == key and isinstance(where[1], int):
            del lines[where]
            if where[1] in new_index:
                moved[(key, new_index[where[1]]) + where[2:]] = line
    lines.update(moved)


def _what(value) -> str:
    return {list: "a list", dict: "a mapping", bool: "true/false", int: "a number", float: "a number",
            type(None): "empty"}.get(type(value), "text")


def one_line(key, value, say):
    if isinstance(value, str) and value.strip() and "\n" not in value.strip():
        return value.strip()
    say(f"{key} must be one line of text, not {_what(value)}" if not isinstance(value, str) else
        f"{key} must be one line of text")
    return DROP


def text(key, value, say):
    if isinstance(value, str) and value.strip():
        return value.strip()
    say(f"{key} must be text")
    return DROP


def name_or_number(key, value, say):
    if isinstance(value, (str, int, float)) and not isinstance(value, bool) and str(value).strip():
        return str(value).strip()
    say(f"{key} must be text or a number, not {_what(value)}")
    return DROP


def title(key, value, say):
    kept = value.strip() if isinstance(value, str) and value.strip() and "\n" not in value.strip() else DROP
    if kept is DROP:
        say("title must be a non-empty line of text")
    elif len(kept) > MAX_TITLE:
        say(f"the title is {len(kept)} characters; at most {MAX_TITLE}")
        kept = DROP
    elif TAG_LIKE.search(kept):
        say("a title is plain text, shown as written: remove the HTML tag")
        kept = DROP
    elif BIDI.search(kept):
        say(bidi_problem(kept))
        kept = DROP
    return kept


def bidi_problem(title: str) -> str:
    """What is wrong with a title holding a bidirectional control character (``BIDI`` found one)."""
    found = BIDI.search(title)
    return (f"a title is plain text, shown as written: remove the bidirectional control character "
            f"U+{ord(found.group()):04X} at character {found.start() + 1} (it changes the order in which the "
            "title reads)")


def positive(key, value, say):
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    say(f"{key} must be a whole number, e.g. 22")
    return DROP


def positive_or_unknown(key, value, say):
    """A CRF version in ``first_appeared``: a number, or ``unknown`` where no source gives it."""
    if value == UNKNOWN:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    say(f"a CRF {key} is a number, e.g. 22, or {UNKNOWN}")
    return DROP


def false_only(key, value, say):
    if value is False:
        return False
    say("ruling: false marks a page in a rulings folder that is not a ruling; leave the field out otherwise")
    return DROP


def url(key, value, say):
    if isinstance(value, str) and re.match(r"https?://[^\s/?#]+[^\s]*\Z", value.strip(), re.IGNORECASE):
        return value.strip()
    say(f"url {value!r} must be a web address starting with https:// (or http://)")
    return DROP


def date(key, value, say):
    """A year, year-month or date that exists, within the game's history, or ``unknown`` (``dating``)."""
    problem = date_problem(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else (
        f"date {value!r} must be a year (2025), a year-month (2025-06), a date (2026-01-21) or {UNKNOWN}")
    if problem:
        say(problem)
        return DROP
    return value


def list_of(item, message: str):
    def check(key, value, say):
        if not isinstance(value, list):
            say(message.format(key=key))
            return DROP
        kept, origins = [], []
        for index, entry in enumerate(value):
            cleaned = item(key, entry, lambda text, where=(key, index): say(text, where), (key, index))
            if cleaned is not DROP:
                kept.append(cleaned)
                origins.append(index)
        return _Kept(kept, origins)
    return check


def a_name(key, value, say, where):
    if isinstance(value, str) and value.strip():
        return value.strip()
    say(f"{key} entries are names (text), not {_what(value)}")
    return DROP


def choice(options):
    def check(key, value, say, where):
        if value in options:
            return value
        say(f"{key} entries are among {', '.join(options)}, not {value!r}")
        return DROP
    return check


def mapping_of(fields: dict, message: str):
    def check(key, value, say, where):
        if not isinstance(value, dict):
            say(message)
            return DROP
        kept = {}
        for name, entry in value.items():
            field_check = fields.get(name)
            if field_check is None:
                kept[name] = entry if isinstance(entry, (str, int, float)) else str(entry)  # named by validation
                continue
            cleaned = field_check(name, entry, lambda text, where=where + (name,): say(text, where))
            if cleaned is not DROP:
                kept[name] = cleaned
        return kept
    return check


SOURCE_TYPES = {"doc": one_line, "version": positive, "section": one_line, "rule": name_or_number,
                "number": name_or_number, "question": name_or_number, "kind": one_line, "title": one_line,
                "url": url, "note": text}
SOURCE = mapping_of(SOURCE_TYPES, "each source is a mapping such as {doc: CoE rules, rule: \"2.V.6\"}")
FIRST_APPEARED = mapping_of({**SOURCE_TYPES, "version": positive_or_unknown, "date": date},
                            f"first_appeared is one mapping such as {{doc: CRF, version: 22, date: 2026-01-21}}; "
                            f"use {UNKNOWN} for what no source gives")
HISTORY = mapping_of({"date": date, "source": name_or_number, "change": text},
                     "each history entry is a mapping {date: 1997, source: CRF 4, change: \"...\"}")
NAMES = "{key} must be a list, e.g. {key}: [first, second]"
RULING_FIELDS = {
    "id": one_line, "title": title, "status": one_line, "superseded_by": one_line, "section": one_line,
    "skip": text, "nothing_to_run": text, "ruling": false_only, "crf": list_of(a_name, NAMES),
    "first_appeared": lambda key, value, say: FIRST_APPEARED(key, value, say, (key,)),
    "sources": list_of(SOURCE, "sources must be a list with at least one source, e.g. - {{doc: CRF, version: 22, "
                               "section: \"...\"}}"),
    "terms": list_of(a_name, NAMES), "cards": list_of(a_name, NAMES), "related": list_of(a_name, NAMES),
    "tags": list_of(a_name, NAMES),
    "history": list_of(HISTORY, "history must be a list of {{date, source, change}}"),
}
def search_options(key, value, say):
    """Material's ``search: {exclude: true}``, which keeps a page out of the search index; nothing else."""
    if isinstance(value, dict) and set(value) == {"exclude"} and isinstance(value["exclude"], bool):
        return {"exclude": value["exclude"]}
    say("search takes only {exclude: true} (the page is left out of the search index)")
    return DROP


PAGE_FIELDS = {"id": one_line, "title": title, "card": one_line, "hide": list_of(choice(HIDE), NAMES), "skip": text,
               "ruling": false_only, "search": search_options}
