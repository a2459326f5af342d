"""The ``meccg-rules`` command line.

    meccg-rules run PATH...     run the scenario examples of Markdown files (or folders of them)
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .runner import run_page

MARK = {"passed": "PASS", "failed": "FAIL", "skipped": "SKIP"}


def markdown_files(paths: list[str]) -> tuple[list[Path], list[str]]:
    files, missing = [], []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.md") if "site" not in p.relative_to(path).parts[:1]))
        elif path.is_file():
            files.append(path)
        else:
            missing.append(name)
    return files, missing


def run(args) -> int:
    files, missing = markdown_files(args.paths)
    for name in missing:
        print(f"{name}: no such file or folder", file=sys.stderr)
    if missing:
        return 2
    totals = {"passed": 0, "failed": 0, "skipped": 0}
    for path in files:
        result = run_page(path.read_text(encoding="utf-8"), str(path))
        for example in result.examples:
            totals[example.status] += 1
            line = f"{MARK[example.status]} {example.path}:{example.line}"
            if example.status == "skipped":
                line += f"  ({example.message})"
            print(line)
            if example.status == "failed" and not args.quiet:
                print("\n".join("    " + text for text in example.message.splitlines()))
    print(f"{totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    return 1 if totals["failed"] else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="meccg-rules", description="MECCG rulings as executable examples.")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="run the scenario examples of Markdown files")
    run_parser.add_argument("paths", nargs="+", metavar="PATH", help="Markdown files or folders")
    run_parser.add_argument("-q", "--quiet", action="store_true", help="one line per example, no explanations")
    args = parser.parse_args(argv)
    return {"run": run}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
