"""Engine benchmark: this checkout against an earlier revision, side by side in one run.

    .venv/bin/python benchmarks/engine.py                 # against 8e38fae, the last commit before engine v2
    .venv/bin/python benchmarks/engine.py --against REV   # against any revision with the same interface

Four figures, each the median (with min and max) of several rounds of CPU time, the rounds of the two revisions
alternating so that the machine's load falls on both alike:

- the seed-001 procedure (set-up and eight actions) through the Python interface, per action;
- ``legal_actions()`` in the position after the first action;
- one scenario example through ``run_page`` (parse, set-up, plays, expectations), per example.

Each revision runs in its own process (both are the package ``meccg_rules``); the earlier one from a
temporary ``git worktree``. Nothing is asserted: the target (v2 at most 1.2 times the earlier cost) is
printed beside the measured ratio.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEFORE = "8e38fae"
TARGET = 1.2
ROUNDS = 7

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
import json, statistics, sys, time
from meccg_rules.engine.actions import Pass, PlayResource, RevealOnGuard, Roll, SupportCorruptionCheck
from meccg_rules.engine.setup import Setup
from meccg_rules.pages.runner import run_page

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

def legal():
    game = position()
    game.apply(SEQUENCE[0])
    return game

after_first = legal()
assert run_page(EXAMPLE, "bench.md").examples[0].status == "passed", "the benchmark example must pass"
if len(sys.argv) > 2:  # instruction counting: run one workload N times and stop (see count_round)
    workload, times = sys.argv[2], int(sys.argv[3])
    fn = {"position": position, "procedure": procedure, "legal_actions": after_first.legal_actions,
          "example": lambda: run_page(EXAMPLE, "bench.md")}[workload]
    for _ in range(times):
        fn()
    sys.exit(0)
print(json.dumps({
    "position": median_of(position),
    "procedure": median_of(procedure),
    "legal_actions": median_of(after_first.legal_actions, number=10),
    "example": median_of(lambda: run_page(EXAMPLE, "bench.md"), number=10),
}))
'''


def run_round(checkout: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(checkout), PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run([sys.executable, "-c", MEASURE, EXAMPLE], cwd=checkout, env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


WORKLOADS = ("procedure", "position", "legal_actions", "example")


def instructions(checkout: Path, workload: str, times: int) -> int:
    """Instructions executed by the interpreter (valgrind's callgrind): the same count on a busy machine."""
    env = dict(os.environ, PYTHONPATH=str(checkout), PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                          MEASURE, EXAMPLE, workload, str(times)], cwd=checkout, env=env, capture_output=True,
                         text=True, check=True)
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1))


def count_round(checkout: Path, times: int = 20) -> dict:
    """Instructions per call of each workload: (a run with it ``times`` over) minus (a run without it)."""
    found = {}
    for workload in WORKLOADS:
        base = instructions(checkout, workload, 0)
        found[workload] = (instructions(checkout, workload, times) - base) / times
    return found


def summary(values: list[float]) -> tuple[float, float, float]:
    return statistics.median(values), min(values), max(values)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default=BEFORE, help=f"the earlier revision (default {BEFORE})")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (deterministic; a few minutes)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.against], cwd=ROOT, check=True)
        try:
            rounds: dict[str, list[dict]] = {"before": [], "now": []}
            for _ in range(args.rounds):
                rounds["before"].append(run_round(old))
                rounds["now"].append(run_round(ROOT))
            counts = {"before": count_round(old), "now": count_round(ROOT)} if args.instructions else None
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=True)
    print(f"engine benchmark, {time.strftime('%Y-%m-%d')}, {args.rounds} alternating rounds; "
          f"median (min-max) in microseconds")
    print(f"| what | {args.against} | now | now / before | target |")
    print("| --- | --- | --- | --- | --- |")
    for key, label, per in (("procedure", "seed-001 procedure, per action", 8), ("position", "set-up", 1),
                            ("legal_actions", "legal_actions()", 1), ("example", "one example (run_page)", 1)):
        before = summary([r[key] / per * 1e6 for r in rounds["before"]])
        now = summary([r[key] / per * 1e6 for r in rounds["now"]])
        ratio = now[0] / before[0]
        print(f"| {label} | {before[0]:.0f} ({before[1]:.0f}-{before[2]:.0f}) | {now[0]:.0f} ({now[1]:.0f}-"
              f"{now[2]:.0f}) | {ratio:.2f} | <= {TARGET} {'met' if ratio <= TARGET else 'NOT met'} |")
    if counts:
        print()
        print("instructions per call (valgrind callgrind, deterministic)")
        print(f"| what | {args.against} | now | now / before | target |")
        print("| --- | --- | --- | --- | --- |")
        for key, label, per in (("procedure", "seed-001 procedure, per action", 8), ("position", "set-up", 1),
                                ("legal_actions", "legal_actions()", 1), ("example", "one example (run_page)", 1)):
            before_n, now_n = counts["before"][key] / per, counts["now"][key] / per
            ratio = now_n / before_n
            print(f"| {label} | {before_n / 1e3:.0f}k | {now_n / 1e3:.0f}k | {ratio:.2f} | <= {TARGET} "
                  f"{'met' if ratio <= TARGET else 'NOT met'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
