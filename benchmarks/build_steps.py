#!/usr/bin/env python3
"""Where a badged build's CPU time goes, timed without a profiler.

    .venv/bin/python benchmarks/build_steps.py [--size 1600]

cProfile charges every Python call, so it inflates code that calls small
functions per line or per attribute (the lexer looked like 4 % of a build
under it, and takes 1 %). This script writes a site of ``--size`` rulings
(``generated_site``), builds it once in this process with the project's
configuration, and times a few steps by wrapping the module functions that
carry them (CPU time, outermost call only; a function imported by name
elsewhere is timed only where it is called through its module). It prints
each step's seconds and share of the build; ``--plain`` builds the plain Material
configuration instead, to set the steps side by side.
"""
from __future__ import annotations

import argparse
import functools
import importlib
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated_site import write_site  # noqa: E402

STEPS = [  # (module, function, what it stands for)
    ("mkdocs.commands.build", "_populate_page", "Markdown conversion of every page"),
    ("mkdocs.commands.build", "_build_page", "theme, search entries and writing of every page"),
    ("meccg_rules.pages.html_policy", "clean", "sanitising (nh3 and the policy's attribute filter)"),
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1600, help="ruling pages (default 1600)")
    parser.add_argument("--plain", action="store_true", help="build the plain Material configuration instead")
    args = parser.parse_args()
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
        config_path = write_site(folder, args.size)["plain" if args.plain else "badges"]
        os.chdir(folder)  # the configuration's paths are relative to it, as in site_build.py's builds
        config = load_config(str(config_path), site_dir=str(folder / "site"), strict=True)
        start = time.process_time()
        config.plugins.on_startup(command="build", dirty=False)
        build(config)
        total = time.process_time() - start
        os.chdir(here)  # back where it was started, before the folder goes
    print(f"{'plain' if args.plain else 'badged'} build of {args.size} rulings: {total:.1f} s of CPU")
    for label in (label for _, _, label in STEPS):
        seconds = totals.get(label, 0.0)
        print(f"{seconds:7.2f} s {100 * seconds / total:5.1f} %  {label}")


if __name__ == "__main__":
    main()
