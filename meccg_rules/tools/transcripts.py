"""Golden transcripts: every docs example's playthrough, kept under ``tests/transcripts/`` so that a change
in the engine's behaviour shows as a diff in review.

    python -m meccg_rules.tools.transcripts          # write the transcripts of every page under docs/
    python -m meccg_rules.tools.transcripts --check  # say which transcripts differ (exit 1), write nothing

A transcript holds, for each example of a page that passes, every step, what the engine did, and the state
after each play (``State.describe()``). ``tests/test_transcripts.py`` fails when a committed transcript
differs from a fresh run, and shows the difference. A page with a failing example keeps its committed transcript:
writing says which example fails and exits 1, so a broken example never quietly takes its playthrough away.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..pages.runner import run_page

ROOT = Path(__file__).resolve().parent.parent.parent
DOCS = ROOT / "docs"
OUT = ROOT / "tests" / "transcripts"


def transcript_of(path: Path, docs: Path = DOCS) -> str | None:
    """The page's transcript, or None when it has no passing example."""
    return playthrough(path, docs)[0]


def playthrough(path: Path, docs: Path = DOCS) -> tuple[str | None, list[str]]:
    """The page's transcript (None when it has no passing example) and its failing examples, "page:line: why"."""
    relative = path.relative_to(docs).as_posix()
    recorded: dict[int, str] = {}
    result = run_page(path.read_text(encoding="utf-8"), relative, transcripts=recorded)
    failing = [_named(docs.name, relative, e.line, e.message) for e in result.examples if e.status == "failed"]
    if not recorded:
        return None, failing
    parts = [f"# {relative}: the playthrough of each passing example (python -m meccg_rules.tools.transcripts)"]
    for number, example in enumerate(result.examples, start=1):
        if example.line in recorded:
            parts += ["", f"## example {number}", recorded[example.line]]
    return "\n".join(parts) + "\n", failing


def _named(folder: str, relative: str, line: int, message: str) -> str:
    """A failing example, "docs/page.md:line: why": the line of its message when it names one of the page."""
    first = (message or "the example fails").splitlines()[0]
    return f"{folder}/{first}" if first.startswith(f"{relative}:") else f"{folder}/{relative}:{line}: {first}"


def target(path: Path, docs: Path = DOCS, out: Path = OUT) -> Path:
    return out / path.relative_to(docs).with_suffix(".txt")


def pages(docs: Path = DOCS) -> list[Path]:
    return sorted(p for p in docs.rglob("*.md") if "```scenario" in p.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None, docs: Path = DOCS, out: Path = OUT) -> int:
    parser = argparse.ArgumentParser(prog="python -m meccg_rules.tools.transcripts", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report differences, write nothing")
    args = parser.parse_args(argv)
    wanted, failing, kept = {}, [], set()
    for page in pages(docs):
        text, fails = playthrough(page, docs)
        if fails:
            failing += fails
            kept.add(target(page, docs, out))
        elif text is not None:
            wanted[target(page, docs, out)] = text
    stale = [p for p in out.rglob("*.txt") if p not in wanted and p not in kept] if out.exists() else []
    changed = [p for p, text in wanted.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
    for line in failing:
        print(f"{line}\n  this example fails, so its page's transcript is left as it is: fix the example or the "
              "engine, then run this again")
    if args.check:
        for path in changed + stale:
            print(f"{path.relative_to(out.parent.parent)}: {'no longer has a page' if path in stale else 'differs'}")
        return 1 if changed or stale or failing else 0
    for path in changed:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(wanted[path], encoding="utf-8")
    for path in stale:
        path.unlink()
    print(f"{len(wanted)} transcripts; {len(changed)} written, {len(stale)} removed"
          + (f"; {len(kept)} left as they were (a failing example)" if kept else ""))
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
