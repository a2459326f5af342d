#!/usr/bin/env python3
"""The README's test command, timed from outside and by test file and fixture from inside.

    .venv/bin/python benchmarks/suite.py                        # one run of python3 dev.py test
    .venv/bin/python benchmarks/suite.py --runs 3 --write-docs  # the median of 3; the table into the docs
    .venv/bin/python benchmarks/suite.py --rulings 1004         # on a copy whose docs hold 1,004 rulings
    .venv/bin/python benchmarks/suite.py --rulings 1004 --every-card   # ... and a page for every card name

Each run is exactly the README's command, ``python3 dev.py test``, with one pytest plugin added
(``suite_timing.py``, copied to a folder of its own so that nothing else of ``benchmarks/`` can be imported by
the run) that records each test's set-up, call and teardown and each fixture's set-up. The wall time is taken
around the whole command. A run that fails stops the script: a failing suite's time is not a measure (on a
generated copy, but for the tests of ``GENERATED_FAILS``, which cannot hold of its copied rulings: they run and
their failure is said with the table).

``--rulings N`` runs the command in a copy of the project (the files git tracks, as they are in this working
tree, and a link to this ``.venv``) whose ``docs/`` is the site ``generated_site.write_site`` makes with N
ruling pages (real examples, ids and links rewritten), with the transcripts of those pages and a git history
of one commit, as such a project would have. ``--write-docs`` puts the table on
``docs/development/index.md`` between its ``suite`` markers. The table: the wall time (median, min-max), then
by test file the seconds of set-up, call and teardown (medians over the runs; the workers of pytest-xdist run
files side by side, so these add up to more than the wall time), then the slowest fixtures.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated_site import ROOT, write_between, write_site  # noqa: E402

DOC = ROOT / "docs" / "development" / "index.md"
START, END = "<!-- suite table: written by benchmarks/suite.py -->", "<!-- end of suite table -->"
PLUGIN = Path(__file__).resolve().parent / "suite_timing.py"
SHOWN = 15  # test files and fixtures listed
COPY = re.compile(r"-c\d+\.md$")  # a copy of a real ruling (generated_site.copy_id)
# Tests that hold of the real docs and cannot of a generated copy: they run (their time is measured) and fail there.
GENERATED_FAILS = {
    "tests/test_site_browser.py::test_search_answers_players_questions":
        "the copies of rulings change the weight of every word in the search index and take places among the first "
        "five results: 7 of the 68 questions missed on 1,004 rulings, where 6 may",
}


def project_copy(folder: Path, rulings: int, every_card: bool = False) -> Path:
    """A copy of the project whose docs hold ``rulings`` ruling pages (and a page for every card, with
    ``every_card``); its ``.venv`` is this one's."""
    folder.mkdir()
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in tracked.decode().split("\0"):
        if name and not name.startswith("docs/") and (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    configs = write_site(folder, rulings, every_card)  # docs/ (and CONTRIBUTING.md, and its own two configurations)
    configs["plain"].unlink()
    shutil.copy2(ROOT / "mkdocs.yml", folder / "mkdocs.yml")  # the project's own, its hooks in the copy
    (folder / ".venv").symlink_to(ROOT / ".venv")
    # what a project of that size would have committed: the transcripts of its pages, and a history
    subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-m", "meccg_rules.tools.transcripts"], cwd=folder,
                   check=True, capture_output=True)
    env = dict(os.environ, GIT_AUTHOR_NAME="suite", GIT_AUTHOR_EMAIL="suite@localhost",
               GIT_COMMITTER_NAME="suite", GIT_COMMITTER_EMAIL="suite@localhost")
    copies = [str(path.relative_to(folder)) for path in (folder / "docs").rglob("*.md") if COPY.search(path.name)]
    commands = [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "The real rulings"]]
    if copies:  # a second commit adds them, so that the feed has what it lists
        commands[2:2] = [["rm", "-q", "--cached", "--", *copies]]
        commands += [["add", "-A"], ["commit", "-q", "-m", "The copies"]]
    for command in commands:
        subprocess.run(["git", *command], cwd=folder, check=True, capture_output=True, env=env)
    return folder


def cpu_times() -> tuple[float, float]:
    """(busy, all) seconds of every processor of the machine since it started (Linux's /proc/stat), or zeros."""
    try:
        fields = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0.0, 0.0
    ticks = os.sysconf("SC_CLK_TCK")
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)   # idle and waiting for input/output
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def one_run(project: Path, scratch: Path, number: int, expected_failures: dict[str, str]) -> dict:
    timing = scratch / f"timing-{number}.json"
    # the timing plugin, then the project's own code (not whatever tree the venv's editable install names: a run
    # in a worktree or a copy measures that tree)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((str(scratch), str(project))), MECCG_SUITE_TIMING=str(timing))
    busy, every = cpu_times()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "dev.py", "test", "-p", "suite_timing", "-q"], cwd=project, env=env,
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    busy, every = cpu_times()[0] - busy, cpu_times()[1] - every
    summary = next((line for line in reversed(done.stdout.splitlines()) if " in " in line and "passed" in line), "")
    failed = [line for line in done.stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    expected = {line for line in failed if line.split(" ")[1] in expected_failures}
    if done.returncode and (not failed or expected != set(failed)):
        log = ROOT / "test-artifacts" / f"suite-run-{number}.log"  # the whole output: each failure's message
        log.parent.mkdir(exist_ok=True)
        log.write_text(done.stdout + done.stderr, encoding="utf-8")
        failed = "\n".join(failed) + f"\n(the whole output: {log})"
        sys.exit(f"run {number} failed (exit {done.returncode}):\n{failed}\n{done.stdout[-4000:]}\n"
                 f"{done.stderr[-2000:]}")
    found = json.loads(timing.read_text(encoding="utf-8"))
    for worker in sorted(scratch.glob(f"{timing.name}.*")):  # pytest-xdist's workers: their fixtures
        found["fixtures"] += json.loads(worker.read_text(encoding="utf-8"))["fixtures"]
        worker.unlink()
    found.update(wall=wall, summary=summary.strip("= "), cpu=busy, busy=busy / every if every else 0.0)
    print(f"run {number}: {wall:.0f} s wall, the machine's processors {found['busy']:.0%} busy ({busy:.0f} s of "
          f"processor time, the run's and anything else's); {found['summary']}", flush=True)
    return found


def by_file(run: dict) -> dict[str, dict[str, float]]:
    files: dict[str, dict[str, float]] = defaultdict(lambda: {"setup": 0.0, "call": 0.0, "teardown": 0.0})
    for nodeid, when, seconds, _ in run["reports"]:
        files[nodeid.split("::")[0]][when] += seconds
    return files


def by_worker(run: dict) -> dict[str, float]:
    """Each pytest-xdist worker's seconds in tests (set-up, call, teardown)."""
    workers: dict[str, float] = defaultdict(float)
    for _, _, seconds, worker in run["reports"]:
        workers[worker] += seconds
    return workers


def by_fixture(run: dict) -> dict[tuple[str, str, str], float]:
    fixtures: dict[tuple[str, str, str], float] = defaultdict(float)
    for name, scope, nodeid, seconds in run["fixtures"]:
        fixtures[(name, scope, nodeid.split("::")[0])] += seconds
    return fixtures


def median_range(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} ({min(values):.0f}-{max(values):.0f})" if len(values) > 1 \
        else f"{values[0]:.0f}"


def table(runs: list[dict], command: str, rulings: int | None, every_card: bool = False) -> str:
    files = [by_file(run) for run in runs]
    names = sorted({name for f in files for name in f},
                   key=lambda n: -statistics.median(sum(f.get(n, {}).values()) for f in files))
    fixtures = [by_fixture(run) for run in runs]
    keys = sorted({k for f in fixtures for k in f}, key=lambda k: -statistics.median(f.get(k, 0.0) for f in fixtures))
    what = f"a copy whose docs hold {rulings:,} rulings" if rulings else "the real docs"
    if rulings and every_card:
        what += " and cite every card of the catalogue (a page for each card name)"
    if rulings:
        what += "; failing there as expected: " + "; ".join(f"`{test}` ({why})"
                                                            for test, why in GENERATED_FAILS.items())
    lines = [
        f"Measured {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC on {platform.node()} ({platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}) by `{command}`: {what}, {len(runs)} run(s) "
        f"of `python3 dev.py test`. Wall time {median_range([r['wall'] for r in runs])} s; the machine's "
        f"processors busy {statistics.median(r['busy'] for r in runs):.0%} of it "
        f"({statistics.median(r['cpu'] for r in runs):.0f} s of processor time, median); pytest says: "
        f"{runs[-1]['summary']}. Seconds in tests by worker (the last run): "
        + ", ".join(f"{worker} {seconds:.0f}" for worker, seconds in sorted(by_worker(runs[-1]).items())) + ".",
        "",
        "| test file | set-up s | call s | teardown s | total s |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name in names[:SHOWN]:
        parts = {when: statistics.median(f.get(name, {}).get(when, 0.0) for f in files)
                 for when in ("setup", "call", "teardown")}
        lines.append(f"| `{name}` | {parts['setup']:.1f} | {parts['call']:.1f} | {parts['teardown']:.1f} | "
                     f"{sum(parts.values()):.1f} |")
    rest = names[SHOWN:]
    if rest:
        others = statistics.median(sum(sum(f.get(n, {}).values()) for n in rest) for f in files)
        lines.append(f"| {len(rest)} other files | | | | {others:.1f} |")
    lines += ["", "| fixture (scope), set up for | set-up s |", "| --- | ---: |"]
    for name, scope, where in keys[:SHOWN]:
        lines.append(f"| `{name}` ({scope}), `{where}` | {statistics.median(f.get((name, scope, where), 0.0) for f in fixtures):.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--rulings", type=int, help="run on a copy whose docs hold this many ruling pages")
    parser.add_argument("--every-card", action="store_true",
                        help="with --rulings: a page for every card of the catalogue, as when its rulings are written")
    parser.add_argument("--write-docs", action="store_true", help=f"put the table in {DOC.relative_to(ROOT)}")
    args = parser.parse_args()
    command = "python benchmarks/suite.py " + " ".join(sys.argv[1:])
    with tempfile.TemporaryDirectory(prefix="meccg-suite-") as folder:
        scratch = Path(folder) / "plugin"
        scratch.mkdir()
        shutil.copy(PLUGIN, scratch / PLUGIN.name)
        project = project_copy(Path(folder) / "project", args.rulings, args.every_card) if args.rulings else ROOT
        expected = GENERATED_FAILS if args.rulings else {}
        runs = [one_run(project, scratch, n + 1, expected) for n in range(args.runs)]
    text = table(runs, command.strip(), args.rulings, args.every_card)
    print(text)
    if args.write_docs:
        write_between(DOC, START, END, text)


if __name__ == "__main__":
    main()
