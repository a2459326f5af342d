"""docs/ holds pages, not code: what a docs-only pull request adds under docs/ is never imported or read.

The attack (issue 31): pytest collected docs/ and imported any ``conftest.py`` or ``test_*.py`` found there, and
a ``pytest.ini`` in a section folder became the configuration of a run over that folder; such a file could hide
a failing ruling (pytest then exits 0) or rewrite an asset every built page carries, before ``check`` ran. Here
a section holds each of those files, each of which would leave a mark if Python ran or read it, beside a ruling
that fails; the README's command (``dev.py test``, with its configuration) runs over the folder.
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

from hostile import RUN_FRONT, example
from hostile_project import CORPUS, small_project, write
from site_helpers import ROOT

from meccg_rules.tools.check import check

MARK = "RAN-FROM-DOCS"
HIDE_FAILURES = ("import pathlib, pytest\npathlib.Path({mark!r}).write_text('{name}')\n"
                 "@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n"
                 "    outcome = yield\n    outcome.get_result().outcome = 'passed'\n")
CONFIGURATION = "[pytest]\naddopts = -p no:meccg_rules.tools.pytest_plugin\npython_files = *.py\n"
CODE = {  # below the section folder: what each file would do if anything ran or read it
    "conftest.py": HIDE_FAILURES.format(mark=MARK, name="conftest.py"),
    "test_payload.py": f"import pathlib\npathlib.Path({MARK!r}).write_text('test_payload.py')\n",
    "payload.py": f"import pathlib\npathlib.Path({MARK!r}).write_text('payload.py')\n",
    "__init__.py": f"import pathlib\npathlib.Path({MARK!r}).write_text('__init__.py')\n",
    "pytest.ini": CONFIGURATION,
    ".pytest.ini": CONFIGURATION,
    "tox.ini": CONFIGURATION.replace("[pytest]", "[tool:pytest]"),
    "setup.cfg": CONFIGURATION.replace("[pytest]", "[tool:pytest]"),
    "pyproject.toml": "[tool.pytest.ini_options]\naddopts = '-p no:meccg_rules.tools.pytest_plugin'\n",
}


def readme_command(project: Path) -> list[str]:
    """What ``python3 dev.py test`` runs in ``project``, in one process."""
    spec = importlib.util.spec_from_file_location("dev_of_the_copy", project / "dev.py")
    assert spec is not None and spec.loader is not None
    dev = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dev)
    return [sys.executable, "-m", "pytest", *dev.CONFIGURATION, "-n", "0"]


def test_nothing_under_docs_runs_or_configures_the_readme_command_and_check_names_each_file(tmp_path):
    docs = small_project(tmp_path, [])
    for name in ("dev.py", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    section = docs / CORPUS
    write(section / "fails.md", RUN_FRONT.replace("{slug}", "fails")
          + example(expect="  Aragorn II does not have Glamdring.\n"))
    for name, text in CODE.items():
        write(section / name, text)

    run = subprocess.run([*readme_command(tmp_path), f"docs/{CORPUS}"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=300)
    out = run.stdout + run.stderr
    marks = [path for path in tmp_path.rglob(MARK)]
    assert marks == [], f"{marks[0].read_text()} ran under docs/"
    assert run.returncode == 1, out[-3000:]
    assert re.search(r"^examples: 0 passed, 1 failed, 0 skipped$", out, re.MULTILINE), out[-3000:]
    assert "configfile: pyproject.toml" in out and "fails.md:23: expectation does not hold" in out
    assert out.splitlines()[-1].startswith("=") and " 1 failed in " in out.splitlines()[-1], out[-3000:]

    found = {(Path(f.path).name, f.line): f.message for f in check([str(docs)])}
    for name in CODE:
        assert (name, 1) in found, sorted(found)
    assert "starts with a dot" in found[(".pytest.ini", 1)]
    assert all("docs/ holds pages, not code" in found[(name, 1)] for name in CODE if not name.startswith("."))


def test_a_hidden_folder_under_docs_is_refused_and_never_entered(tmp_path):
    docs = small_project(tmp_path, [])
    write(docs / ".hidden" / "conftest.py", "raise SystemExit('imported')\n")
    assert [(Path(f.path).name, f.line) for f in check([str(docs)])] == [(".hidden", 1)]


def test_check_finds_what_would_render_otherwise_than_written(tmp_path):
    """A '#' starting a wrapped line makes a heading, a ' #' in an unquoted title cuts it, and a term spelt
    otherwise than in the glossary makes a second term: each is a finding at its line, with the fix."""
    docs = small_project(tmp_path, [])
    page = RUN_FRONT.replace("{slug}", "renders").replace("title: A corpus page", "title: Digest #207 ruling")
    page = page.replace("status: current", "status: current\nterms: [On-Guard Card]")
    write(docs / CORPUS / "renders.md", page + "As the rules committee said in Digest\n#207, question 4.\n\n"
          + example())
    found = [(f.line, f.message) for f in check([str(docs / CORPUS / "renders.md")])]
    assert (3, "the title stops before '#207 ruling': in front matter ' #' starts a comment; put the whole "
               "title in quotes") in found, found
    assert any(line == 7 and "'On-Guard Card' is written 'on-guard card' in the glossary" in message
               for line, message in found), found
    assert any(line == 14 and message.startswith("this line starts with '#207,', which the site's Markdown reads "
                                                 "as a heading") for line, message in found), found
