#!/usr/bin/env python3
"""The docs' examples under pytest against a plain Sybil run over the same pages, and a failing run's growth.

    .venv/bin/python benchmarks/examples.py [--size 1600] [--rounds 3] [--failing 200,800,1600]
        [--failing-rounds 2] [--write-docs]

It writes a site of ``--size`` ruling pages made from the real ones
(``generated_site``: real examples, ids, titles and links rewritten) and stops
unless every example on it passes or is skipped on purpose (a benchmark of
failures measures error messages, not examples). Then, ``--rounds`` times,
in an order that alternates from round to round, each a fresh process over the
same pages:

- plain:  pytest with a plain Sybil setup: one parser that finds the same
          ```` ```scenario ```` fences (named or not) and an evaluator that does
          nothing, with every pytest plugin installed loaded, as pytest does;
- plain without hypothesis: the same, ``-p no:hypothesispytest``;
- ours:   pytest with the project's own plugin and pytest options:
          its Sybil parsers read each page safely, parse and run every example,
          one pytest item per page (what pytest says: pages, then examples);
- cli:    ``meccg-rules run -q`` over the same folder.

Each figure is the median of the rounds with its min and max, in CPU seconds
of the process (user + system: the machine is shared, so wall time, also shown
for pytest, is noisy); ratios are taken round by round, ours to plain, with the
target (at most 1.5) beside them. The failing run gives every ruling page of
sites of ``--failing`` sizes one more example that does not read, runs pytest
on each ``--failing-rounds`` times, and fits a line through the medians (t = a
+ b * pages): it stays linear if every median is within 10 % of the line.
``--write-docs`` puts the tables, with the date and the machine, into
``docs/development/index.md`` between its ``examples`` markers.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated_site import ROOT, real_rulings, write_between, write_site  # noqa: E402
from site_build import Popen, fit, markdown, spread  # noqa: E402

from meccg_rules.pages.runner import run_file  # noqa: E402

RATIO_TARGET = 1.5
LINEAR_TARGET = 0.10
BIN = Path(sys.executable).parent
DOC = ROOT / "docs" / "development" / "index.md"
START, END = "<!-- examples table: written by benchmarks/examples.py -->", "<!-- end of examples table -->"
PLAIN_CONFTEST = '''"""A plain Sybil setup: the scenario fences of every page, named or not, and an evaluator that does nothing."""
import re

from sybil import Sybil
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

LEXER = RawFencedCodeBlockLexer(info_pattern=re.compile(r"scenario(?:[ \\t][^\\n]*)?$\\n", re.MULTILINE))


def nothing(example):
    return None


def scenarios(document):
    for region in LEXER(document):
        region.parsed, region.evaluator = region.lexemes["source"], nothing
        yield region


pytest_collect_file = Sybil(parsers=[scenarios], patterns=["*.md"]).pytest()
'''
BROKEN = """
```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
Expect
  Alice has never heard of this sentence.
```
"""


def pytest_ini() -> str:
    """The project's pytest options (``pyproject.toml``) as a ``pytest.ini``, so that a copied site runs as ours does."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    return "[pytest]\n" + "".join(f"{key} = {' '.join(value) if isinstance(value, list) else value}\n"
                                  for key, value in options.items() if key != "testpaths")


def ours(folder: Path, size: int) -> Path:
    """A site of ``size`` rulings with the project's pytest options (its plugin among them)."""
    write_site(folder, size)
    (folder / "pytest.ini").write_text(pytest_ini(), encoding="utf-8")
    return folder


def plain(folder: Path, same: Path) -> Path:
    """The pages of the site at ``same``, under a plain Sybil setup."""
    shutil.copytree(same / "docs", folder / "docs")
    (folder / "conftest.py").write_text(PLAIN_CONFTEST, encoding="utf-8")
    (folder / "pytest.ini").write_text("[pytest]\naddopts = -p no:cacheprovider\n", encoding="utf-8")
    return folder


def all_pass(docs: Path) -> tuple[int, int]:
    """(passed, skipped) examples of every page under ``docs``; exits if one fails."""
    results = [e for page in sorted(docs.rglob("*.md")) for e in run_file(page, docs).examples]
    failed = [e for e in results if e.status == "failed"]
    if failed:
        sys.exit(f"{len(failed)} examples of the generated pages fail, so timing them would measure failures; "
                 f"the first:\n{failed[0].message}")
    return sum(e.status == "passed" for e in results), sum(e.status == "skipped" for e in results)


def timed(args: list[str], cwd: Path, expect: int = 0) -> dict[str, float]:
    """One process: wall and CPU seconds; exits unless it ends with ``expect``."""
    start = time.perf_counter()
    process = Popen(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out, _ = process.communicate()
    wall = time.perf_counter() - start
    if process.returncode != expect:
        sys.exit(f"{' '.join(args)} in {cwd} ended with {process.returncode}:\n{out.decode()[-3000:]}")
    lines = out.decode().strip().splitlines()
    examples = next((line for line in reversed(lines) if line.startswith("examples: ")), None)
    said = lines[-1] if examples is None else f"{lines[-1]}; {examples}"  # ours: pages, then examples
    return {"wall": wall, "cpu": process.usage.ru_utime + process.usage.ru_stime, "last": said, "examples": examples}


PYTEST = [str(BIN / "python"), "-m", "pytest", "-q", "docs"]
RUNS = {
    "plain": PYTEST,
    "plain without hypothesis": PYTEST + ["-p", "no:hypothesispytest"],
    "ours": PYTEST,
    "cli": [str(BIN / "meccg-rules"), "run", "-q", "docs"],
}


def compare(size: int, rounds: int) -> dict:
    with tempfile.TemporaryDirectory(prefix=f"meccg-examples-{size}-") as temp:
        site = ours(Path(temp) / "ours", size)
        bare = plain(Path(temp) / "plain", site)
        counts = all_pass(site / "docs")
        folders = {"plain": bare, "plain without hypothesis": bare, "ours": site, "cli": site}
        runs: dict[str, list[dict]] = {name: [] for name in RUNS}
        for round_ in range(rounds):
            for name in (list(RUNS) if round_ % 2 == 0 else list(reversed(RUNS))):
                runs[name].append(timed(RUNS[name], folders[name]))
            print(f"round {round_ + 1}: " + ", ".join(f"{n} {runs[n][-1]['cpu']:.1f}" for n in RUNS),
                  file=sys.stderr, flush=True)
    said = runs["ours"][0]["examples"]
    if said is None or not said.endswith(f" 0 failed, {counts[1]} skipped"):
        sys.exit(f"pytest's examples summary says {said!r}; the pages hold {counts[1]} skipped examples, none failing")
    return {"size": size, "runs": runs, "counts": counts, "items": {n: runs[n][0]["last"] for n in RUNS}}


def failing(size: int, rounds: int) -> list[dict]:
    """pytest over a site of ``size`` rulings where each ruling page has one more example, that fails."""
    with tempfile.TemporaryDirectory(prefix=f"meccg-failing-{size}-") as temp:
        site = ours(Path(temp), size)
        for page in real_rulings(site / "docs"):
            page.write_text(page.read_text(encoding="utf-8") + BROKEN, encoding="utf-8")
        return [timed(PYTEST, site, expect=1) for _ in range(rounds)]


def tables(result: dict, failing_runs: dict[int, list[dict]], rounds: int) -> str:
    runs, passed_skipped = result["runs"], result["counts"]
    cpu = {name: [r["cpu"] for r in runs[name]] for name in runs}
    ratio = [o / p for o, p in zip(cpu["ours"], cpu["plain"])]
    ratio_bare = [o / p for o, p in zip(cpu["ours"], cpu["plain without hypothesis"])]
    rows = [["run", "what pytest says", "CPU s", "wall s", "ms per example (CPU)"]]
    examples = sum(passed_skipped)
    labels = {"plain": "pytest, plain Sybil, evaluator doing nothing",
              "plain without hypothesis": "the same, `-p no:hypothesispytest`",
              "ours": "pytest, the project's plugin (every example run)",
              "cli": "`meccg-rules run -q`"}
    for name, label in labels.items():
        rows.append([label, result["items"][name], spread(cpu[name]), spread([r["wall"] for r in runs[name]]),
                     f"{1000 * statistics.median(cpu[name]) / examples:.2f}"])
    fail_rows = [["ruling pages (one failing example each)", "what pytest says", "CPU s", "wall s"]]
    for size, got in failing_runs.items():
        fail_rows.append([f"{size:,}", got[0]["last"], spread([r["cpu"] for r in got]),
                          spread([r["wall"] for r in got])])
    met = statistics.median(ratio) <= RATIO_TARGET
    text = [
        f"{result['size']:,} ruling pages made from the real ones, {examples:,} examples ({passed_skipped[0]:,} passed, "
        f"{passed_skipped[1]:,} skipped on purpose, none failing); {rounds} rounds, medians (min-max):", "",
        markdown(rows), "",
        f"- ours / plain (CPU, round by round): {spread(ratio, 2)} (target <= {RATIO_TARGET}): "
        f"{'met' if met else 'NOT met'}; ours / plain without hypothesis: {spread(ratio_bare, 2)}"]
    if len(failing_runs) < 2:
        return "\n".join(text)
    a, b, worst = fit([(size, statistics.median(r["cpu"] for r in got)) for size, got in failing_runs.items()])
    return "\n".join(text + [
        "", markdown(fail_rows), "",
        f"- the failing run: CPU s = {a:.1f} + {1000 * b:.1f} ms x pages, every median within {100 * worst:.0f} % "
        f"of the line (target <= {100 * LINEAR_TARGET:.0f} %): {'linear' if worst <= LINEAR_TARGET else 'NOT linear'}"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=1600)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--failing", default="200,800,1600", help="sizes of the failing run ('' for none)")
    parser.add_argument("--failing-rounds", type=int, default=2, help="runs of each failing size (default 2)")
    parser.add_argument("--write-docs", action="store_true", help=f"write the tables into {DOC.relative_to(ROOT)}")
    arguments = parser.parse_args()
    result = compare(arguments.size, arguments.rounds)
    failing_runs = {}
    for size in [int(s) for s in arguments.failing.split(",") if s]:
        failing_runs[size] = failing(size, arguments.failing_rounds)
        print(f"failing, {size} pages: {spread([r['cpu'] for r in failing_runs[size]])} CPU s", file=sys.stderr,
              flush=True)
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    text = "\n".join([
        f"Measured {when} on {platform.node() or 'this machine'} ({machine}, shared with other work) by "
        f"`.venv/bin/python benchmarks/examples.py --size {arguments.size} --rounds {arguments.rounds} --failing "
        f"{arguments.failing} --failing-rounds {arguments.failing_rounds} --write-docs`.", "",
        tables(result, failing_runs, arguments.rounds)])
    print(text)
    if arguments.write_docs:
        write_between(DOC, START, END, text)


if __name__ == "__main__":
    main()
