"""Reading the docs folder safely: no symbolic links, plain file names, pages of a bounded size in UTF-8.

A committed symbolic link would publish whatever it points to (the build's
environment, system files), so a link anywhere under the docs folder is
refused, never followed. File names are plain (letters, digits, ``.``, ``_``,
``-``) because they become URLs and edit links. A page holds at most
``MAX_PAGE_BYTES`` bytes, is UTF-8 (a byte-order mark is allowed and dropped)
and holds no control characters. Besides pages, only the files the allowlist
names and images are kept. Names starting with a dot are refused as well:
MkDocs leaves them out of the site, but a tool may read one as its
configuration (``.pytest.ini``), and nothing under docs/ is ever read as
code or configuration (docs/development/security.md).

Every refusal is a ``Finding`` with the file and line; nothing here raises for
bad content.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .allowlist import is_static_allowed, relative
from .findings import Finding

MAX_PAGE_BYTES = 128 * 1024
PLAIN_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]*\Z")
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass
class Folder:
    """What is under a docs folder: its pages, the other files it may publish, and what was refused."""

    pages: list[Path] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    refused: list[Finding] = field(default_factory=list)


def walk(root: Path) -> Folder:
    """Every page under ``root``, never following a symbolic link, in path order."""
    found = Folder()
    root = Path(root)
    for folder, dirs, files in os.walk(root, followlinks=False):
        here = Path(folder)
        dirs[:] = sorted(dirs)
        for name in list(dirs):
            problem = entry_problem(here / name)
            if problem:
                found.refused.append(problem)
                dirs.remove(name)
        for name in sorted(files):
            path = here / name
            problem = entry_problem(path)
            if problem:
                found.refused.append(problem)
            elif name.endswith(".md"):
                found.pages.append(path)
            elif is_static_allowed(relative(path, root) or ""):
                found.files.append(path)
            else:
                found.refused.append(Finding(str(path), 1, not_published(name)))
    return found


CODE_SUFFIXES = (".py", ".pyc", ".pyd", ".so", ".pth", ".ini", ".cfg", ".toml")  # what Python and pytest import or read


def not_published(name: str) -> str:
    """Why a file that is neither a page nor an allowed file is refused."""
    if name.lower().endswith(CODE_SUFFIXES):
        return ("docs/ holds pages, not code or configuration: nothing under it is ever run or read as such "
                "(code goes under meccg_rules/ or tests/, which code owners review), so remove this file")
    return ("the site publishes pages (.md) and images (.png, .jpg, .gif, .webp) only; this file would be served "
            "as it is, so it is left out: remove it")


def entry_problem(path: Path) -> Finding | None:
    """Why the file or folder ``path`` cannot be part of the site, if it cannot."""
    if path.is_symlink():
        return Finding(str(path), 1, "a symbolic link under the docs folder is refused (it would publish what "
                                     "it points to); commit the file itself")
    if path.name.startswith("."):
        return Finding(str(path), 1, f"{path.name!r} starts with a dot: hidden files and folders are not part of "
                                     "the site, and a tool could read one as its configuration; remove it")
    if not PLAIN_NAME.match(path.name):
        return Finding(str(path), 1, f"the name {path.name!r} is not plain: use letters, digits, '.', '_' and '-' "
                                     "only (names become URLs)")
    return None


def below(path: Path, root: Path | None) -> list[str]:
    """``path`` and the folders between it and ``root`` (outermost first), as strings; just ``path`` without a
    root or outside it."""
    path = os.fspath(path)
    if root is None:
        return [path]
    top = os.fspath(root).rstrip(os.sep)
    if not path.startswith(top + os.sep):
        return [path]
    parts = path[len(top) + 1:].split(os.sep)
    return [os.path.join(top or os.sep, *parts[:count]) for count in range(1, len(parts) + 1)]


def linked_part(path: Path, root: Path | None) -> Path | None:
    """The first part of ``path`` (below ``root``, or the file itself) that is a symbolic link."""
    return _linked(below(path, root))


def _linked(chain: list[str]) -> Path | None:
    return next((Path(part) for part in chain if os.path.islink(part)), None)


def read_page(path: Path, root: Path | None = None) -> tuple[str | None, list[Finding]]:
    """The text of a page, or the findings that stop it being read (``root``: the docs folder it is in)."""
    shown = str(path)
    chain = below(path, root)
    link = _linked(chain)
    if link is not None:
        return None, [Finding(shown, 1, f"{link} is a symbolic link; links under the docs folder are refused "
                                        "(they would publish what they point to): commit the file itself")]
    if root is not None:
        named = next((part for part in chain if not PLAIN_NAME.match(os.path.basename(part))), None)
        if named is not None:
            return None, [Finding(shown, 1, entry_problem(Path(named)).message)]
    try:
        with open(path, "rb") as source:
            data = source.read(MAX_PAGE_BYTES + 1)
    except OSError as error:
        return None, [Finding(shown, 1, f"cannot read the page: {error.strerror or error}")]
    if len(data) > MAX_PAGE_BYTES:
        size = os.path.getsize(path)
        return None, [Finding(shown, 1, f"the page is {size:,} bytes; a page holds at most {MAX_PAGE_BYTES:,} "
                                        "bytes (128 KiB): split it into several pages")]
    return decode(data, shown)


def decode(data: bytes, shown: str) -> tuple[str | None, list[Finding]]:
    """UTF-8 text with one kind of line ending, or the finding naming the first bad byte's line."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        return None, [Finding(shown, line, f"the byte 0x{data[error.start]:02x} at column {column} is not UTF-8; "
                                           "save the page as UTF-8")]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    control = CONTROL.search(text)
    if control:
        line = text.count("\n", 0, control.start()) + 1
        return None, [Finding(shown, line, f"the control character U+{ord(control.group()):04X} is not allowed "
                                           "in a page; remove it")]
    return text, []
