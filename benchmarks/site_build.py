#!/usr/bin/env python3
"""The badged build against the plain Material build of the same pages, at 200, 800 and 1,600 rulings.

    .venv/bin/python benchmarks/site_build.py [--sizes 200,800,1600] [--runs 3] [--write-docs]

For each size it writes a site of that many ruling pages made from the real
ones (``generated_site``: real examples, ids, titles and links rewritten) and
builds it ``--runs`` times each way, alternately (plain then badged, badged
then plain), each build a fresh ``mkdocs build --strict`` process:

- plain:  Material and the same Markdown, without the extension and hooks;
- badges: the project's own configuration, which runs every example and renders
          badges, play-by-plays, links, card pages and ``rulings.json``.

After the first badged build it checks that every example passed (or was
skipped). It prints, for each figure, the median of the runs with their min
and max, and the target beside it: the CPU time of each build (user + system of
the build process: the machine is shared, so wall time, also shown, is noisy),
badges/plain taken pair by pair, the peak memory (maximum resident set) of the
badged build, and a least-squares line through the badged medians
(t = a + b * pages) with the largest relative distance of a median from it.
``--write-docs`` puts the table, with the date and the machine, into
``docs/development/site.md`` between its ``site_build`` markers.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated_site import ROOT, check_all_pass, write_between, write_site  # noqa: E402

RATIO_TARGET = 1.2
MEMORY_TARGET_MB = 300
LINEAR_TARGET = 0.10  # no median further than 10 % from the fitted line
DOC = ROOT / "docs" / "development" / "site.md"
START, END = "<!-- site_build table: written by benchmarks/site_build.py -->", "<!-- end of site_build table -->"


class Popen(subprocess.Popen):
    """A Popen that keeps the resource usage of its process (``os.wait4``) instead of dropping it."""

    usage = None

    def _try_wait(self, wait_flags):
        pid, status, self.usage = os.wait4(self.pid, wait_flags)
        return pid, status


def timed_build(config: Path, site: Path) -> dict[str, float]:
    """One ``mkdocs build --strict`` in a fresh process: wall and CPU seconds, peak memory in MB."""
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = {"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin", **{k: v for k, v in os.environ.items() if k == "PYTHONPATH"}}
    start = time.perf_counter()
    process = Popen([str(mkdocs), "build", "--strict", "-q", "-f", str(config), "-d", str(site)],
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=config.parent)
    _, stderr = process.communicate()
    wall = time.perf_counter() - start
    if process.returncode:
        sys.exit(f"build of {config} failed:\n{stderr.decode()[-3000:]}")
    usage = process.usage
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "mb": usage.ru_maxrss / 1024}


def spread(values: list[float], digits: int = 1) -> str:
    """``median (min-max)``."""
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def fit(points: list[tuple[int, float]]) -> tuple[float, float, float]:
    """Least-squares line t = a + b * n through ``points``; (a, b, largest relative distance from it)."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    b = sum((x - mx) * (y - my) for x, y in points) / sum((x - mx) ** 2 for x in xs)
    a = my - b * mx
    return a, b, max(abs(y - (a + b * x)) / y for x, y in points)


def measure(size: int, runs: int) -> dict:
    with tempfile.TemporaryDirectory(prefix=f"meccg-bench-{size}-") as temp:
        folder = Path(temp)
        configs = write_site(folder, size)
        plain, badged, ratios = [], [], []
        for run in range(runs):
            order = ("plain", "badges") if run % 2 == 0 else ("badges", "plain")
            got = {kind: timed_build(configs[kind], folder / f"site-{kind}") for kind in order}
            if run == 0:
                examples = check_all_pass(folder / "site-badges", size)
            plain.append(got["plain"])
            badged.append(got["badges"])
            ratios.append(got["badges"]["cpu"] / got["plain"]["cpu"])
    return {"size": size, "plain": plain, "badges": badged, "ratios": ratios, "examples": examples}


def rows(results: list[dict]) -> list[list[str]]:
    table = [["ruling pages", "examples (passed / skipped)", "plain CPU s", "badged CPU s", "badged wall s",
              "badged / plain (target <= 1.2)", "peak memory MB (target < 300)"]]
    for r in results:
        passed, skipped, total = r["examples"]
        table.append([f"{r['size']:,}", f"{total} ({passed} / {skipped})", spread([x["cpu"] for x in r["plain"]]),
                      spread([x["cpu"] for x in r["badges"]]), spread([x["wall"] for x in r["badges"]]),
                      spread(r["ratios"], 2), spread([x["mb"] for x in r["badges"]], 0)])
    return table


def markdown(table: list[list[str]]) -> str:
    lines = ["| " + " | ".join(table[0]) + " |", "| " + " | ".join("---:" for _ in table[0]) + " |"]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in table[1:]])


def verdicts(results: list[dict], line: tuple[float, float, float] | None) -> list[str]:
    """The targets at the largest size; linearity only when ``line`` was fitted through two sizes or more."""
    largest = results[-1]
    ratio = statistics.median(largest["ratios"])
    memory = statistics.median(x["mb"] for x in largest["badges"])
    linear = []
    if line is not None:
        a, b, worst = line
        linear = [f"linear: badged CPU s = {a:.1f} + {1000 * b:.1f} ms x pages, every median within {100 * worst:.0f} % "
                  f"of the line (target <= {100 * LINEAR_TARGET:.0f} %): {'met' if worst <= LINEAR_TARGET else 'NOT met'}"]
    return [
        f"badged / plain at {largest['size']:,} pages: {ratio:.2f} (target <= {RATIO_TARGET}): "
        f"{'met' if ratio <= RATIO_TARGET else 'NOT met'}",
        *linear,
        f"peak memory at {largest['size']:,} pages: {memory:.0f} MB (target < {MEMORY_TARGET_MB} MB): "
        f"{'met' if memory < MEMORY_TARGET_MB else 'NOT met'}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="200,800,1600")
    parser.add_argument("--runs", type=int, default=3, help="builds of each kind per size (default 3)")
    parser.add_argument("--write-docs", action="store_true", help=f"write the table into {DOC.relative_to(ROOT)}")
    arguments = parser.parse_args()
    sizes = [int(s) for s in arguments.sizes.split(",")]
    results = []
    for size in sizes:
        results.append(measure(size, arguments.runs))
        print(f"{size} pages: badged/plain {spread(results[-1]['ratios'], 2)}", file=sys.stderr, flush=True)
    medians = [(r["size"], statistics.median(x["cpu"] for x in r["badges"])) for r in results]
    line = fit(medians) if len(medians) > 1 else None  # a line needs two sizes
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    text = "\n".join([
        f"Measured {when} on {platform.node() or 'this machine'} ({machine}, shared with other work) by "
        f"`.venv/bin/python benchmarks/site_build.py --sizes {arguments.sizes} --runs {arguments.runs}"
        f"{' --write-docs' if arguments.write_docs else ''}`: "
        "medians of the runs (min-max), plain and badged builds alternated in one run, CPU time of each build.",
        "", markdown(rows(results)), "", *[f"- {v}" for v in verdicts(results, line)]])
    print(text)
    if arguments.write_docs:
        write_between(DOC, START, END, text)


if __name__ == "__main__":
    main()
