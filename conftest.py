"""pytest collects tests/ (engine tests) and every example in docs/ through Sybil."""
from pathlib import Path

from meccg_rules.contradictions import terminal_summary
from meccg_rules.runner import make_sybil

ROOT = Path(__file__).parent

pytest_collect_file = make_sybil(ROOT / "docs").pytest()


def pytest_terminal_summary(terminalreporter):
    terminal_summary(terminalreporter, ROOT)
