"""Engine benchmark: this checkout against an earlier revision, side by side in one run.

    .venv/bin/python benchmarks/engine.py                       # against 8e38fae, the last commit before engine v2
    .venv/bin/python benchmarks/engine.py --against REV         # against any revision with the same interface
    .venv/bin/python benchmarks/engine.py --also 8dfb0fa        # a third column: another revision
    .venv/bin/python benchmarks/engine.py --instructions --write # and instruction counts; the table into the docs

Five figures, each the median (with min and max) of several rounds of CPU time, the rounds of the revisions
alternating so that the machine's load falls on all alike:

- the seed-001 procedure (set-up and eight actions) through the Python interface, per action;
- the set-up alone, and ``legal_actions()`` in the position after the first action;
- one scenario example through ``run_page`` (parse, set-up, plays, expectations), per example, run again and
  again as a page's and the docs' repeated sentences are;
- the same example with the sentences already read forgotten before each run (every sentence new).

Each revision runs in its own process (all are the package ``meccg_rules``); an earlier one from a temporary
``git worktree``. The measured code takes the actions from wherever the revision keeps them (each rule family's
``actions.py`` since the engine was split into families, ``engine/actions.py`` before). Every revision must pass
the example (the script stops otherwise). Nothing is asserted: the target (at most 1.2 times the earlier cost,
issue 9) is printed beside the measured ratio. ``--instructions`` adds valgrind's instruction counts, which a busy
machine does not change (every measured process of every revision runs with ``PYTHONHASHSEED=0``, so that Python's
string hashing, and with it the order of sets, is the same from run to run and the counts repeat; what the imports
left is frozen out of the garbage collector's way before counting; each count is the median of several layouts of
the process, ``count_round``); ``--write`` puts the tables on docs/development/engine-speed.md, between their
markers.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEFORE = "8e38fae"
TARGET = 1.2
ROUNDS = 7
LAYOUTS = 5

EXAMPLE = '''```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
  Alice holds Glamdring.
  Bob has Weariness of the Heart on-guard on Fellowship.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
  Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.
  Alice taps Gimli to support Legolas's corruption check.
  Both players pass.
  Alice rolls 6 for Legolas's corruption check.
  Both players pass.
Expect
  Aragorn II has Glamdring.
  Moria is tapped.
  Legolas is in play.
```
'''

MEASURE = r'''
import gc, json, os, statistics, sys, time
LAYOUT = int(os.environ.get("BENCH_LAYOUT", 0))  # a layout (count_round): later types' version tags move by LAYOUT,
for _ in range(LAYOUT):                          # later objects' addresses by what is kept below
    getattr(type("Layout", (), {}), "x", None)
KEPT = ["%*d" % (n % 61, n) for n in range(97 * LAYOUT)]
try:  # the rule families' own actions.py (engine/core and one folder per family, since 02dbc3b)
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
    from meccg_rules.engine.site_phase.actions import PlayResource, RevealOnGuard
except ImportError:  # one module of actions (8e38fae, 8dfb0fa)
    from meccg_rules.engine.actions import Pass, PlayResource, RevealOnGuard, Roll, SupportCorruptionCheck
from meccg_rules.engine.setup import Setup
from meccg_rules.pages.runner import run_page
try:  # sentences already read are kept (meccg_rules.language.sentences); "cold" forgets them before each run
    from meccg_rules.language.sentences import _READ as READ_CACHE
except ImportError:  # a revision without that cache: every run is cold
    READ_CACHE = {}

EXAMPLE = sys.argv[1]
SEQUENCE = [PlayResource("Alice", "Aragorn II", "Glamdring"),
            RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"),
            SupportCorruptionCheck("Alice", "Gimli", "Legolas"),
            Pass("Bob"), Pass("Alice"), Roll("Alice", 6, "Legolas's corruption check"),
            Pass("Alice"), Pass("Bob")]

def position():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Glamdring"])
    setup.on_guard("Weariness of the Heart", "Fellowship")
    setup.faced("Fellowship")
    return setup.build()

def median_of(fn, repeat=15, number=40):
    """CPU time of this process (other processes on a shared machine do not count), median of repeats."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            fn()
        times.append((time.process_time() - start) / number)
    return statistics.median(times)

def procedure():
    game = position()
    for action in SEQUENCE:
        game.apply(action)

def example():
    return run_page(EXAMPLE, "bench.md")

def cold_example():
    READ_CACHE.clear()
    return run_page(EXAMPLE, "bench.md")

def legal():
    game = position()
    game.apply(SEQUENCE[0])
    return game

after_first = legal()
# legal_actions may import its module on first use (8e38fae's legal.py), compiled from source (no bytecode is
# written): a one-off cost that the instruction counts (20 calls less a run with none) would otherwise spread over
# the calls; call it once before counting, as the examples below are run once
after_first.legal_actions()
for result in (example(), cold_example()):
    assert [e.status for e in result.examples] == ["passed"], f"the benchmark example must pass: {result.examples}"
# what the imports and the warm-up left is kept out of the collector's way (gc.freeze): else a full collection
# walks every module, card and form of the process whenever a workload's allocations happen to cross the oldest
# generation's threshold, a step of about 17 million instructions that fell inside one revision's 20 calls and not
# another's (0.85 million a call on the example with no sentence read before), measuring the heap, not the work
gc.collect()
gc.freeze()
if len(sys.argv) > 2:  # instruction counting: run one workload N times and stop (see count_round)
    workload, times = sys.argv[2], int(sys.argv[3])
    fn = {"position": position, "procedure": procedure, "legal_actions": after_first.legal_actions,
          "example": example, "cold_example": cold_example}[workload]
    for _ in range(times):
        fn()
    sys.exit(0)
print(json.dumps({
    "position": median_of(position),
    "procedure": median_of(procedure),
    "legal_actions": median_of(after_first.legal_actions, number=10),
    "example": median_of(example, number=10),
    "cold_example": median_of(cold_example, number=10),
}))
'''


def measured_env(checkout: Path) -> dict[str, str]:
    """The environment of a measured process: the revision's package first, no bytecode written, and one fixed
    hash seed, so that string hashing (set and dict order) is the same in every run of every revision."""
    return dict(os.environ, PYTHONPATH=str(checkout), PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")


def run_round(checkout: Path) -> dict:
    env = measured_env(checkout)
    out = subprocess.run([sys.executable, "-c", MEASURE, EXAMPLE], cwd=checkout, env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


WORKLOADS = ("procedure", "position", "legal_actions", "example", "cold_example")
ROWS = (("procedure", "seed-001 procedure, per action", 8), ("position", "set-up", 1),
        ("legal_actions", "legal_actions()", 1), ("example", "one example (run_page)", 1),
        ("cold_example", "one example, no sentence read before", 1))
PAGE = ROOT / "docs" / "development" / "engine-speed.md"
START, END = "<!-- engine-benchmark: start (written by benchmarks/engine.py --write) -->", "<!-- engine-benchmark: end -->"


def instructions(checkout: Path, workload: str, times: int, layout: int = 0) -> int:
    """Instructions executed by the interpreter (valgrind's callgrind): the same count on a busy machine."""
    env = dict(measured_env(checkout), BENCH_LAYOUT=str(layout))
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                          MEASURE, EXAMPLE, workload, str(times)], cwd=checkout, env=env, capture_output=True,
                         text=True, check=True)
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1))


def count_round(checkout: Path, layouts: int = LAYOUTS, times: int = 20) -> dict:
    """Instructions per call of each workload: (a run with it ``times`` over) minus (a run with none), the median
    over ``layouts`` layouts of the process.

    The run with none is the same whatever the workload (start-up, imports, the checks that the example passes).
    Why layouts: Python finds a type's attributes through a cache of 4,096 entries indexed by the type's version
    tag and the address of the name; two hot (type, name) pairs that share an entry push each other out at every
    lookup, and which pairs collide changes with any change to what the process created before (a module more,
    a longer path, one character more in an argument, bytecode read from ``__pycache__`` or compiled). In one
    layout a revision's count may be 5 % above or below its median (legal_actions() of one revision read 973k to
    1,084k over nine layouts). Layout ``n`` creates ``n`` empty types and keeps ``97 n`` short strings before the
    package is imported, moving every later type's version tag and the addresses of the names read after.
    """
    with ThreadPoolExecutor(max_workers=2) as pool:
        base = {n: pool.submit(instructions, checkout, WORKLOADS[0], 0, n) for n in range(layouts)}
        runs = {(w, n): pool.submit(instructions, checkout, w, times, n) for w in WORKLOADS for n in range(layouts)}
        return {w: statistics.median((runs[w, n].result() - base[n].result()) / times for n in range(layouts))
                for w in WORKLOADS}


def summary(values: list[float]) -> tuple[float, float, float]:
    return statistics.median(values), min(values), max(values)


def machine() -> str:
    """The machine, as a reader of the table needs it: processor, cores, Python."""
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor()) if Path("/proc/cpuinfo").exists() \
        else platform.processor()
    return f"{model}, {os.cpu_count()} cores, {platform.system()}, Python {platform.python_version()}"


def verdict(ratio: float) -> str:
    return f"<= {TARGET} {'met' if ratio <= TARGET else 'NOT met'}"


def tables(labels: list[str], rounds: dict[str, list[dict]], counts: dict[str, dict] | None, heading: str,
           layouts: int = LAYOUTS) -> list[str]:
    """The timing table (and the instruction table), each column one revision, the ratio against the first."""
    before, now = labels[0], labels[-1]
    lines = [heading, "", "CPU time in microseconds: median (min-max) of the rounds.", "",
             "| what | " + " | ".join(labels) + f" | {now} / {before} | target |",
             "| --- |" + " ---: |" * (len(labels) + 1) + " --- |"]
    for key, label, per in ROWS:
        cells, medians = [], []
        for rev in labels:
            median, low, high = summary([r[key] / per * 1e6 for r in rounds[rev]])
            cells.append(f"{median:.0f} ({low:.0f}-{high:.0f})")
            medians.append(median)
        ratio = medians[-1] / medians[0]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {ratio:.2f} | {verdict(ratio)} |")
    if counts:
        lines += ["", "Instructions per call (valgrind callgrind; the same count however busy the machine is), the "
                  f"median of {layouts} layouts of the process (`count_round`):", "",
                  "| what | " + " | ".join(labels) + f" | {now} / {before} | target |",
                  "| --- |" + " ---: |" * (len(labels) + 1) + " --- |"]
        for key, label, per in ROWS:
            values = [counts[rev][key] / per for rev in labels]
            ratio = values[-1] / values[0]
            lines.append(f"| {label} | " + " | ".join(f"{v / 1e3:,.0f}k" for v in values) +
                         f" | {ratio:.2f} | {verdict(ratio)} |")
    return lines


def write(lines: list[str]) -> None:
    """Put the table on the engine's development page, between its markers."""
    text = PAGE.read_text(encoding="utf-8")
    head, _, rest = text.partition(START)
    _, found, tail = rest.partition(END)
    if not found:
        raise SystemExit(f"{PAGE}: the markers {START!r} and {END!r} are missing")
    PAGE.write_text(head + START + "\n" + "\n".join(lines) + "\n" + END + tail, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default=BEFORE, help=f"the earlier revision (default {BEFORE})")
    parser.add_argument("--also", action="append", default=[], metavar="REV",
                        help="another revision to show beside them (for example main)")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (deterministic; several minutes)")
    parser.add_argument("--layouts", type=int, default=LAYOUTS,
                        help=f"instruction counts: the median of this many layouts of the process (default {LAYOUTS})")
    parser.add_argument("--write", action="store_true", help=f"put the tables in {PAGE.relative_to(ROOT)}")
    args = parser.parse_args()
    revisions = [args.against] + args.also
    labels = revisions + ["this checkout"]
    with tempfile.TemporaryDirectory() as tmp:
        checkouts = {}
        for n, rev in enumerate(revisions):
            checkouts[rev] = Path(tmp) / f"rev{n}"
            subprocess.run(["git", "worktree", "add", "--detach", "-q", str(checkouts[rev]), rev], cwd=ROOT,
                           check=True)
        checkouts["this checkout"] = ROOT
        try:
            rounds: dict[str, list[dict]] = {label: [] for label in labels}
            for _ in range(args.rounds):  # alternating, so that the machine's load falls on every revision alike
                for label in labels:
                    rounds[label].append(run_round(checkouts[label]))
            counts = ({label: count_round(checkouts[label], args.layouts) for label in labels}
                      if args.instructions else None)
        finally:
            for rev in revisions:
                subprocess.run(["git", "worktree", "remove", "--force", str(checkouts[rev])], cwd=ROOT, check=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    options = "".join(f" --also {rev}" for rev in args.also) + (f" --against {args.against}" if args.against != BEFORE
                                                                 else "")
    options += f" --rounds {args.rounds}" if args.rounds != ROUNDS else ""
    options += " --instructions" + (f" --layouts {args.layouts}" if args.layouts != LAYOUTS else "") \
        if args.instructions else ""
    heading = (f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} on {machine()}; this checkout is "
               f"{commit.strip()}; {args.rounds} alternating rounds; `.venv/bin/python benchmarks/engine.py"
               f"{options} --write`.")
    lines = tables(labels, rounds, counts, heading, args.layouts)
    print("\n".join(lines))
    if args.write:
        write(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
