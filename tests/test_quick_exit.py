"""A ``mkdocs build`` process ends without collecting what the build held (``site.quick_exit``), and loses nothing
(the run's shared build is the command's, compared file by file with a build in process in
``test_real_docs_both_ways.py``)."""
from __future__ import annotations

import gc
import subprocess
import sys

from meccg_rules.site import quick_exit


def test_the_exit_handler_is_registered_once_per_process(monkeypatch):
    registered = []
    monkeypatch.setattr(quick_exit.atexit, "register", registered.append)
    monkeypatch.setattr(quick_exit, "_registered", False)
    quick_exit.at_exit()
    quick_exit.at_exit()
    assert registered == [gc.freeze]


def test_a_process_that_asked_for_it_ends_with_what_it_held_frozen():
    code = ("import atexit, gc\n"
            "atexit.register(lambda: print(gc.get_freeze_count()))\n"  # runs after the handlers registered later
            "from meccg_rules.site import quick_exit\n"
            "quick_exit.at_exit()\n"
            "held = [[n] for n in range(10000)]\n")
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert int(ran.stdout) > 10000
