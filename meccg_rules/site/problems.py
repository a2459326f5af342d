"""The problems of one build: every one is a warning, and a strict build fails on any, whatever the log level.

MkDocs counts warnings only when they are logged, and ``mkdocs build --strict
-q`` logs none; so each problem is also kept here, and the hooks abort a strict
build at its end when any was found (``mkdocs serve`` is not strict: it keeps
serving and shows the problem on the page).
"""
from __future__ import annotations

import logging

log = logging.getLogger("mkdocs.meccg_rules")
_found: list[str] = []


def reset() -> None:
    _found.clear()


def report(message: str) -> None:
    """A build warning, kept for the strict check (said once, however many parts of the build find it)."""
    if message in _found:
        return
    _found.append(message)
    log.warning(message)


def found() -> list[str]:
    return list(_found)


def at(uri: str, line: int | None, message: str) -> str:
    """``Doc file 'uri', line N: message``: how every problem names its place."""
    return f"Doc file '{uri}', line {line}: {message}" if line else f"Doc file '{uri}': {message}"
