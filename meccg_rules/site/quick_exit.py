"""The build's process ends without the cyclic collector's last passes over everything the build held.

Once ``mkdocs build`` has written the site, the interpreter's teardown clears
every module, and the cyclic garbage collector then walks and frees what the
build held: the index, every page and its HTML, the theme's environment. None
of it is needed any more, and the operating system takes back the process's
memory anyway. For a build of 1,600 rulings that took 0.84 to 1.23 s of CPU
(three builds; 0.31 s for the plain Material build of the same pages).

``at_exit`` registers, once per process, an exit handler that moves every
object into the collector's permanent generation (``gc.freeze``), which the
teardown's collections leave alone: the same builds ended in 0.03 to 0.04 s.
Nothing is lost by it: every file the build writes is closed as soon as it is
written (MkDocs, Material's plugins and these hooks write through ``with
open`` or ``Path.write_text``), and the handler runs after the build, when the
process is ending.
"""
from __future__ import annotations

import atexit
import gc

_registered = False


def at_exit() -> None:
    """Have the process's exit skip the collector's passes over what the build held (once per process)."""
    global _registered
    if not _registered:
        atexit.register(gc.freeze)
        _registered = True
