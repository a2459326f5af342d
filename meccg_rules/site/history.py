"""The git history What changed is read from: bytes decoded with replacement, held to the limits of a page.

History is not what ``check`` passes today: any commit the checkout holds may
carry a message or a page that a pull request could not (not UTF-8, control
characters, megabytes on one line), so nothing read here is trusted to be
small or well formed:

- everything git prints is read as bytes and decoded as UTF-8 with
  replacement, and control characters (which a page may not hold and the
  XML feeds cannot carry) are replaced too: such a character shows as U+FFFD
  (``"caf\\ufffd"`` for a Latin-1 ``café``), where it would have stopped the
  build;
- a commit's subject keeps at most ``MAX_LINE`` characters, the longest line a
  page may have, and ends in an ellipsis when cut;
- of each page's text only its first ``MAX_PAGE_BYTES`` bytes, the size of the
  largest page ``check`` reads, are kept: ``git cat-file --batch`` is read as a
  stream and the rest of a longer blob is read past, never held, so the page
  reader, the statement reader and the word diff only ever see what a
  current page could hold.

Git is asked twice per build of the site (one ``log``, one ``cat-file
--batch`` for every old and new page text), whatever the size of the history.
"""
from __future__ import annotations

import os
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from ..pages.markup import MAX_LINE
from ..pages.reading import CONTROL, MAX_PAGE_BYTES
from .build_info import GIT_ENV, git

GIT_SECONDS = 120          # what one cat-file may take before it is stopped (the texts then read stay)
HEADER_BYTES = 64 * 1024   # a cat-file header line: an object id, a type and a size, or the name asked and "missing"
CHUNK = 64 * 1024
CUT = " \u2026"            # ends a text cut at a limit


@dataclass
class Commit:
    commit: str
    parents: str
    date: str
    subject: str
    time: str = ""  # the committer time to the second, ISO 8601 (the feeds date their items by it)
    entries: list[tuple[str, str, str]] = field(default_factory=list)  # (status letter, old path, new path)

    def versions(self) -> list[tuple[str, str]]:
        """``(revision, path)`` of each page text this commit changed, before and after it."""
        found = []
        for status, old, new in self.entries:
            if status != "A":
                found.append((self.commit + "^", old))
            if status != "D":
                found.append((self.commit, new))
        return found


def held(text: str, limit: int) -> str:
    """``text``, or its first ``limit`` characters and an ellipsis when it is longer.

    >>> held("a b c", 3), held("a b", 3)
    ('a b \u2026', 'a b')
    """
    return text if len(text) <= limit else text[:limit].rstrip() + CUT


def clean(data: bytes) -> str:
    """``data`` as UTF-8 text with one kind of line ending, every byte that is not UTF-8 and every control
    character replaced by U+FFFD (a byte-order mark is dropped, as ``check`` does).

    >>> clean(b"caf\\xe9\\x1b[31m\\r\\n")
    'caf\ufffd\ufffd[31m\\n'
    """
    text = data.decode("utf-8-sig", "replace").replace("\r\n", "\n").replace("\r", "\n")
    return CONTROL.sub("\ufffd", text)


def commits(folder: Path, prefix: str, limit: int, paths: tuple[str, ...]) -> list[Commit] | None:
    """The latest ``limit`` commits on the first-parent line that changed ``paths`` (below the docs folder,
    which is ``prefix`` in the repository), newest first, with what each changed; None when git cannot say."""
    log = git(folder, "log", "--first-parent", "--diff-merges=first-parent", "--name-status", "-M",
              f"-n{limit}", "--format=%x00%H%x09%P%x09%cs%x09%cI%x09%s", "--", *paths)
    if log is None:
        return None
    found = []
    for record in log.split("\0")[1:]:
        head, _, rest = record.partition("\n")
        commit, parents, date, when, subject = (head.split("\t", 4) + ["", "", "", ""])[:5]
        entry = Commit(commit, parents, date, held(CONTROL.sub("\ufffd", subject), MAX_LINE), when)
        for line in rest.splitlines():
            parts = line.split("\t")
            if len(parts) >= 2:
                entry.entries.append((parts[0][:1], parts[1].removeprefix(prefix), parts[-1].removeprefix(prefix)))
        found.append(entry)
    return found


def page_texts(folder: Path, prefix: str, specs: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """The text of each ``(revision, path)`` that is a file, read in one ``git cat-file --batch``, each held to
    the first ``MAX_PAGE_BYTES`` bytes and cleaned; what git cannot give is left out."""
    if not specs:
        return {}
    request = "".join(f"{rev}:{prefix}{path}\n" for rev, path in specs).encode("utf-8")
    try:
        process = subprocess.Popen(["git", "-C", str(folder), "cat-file", "--batch"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env={**os.environ, **GIT_ENV})
    except OSError:
        return {}
    assert process.stdin is not None and process.stdout is not None
    feeder = threading.Thread(target=_feed, args=(process.stdin, request), daemon=True)
    stopper = threading.Timer(GIT_SECONDS, process.kill)  # a git that stops answering ends the reading
    feeder.start()
    stopper.start()
    texts: dict[tuple[str, str], str] = {}
    try:
        for spec in specs:
            header = process.stdout.readline(HEADER_BYTES)
            if not header.endswith(b"\n"):
                break  # git ended (or was stopped), or printed what is no header
            fields = header.split()
            if len(fields) != 3 or not fields[2].isdigit():
                continue  # "<name> missing": the path is not in that revision
            size = int(fields[2])
            kept = process.stdout.read(min(size, MAX_PAGE_BYTES))
            if not _read_past(process.stdout, size - len(kept) + 1):  # the rest, and the newline after it
                break
            if fields[1] == b"blob":
                texts[spec] = clean(kept)  # a page cut at the limit may end in half a character: U+FFFD
    finally:
        stopper.cancel()
        process.kill()
        process.wait()
        feeder.join()
        process.stdout.close()
    return texts


def _feed(pipe: IO[bytes], request: bytes) -> None:
    """Write the request while the answers are read (a large request could otherwise fill both pipes)."""
    try:
        pipe.write(request)
    except OSError:
        pass  # git ended early; the reader sees the end of its output
    finally:
        try:
            pipe.close()
        except OSError:
            pass


def _read_past(stream: IO[bytes], count: int) -> bool:
    """Read ``count`` bytes and drop them, a chunk at a time; False when the stream ends first."""
    while count > 0:
        chunk = stream.read(min(count, CHUNK))
        if not chunk:
            return False
        count -= len(chunk)
    return True
