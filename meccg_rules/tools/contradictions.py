"""The contradiction report: which rulings' examples fail in this run.

When a change to the engine (or to a page) makes examples on other pages fail,
those pages are exactly the rulings the change contradicts; pytest's summary
ends with their ids and titles.
"""
from __future__ import annotations

from pathlib import Path

from ..pages.front_matter import load_page


def failing_rulings(reports, root: Path) -> list[tuple[str, str, str]]:
    """(id, title, path) of every ruling page with a failed example among ``reports``."""
    pages: dict[str, None] = {}
    for report in reports:
        path = report.nodeid.split("::", 1)[0]
        if path.endswith(".md"):
            pages.setdefault(path)
    found = []
    for path in pages:
        meta = load_page(root / path).meta if (root / path).is_file() else {}
        found.append((meta.get("id", "(no id)"), meta.get("title", path), path))
    return found


def terminal_summary(terminalreporter, root: Path) -> None:
    failed = terminalreporter.stats.get("failed", [])
    rulings = failing_rulings(failed, root)
    if not rulings:
        return
    terminalreporter.section("rulings whose examples now fail")
    terminalreporter.write_line("A change that makes these fail contradicts these rulings:")
    for ruling_id, title, path in rulings:
        terminalreporter.write_line(f"  {ruling_id}: {title}  ({path})")
