"""Examples benchmark: one example end to end through pytest, through `meccg-rules run`, and parsing alone,
against a bare Python floor (read the files, run the blocks), on the real pages and on 1,000 generated pages.

    .venv/bin/python benchmarks/examples.py [--pages 1000]

All measurements are taken side by side in one run; ratios are to the floor.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import ScenarioError, parse_block
from meccg_rules.pages.runner import parse_document

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


def measure(label: str, root: Path, docs: Path) -> None:
    files = sorted(docs.rglob("*.md"))
    examples = floor(files)
    t_floor = min(timed(lambda: floor(files)) for _ in range(3))
    t_parse = min(timed(lambda: parse_only(files)) for _ in range(3))
    t_cli = command([str(BIN / "meccg-rules"), "run", "-q", str(docs)], root)
    t_pytest = command([str(BIN / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        str(docs)], root)
    t_start = command([str(BIN / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--co",
                       str(root / "no-such-dir")], root)
    print(f"\n{label}: {len(files)} pages, {examples} scenario examples")
    print(f"  {'method':<34} {'total s':>8} {'ms/example':>11} {'ratio to floor':>15}")
    rows = [("floor: read files, run blocks", t_floor), ("parsing alone (Sybil parsers)", t_parse),
            ("meccg-rules run (incl. start-up)", t_cli), ("pytest (incl. start-up)", t_pytest),
            ("pytest minus its start-up", max(t_pytest - t_start, 0.0))]
    for name, t in rows:
        print(f"  {name:<34} {t:8.2f} {1000 * t / examples:11.3f} {t / t_floor:15.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    args = parser.parse_args()
    measure("real pages (docs/)", ROOT, ROOT / "docs")
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp), args.pages)
        measure("generated pages", Path(tmp), Path(tmp) / "docs")


if __name__ == "__main__":
    main()
