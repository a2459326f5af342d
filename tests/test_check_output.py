"""What `meccg-rules check` prints stays one finding per line, and its JSON stays JSON, whatever the files are named.

A pull request can name a file with a newline, a right-to-left override or a
byte that is not UTF-8. ``check`` refuses such a name (names become URLs);
its text output shows the name escaped, on the finding's one line, and its
JSON output gives the name exactly, in UTF-8.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_project import small_project, write

COMMAND = Path(sys.executable).parent / "meccg-rules"
NAMES = {  # the name as written on disk -> as the text output shows it
    b"evil\nname.md": "evil\\nname.md",
    "spoof\u202egnp.md".encode(): "spoof\\u202egnp.md",
    b"bad\xff.md": "bad\\xff.md",
}


def _check(root: Path, *args: str) -> bytes:
    """What the command prints to an output that takes UTF-8 only (strict, as in a locale such as en_US.UTF-8)."""
    run = subprocess.run([str(COMMAND), "check", "docs", *args], cwd=root, capture_output=True, timeout=300,
                         env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    assert run.returncode == 1 and run.stderr == b"", run.stderr[-2000:]
    return run.stdout


def _project(root: Path, names) -> Path:
    docs = small_project(root, [])
    for name in names:
        write(Path(os.fsdecode(os.fsencode(docs / "rulings" / "corpus") + b"/" + name)), "# x\n")
    return docs


@pytest.mark.parametrize("name", NAMES, ids=["newline", "override", "not-utf-8"])
def test_a_finding_is_one_line_with_the_name_escaped(tmp_path, name):
    _project(tmp_path, [name])
    assert _check(tmp_path).decode("utf-8").split("\n") == [
        f"docs/rulings/corpus/{NAMES[name]}:1: the name {os.fsdecode(name)!r} is not plain: use letters, digits, "
        "'.', '_' and '-' only (names become URLs)", "1 finding(s) in 1 file(s)", ""]


def test_the_json_output_is_utf8_and_gives_each_name_exactly(tmp_path):
    _project(tmp_path, NAMES)
    found = json.loads(_check(tmp_path, "--format", "json").decode("utf-8"))
    paths = sorted(os.fsencode(entry["path"]) for entry in found)
    assert paths == sorted(b"docs/rulings/corpus/" + name for name in NAMES)
    assert all(entry["line"] == 1 and "is not plain" in entry["message"] for entry in found)
