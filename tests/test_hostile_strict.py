"""Strict means strict: `mkdocs build --strict -q` fails on every problem, whatever the log level.

Each case changes a small copy of the project (the real mkdocs.yml and hooks,
a handful of pages) and runs the ``mkdocs`` command as CI does; the exit code
and the words of the message are the outcome. A build that is not strict
(what ``mkdocs serve`` does) keeps going and shows the page.
"""
from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from hostile import example, runs
from hostile_project import write
from site_helpers import ROOT, mkdocs

pytestmark = pytest.mark.heavy(17)  # seconds, roughly: pytest-xdist hands the heaviest files out first

RULING = "docs/rulings/small/a-ruling.md"


@dataclass(frozen=True)
class Strict:
    name: str
    change: dict            # path below the project root -> new text (None: a link to a file outside)
    args: tuple = ("--strict", "-q")
    code: int = 1
    says: str = "problem(s) in the pages, and the build is strict"


def page(text: str) -> str:
    return runs(text).replace("{slug}", "a-ruling")


STRICT_CASES = [
    Strict("the clean project builds", {}, code=0, says=""),
    Strict("a failing example", {RULING: page(example(expect="  Aragorn II is untapped.\n"))}),
    Strict("a script in a page", {RULING: page(example() + "\n<script>alert(1)</script>\n")}),
    Strict("broken front matter", {RULING: "---\nid: [unclosed\n---\n" + example()}),
    Strict("a link to a file outside docs", {"docs/leak.md": None}),
    Strict("a link to a folder", {"docs/etc": None}, says="symbolic links to folders, which the site refuses (MkDocs "
                                                           "would follow them, round a loop too): etc\n"),
    Strict("a page past the limits", {RULING: page(example() + "\n" + "[a " * 9 + "\n")}),
    Strict("an unknown glossary term", {RULING: page(example()).replace("status: current", "status: current\n"
                                                                       "terms: [no such term]")}),
    Strict("a broken link, which MkDocs itself reports", {RULING: page(example() + "\n[x](nowhere.md)\n")},
           says="Aborted with"),
    Strict("a python block in a ruling", {RULING: page("```python\n>>> 1\n1\n```\n\n" + example())}),
    Strict("a skip start without end", {RULING: page("<!-- skip: start \"x\" -->\n\n" + example())}),
    Strict("a failing example, not strict", {RULING: page(example(expect="  Aragorn II is untapped.\n"))},
           args=("-q",), code=0, says=""),
    Strict("a script, not strict", {RULING: page(example() + "\n<script>alert(1)</script>\n")}, args=("-q",),
           code=0, says=""),
]


def small_project(root: Path) -> None:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    del config["nav"]
    write(root / "mkdocs.yml", yaml.safe_dump(config, sort_keys=False))
    shutil.copy(ROOT / "CONTRIBUTING.md", root / "CONTRIBUTING.md")
    (root / "meccg_rules" / "site").mkdir(parents=True)
    shutil.copy(ROOT / "meccg_rules" / "site" / "hooks.py", root / "meccg_rules" / "site" / "hooks.py")
    (root / "docs").mkdir()
    shutil.copy(ROOT / "docs" / "glossary.md", root / "docs" / "glossary.md")
    write(root / "docs" / "index.md", "---\ntitle: Home\n---\n\n# Home\n")
    write(root / "docs" / "rulings" / "small" / "index.md", "---\ntitle: Small\n---\n\n# Small\n")
    write(root / RULING, page(example()))
    write(root / "secret.txt", "secret\n")


@pytest.mark.parametrize("case", STRICT_CASES, ids=[c.name for c in STRICT_CASES])
def test_the_build_exit_code(tmp_path, case):
    small_project(tmp_path)
    for name, text in case.change.items():
        if text is None:
            os.symlink("/etc" if name.endswith("etc") else tmp_path / "secret.txt", tmp_path / name)
        else:
            write(tmp_path / name, text)
    build = mkdocs("build", *case.args, "-d", str(tmp_path / "site"), cwd=tmp_path)
    said = build.stdout + build.stderr
    assert build.returncode == case.code, said[-2000:]
    assert case.says in said, said[-2000:]
    assert str(tmp_path) not in said, "the build names files relative to the project, not the machine's folders"
    if "-q" in case.args:
        assert "WARNING" not in said
    if case.code == 0 and (tmp_path / "site" / "rulings" / "small" / "a-ruling" / "index.html").exists():
        assert "<script>alert" not in (tmp_path / "site" / "rulings" / "small" / "a-ruling" / "index.html").read_text(
            encoding="utf-8")
