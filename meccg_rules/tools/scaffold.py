"""`meccg-rules new`: a ruling page from the template, in the right section, with two examples to edit.

The id is derived from the title and must be unused; cards, terms and related
ids are checked before anything is written, with the nearest spelling offered
for a typo. ``--new-section`` starts a section first (its folder and its
``index.md``). Nothing is half-written: the page appears whole or not at all.
The template's instructions are ``PLACEHOLDERS``: ``check`` refuses a page that
still holds one.
"""
from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from ..engine.cards import catalogue
from ..engine.errors import nearest
from ..pages.crf import census
from ..language.sentences import catalogue_hint
from ..pages.dating import suggested_first_appeared
from ..pages.front_matter import KEBAB, PageError, load_page

# the template's instructions, which `check` refuses to find on a page
PLACEHOLDERS = (
    "State the ruling in one or two plain sentences, in your own",
    "Explain it for a newcomer: why it exists, what it prevents.",
    "example not written yet",
)
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
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def existing_ids(docs: Path) -> dict[str, Path]:
    ids = {}
    for path in docs.rglob("*.md"):
        try:
            page = load_page(path)
        except PageError:
            continue
        if page.id:
            ids[page.id] = path
    return ids


def _known(kind: str, names: list[str], known: list[str], fold=str.casefold, where: str = "") -> list[str]:
    folded = {fold(k): k for k in known}
    out = []
    for name in names:
        if fold(name) not in folded:
            close = nearest(name, known)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise ScaffoldError(f"unknown {kind} {name!r}{hint}{where}")
        out.append(folded[fold(name)])
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


def _section(docs: Path, section: str, create: bool) -> None:
    """Check that the section exists, or (``create``) that it may be made; says what to do otherwise."""
    folder = docs / "rulings"
    sections = sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []
    if create:
        if section in sections:
            raise ScaffoldError(f"the section {section!r} already exists; leave out --new-section")
        if not KEBAB.match(section):
            raise ScaffoldError(f"a section folder is lower-case words joined by -, e.g. "
                                f"{slug(section) or 'site-phase-on-guard-cards'!r}, not {section!r}")
        return
    if section not in sections:
        close = difflib.get_close_matches(section, sections, n=1, cutoff=0.75)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise ScaffoldError(f"unknown section {section!r}{hint} (the sections are the folders of docs/rulings/: "
                            f"{', '.join(sections) or 'none yet'}); to start a new section, add --new-section "
                            "(and --section-title \"Its title\")")


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


def _flow(mapping: dict) -> str:
    """``{doc: CRF, version: unknown, date: unknown, note: "..."}``: a one-line YAML mapping."""
    def value(v):
        return str(v) if isinstance(v, int) or re.fullmatch(r"[\w ]+|\d{4}-\d{2}-\d{2}", str(v)) else json.dumps(str(v))
    return "{" + ", ".join(f"{key}: {value(v)}" for key, v in mapping.items()) + "}"


def new_page(docs: Path, title: str, section: str, *, page_id: str | None = None, crf_section: str | None = None,
             crf_version: int = 22, coe_rules: list[str] = (), terms: list[str] = (), cards: list[str] = (),
             related: list[str] = (), crf: list[str] = (), new_section: bool = False,
             section_title: str | None = None) -> Path:
    if not title.strip():
        raise ScaffoldError("the title is empty")
    _section(docs, section, new_section)
    page_id = page_id or slug(title)
    ids = existing_ids(docs)
    if page_id in ids:
        raise ScaffoldError(f"the id {page_id!r} is already used by {ids[page_id]}; give another with --id")
    bullets = _bullets(list(crf))
    crf_section = crf_section or (census().sections[bullets[0].section].name if bullets else None)
    if not crf_section and not coe_rules:
        raise ScaffoldError("a ruling needs a source: give --crf (bullet ids), --crf-section and/or --coe-rule")
    from meccg_rules.pages.glossary import load_glossary
    glossary = docs / "glossary.md"
    known_terms = list(load_glossary(glossary).terms) if glossary.exists() else []
    terms = _known("glossary term", list(terms), known_terms,
                   where=" (the terms are the '## ' headings of docs/glossary.md; add it there first, or leave it out)")
    cards = _cards(list(cards))
    related = _known("ruling id", list(related), list(ids), fold=lambda s: s)
    sources = []
    if crf_section:
        sources.append(f"  - {{doc: CRF, version: {crf_version}, section: {json.dumps(crf_section)}}}")
    sources += [f"  - {{doc: CoE rules, rule: {json.dumps(rule)}}}" for rule in coe_rules]
    index = docs / "rulings" / section / "index.md"
    section_path = crf_section or section_title or section
    try:
        meta = load_page(index).meta if index.exists() else {}
        section_path = crf_section or meta.get("section") or meta.get("title") or section
    except PageError:
        pass
    text = TEMPLATE.format(id=page_id, title=title.strip(), title_yaml=json.dumps(title.strip(), ensure_ascii=False),
                           section_yaml=json.dumps(section_path, ensure_ascii=False), sources="\n".join(sources),
                           terms=", ".join(terms), cards=", ".join(cards), related=", ".join(related),
                           crf=f"crf: [{', '.join(b.id for b in bullets)}]\n" if bullets else "",
                           first_appeared=_flow(suggested_first_appeared(bullets)))
    path = docs / "rulings" / section / f"{page_id}.md"
    if new_section:
        heading = (section_title or (census().sections[bullets[0].section].path[-1] if bullets else None)
                   or section.replace("-", " ").capitalize()).strip()
        path.parent.mkdir(parents=True)
        (path.parent / "index.md").write_text(SECTION_INDEX.format(
            title=heading, title_yaml=json.dumps(heading, ensure_ascii=False)), encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    return path
