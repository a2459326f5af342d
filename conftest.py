"""pytest collects tests/ (engine tests) and every page of docs/ with examples, never following a link.

Each page is one item, ``docs/x.md::examples``, running all the page's examples (``meccg_rules.pages.page_items``);
the end of the run counts and lists the examples themselves.
"""
import gc
import sys
from pathlib import Path

from meccg_rules.pages.reading import linked_part
from meccg_rules.pages.page_items import examples_summary, make_sybil
from meccg_rules.tools.contradictions import terminal_summary

ROOT = Path(__file__).parent
DOCS = ROOT / "docs"
HYPOTHESIS_PLUGIN = "hypothesispytest"  # the entry point's name (-p no:hypothesispytest)

pytest_collect_file = make_sybil(DOCS).pytest()


def pytest_configure(config):
    """The examples' summary is there from the start: under pytest-xdist the process that writes it collects
    nothing."""
    examples_summary(config)


def pytest_ignore_collect(collection_path):
    """A symbolic link under docs/ is never followed (tests/test_docs_folder.py reports it)."""
    if DOCS in collection_path.parents and linked_part(collection_path, DOCS) is not None:
        return True
    return None


def pytest_collectreport(report):
    """What each collector built lives until the run ends: its items, each page's parsed examples with them.

    ``gc.freeze()`` puts it out of the garbage collector's reach as soon as it is built, so that none of the
    collections made while the next pages are read and the examples run scans it again (at 1,600 pages they
    took over a second). Garbage left at that point is kept too; the run's peak memory is the same.
    """
    gc.freeze()


def pytest_collection_modifyitems(config, items):
    """On a pytest-xdist worker, the test files marked ``heavy`` come first, heaviest first (the other items keep
    their order): the workers are handed files in this order as they finish, so the long ones start at once
    instead of one of them starting last and running on alone."""
    if hasattr(config, "workerinput"):
        items.sort(key=heaviness)


def heaviness(item) -> int:
    marker = item.get_closest_marker("heavy")
    return -marker.args[0] if marker else 0


def pytest_collection_finish(session):
    leave_hypothesis_out(session)


def leave_hypothesis_out(session):
    """A run that collected no test using hypothesis (the docs alone) leaves hypothesis's pytest plugin out.

    Its terminal summary imports hypothesis, which takes a second or more where bytecode is not written
    (pytest rewrites a plugin's modules on import), to report on hypothesis tests this run does not have.
    """
    plugin = session.config.pluginmanager.get_plugin(HYPOTHESIS_PLUGIN)
    if plugin is not None and "hypothesis" not in sys.modules:
        session.config.pluginmanager.unregister(plugin)


def pytest_sessionfinish(session):
    """Before pytest writes its failures: keep, of the reports of passed set-ups and teardowns, only what it shows
    of them, the failing tests' teardowns that captured output while tearing down. For each failure it looks
    through all of them for that test's teardown, so with every page failing, the summary grew with the square of
    the pages."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is None:
        return
    failed = {report.nodeid for report in reporter.stats.get("failed", [])}
    quiet = reporter.stats.get("")
    if failed and quiet:
        reporter.stats[""] = [report for report in quiet if report.when == "teardown" and report.nodeid in failed
                              and any("teardown" in name for name, _ in report.sections)]


def pytest_terminal_summary(terminalreporter):
    terminal_summary(terminalreporter)
