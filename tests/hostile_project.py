"""Projects made of hostile corpus cases, and the audit of a built site (what no page may put in a browser)."""
from __future__ import annotations

import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import yaml
from hostile import SECRET, SPOOFED_RULING, SPOOFED_SECTION, Case
from site_helpers import ROOT

from meccg_rules.pages.allowlist import STATIC_FILES

GLOSSARY = "---\ntitle: Glossary\n---\n\n# Glossary\n\n## on-guard card\n\nA face-down hazard.\n"
CORPUS = "rulings/corpus"


def _site_script(src: str) -> bool:
    """A script of the site's own, listed in the allowlist (``docs/assets/rulings-table.js``...)."""
    found = re.fullmatch(r"(?:\.\./)*(/[\w-]+/)?(assets/[\w.-]+\.js)", src)
    return found is not None and found.group(2) in STATIC_FILES


def write(path: Path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def outside_files(root: Path) -> None:
    """The files a case may try to reach: a secret beside docs/, a git config with a token."""
    write(root / "secret.txt", f"{SECRET} the build's secret\n")
    write(root / ".git" / "config", f"[http]\n\textraheader = AUTHORIZATION: basic {SECRET}\n")


def small_project(root: Path, cases: list[Case]) -> Path:
    """A project of its own for ``cases``: mkdocs.yml, a glossary, the corpus section; returns docs/."""
    docs = root / "docs"
    write(root / "mkdocs.yml", "site_name: Corpus\n")
    write(root / "CONTRIBUTING.md", "# Contributing\n")
    outside_files(root)
    write(docs / "glossary.md", GLOSSARY)
    write(docs / "index.md", "---\ntitle: Home\n---\n\n# Home\n")
    write(docs / CORPUS / "index.md", "---\ntitle: Corpus\n---\n\n# Corpus\n")
    for case in cases:
        add_case(root, case)
    return docs


# The project's own pages a corpus site holds: those the build makes its generated pages and files from (the table
# of every ruling, the cards, the terms, status, changes and their feeds, coverage), the glossary whose terms link
# every page, and a ruling of the project whose short link a case takes (``hostile.SPOOFED_RULING``) with its
# section; not the other rulings or the development pages, which the cases do not reach (the run's build of the
# real docs is audited on its own: ``test_hostile_site.py``).
PROJECT_PAGES = ("glossary.md", "tags.md", "status.md", "changes.md", "changes-by-crf.md", "coverage.md",
                 "contributing.md", "rulings/index.md", "rulings/rulings-by-term/index.md",
                 f"rulings/{SPOOFED_SECTION}/index.md", f"rulings/{SPOOFED_SECTION}/{SPOOFED_RULING}.md")


def corpus_project(root: Path) -> None:
    """The project's configuration (its menu cut to the pages kept), hooks and assets, its pages ``PROJECT_PAGES``
    and a home page of its own (the project's links to pages left out)."""
    docs = root / "docs"
    shutil.copytree(ROOT / "docs" / "assets", docs / "assets")
    for name in PROJECT_PAGES:
        write(docs / name, (ROOT / "docs" / name).read_text(encoding="utf-8"))
    write(docs / "index.md", "---\ntitle: Home\n---\n\n# Home\n")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["nav"] = _kept(config["nav"], set(PROJECT_PAGES) | {"index.md", "cards/index.md"})  # cards/: generated
    write(root / "mkdocs.yml", yaml.safe_dump(config, sort_keys=False, allow_unicode=True))
    shutil.copy(ROOT / "CONTRIBUTING.md", root / "CONTRIBUTING.md")
    (root / "meccg_rules" / "site").mkdir(parents=True)
    shutil.copy(ROOT / "meccg_rules" / "site" / "hooks.py", root / "meccg_rules" / "site" / "hooks.py")


def _kept(items: list, pages: set[str]) -> list:
    """The menu ``items`` without the entries of pages not in ``pages`` (and without sections left empty)."""
    kept = []
    for item in items:
        title, target = next(iter(item.items())) if isinstance(item, dict) else (None, item)
        if isinstance(target, list):
            target = _kept(target, pages)
            if target:
                kept.append({title: target})
        elif target in pages:
            kept.append(item)
    return kept


def add_case(root: Path, case: Case, *, append_existing: bool = False) -> None:
    text = case.text()
    if text is not None:
        write(page_path(root, case), text)
    for name, content in case.files:
        path = root / name
        if append_existing and path.exists() and isinstance(content, str):
            content = path.read_text(encoding="utf-8") + "\n" + content.split("\n---\n", 1)[-1]
        write(path, content)
    for name, target in case.links:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        os.symlink(root / target, root / name)


def page_path(root: Path, case: Case) -> Path:
    return root / "docs" / CORPUS / f"{case.slug}.md"


def expected_path(root: Path, case: Case, where: str) -> Path:
    return page_path(root, case) if where == "" else root / "docs" / where


# ----------------------------------------------------------------- the audit of a built page
THEME_SCRIPTS = ("__md_scope=", "var palette=", "var target=document.getElementById(location.hash")
DANGEROUS = ("iframe", "object", "embed", "frame", "frameset", "base", "applet", "portal")
INSIDE_ONLY_FROM_PAGES = ("script", "style", "link", "form", "input", "button", "select", "textarea", "meta", "svg",
                          "math", "template", "noscript")  # the theme draws its icons as inline svg


class Audit(HTMLParser):
    """Everything in a built page that could run script or reach another host, outside the theme's own."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self.article = 0
        self.button = 0  # inside the theme's edit button, drawn with an inline svg above the content
        self.script: dict | None = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        where = "in the page's content" if self.article else "in the theme's frame"
        if tag == "article":
            self.article += 1
        if tag == "a" and "md-content__button" in (attributes.get("class") or ""):
            self.button += 1
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.problems.append(f"<{tag} {name}=...> {where}")
            if name in ("href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset", "ping"):
                address = re.sub(r"[\s\x00-\x1f]", "", value).lower()
                if address.startswith(("javascript:", "vbscript:", "data:")) and not (
                        address == "javascript:void(0)" and attributes.get("data-md-component") == "search-share"):
                    self.problems.append(f"<{tag} {name}={value!r}> {where}")
                if name != "href" and (address.startswith(("http:", "https:", "//", "/\\")) or "\\" in address[:2]):
                    self.problems.append(f"<{tag} {name}={value!r}> reaches another host")
        if tag in DANGEROUS:
            self.problems.append(f"<{tag}> {where}")
        if tag == "meta" and (attributes.get("http-equiv") or "").lower() == "refresh":
            target = (attributes.get("content") or "").partition("url=")[2].strip()
            if self.article or not target or ":" in target or target.startswith(("/", "\\")):
                self.problems.append("<meta http-equiv=refresh>")  # only a short link's, to a page of this site
        if self.article and not self.button and tag in INSIDE_ONLY_FROM_PAGES:
            self.problems.append(f"<{tag}> in the page's content")
        if tag == "script" and not self.article:
            self.script = attributes
            self.script["__text"] = ""
            src = attributes.get("src")
            if src is not None and not re.fullmatch(r"(\.\./)*(/[\w-]+/)?assets/javascripts/[\w.]+\.js", src) \
                    and not _site_script(src):
                self.problems.append(f"<script src={src!r}>")
        if tag == "link" and not self.article:
            href = attributes.get("href") or ""
            if href.startswith(("http:", "//")) or (href.startswith("https:") and attributes.get("rel") != "canonical"):
                self.problems.append(f"<link href={href!r}> reaches another host")

    def handle_endtag(self, tag):
        if tag == "article" and self.article:
            self.article -= 1
        if tag == "a" and self.button:
            self.button -= 1
        if tag == "script" and self.script is not None:
            text, attributes = self.script["__text"], self.script
            self.script = None
            if "src" not in attributes and not (attributes.get("id") == "__config" and
                                                attributes.get("type") == "application/json") \
                    and not text.startswith(THEME_SCRIPTS):
                self.problems.append(f"an inline script that is not the theme's: {text[:60]!r}")

    def handle_data(self, data):
        if self.script is not None:
            self.script["__text"] += data


def audit(html: str) -> list[str]:
    """The problems of one built page (an empty list when nothing in it can run or reach elsewhere)."""
    checker = Audit()
    checker.feed(html)
    checker.close()
    found = checker.problems
    if SECRET in html:
        found.append("a secret from outside docs/ is in the page")
    return found
