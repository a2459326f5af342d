"""`meccg-rules new`: a ruling page from the template, in the right section, with two examples to edit.

The id is derived from the title (or given) and must be kebab-case, at most
80 characters and unused; the section must be one of the folders of
``docs/rulings`` (or, with ``--new-section``, a new kebab-case one: its folder
and its ``index.md`` are made first); cards, terms and related ids are checked
before anything is written, with the nearest spelling offered for a typo. The
page is created exclusively: an existing file is never overwritten, whatever it
holds, and nothing is written outside the docs folder. Nothing is half-written:
the page appears whole or not at all, and a new section's folder and index only
with it. Runs take turns in a docs folder (``docs_lock``), so two at once cannot
both find an id unused and both write it. The id ``index`` is refused: it names
a section's own page. The template's instructions are
``PLACEHOLDERS``: ``check`` refuses a page that still holds one. Each template
example is skipped and ends with a placeholder sentence the language does not
have, so it fails (as a skipped example must) until the author makes it theirs.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

from ..engine.core.cards import catalogue
from ..engine.core.errors import UnknownNameError, nearest
from ..language.sentences import catalogue_hint
from ..pages.crf import census
from ..pages.dating import suggested_first_appeared
from ..pages.front_matter import BIDI, KEBAB, MAX_ID, MAX_TITLE, TAG_LIKE, bidi_problem, load_page
from ..pages.glossary import load_glossary
from ..pages.reading import CONTROL, entry_problem, walk
from .docs_lock import Busy, held

# the template's instructions, which `check` refuses to find on a page
PLACEHOLDERS = (
    "State the ruling in one or two plain sentences, in your own",
    "Explain it for a newcomer: why it exists, what it prevents.",
    "Write at least two examples: one where the thing is allowed",
    "example not written yet",
    "Replace this example with one of your ruling.",
)
RESERVED_IDS = ("index",)  # index.md is a section's own page, never a ruling
TEMPLATE = """---
id: {id}
title: {title_yaml}
section: {section_yaml}
{crf}sources:
{sources}
first_appeared: {first_appeared}
terms: [{terms}]
cards: [{cards}]
related: [{related}]
status: current
---

# {title}

**Ruling.** State the ruling in one or two plain sentences, in your own
words (never pasted from the CRF or any other text).

## Why

Explain it for a newcomer: why it exists, what it prevents.

## Examples

Write at least two examples: one where the thing is allowed, and one where it
is refused or behaves differently, with its reason. The Writing examples page
lists every sentence. Remove each skip line once the example under it is yours;
if the engine cannot express your ruling yet, see CONTRIBUTING.md, "When the
engine cannot express your ruling".

<!-- skip: next "example not written yet" -->

```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
  Alice holds Glamdring.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
  Both players pass.
Expect
  Aragorn II has Glamdring.
  Replace this example with one of your ruling.
```

<!-- skip: next "example not written yet" -->

```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
  Alice holds Glamdring.
Expect
  Alice cannot tap Aragorn II to play Glamdring: the automatic-attacks have not been faced.
  Replace this example with one of your ruling.
```
"""
SECTION_INDEX = """---
title: {title_yaml}
---

# {title}

The rulings of this section, in the order of the CRF.
"""


class ScaffoldError(Exception):
    """Something about the request is wrong; nothing was written."""


def slug(title: str) -> str:
    """The id a title gives: lower-case words joined by -, cut at a word to at most ``MAX_ID`` characters."""
    words = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    while len(words) > MAX_ID and "-" in words:
        words = words.rsplit("-", 1)[0]
    return words[:MAX_ID]


def ruling_pages(docs: Path) -> tuple[dict[str, Path], dict[str, Path]]:
    """The ids of the pages under ``docs``, and the page that covers each CRF bullet already."""
    ids, covered = {}, {}
    for path in walk(docs).pages:
        page = load_page(path, docs)
        if page.id:
            ids[page.id] = path
        for bullet in page.meta.get("crf") or () if isinstance(page.meta, dict) else ():
            covered.setdefault(str(bullet), path)
    return ids, covered


def _known(kind: str, names: list[str], known: list[str], fold=str.casefold, where: str = "") -> list[str]:
    folded = {fold(k): k for k in known}
    out, unknown = [], []
    for name in names:
        if fold(name) not in folded:
            close = nearest(name, known)
            unknown.append(f"unknown {kind} {name!r}" + (f"; did you mean {close[0]!r}?" if close else ""))
        else:
            out.append(folded[fold(name)])
    if unknown:
        raise ScaffoldError("; ".join(unknown) + where)
    return out


def _cards(names: list[str]) -> list[str]:
    found = []
    for name in names:
        card = catalogue().find(name)
        if card is None:
            close = catalogue().suggest(name)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise ScaffoldError(f"unknown card {name!r}{hint} ({catalogue_hint()})")
        found.append(card.name)
    return found


def _title(title: str) -> str:
    title = " ".join(title.split())
    if not title:
        raise ScaffoldError("the title is empty; give the ruling's title with --title")
    if len(title) > MAX_TITLE:
        raise ScaffoldError(f"the title is {len(title)} characters; at most {MAX_TITLE}")
    if TAG_LIKE.search(title) or CONTROL.search(title):
        raise ScaffoldError("the title is plain text: no HTML tags or control characters")
    if BIDI.search(title):
        raise ScaffoldError(bidi_problem(title).replace("a title", "the title", 1))
    return title


def _page_id(page_id: str | None, title: str) -> str:
    if page_id is None:
        page_id = slug(title)
        if not page_id:
            raise ScaffoldError(f"the title {title!r} gives no id (it has no letters or digits); give one with "
                                "--id, e.g. --id onguard-what-cannot-be-revealed")
    if not KEBAB.match(page_id) or len(page_id) > MAX_ID:
        suggestion = slug(page_id)
        hint = f"; try --id {suggestion}" if suggestion else ""
        raise ScaffoldError(f"the id {page_id!r} must be kebab-case (lower-case words and digits joined by -), at "
                            f"most {MAX_ID} characters{hint}")
    if page_id in RESERVED_IDS:
        raise ScaffoldError(f"the id {page_id!r} is the name of a section's own page ({page_id}.md lists the "
                            "section's rulings), not of a ruling; give another with --id")
    return page_id


def _section_folder(docs: Path, section: str, create: bool = False) -> Path:
    """The section's folder; with ``create``, a new section's (checked here, made by ``new_page``)."""
    rulings = docs / "rulings"
    if not docs.is_dir() or docs.is_symlink():
        raise ScaffoldError(f"there is no docs folder at {docs}; run the command from the repository's root or "
                            "give --docs")
    sections = sorted(p.name for p in rulings.iterdir() if p.is_dir() and not entry_problem(p)) \
        if rulings.is_dir() and not rulings.is_symlink() else []
    if create:
        if section in sections or (rulings / section).exists() or (rulings / section).is_symlink():
            raise ScaffoldError(f"the section {section!r} already exists; leave out --new-section")
        if not KEBAB.match(section) or len(section) > MAX_ID:
            raise ScaffoldError(f"a section folder is lower-case words joined by -, at most {MAX_ID} characters, "
                                f"e.g. {slug(section)[:MAX_ID].strip('-') or 'site-phase-on-guard-cards'!r}, "
                                f"not {section!r}")
        return rulings / section
    if section not in sections:
        close = nearest(section, sections)
        hint = f"; did you mean {close[0]!r}?" if close else f" (sections: {', '.join(sections) or 'none yet'})"
        raise ScaffoldError(f"unknown section {section!r}{hint}; to start a new section, add --new-section "
                            "(and --section-title \"Its title\")")
    return rulings / section


def _bullets(ids: list[str]) -> list:
    """The CRF 22 bullets named by ``ids`` (census ids such as ts.site-phase.on-guard-cards.10)."""
    found = []
    for bullet_id in ids:
        bullet = census().find(bullet_id)
        if bullet is None:
            message, close = census().unknown(bullet_id)
            raise ScaffoldError(message + (f"; did you mean {close!r}?" if close else ""))
        found.append(bullet)
    return found


def _section_heading(bullet) -> str:
    """A new section's title from its first bullet: the Turn Sequence section's name, or the whole part's."""
    path = census().sections[bullet.section].path
    return path[-1] if bullet.part == "ts" else path[0]


def _flow(mapping: dict) -> str:
    """``{doc: CRF, version: unknown, date: unknown, note: "..."}``: a one-line YAML mapping."""
    def value(v):
        return str(v) if isinstance(v, int) or re.fullmatch(r"[\w ]+|\d{4}-\d{2}-\d{2}", str(v)) else json.dumps(str(v))
    return "{" + ", ".join(f"{key}: {value(v)}" for key, v in mapping.items()) + "}"


def new_page(docs: Path, title: str, section: str, **options) -> Path:
    """Write a new ruling page from the template and return its path; raises ``ScaffoldError`` (nothing written).

    The options are ``_new_page``'s. One run at a time writes in a docs folder: from reading the ids of its pages
    to creating the new one, the folder is held (``docs_lock``)."""
    docs = Path(docs)
    if not docs.is_dir() or docs.is_symlink():
        return _new_page(docs, title, section, **options)  # which says there is no docs folder
    try:
        with held(docs):
            return _new_page(docs, title, section, **options)
    except Busy as busy:
        raise ScaffoldError(str(busy)) from None


def _new_page(docs: Path, title: str, section: str, *, page_id: str | None = None, crf_section: str | None = None,
              crf_version: int = 22, coe_rules: list[str] = (), terms: list[str] = (), cards: list[str] = (),
              related: list[str] = (), crf: list[str] = (), new_section: bool = False,
              section_title: str | None = None) -> Path:
    problems: list[str] = []

    def attempt(step, *args, default=None, **kwargs):
        try:
            return step(*args, **kwargs)
        except (ScaffoldError, UnknownNameError) as error:
            problems.append(str(error))
            return default

    title = attempt(_title, title, default="")
    folder = attempt(_section_folder, docs, section, new_section)
    page_id = attempt(_page_id, page_id, title) if title else None
    ids, covered = ruling_pages(docs) if docs.is_dir() else ({}, {})
    if page_id in ids:
        problems.append(f"the id {page_id!r} is already used by {ids[page_id]}; give another with --id")
    bullets = attempt(_bullets, list(crf), default=[])
    for bullet in bullets:
        if bullet.id in covered:
            problems.append(f"CRF bullet {bullet.id} is covered by {covered[bullet.id]} already: add your example "
                            "to that page, or choose a bullet no page covers (meccg-rules bullets --uncovered)")
    if new_section and bullets and section != census().folder(bullets[0].section):
        problems.append(f"the pages of {census().sections[bullets[0].section].name} go in the section folder "
                        f"{census().folder(bullets[0].section)!r}, not {section!r}")
    crf_section = crf_section or (census().sections[bullets[0].section].name if bullets else None)
    if not crf_section and not coe_rules:
        problems.append("a ruling needs a source: give --crf (bullet ids), --crf-section and/or --coe-rule")
    glossary = docs / "glossary.md"
    known_terms = list(load_glossary(glossary).terms) if glossary.is_file() and not glossary.is_symlink() else []
    terms = attempt(_known, "glossary term", list(terms), known_terms, default=[],
                    where=" (the terms are the '## ' headings of docs/glossary.md; add it there first, or leave it "
                          "out)")
    cards = [card for name in cards for card in attempt(_cards, [name], default=[])]
    related = attempt(_known, "ruling id", list(related), list(ids), fold=lambda s: s, default=[])
    if problems:
        raise ScaffoldError("; ".join(problems) if len(problems) == 1 else
                            f"{len(problems)} problems:\n" + "\n".join(f"  - {p}" for p in problems))
    sources = []
    if crf_section:
        sources.append(f"  - {{doc: CRF, version: {crf_version}, section: {json.dumps(crf_section)}}}")
    sources += [f"  - {{doc: CoE rules, rule: {json.dumps(rule)}}}" for rule in coe_rules]
    index = load_page(folder / "index.md", docs).meta if (folder / "index.md").is_file() else {}
    section_path = crf_section or index.get("section") or index.get("title") or section_title or section
    text = TEMPLATE.format(id=page_id, title=title, title_yaml=json.dumps(title, ensure_ascii=False),
                           section_yaml=json.dumps(section_path, ensure_ascii=False), sources="\n".join(sources),
                           terms=", ".join(terms), cards=", ".join(cards), related=", ".join(related),
                           crf=f"crf: [{', '.join(b.id for b in bullets)}]\n" if bullets else "",
                           first_appeared=_flow(suggested_first_appeared(bullets)))
    path = folder / f"{page_id}.md"
    if docs.resolve() not in folder.resolve().parents or path.name != f"{page_id}.md":
        raise ScaffoldError(f"{path} would be outside the docs folder")
    if new_section:
        heading = " ".join((section_title or (_section_heading(bullets[0]) if bullets else None)
                            or section.replace("-", " ").capitalize()).split())
        if not heading or len(heading) > MAX_TITLE or TAG_LIKE.search(heading) or CONTROL.search(heading) \
                or BIDI.search(heading):
            raise ScaffoldError(f"the section title is plain text (no HTML tags, control or bidirectional control "
                                f"characters) of at most {MAX_TITLE} characters")
        try:
            folder.mkdir()
        except OSError as error:
            raise ScaffoldError(f"cannot create {folder}: {error.strerror}") from None
        index_made = False
        try:
            _create(folder / "index.md", SECTION_INDEX.format(title=heading,
                                                              title_yaml=json.dumps(heading, ensure_ascii=False)))
            index_made = True
            _create(path, text)
        except BaseException:  # a refusal, a full disk, Ctrl-C
            _remove_new_section(folder, index_made)
            raise
        return path
    _create(path, text)
    return path


def _remove_new_section(folder: Path, index_made: bool) -> None:
    """Take back a section this run started (its folder, and its index if this run wrote it) when its page could
    not be written: a new section appears with its page or not at all."""
    if index_made:
        (folder / "index.md").unlink(missing_ok=True)
    try:
        folder.rmdir()
    except OSError:
        pass  # something else is in it now: leave it


def _create(path: Path, text: str) -> None:
    """Create ``path`` holding ``text``, or fail without touching anything that is already there."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        raise ScaffoldError(f"{path} already exists and is left as it is; choose another id with --id, or edit "
                            "that page") from None
    except OSError as error:
        raise ScaffoldError(f"cannot create {path}: {error.strerror}") from None
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as error:
        path.unlink(missing_ok=True)
        raise ScaffoldError(f"cannot write {path}: {error.strerror}") from None
