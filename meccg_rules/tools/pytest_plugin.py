"""The project's pytest plugin: pytest collects tests/ (engine tests) and the Markdown pages of docs/, and nothing
else under docs/ is ever imported or read.

pyproject.toml loads it (``-p meccg_rules.tools.pytest_plugin``) together with ``--noconftest``, and ``dev.py test``
names that configuration (``-c pyproject.toml``), so that no ``conftest.py``, ``test_*.py``, ``pytest.ini`` or
other file a pull request adds under docs/ is run or read (docs/development/security.md). Each page is one item,
``docs/x.md::examples``, running all the page's examples (``meccg_rules.pages.page_items``); the end of the run
counts and lists the examples themselves.
"""
import gc
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

from ..pages.page_items import examples_summary, make_sybil
from ..pages.reading import linked_part
from .contradictions import terminal_summary

COLLECT = pytest.StashKey()
HYPOTHESIS_PLUGIN = "hypothesispytest"  # the entry point's name (-p no:hypothesispytest)
RUN_FOLDER = "MECCG_RUN_FOLDER"  # the environment variable naming a folder shared by the run's processes


def pytest_configure(config):
    """The pages' collector, for the docs folder of the project pytest runs in; the examples' summary is there
    from the start: under pytest-xdist the process that writes it collects nothing."""
    config.stash[COLLECT] = make_sybil(docs_folder(config)).pytest()
    examples_summary(config)
    run_folder(config)


def run_folder(config) -> None:
    """A folder for the whole run, named in the environment (``RUN_FOLDER``) before pytest-xdist starts its workers,
    which inherit it: what the tests build once and share between workers goes there (``tests/site_helpers.py``:
    the real site). The process that made it removes it when the run ends; a run started inside another (a test
    running pytest) uses its parent's."""
    if hasattr(config, "workerinput") or os.environ.get(RUN_FOLDER):
        return
    folder = tempfile.mkdtemp(prefix="meccg-run-")
    os.environ[RUN_FOLDER] = folder

    def remove() -> None:
        shutil.rmtree(folder, ignore_errors=True)
        os.environ.pop(RUN_FOLDER, None)
    config.add_cleanup(remove)


def docs_folder(config) -> Path:
    return config.rootpath / "docs"


def pytest_collect_file(file_path, parent):
    return parent.config.stash[COLLECT](file_path, parent)


@pytest.hookimpl(tryfirst=True)
def pytest_ignore_collect(collection_path, config):
    """Under docs/, only Markdown pages are collected: any other file (a ``test_*.py``, a module) is never
    imported, and a symbolic link is never followed (``meccg-rules check`` refuses both, at their paths)."""
    docs = docs_folder(config)
    if docs not in collection_path.parents:
        return None
    if linked_part(collection_path, docs) is not None:
        return True
    return True if collection_path.suffix != ".md" and not collection_path.is_dir() else None


@pytest.hookimpl(tryfirst=True)
def pytest_collect_directory(path, parent):
    """A folder under docs/ is a plain folder of pages, even one holding an ``__init__.py``: pytest's package
    collector would import that file to set the package up."""
    docs = docs_folder(parent.config)
    return pytest.Dir.from_parent(parent, path=path) if path == docs or docs in path.parents else None


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
    instead of one of them starting last and running on alone. Of the first files, one per worker, only one reads
    the run's shared build of the site (``heavy(..., shared_site=True)``): the others would start by waiting for
    it, their core idle while one worker builds it."""
    if hasattr(config, "workerinput"):
        items.sort(key=heaviness)
        items[:] = first_apart(items, config.workerinput.get("workercount", 1))


def heaviness(item) -> int:
    marker = item.get_closest_marker("heavy")
    return -marker.args[0] if marker else 0


def first_apart(items: list, workers: int) -> list:
    """``items`` (in files, heaviest first) with the files handed out first reordered so that at most one of the
    first ``workers`` files reads the shared site: the next heaviest files that do not are moved up."""
    files: dict[str, list] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)
    first: list[str] = []
    waiting = False  # one of the first files reads the shared site
    for name, its in files.items():
        if len(first) == workers:
            break
        reads = _reads_shared_site(its[0])
        if not (reads and waiting):
            first.append(name)
            waiting = waiting or reads
    rest = [name for name in files if name not in first]
    return [item for name in first + rest for item in files[name]]


def _reads_shared_site(item) -> bool:
    marker = item.get_closest_marker("heavy")
    return bool(marker and marker.kwargs.get("shared_site"))


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
