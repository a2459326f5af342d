"""One ``meccg-rules new`` at a time in a docs folder, so that two runs cannot give two pages one id.

``new`` reads the id of every page, then creates the new one. Two runs at once
(two terminals, a script making several pages) could both find an id unused
and both write it, in two sections, and the docs folder would hold two rulings
with one id. ``held(docs)`` makes the runs take turns: it takes an exclusive
lock (``flock``) on the docs folder itself, so no lock file is written, none is
left behind for ``check`` to refuse, and the system releases the lock when the
run ends, however it ends (an error, Ctrl-C, a crash). A run that waits longer
than ``WAIT`` seconds gives up with ``Busy`` instead of hanging.

Where the system has no ``flock`` (Windows), runs do not take turns: the id
is still checked, and the page is still created exclusively.
"""
from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

WAIT = 30.0     # seconds a run waits for another to finish
POLL = 0.05     # seconds between two tries


class Busy(Exception):
    """Another run held the folder for longer than its wait."""


@contextlib.contextmanager
def held(folder: Path, wait: float | None = None) -> Iterator[None]:
    """The exclusive lock on ``folder`` (an existing folder) for the time of the ``with`` block; ``Busy`` after
    ``wait`` seconds (``WAIT``) of waiting for another run."""
    wait = WAIT if wait is None else wait
    if fcntl is None:
        yield
        return
    descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise Busy(f"another meccg-rules new has been writing in {folder} for {wait:.0f} s; try "
                               "again when it has finished") from None
                time.sleep(POLL)
        yield
    finally:
        os.close(descriptor)  # closing the folder releases the lock
