"""The run's shared builds (``site_helpers._once_per_run``): however many pytest-xdist workers ask at once, one
makes the thing and the others wait for it and read what it recorded."""
from __future__ import annotations

import json
import multiprocessing
import os
import time

from site_helpers import _once_per_run

from meccg_rules.tools.pytest_plugin import RUN_FOLDER


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
