"""pytest collects tests/ (engine tests) and every example in docs/ through Sybil."""
from pathlib import Path

from meccg_rules.pages.runner import make_sybil
from meccg_rules.tools.contradictions import terminal_summary

ROOT = Path(__file__).parent

pytest_collect_file = make_sybil(ROOT / "docs").pytest()


def pytest_terminal_summary(terminalreporter):
    terminal_summary(terminalreporter, ROOT)
