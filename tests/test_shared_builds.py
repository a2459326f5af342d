"""The run's shared builds (``site_helpers._once_per_run``): however many pytest-xdist workers ask at once, one
makes the thing and the others wait for it and read what it recorded; and the first files handed out do not all
wait for the same build (``pytest_plugin.first_apart``)."""
from __future__ import annotations

import json
import multiprocessing
import os
import time

import pytest
from site_helpers import _once_per_run

from meccg_rules.tools.pytest_plugin import RUN_FOLDER, first_apart


def _ask(folder: str, log: str) -> None:
    os.environ[RUN_FOLDER] = folder
    with _once_per_run("thing") as (made, record):
        if not record.exists():
            time.sleep(0.5)  # long enough for the other processes to ask meanwhile
            made.mkdir()
            with open(log, "a", encoding="utf-8") as out:
                out.write(f"{os.getpid()}\n")
            record.write_text(json.dumps({"by": os.getpid()}), encoding="utf-8")
        assert made.is_dir() and json.loads(record.read_text(encoding="utf-8"))["by"]


def test_three_processes_asking_at_once_make_the_thing_once(tmp_path):
    log = tmp_path / "made.log"
    asking = [multiprocessing.get_context("fork").Process(target=_ask, args=(str(tmp_path), str(log)))
              for _ in range(3)]
    for process in asking:
        process.start()
    for process in asking:
        process.join(timeout=60)
    assert [process.exitcode for process in asking] == [0, 0, 0]
    assert len(log.read_text(encoding="utf-8").split()) == 1, "made more than once"


class _Item:
    """What ``first_apart`` reads of a collected test: its id and its ``heavy`` marker."""

    def __init__(self, nodeid: str, seconds: int, shared_site: bool = False) -> None:
        self.nodeid = nodeid
        self.marker = pytest.mark.heavy(seconds, shared_site=shared_site).mark

    def get_closest_marker(self, name: str):
        return self.marker if name == "heavy" else None


def _files(items) -> list[str]:
    return list(dict.fromkeys(item.nodeid.split("::")[0] for item in items))


def test_of_the_first_files_handed_out_only_one_waits_for_the_shared_site():
    items = [_Item("browser.py::a", 105, True), _Item("browser.py::b", 105, True), _Item("crawl.py::a", 100, True),
             _Item("hostile.py::a", 90), _Item("crawl2.py::a", 55, True), _Item("own.py::a", 37),
             _Item("small.py::a", 0)]
    assert _files(first_apart(items, 2)) == ["browser.py", "hostile.py", "crawl.py", "crawl2.py", "own.py",
                                             "small.py"]
    assert _files(first_apart(items, 3)) == ["browser.py", "hostile.py", "own.py", "crawl.py", "crawl2.py",
                                             "small.py"]
    assert [item.nodeid for item in first_apart(items, 1)] == [item.nodeid for item in items]
