"""A pytest plugin for ``benchmarks/suite.py``: how long each test's set-up, call and teardown took (and on which
pytest-xdist worker), and each fixture's set-up, written as JSON to the file ``MECCG_SUITE_TIMING`` names when
the session ends.

Loaded with ``-p suite_timing`` (``benchmarks/`` on ``PYTHONPATH``); it changes nothing in the run. Under
pytest-xdist the process that prints the summary writes the tests' times (its reports come from every
worker); each worker writes its fixtures' to the same name with ``.<worker id>`` added.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

REPORTS: list[tuple[str, str, float, str]] = []   # (test id, "setup" | "call" | "teardown", seconds, worker)
FIXTURES: list[tuple[str, str, str, float]] = []  # (fixture, scope, the test that first asked for it, seconds)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    worker = getattr(getattr(report, "node", None), "gateway", None)
    REPORTS.append((report.nodeid, report.when, report.duration, worker.id if worker else "main"))


@pytest.hookimpl(hookwrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef, request: pytest.FixtureRequest):
    start = time.perf_counter()
    yield
    FIXTURES.append((fixturedef.argname, fixturedef.scope, request.node.nodeid, time.perf_counter() - start))


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get("MECCG_SUITE_TIMING")
    if not target:
        return
    worker = getattr(session.config, "workerinput", {}).get("workerid")
    if worker:  # its reports reach the main process too
        Path(f"{target}.{worker}").write_text(json.dumps({"reports": [], "fixtures": FIXTURES}), encoding="utf-8")
    else:
        Path(target).write_text(json.dumps({"reports": REPORTS, "fixtures": FIXTURES}), encoding="utf-8")
