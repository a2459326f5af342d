"""`meccg-rules new` against hostile requests: each is refused with its reason (or creates exactly one page),
and no file anywhere is overwritten or created outside docs/.

Each case runs ``meccg-rules new`` in a fresh docs folder that already holds a
page with broken front matter, a page whose id differs from its file name and
a symbolic link; every file of the project is fingerprinted before and after.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hostile_project import small_project, write

from meccg_rules.tools import scaffold
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
    New("a title with a right-to-left override", ["--title", "Ruling \u202egnp.exe", *BASE],
        "the title is plain text, shown as written: remove the bidirectional control character U+202E at character 8"),
    New("a title with a right-to-left mark", ["--title", "a\u200fb", *BASE], "bidirectional control character U+200F"),
    New("a section title with an isolate", ["--title", "x", "--section", "fresh", "--new-section", "--section-title",
                                            "Fresh \u2066section", "--coe-rule", "2.V.6"],
        "the section title is plain text (no HTML tags, control or bidirectional control characters)"),
    New("the id index in a new section", ["--title", "x", "--section", "fresh", "--new-section", "--id", "index",
                                          "--coe-rule", "2.V.6"],
        "the id 'index' is the name of a section's own page (index.md lists the section's rulings), not of a ruling"),
    New("the id index in a section", ["--title", "x", "--id", "index", *BASE], "is the name of a section's own page"),
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


def test_a_new_section_whose_page_cannot_be_written_is_not_left_half_made(tmp_path, monkeypatch, capsys):
    docs = _project(tmp_path)
    create = scaffold._create

    def full_disk(path, text):
        if path.name != "index.md":
            raise scaffold.ScaffoldError(f"cannot write {path}: No space left on device")
        create(path, text)

    monkeypatch.setattr(scaffold, "_create", full_disk)
    before = _fingerprint(tmp_path)
    code = main(["new", "--title", "x", "--section", "fresh", "--new-section", "--coe-rule", "2.V.6",
                 "--docs", str(docs)])
    err = capsys.readouterr().err
    assert code == 2 and "No space left on device; nothing was written" in err, err
    assert _fingerprint(tmp_path) == before and not (docs / "rulings" / "fresh").exists()


def test_two_runs_at_once_cannot_give_two_pages_one_id(tmp_path, monkeypatch, capsys):
    """Two runs with one title in two sections, each reading the ids while the other does: one page, one refusal."""
    docs = _project(tmp_path)
    write(docs / "rulings" / "second" / "index.md", "---\ntitle: Second\n---\n")
    both_read = threading.Barrier(2, timeout=1)
    read = scaffold.ruling_pages

    def read_then_wait(folder):
        found = read(folder)
        try:
            both_read.wait()  # each run has read the ids before either writes, unless they take turns
        except threading.BrokenBarrierError:
            pass  # the other run waits for this one to finish
        return found

    monkeypatch.setattr(scaffold, "ruling_pages", read_then_wait)
    codes = []
    runs = [threading.Thread(target=lambda section=section: codes.append(main(
        ["new", "--title", "Same title", "--section", section, "--coe-rule", "2.V.6", "--docs", str(docs)])))
        for section in (SECTION, "second")]
    for run in runs:
        run.start()
    for run in runs:
        run.join(60)
    err = capsys.readouterr().err
    assert sorted(codes) == [0, 2], err
    assert len(list(docs.rglob("same-title.md"))) == 1
    assert "the id 'same-title' is already used by" in err and "nothing was written" in err


def test_the_turn_is_released_however_a_run_ends_and_leaves_no_file(tmp_path, monkeypatch, capsys):
    """A run holds the docs folder itself (no lock file): a waiting run gives up with a message, and a run killed
    while holding it frees it."""
    from meccg_rules.tools import docs_lock
    docs = _project(tmp_path)
    before = _fingerprint(tmp_path)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\nfrom pathlib import Path\n"
                               "from meccg_rules.tools.docs_lock import held\nwith held(Path(sys.argv[1])):\n"
                               "    print('held', flush=True)\n    time.sleep(120)\n", str(docs)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        monkeypatch.setattr(docs_lock, "WAIT", 0.3)
        code = main(["new", "--title", "Waiting", *BASE, "--docs", str(docs)])
        err = capsys.readouterr().err
        assert code == 2 and "another meccg-rules new has been writing in" in err and "nothing was written" in err
        assert _fingerprint(tmp_path) == before
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()
    with pytest.raises(RuntimeError):  # a run that fails in any way
        with docs_lock.held(docs):
            raise RuntimeError("a bug")
    assert main(["new", "--title", "Waiting", *BASE, "--docs", str(docs)]) == 0
    after = _fingerprint(tmp_path)
    assert set(after) - set(before) == {f"docs/rulings/{SECTION}/waiting.md"}
