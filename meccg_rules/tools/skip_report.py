"""pytest names a skipped example by its page and line: ``SKIPPED [1] docs/rulings/x/y.md:57: reason``.

Without this, pytest reports where the skip was raised (inside pytest's own
unittest support), which tells an author nothing. ``place_skip`` rewrites the
location of a skipped report of an example in a Markdown page to the line of
its fence, relative to the folder pytest runs in.
"""
from __future__ import annotations

import os
from pathlib import Path


def place_skip(item, report) -> None:
    """Point a skipped example's report at its page and line (other reports are left as they are)."""
    example = getattr(item, "example", None)
    if example is None or not report.skipped or not isinstance(report.longrepr, tuple):
        return
    path = Path(str(example.path))
    try:
        shown = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        shown = str(path)
    reason = report.longrepr[2]
    report.longrepr = (shown if not shown.startswith("..") else str(path), example.line, reason)
