#!/usr/bin/env python3
"""Where a badged build's CPU time goes, timed without a profiler.

    .venv/bin/python benchmarks/build_steps.py [--size 1600] [--plain]
    .venv/bin/python benchmarks/build_steps.py --size 1600 --runs 3 --write-docs

cProfile charges every Python call, so it inflates code that calls small
functions per line or per attribute (the lexer looked like 4 % of a build
under it, and takes 1 %). This script writes a site of ``--size`` rulings
(``generated_site``), builds it once in this process with the project's
configuration, and times a few steps by wrapping the module functions that
carry them (CPU time, outermost call only; a function imported by name
elsewhere is timed only where it is called through its module). It prints
each step's seconds and share of the build; ``--plain`` builds the plain Material
configuration instead. ``--write-docs`` builds both ``--runs`` times, alternately,
each build in a fresh process, and puts the medians side by side into
``docs/development/site.md`` between its ``build_steps`` markers.
"""
from __future__ import annotations

import argparse
import functools
import importlib
import json
import logging
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
from generated_site import ROOT, write_between, write_site  # noqa: E402

DOC = ROOT / "docs" / "development" / "site.md"
START, END = "<!-- build_steps table: written by benchmarks/build_steps.py -->", "<!-- end of build_steps table -->"

STEPS = [  # (module, function, what it stands for)
    ("meccg_rules.site.index", "index_for", "reading and checking every page (the site index)"),
    ("mkdocs.commands.build", "_populate_page", "Markdown conversion of every page"),
    ("mkdocs.commands.build", "_build_page", "theme, search entries and writing of every page"),
    ("meccg_rules.pages.html_policy", "clean", "sanitising (nh3, then a look at the values it kept)"),
    ("meccg_rules.pages.runner", "run_page", "running the examples"),
    ("meccg_rules.site.search_sections", "add_entries", "cutting pages into search sections"),
    ("markdown.serializers", "_write_html", "serialising Markdown's trees"),
    ("meccg_rules.site.scenario", "render", "play-by-plays"),
    ("meccg_rules.site.rulings_json", "rulings_json", "rulings.json"),
]


def timed(totals: dict[str, float], label: str, function):
    """``function``, adding its CPU time to ``totals[label]`` (calls within calls counted once)."""
    depth = [0]

    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        start = time.process_time()
        depth[0] += 1
        try:
            return function(*args, **kwargs)
        finally:
            depth[0] -= 1
            if not depth[0]:
                totals[label] = totals.get(label, 0.0) + time.process_time() - start
    return wrapper


def build_once(size: int, plain: bool) -> tuple[float, dict[str, float]]:
    """One build of a generated site of ``size`` rulings in this process: its CPU seconds and each step's."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    totals: dict[str, float] = {}
    for module_name, name, label in STEPS:
        module = importlib.import_module(module_name)
        setattr(module, name, timed(totals, label, getattr(module, name)))
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    here = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="meccg-build-steps-") as name:
        folder = Path(name)
        config_path = write_site(folder, size)["plain" if plain else "badges"]
        os.chdir(folder)  # the configuration's paths are relative to it, as in site_build.py's builds
        config = load_config(str(config_path), site_dir=str(folder / "site"), strict=True)
        start = time.process_time()
        config.plugins.on_startup(command="build", dirty=False)
        build(config)
        total = time.process_time() - start
        os.chdir(here)  # back where it was started, before the folder goes
    return total, totals


def side_by_side(size: int, runs: int) -> str:
    """Plain and badged builds alternated ``runs`` times, each in a fresh process: the table of medians."""
    found: dict[bool, list] = {False: [], True: []}
    for run in range(runs):
        for plain in ((True, False) if run % 2 == 0 else (False, True)):
            command = [sys.executable, __file__, "--size", str(size), "--json"] + (["--plain"] if plain else [])
            found[plain].append(json.loads(subprocess.run(command, capture_output=True, text=True,
                                                          check=True).stdout.splitlines()[-1]))
    median = {plain: (statistics.median(r["total"] for r in runs_), {
        label: statistics.median(r["steps"].get(label, 0.0) for r in runs_) for _, _, label in STEPS})
        for plain, runs_ in found.items()}
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [f"Measured {when} on {platform.node()} ({platform.machine()}, {os.cpu_count()} cores, Python "
             f"{platform.python_version()}) by `.venv/bin/python benchmarks/build_steps.py --size {size} "
             f"--runs {runs} --write-docs`: each build in its own process, plain and badged alternated, the median "
             f"of {runs} builds each, CPU seconds timed in the process without a profiler.", "",
             f"| step (one build of {size:,} rulings) | plain s | badged s | badged share |",
             "| --- | ---: | ---: | ---: |"]
    plain_total, plain_steps = median[True]
    badged_total, badged_steps = median[False]
    lines.append(f"| the whole build | {plain_total:.1f} | {badged_total:.1f} | 100 % |")
    for _, _, label in STEPS:
        lines.append(f"| {label} | {plain_steps[label]:.2f} | {badged_steps[label]:.2f} | "
                     f"{100 * badged_steps[label] / badged_total:.0f} % |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1600, help="ruling pages (default 1600)")
    parser.add_argument("--plain", action="store_true", help="build the plain Material configuration instead")
    parser.add_argument("--runs", type=int, default=3, help="builds of each kind with --write-docs (default 3)")
    parser.add_argument("--write-docs", action="store_true", help="plain and badged side by side, into site.md")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one build, for --write-docs
    args = parser.parse_args()
    if args.write_docs:
        table = side_by_side(args.size, args.runs)
        print(table)
        write_between(DOC, START, END, table)
        return
    total, totals = build_once(args.size, args.plain)
    if args.json:
        print(json.dumps({"total": total, "steps": totals}))
        return
    print(f"{'plain' if args.plain else 'badged'} build of {args.size} rulings: {total:.1f} s of CPU")
    for label in (label for _, _, label in STEPS):
        seconds = totals.get(label, 0.0)
        print(f"{seconds:7.2f} s {100 * seconds / total:5.1f} %  {label}")


if __name__ == "__main__":
    main()
