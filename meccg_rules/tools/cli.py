"""The ``meccg-rules`` command line.

    meccg-rules run PATH...     run the scenario examples of Markdown files (or folders of them)
    meccg-rules check [PATH...] validate pages (front matter, ids, links, HTML, examples) without building the site
    meccg-rules new --title ... --section ... [options]   scaffold a ruling page from the template
    meccg-rules bullets [--uncovered] [ID-PREFIX...]   the CRF 22 bullets and the page that covers each
    meccg-rules transcripts [--check]   refresh the golden transcripts of the examples (tests/transcripts/)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

from ..pages.reading import entry_problem, walk
from ..pages.runner import run_file

MARK = {"passed": "PASS", "failed": "FAIL", "skipped": "SKIP", "passes-now": "UNSKIP"}
# a byte of a file name that is not UTF-8 (os.fsdecode keeps it as a lone surrogate): JSON writes it as an escape,
# "\udcff", which keeps the output UTF-8 and reads back as the same name
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def markdown_files(paths: list[str]) -> tuple[list[Path], list[str]]:
    """The pages to run, and what is wrong with the paths given (missing, links, empty folders)."""
    files, problems = [], []
    for name in paths:
        path = Path(name)
        if path.is_symlink():
            problems.append(str(entry_problem(path)))
        elif path.is_dir():
            folder = walk(path)
            problems += [str(f) for f in folder.refused if f.path.endswith(".md") or Path(f.path).is_dir()]
            pages = [p for p in folder.pages if "site" not in p.relative_to(path).parts[:1]]
            files.extend(pages)
            if not pages:
                problems.append(f"{name}: there is no Markdown page (.md) in this folder")
        elif path.is_file():
            files.append(path)
        else:
            problems.append(f"{name}: no such file or folder")
    return files, problems


def run(args) -> int:
    files, problems = markdown_files(args.paths)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 2
    totals = {"passed": 0, "failed": 0, "skipped": 0, "passes-now": 0}
    for path in files:
        result = run_file(path)
        for example in result.examples:
            outcome = "passes-now" if example.passes_now else example.status
            totals[outcome] += 1
            line = f"{MARK[outcome]} {example.path}:{example.line}"
            if outcome == "skipped":
                line += f"  ({example.message})"
            elif outcome == "passes-now":
                line += f"  (passes now: remove the skip \"{example.skip}\")"
            print(line)
            if outcome in ("failed", "passes-now") and not args.quiet:
                print("\n".join("    " + text for text in example.message.splitlines()))
            elif outcome == "skipped" and not args.quiet and example.failure:
                print("    still fails, as a skipped example should: " + _first_line(example.failure))
    summary = f"{totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped"
    if totals["passes-now"]:
        summary += f", {totals['passes-now']} skipped but passing now (remove their skip)"
    print(summary)
    return 1 if totals["failed"] or totals["passes-now"] else 0


def _first_line(message: str) -> str:
    from ..pages.runner import with_hint
    lines = message.strip().splitlines()
    return with_hint(lines[0], message) if lines else "it fails"


def check(args) -> int:
    from .check import check as check_paths
    findings = check_paths(args.paths or ["docs"])
    if args.format == "json":
        said = json.dumps([{"path": f.path, "line": f.line, "message": f.message, "suggestion": f.suggestion}
                           for f in findings], ensure_ascii=False, indent=1)
        print(LONE_SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", said))
    else:
        for finding in findings:
            print(finding)
        files = len({f.path for f in findings})
        print(f"{len(findings)} finding(s) in {files} file(s)" if findings else "no findings")
    return 1 if findings else 0


def new(args) -> int:
    from ..engine.core.errors import UnknownNameError
    from .scaffold import ScaffoldError, new_page
    title, section = args.title, args.section
    if sys.stdin.isatty():
        title = title or input("Title of the ruling: ")
        section = section or input("Section folder (e.g. site-phase-on-guard-cards): ")
    if not title or not section:
        print("meccg-rules new: give --title and --section", file=sys.stderr)
        return 2
    try:
        path = new_page(Path(args.docs), title, section, page_id=args.id, crf_section=args.crf_section,
                        crf_version=args.crf_version, coe_rules=args.coe_rule, terms=args.term, cards=args.card,
                        related=args.related, crf=args.crf, new_section=args.new_section,
                        section_title=args.section_title)
    except (ScaffoldError, UnknownNameError) as error:
        said = str(error)
        print(f"meccg-rules new: {said}" + ("\nnothing was written" if "\n" in said else "; nothing was written"),
              file=sys.stderr)
        return 2
    if args.new_section:
        print(f"wrote {path.parent / 'index.md'} (the new section; the site lists it under Rulings)")
    print(f"wrote {path}")
    print(f"next: write the ruling and its examples, then run\n  meccg-rules run {path}\n  meccg-rules check {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="meccg-rules", description="MECCG rulings as executable examples.")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="run the scenario examples of Markdown files")
    run_parser.add_argument("paths", nargs="+", metavar="PATH", help="Markdown files or folders")
    run_parser.add_argument("-q", "--quiet", action="store_true", help="one line per example, no explanations")
    check_parser = commands.add_parser("check", help="validate pages without building the site")
    check_parser.add_argument("paths", nargs="*", metavar="PATH", help="Markdown files or folders (default: docs)")
    check_parser.add_argument("--format", choices=("text", "json"), default="text")
    new_parser = commands.add_parser("new", help="scaffold a ruling page from the template")
    new_parser.add_argument("--title", help="the ruling's title (the id is derived from it)")
    new_parser.add_argument("--section", help="the section folder under docs/rulings/")
    new_parser.add_argument("--new-section", action="store_true",
                            help="start the section first: its folder under docs/rulings/ and its index.md")
    new_parser.add_argument("--section-title", help="the title of a new section (default: from --crf or the folder)")
    new_parser.add_argument("--id", help="the page id, if not the one derived from the title")
    new_parser.add_argument("--crf", action="append", default=[],
                            help="a CRF 22 bullet the page covers, e.g. ts.site-phase.on-guard-cards.10 (repeatable)")
    new_parser.add_argument("--crf-section", help='CRF section, e.g. "Turn Sequence Rulings > Site Phase > On-Guard Cards"')
    new_parser.add_argument("--crf-version", type=int, default=22)
    new_parser.add_argument("--coe-rule", action="append", default=[], help="a CoE rule number, e.g. 2.V.6 (repeatable)")
    new_parser.add_argument("--term", action="append", default=[], help="a glossary term (repeatable)")
    new_parser.add_argument("--card", action="append", default=[], help="a card name (repeatable)")
    new_parser.add_argument("--related", action="append", default=[], help="a related ruling id (repeatable)")
    new_parser.add_argument("--docs", default="docs", help="the docs folder (default: docs)")
    bullets_parser = commands.add_parser("bullets", help="the CRF 22 bullets and the page that covers each")
    bullets_parser.add_argument("prefixes", nargs="*", metavar="ID-PREFIX",
                                help="only bullets whose id starts with it, e.g. term.agent or ts.site-phase")
    bullets_parser.add_argument("--uncovered", action="store_true", help="only the bullets no page covers yet")
    bullets_parser.add_argument("--docs", default="docs", help="the docs folder (default: docs)")
    transcripts_parser = commands.add_parser("transcripts", help="refresh the golden transcripts of the examples")
    transcripts_parser.add_argument("--check", action="store_true", help="say which differ; write nothing")
    vocabulary_parser = commands.add_parser("vocabulary", help="the keys a card's entry may use, each with an example")
    vocabulary_parser.add_argument("parts", nargs="*", metavar="PART",
                                   help="keys, primitives, conditions, statics, passive or status (default: all)")
    args = parser.parse_args(argv)
    try:
        return {"run": run, "check": check, "new": new, "bullets": bullets,
                "transcripts": transcripts, "vocabulary": vocabulary}[args.command](args)
    except BrokenPipeError:  # the reader stopped early (| head): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def vocabulary(args) -> int:
    from .vocabulary import main as vocabulary_main
    return vocabulary_main(args.parts)


def bullets(args) -> int:
    from .bullets import bullet_lines, unknown_prefixes
    problems = unknown_prefixes(args.prefixes)
    if problems or not Path(args.docs).is_dir():
        for problem in problems or [f"there is no docs folder at {args.docs}; run the command from the repository's "
                                    "root or give --docs"]:
            print(f"meccg-rules bullets: {problem}", file=sys.stderr)
        return 2
    lines, summary = bullet_lines(Path(args.docs), args.prefixes, args.uncovered)
    print("\n".join(lines + [summary]))
    return 0


def transcripts(args) -> int:
    from .transcripts import main as refresh
    return refresh(["--check"] if args.check else [])


if __name__ == "__main__":
    sys.exit(main())
