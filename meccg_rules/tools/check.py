"""`meccg-rules check`: validate pages without building the site.

Front matter against the schema (``pages``), ids and references across the
docs folder, raw HTML that could run script (``safety``), links to other pages,
and the examples: at least one per ruling (or a visible skip with a reason),
every block parses, every card named in a set-up is known. Each finding names
the file and line, says what is wrong and suggests the fix.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from sybil import Document
from sybil.parsers.markdown import SkipParser

from ..engine.cards import catalogue
from ..pages.front_matter import (
    Finding,
    PageError,
    card_slug,
    check_pages,
    is_ruling_path,
    load_page,
)
from ..pages.glossary import load_glossary
from ..pages.runner import ScenarioParser
from ..pages.safety import unsafe_html
from .authoring import authoring_findings, skipped_example_findings

LINK = re.compile(r"\]\(\s*([^)\s#]+\.md)(?:#[^)\s]*)?\s*\)")


def docs_root(path: Path) -> Path:
    """The docs folder a page belongs to (the nearest parent holding glossary.md), else its own folder."""
    for folder in [path] + list(path.parents):
        if (folder / "glossary.md").exists():
            return folder
    return path if path.is_dir() else path.parent


def markdown_files(paths: list[str]) -> list[Path]:
    files = []
    for name in paths:
        path = Path(name)
        files.extend(sorted(path.rglob("*.md")) if path.is_dir() else [path])
    return files


def check(paths: list[str]) -> list[Finding]:
    files = markdown_files(paths)
    missing = [Finding(str(p), 1, "no such file") for p in files if not p.exists()]
    files = [p for p in files if p.exists()]
    roots = {docs_root(p.resolve()) for p in files}
    everything = sorted({f for root in roots for f in root.rglob("*.md")} | {p.resolve() for p in files})
    wanted = {p.resolve(): str(p) for p in files}
    loaded, findings = {}, []
    for path in everything:  # each page is read once
        try:
            loaded[path] = load_page(path)
        except PageError as error:
            if path in wanted:
                findings.append(Finding(wanted[path], error.finding.line, error.finding.message))
    rulings = [page for page in loaded.values() if page.is_ruling]
    glossaries = [root / "glossary.md" for root in roots if (root / "glossary.md").exists()]
    terms = [t for g in glossaries for t in load_glossary(g).terms]
    findings += [Finding(wanted[Path(f.path)], f.line, f.message, f.suggestion)
                 for f in check_pages(rulings, terms, catalogue())
                 if Path(f.path) in wanted and "is already used by" not in f.message]
    findings += _duplicate_ids(loaded, wanted)
    for resolved, shown in wanted.items():
        page = loaded.get(resolved)
        text = page.text if page else resolved.read_text(encoding="utf-8")
        findings += unsafe_html(text, shown)
        findings += _links(text, resolved, shown)
        if page is not None and page.is_ruling and is_ruling_path(resolved):
            findings += _examples(text, shown, page)
    return sorted(missing + findings, key=lambda f: (f.path, f.line, f.message))


def _duplicate_ids(loaded: dict, wanted: dict[Path, str]) -> list[Finding]:
    """Each checked page whose id another ruling page already has (whichever of the two sorts first)."""
    by_id: dict[str, list[Path]] = {}
    for path, page in loaded.items():
        if page.id and page.is_ruling:
            by_id.setdefault(page.id, []).append(path)
    found = []
    for path, shown in wanted.items():
        page = loaded.get(path)
        if page is None or not page.id or not page.is_ruling:
            continue
        others = [p for p in by_id[page.id] if p != path]
        if others:
            found.append(Finding(shown, page.line_of("id"), f"id {page.id!r} is already used by {others[0]}"))
    return found


def _links(text: str, path: Path, shown: str) -> list[Finding]:
    found = []
    root = docs_root(path)
    for match in LINK.finditer(text):
        target = match.group(1)
        if "://" in target or (path.parent / target).resolve().exists() or _generated(root, path, target):
            continue
        line = text.count("\n", 0, match.start()) + 1
        same_name = [p for p in root.rglob(Path(target).name)]
        close = os.path.relpath(same_name[0], path.parent) if len(same_name) == 1 else None
        found.append(Finding(shown, line, f"the link to {target!r} leads nowhere", close))
    return found


def _skipped(scenarios, skips) -> set[int]:
    """Indexes of the scenario regions a skip directive covers (``next``, or between ``start`` and ``end``)."""
    skipped, marks = set(), sorted((r.start, r.parsed[0]) for r in skips)
    for index, region in enumerate(scenarios):
        state = None
        for start, action in marks:
            if start > region.start:
                break
            state = action
        previous = scenarios[index - 1].start if index else -1
        if state == "start" or (state == "next" and any(previous < s < region.start and a == "next"
                                                          for s, a in marks)):
            skipped.add(index)
    return skipped


def _generated(root: Path, path: Path, target: str) -> bool:
    """Pages the site build generates: the card index and a page per known card."""
    resolved = (path.parent / target).resolve()
    if resolved.parent != (root / "cards").resolve():
        return False
    return resolved.name == "index.md" or resolved.stem in {card_slug(c.name) for c in catalogue().cards}


def _examples(text: str, shown: str, page) -> list[Finding]:
    document = Document(text, shown)
    scenarios = list(ScenarioParser()(document))
    skips = list(SkipParser()(document))
    page_skip = page.meta.get("skip")
    found = authoring_findings(text, shown, page.body, page.body_line, in_rulings="rulings" in Path(shown).parts,
                               page_skip=bool(page_skip), scenarios=scenarios)
    for region in skips:
        action, reason = region.parsed
        if action in ("start", "next") and not (reason or "").strip(" \"'"):
            line = text.count("\n", 0, region.start) + 1
            found.append(Finding(shown, line, f"'skip: {action}' needs a reason in quotes, "
                                 f"e.g. <!-- skip: {action} \"why it cannot be modelled yet\" -->"))
    skipped = _skipped(scenarios, skips) if not page_skip else set(range(len(scenarios)))
    for index, region in enumerate(scenarios):
        if index in skipped:  # read for names; it may use sentences the language does not have yet
            found += skipped_example_findings(region, shown)
            continue
        error = region.parsed.error  # reading a block checks every sentence and every name in it
        if error is not None:
            detail = error.detail.strip()
            if error.suggestion and detail.startswith("Did you mean"):
                detail = detail.partition("?")[2].strip(" ()")  # the suggestion is the finding's own field
            found.append(Finding(shown, error.line, error.message + (f" ({detail})" if detail else ""),
                                 error.suggestion))
    return found
