"""The contradiction report: which rulings' examples fail in this run.

When a change to the engine (or to a page) makes examples on other pages fail,
those pages are exactly the rulings the change contradicts; pytest's summary
ends with their ids and titles, as each page's front matter gives them when it
was collected (``page_items``: nothing is read again).
"""
from __future__ import annotations

from ..pages.page_items import SUMMARY


def failing_rulings(terminalreporter) -> list[tuple[str, str, str]]:
    """(id, title, path) of every page with a failing example in this run, by path."""
    summary = terminalreporter.config.pluginmanager.get_plugin(SUMMARY)
    if summary is None:
        return []
    return [(page.id or "(no id)", page.title or page.shown, page.shown) for page in summary.failing()]


def terminal_summary(terminalreporter) -> None:
    rulings = failing_rulings(terminalreporter)
    if not rulings:
        return
    terminalreporter.section("rulings whose examples now fail")
    terminalreporter.write_line("A change that makes these fail contradicts these rulings:")
    for ruling_id, title, path in rulings:
        terminalreporter.write_line(f"  {ruling_id}: {title}  ({path})")
