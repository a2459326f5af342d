"""A ``mkdocs build`` process ends without collecting what the build held (``site.quick_exit``), and loses nothing."""
from __future__ import annotations

import gc
import subprocess
import sys

import pytest
from site_helpers import real_site, real_site_by_command
from test_finished import STAMP

from meccg_rules.site import quick_exit

pytestmark = pytest.mark.heavy(13, shared_site=True)  # seconds, roughly; reads the run's one build


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


def test_the_build_command_writes_every_file_a_build_in_process_writes():
    """The real docs, by the command and in this process (the builds the other tests share)."""
    command, written = real_site_by_command()
    assert command.returncode == 0, command.stderr
    in_process = real_site()
    assert in_process.aborted is None, in_process.problem()
    built = in_process.site_dir
    names = sorted(path.relative_to(built) for path in built.rglob("*") if path.is_file())
    assert names == sorted(path.relative_to(written) for path in written.rglob("*") if path.is_file())
    differing = [name for name in names if (written / name).read_bytes() != (built / name).read_bytes()]
    assert [name for name in differing if STAMP.sub("", (written / name).read_text(encoding="utf-8")) !=
            STAMP.sub("", (built / name).read_text(encoding="utf-8"))] == []
