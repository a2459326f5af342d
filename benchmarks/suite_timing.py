"""A pytest plugin for ``benchmarks/suite.py``: how long each test's set-up, call and teardown took, and each
fixture's set-up, written as JSON to the file ``MECCG_SUITE_TIMING`` names when the session ends.

Loaded with ``-p suite_timing`` (``benchmarks/`` on ``PYTHONPATH``); it changes nothing in the run.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

REPORTS: list[tuple[str, str, float]] = []   # (test id, "setup" | "call" | "teardown", seconds)
FIXTURES: list[tuple[str, str, str, float]] = []  # (fixture, scope, the test that first asked for it, seconds)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    REPORTS.append((report.nodeid, report.when, report.duration))


@pytest.hookimpl(hookwrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef, request: pytest.FixtureRequest):
    start = time.perf_counter()
    yield
    FIXTURES.append((fixturedef.argname, fixturedef.scope, request.node.nodeid, time.perf_counter() - start))


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get("MECCG_SUITE_TIMING")
    if target:
        Path(target).write_text(json.dumps({"reports": REPORTS, "fixtures": FIXTURES}), encoding="utf-8")
