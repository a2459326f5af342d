"""`meccg-rules new` against hostile requests: each is refused with its reason (or creates exactly one page),
and no file anywhere is overwritten or created outside docs/.

Each case runs ``meccg-rules new`` in a fresh docs folder that already holds a
page with broken front matter, a page whose id differs from its file name and
a symbolic link; every file of the project is fingerprinted before and after.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hostile_project import small_project, write

from meccg_rules.tools.cli import main

SECTION = "corpus"
BASE = ["--section", SECTION, "--coe-rule", "2.V.6"]


@dataclass(frozen=True)
class New:
    name: str
    argv: list = field(default_factory=list)
    refusal: str | None = None          # words of the message on stderr; None: a page is created
    created: str | None = None          # the page created, below docs/


NEW_CASES = [
    New("a page whose front matter is broken is not overwritten", ["--title", "Broken page", *BASE],
        "already exists and is left as it is"),
    New("a page with another id is not overwritten", ["--title", "Other id", *BASE],
        "already exists and is left as it is"),
    New("an id already used by another file", ["--title", "x", "--id", "used-elsewhere", *BASE],
        "the id 'used-elsewhere' is already used by"),
    New("an id climbing out of docs", ["--title", "x", "--id", "../../evil", *BASE], "must be kebab-case"),
    New("an absolute id", ["--title", "x", "--id", "/tmp/evil", *BASE], "must be kebab-case"),
    New("an id with capitals and underscores", ["--title", "x", "--id", "Bad_Id", *BASE],
        "must be kebab-case (lower-case words and digits joined by -), at most 80 characters; try --id bad-id"),
    New("an id of eighty-one characters", ["--title", "x", "--id", "a" * 81, *BASE], "at most 80 characters"),
    New("an empty id", ["--title", "x", "--id", "", *BASE], "must be kebab-case"),
    New("a title that gives no id", ["--title", "!!! ???", *BASE], "gives no id (it has no letters or digits)"),
    New("an empty title", ["--title", "   ", *BASE], "the title is empty; give the ruling's title with --title"),
    New("a title holding html", ["--title", "<script>alert(1)</script>", *BASE],
        "the title is plain text: no HTML tags or control characters"),
    New("a title with a control character", ["--title", "a\x07b", *BASE], "no HTML tags or control characters"),
    New("a title of two hundred and one characters", ["--title", "x" * 201, *BASE], "at most 200"),
    New("a section climbing out", ["--title", "x", "--section", "../..", "--coe-rule", "2.V.6"],
        "unknown section '../..'"),
    New("an absolute section", ["--title", "x", "--section", "/etc", "--coe-rule", "2.V.6"], "unknown section '/etc'"),
    New("a section that is a link", ["--title", "x", "--section", "linked", "--coe-rule", "2.V.6"],
        "unknown section 'linked'"),
    New("a docs folder that does not exist", ["--title", "x", *BASE, "--docs", "missing"], "there is no docs folder"),
    New("a dangling link where the page would go", ["--title", "Dangling target", *BASE],
        "already exists and is left as it is"),
    New("an unknown card", ["--title", "x", *BASE, "--card", "Glamdrin"], "did you mean 'Glamdring'"),
    New("an unknown term", ["--title", "x", *BASE, "--term", "on-gaurd card"], "did you mean 'on-guard card'"),
    New("an unknown related ruling", ["--title", "x", *BASE, "--related", "nobody"], "unknown ruling id 'nobody'"),
    New("no source", ["--title", "x", "--section", SECTION], "a ruling needs a source"),
    New("a long title is cut at a word", ["--title", "word " * 30, *BASE],
        created=f"rulings/{SECTION}/" + "-".join(["word"] * 16) + ".md"),
    New("a title over two lines is one line", ["--title", "Two\nlines", *BASE], created=f"rulings/{SECTION}/two-lines.md"),
    New("a plain request creates the page", ["--title", "Revealed cards stop being on-guard", *BASE],
        created=f"rulings/{SECTION}/revealed-cards-stop-being-on-guard.md"),
]


def _project(root: Path) -> Path:
    docs = small_project(root, [])
    write(docs / "rulings" / SECTION / "broken-page.md", "---\nid: [unclosed\n---\nmy work in progress\n")
    write(docs / "rulings" / SECTION / "other-id.md", "---\nid: something-else\ntitle: x\n---\nmine\n")
    write(docs / "rulings" / "elsewhere" / "index.md", "---\ntitle: Elsewhere\n---\n")
    write(docs / "rulings" / "elsewhere" / "page.md", "---\nid: used-elsewhere\ntitle: x\n---\n")
    os.symlink(root / "outside", docs / "rulings" / "linked")
    (root / "outside").mkdir()
    os.symlink(root / "nowhere.md", docs / "rulings" / SECTION / "dangling-target.md")
    return docs


def _fingerprint(root: Path) -> dict[str, str]:
    found = {}
    for path in sorted(root.rglob("*")):
        key = str(path.relative_to(root))
        if path.is_symlink():
            found[key] = "link to " + os.readlink(path)
        elif path.is_file():
            found[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


@pytest.mark.parametrize("case", NEW_CASES, ids=[c.name for c in NEW_CASES])
def test_new_refuses_or_creates_exactly_one_page(tmp_path, monkeypatch, capsys, case):
    docs = _project(tmp_path)
    monkeypatch.chdir(tmp_path)
    argv = list(case.argv)
    if "--docs" not in argv:
        argv += ["--docs", str(docs)]
    before = _fingerprint(tmp_path)
    code = main(["new", *argv])
    out, err = capsys.readouterr()
    after = _fingerprint(tmp_path)
    if case.refusal is not None:
        assert code == 2 and case.refusal in err and "nothing was written" in err, err
        assert after == before
    else:
        assert code == 0, err
        created = docs / case.created
        assert set(after) - set(before) == {str(created.relative_to(tmp_path))}
        assert {k: v for k, v in after.items() if k in before} == before
        main(["check", str(created)])
        said = capsys.readouterr().out.splitlines()[:-1]  # the last line counts the findings
        assert said and all("the template's text is still here" in line or "the template's example, unchanged" in line
                            for line in said), said  # only the author's part
