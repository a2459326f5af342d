"""pytest collects tests/ (engine tests) and every example in docs/ through Sybil."""
from pathlib import Path

import pytest

from meccg_rules.pages.runner import make_sybil
from meccg_rules.tools.contradictions import terminal_summary
from meccg_rules.tools.skip_report import place_skip

ROOT = Path(__file__).parent

pytest_collect_file = make_sybil(ROOT / "docs").pytest()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    place_skip(item, outcome.get_result())


def pytest_terminal_summary(terminalreporter):
    terminal_summary(terminalreporter, ROOT)
