"""`meccg-rules check`: validate pages without building the site.

The files (no symbolic links, plain names, pages in UTF-8 of a bounded
size), the front matter against the schema (``pages``), ids and references
across the docs folder, what the site would remove from a page (raw HTML and
addresses that could run script, include markers) and the page limits
(``markup``), links to
other pages, and the examples: the problems the runner reports (skip
directives, Python where Python does not run, block names, ``As in``), at
least one example per ruling (or a visible skip with a reason), every block
parses, every card named in a set-up is known, and no skipped example passes
(a skip that is no longer true is removed). Each finding names the file and
line, says what is wrong and suggests the fix. Only the skipped examples are
run, to find the ones that pass now.
"""
from __future__ import annotations

import functools
import os
from pathlib import Path

from ..engine.core.cards import catalogue
from ..pages.addresses import clashes
from ..pages.directives import site_directives
from ..pages.findings import Finding
from ..pages.front_matter import PAGE_FIELDS, card_slug, load_page
from ..pages.glossary import load_glossary
from ..pages.lexer import lex
from ..pages.allowlist import may_include, project_docs, relative
from ..pages.markup import link_targets, scan
from ..pages.reading import entry_problem, walk
from ..pages.runner import ParsedScenario, Problem, attempt, load_document
from ..pages.skips import passes_now
from ..pages.validation import check_pages, missing_examples, unknown_fields
from .authoring import authoring_findings, skipped_example_findings


def docs_root(path: Path) -> Path:
    """The docs folder a page belongs to (the nearest parent holding glossary.md), else its own folder."""
    for folder in [path] + list(path.parents):
        if (folder / "glossary.md").exists():
            return folder
    return path if path.is_dir() else path.parent


def check(paths: list[str]) -> list[Finding]:
    findings, wanted = _wanted(paths)
    roots = {docs_root(path.absolute()) for path in wanted}
    everything: dict[Path, object] = {}
    taken: dict[Path, Finding] = {}  # pages at an address the build's own files have, or another page
    for root in sorted(roots):
        folder = walk(root)
        taken.update(clashes(root, folder.pages))
        for path in folder.pages:  # each page is read once
            everything[path.absolute()] = load_page(path, root)
    for path in wanted:
        if path.absolute() not in everything:
            everything[path.absolute()] = load_page(path, docs_root(path.absolute()))
    shown = {path.absolute(): str(path) for path in wanted}
    by_name: dict[str, list[Path]] = {}
    for path in everything:
        by_name.setdefault(path.name, []).append(path)
    pages = {path: page for path, page in everything.items() if page.text}
    rulings = [page for page in pages.values() if page.is_ruling]
    glossaries = [root / "glossary.md" for root in roots if (root / "glossary.md").exists()]
    terms = [t for g in glossaries for t in load_glossary(g).terms]
    findings += [Finding(shown[Path(f.path)], f.line, f.message, f.suggestion)
                 for f in check_pages(rulings, terms, catalogue())
                 if Path(f.path) in shown and "is already used by" not in f.message]
    findings += _duplicate_ids(pages, shown)
    findings += [Finding(shown[path], f.line, f.message) for path, f in taken.items() if path in shown]
    for resolved, name in shown.items():
        page = everything[resolved]
        document = load_document(Path(name), None, page)
        findings += [Finding(name, e.parsed.line, e.parsed.text) for e in document.examples()
                     if isinstance(e.parsed, Problem)]
        if not page.text:
            continue
        if not page.is_ruling:
            findings += [Finding(name, f.line, f.message, f.suggestion) for f in unknown_fields(page, PAGE_FIELDS)]
        uri = relative(resolved, project_docs(resolved))
        findings += scan(page.text, name, first_line=page.body_line - 1, may_include=may_include(uri))
        findings += site_directives(lex(page.text), page.body_line - 1, uri, name)
        findings += _links(page.text, resolved, name, by_name)
        missing = missing_examples(page)
        if missing is not None:
            findings.append(Finding(name, missing.line, missing.message))
        if page.is_ruling and not page.problems:
            findings += _examples(document, name, page)
    return sorted(set(findings), key=lambda f: (f.path, f.line, f.message))


def _wanted(paths: list[str]) -> tuple[list[Finding], list[Path]]:
    """The pages to check, and the findings about the paths themselves (missing, links, empty folders)."""
    findings, wanted = [], []
    for name in paths:
        path = Path(name)
        if path.is_symlink():
            findings.append(entry_problem(path))
        elif not path.exists():
            findings.append(Finding(name, 1, "no such file or folder"))
        elif path.is_dir():
            folder = walk(path)
            findings += folder.refused
            wanted += folder.pages
            if not folder.pages and not folder.refused:
                findings.append(Finding(name, 1, "there is no Markdown page (.md) in this folder: give the docs "
                                                 "folder or a page"))
        else:
            wanted.append(path)
    return findings, wanted


def _duplicate_ids(pages: dict, shown: dict[Path, str]) -> list[Finding]:
    """Each checked page whose id another ruling page already has (whichever of the two sorts first)."""
    by_id: dict[str, list[Path]] = {}
    for path, page in pages.items():
        if page.id and page.is_ruling:
            by_id.setdefault(page.id, []).append(path)
    found = []
    for path, name in shown.items():
        page = pages.get(path)
        if page is None or not page.id or not page.is_ruling:
            continue
        others = [p for p in by_id[page.id] if p != path]
        if others:
            found.append(Finding(name, page.line_of("id"), f"id {page.id!r} is already used by {others[0]}"))
    return found


def _links(text: str, path: Path, shown: str, by_name: dict[str, list[Path]]) -> list[Finding]:
    found = []
    root = docs_root(path)
    for line, target in link_targets(text):
        if ":" in target or (path.parent / target).resolve().exists() or _generated(root, path, target):
            continue
        same_name = by_name.get(Path(target).name, [])
        close = os.path.relpath(same_name[0], path.parent) if len(same_name) == 1 else None
        found.append(Finding(shown, line, f"the link to {target!r} leads nowhere", close))
    return found


def _generated(root: Path, path: Path, target: str) -> bool:
    """Pages the site build generates: the card index and a page per known card."""
    resolved = (path.parent / target).resolve()
    if resolved.parent != (root / "cards").resolve():
        return False
    return resolved.name == "index.md" or resolved.stem in _card_slugs()


@functools.cache
def _card_slugs() -> frozenset[str]:
    return frozenset(card_slug(card.name) for card in catalogue().cards)


def _examples(document, shown: str, page) -> list[Finding]:
    scenarios = [example for example in document.examples() if isinstance(example.parsed, ParsedScenario)]
    page_skip = page.meta.get("skip") or page.meta.get("nothing_to_run")
    found = authoring_findings(page.text, shown, page.body, page.body_line, in_rulings="rulings" in Path(shown).parts,
                               page_skip=bool(page_skip), scenarios=scenarios)
    for example in scenarios:
        skip = example.parsed.skip
        if skip is not None:  # read for names; it may use sentences the language does not have yet
            found += skipped_example_findings(example, shown)
            if example.parsed.error is None and attempt(example.parsed) is None:
                found.append(Finding(shown, example.parsed.fence_line, passes_now(skip)))
            continue
        error = example.parsed.error  # reading a block checks every sentence and every name in it
        if error is not None:
            detail = error.detail.strip()
            if error.suggestion and detail.startswith("Did you mean"):
                detail = detail.partition("?")[2].strip(" ()")  # the suggestion is the finding's own field
            found.append(Finding(shown, error.line, error.message + (f" ({detail})" if detail else ""),
                                 error.suggestion))
    return found
