"""Examples benchmark: one example end to end through pytest, through `meccg-rules run`, and parsing alone,
against a bare Python floor (read the files, run the blocks), on the real pages and on 1,000 generated pages.

    .venv/bin/python benchmarks/examples.py [--pages 1000] [--rounds 5]

All measurements are taken side by side in one run, their rounds alternating; each figure is the median of the
rounds with its min and max; ratios are of medians, to the floor. Before timing, every example is run once and
the script stops if one fails (a benchmark of failures measures error messages, not examples).
"""
from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import ScenarioError, parse_block
from meccg_rules.pages.runner import parse_document, run_file

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
BLOCK = re.compile(r"^```scenario(?: name=(?P<name>[\w-]+))?\n(?P<body>.*?)^```\n", re.MULTILINE | re.DOTALL)

TEMPLATE = """# Generated page {n}

```scenario name=base
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, {second}, Gimli.
  Alice holds Glamdring.
  Bob has Weariness of the Heart on-guard on Fellowship.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
  Bob reveals Weariness of the Heart on-guard on {second}, choosing the corruption check.
  Alice taps Gimli to support {second}'s corruption check.
  Both players pass.
  Alice rolls {roll} for {second}'s corruption check.
  Both players pass.
Expect
  Aragorn II has Glamdring.
  Moria is tapped.
```

```scenario
Setup
  As in base.
  Ruleset: 1997 reading.
Play
  Alice taps Aragorn II to play Glamdring.
  Bob reveals Weariness of the Heart on-guard on {second}, choosing the corruption check.
Expect
  Alice cannot tap Gimli to support {second}'s corruption check: no responses are allowed.
  Alice must roll for {second}'s corruption check.
```

```scenario
Setup
  As in base.
Expect
  Bob cannot reveal Weariness of the Heart on-guard on {second}: no resource that would tap the site has been declared.
```
"""


def generate(folder: Path, pages: int) -> None:
    (folder / "docs").mkdir(parents=True)
    for n in range(pages):
        second = ("Legolas", "Faramir", "Celeborn", "Beorn")[n % 4]
        (folder / "docs" / f"page{n:04}.md").write_text(TEMPLATE.format(n=n, second=second, roll=2 + n % 10),
                                                       encoding="utf-8")
    (folder / "conftest.py").write_text("from pathlib import Path\nfrom meccg_rules.pages.runner import make_sybil\n"
                                        "pytest_collect_file = make_sybil(Path(__file__).parent / 'docs').pytest()\n")


def floor(files: list[Path]) -> int:
    """Read the files and run the blocks: no Sybil, no pytest."""
    count = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        shared = {}
        for m in BLOCK.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            count += 1
            try:
                block = parse_block(m["body"], str(path), line, m["name"])
                if m["name"]:
                    shared[m["name"]] = block
                run_block(block, shared)
            except ScenarioError:
                pass
    return count


def parse_only(files: list[Path]) -> None:
    for path in files:
        list(parse_document(path.read_text(encoding="utf-8"), str(path)).examples())


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def command(args: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def all_pass(files: list[Path], docs: Path) -> None:
    """Stop unless every example of these pages passes (or is skipped on purpose)."""
    failed = [e for path in files for e in run_file(path, docs).examples if e.status == "failed"]
    if failed:
        raise SystemExit(f"{len(failed)} examples fail, so timing them would measure failures; the first:\n"
                         f"{failed[0].message}")


def measure(label: str, root: Path, docs: Path, rounds: int) -> None:
    files = sorted(docs.rglob("*.md"))
    all_pass(files, docs)
    examples = floor(files)
    runs: dict[str, list[float]] = {}
    for _ in range(rounds):
        for name, fn in (("floor", lambda: floor(files)), ("parse", lambda: parse_only(files))):
            runs.setdefault(name, []).append(timed(fn))
        runs.setdefault("cli", []).append(command([str(BIN / "meccg-rules"), "run", "-q", str(docs)], root))
        runs.setdefault("pytest", []).append(command([str(BIN / "python"), "-m", "pytest", "-q", "-p",
                                                      "no:cacheprovider", "-p", "no:randomly", str(docs)], root))
        runs.setdefault("start", []).append(command([str(BIN / "python"), "-m", "pytest", "-q", "-p",
                                                     "no:cacheprovider", "--co", str(root / "no-such-dir")], root))
    runs["pytest minus start"] = [max(p - s, 0.0) for p, s in zip(runs["pytest"], runs["start"])]
    floor_median = statistics.median(runs["floor"])
    print(f"\n{label}: {len(files)} pages, {examples} scenario examples, {rounds} rounds; seconds: median (min-max)")
    print(f"  {'method':<34} {'total s':>18} {'ms/example':>11} {'ratio to floor':>15}")
    rows = [("floor: read files, run blocks", "floor"), ("parsing alone (Sybil parsers)", "parse"),
            ("meccg-rules run (incl. start-up)", "cli"), ("pytest (incl. start-up)", "pytest"),
            ("pytest minus its start-up", "pytest minus start")]
    for name, key in rows:
        t = statistics.median(runs[key])
        spread = f"{t:.2f} ({min(runs[key]):.2f}-{max(runs[key]):.2f})"
        print(f"  {name:<34} {spread:>18} {1000 * t / examples:11.3f} {t / floor_median:15.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    measure("real pages (docs/)", ROOT, ROOT / "docs", args.rounds)
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp), args.pages)
        measure("generated pages", Path(tmp), Path(tmp) / "docs", args.rounds)


if __name__ == "__main__":
    main()
