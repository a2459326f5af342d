"""`meccg-rules new`: a ruling page from the template, in the right section, with a first example to edit.

The id is derived from the title and must be unused; cards, terms and related
ids are checked before anything is written, with the nearest spelling offered
for a typo. Nothing is half-written: the page appears whole or not at all.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..engine.cards import catalogue
from ..engine.errors import nearest
from ..pages.crf import census
from ..pages.dating import suggested_first_appeared
from ..pages.front_matter import PageError, load_page

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

**The ruling.** State the ruling in one or two plain sentences, in your own
words (never pasted from the CRF or any other text).

**Why.** Explain it for a newcomer: why it exists, what it prevents.

## Examples

Write at least two examples: one where the thing is allowed, and one where it
is refused or behaves differently, with its reason. The Writing examples page
lists every sentence. Remove the skip line below once the example is yours.

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


def _known(kind: str, names: list[str], known: list[str], fold=str.casefold) -> list[str]:
    folded = {fold(k): k for k in known}
    out = []
    for name in names:
        if fold(name) not in folded:
            close = nearest(name, known)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise ScaffoldError(f"unknown {kind} {name!r}{hint}")
        out.append(folded[fold(name)])
    return out


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
             related: list[str] = (), crf: list[str] = ()) -> Path:
    if not title.strip():
        raise ScaffoldError("the title is empty")
    sections = sorted(p.name for p in (docs / "rulings").iterdir() if p.is_dir()) if (docs / "rulings").is_dir() else []
    if section not in sections:
        close = nearest(section, sections)
        hint = f"; did you mean {close[0]!r}?" if close else f" (sections: {', '.join(sections)})"
        raise ScaffoldError(f"unknown section {section!r}{hint}")
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
    terms = _known("glossary term", list(terms), known_terms)
    cards = [catalogue().get(c).name for c in cards]
    related = _known("ruling id", list(related), list(ids), fold=lambda s: s)
    sources = []
    if crf_section:
        sources.append(f"  - {{doc: CRF, version: {crf_version}, section: {json.dumps(crf_section)}}}")
    sources += [f"  - {{doc: CoE rules, rule: {json.dumps(rule)}}}" for rule in coe_rules]
    index = docs / "rulings" / section / "index.md"
    section_title = crf_section or section
    try:
        meta = load_page(index).meta if index.exists() else {}
        section_title = crf_section or meta.get("section") or meta.get("title") or section
    except PageError:
        pass
    text = TEMPLATE.format(id=page_id, title=title.strip(), title_yaml=json.dumps(title.strip(), ensure_ascii=False),
                           section_yaml=json.dumps(section_title, ensure_ascii=False), sources="\n".join(sources),
                           terms=", ".join(terms), cards=", ".join(cards), related=", ".join(related),
                           crf=f"crf: [{', '.join(b.id for b in bullets)}]\n" if bullets else "",
                           first_appeared=_flow(suggested_first_appeared(bullets)))
    path = docs / "rulings" / section / f"{page_id}.md"
    path.write_text(text, encoding="utf-8")
    return path
