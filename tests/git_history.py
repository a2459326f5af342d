"""Small git histories of ruling pages, for the tests of What changed: a page, a commit, and a commit object
written byte for byte (``git commit`` rewrites a message that is not UTF-8; a history may hold one anyway)."""
from __future__ import annotations

import subprocess
from pathlib import Path

RULING = """---
id: {id}
title: {title}
sources:
  - {{doc: CoE rules, rule: "2.V.6"}}
status: {status}
{extra}---

# {title}

**Ruling.** {statement}
"""
AUTHOR = ["-c", "user.name=t", "-c", "user.email=t@example.org"]


def git(repo: Path, *args: str, data: bytes | None = None) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], input=data, capture_output=True,
                          check=True).stdout.decode().strip()


def commit(repo: Path, message: str) -> None:
    git(repo, "add", "-A")
    git(repo, *AUTHOR, "commit", "-q", "-m", message)


def commit_bytes(repo: Path, message: bytes) -> None:
    """Commit what is in the folder with ``message`` exactly as given, whatever its encoding."""
    git(repo, "add", "-A")
    tree, head = git(repo, "write-tree"), git(repo, "rev-parse", "HEAD")
    body = (f"tree {tree}\nparent {head}\nauthor t <t@example.org> 1700000000 +0000\n"
            f"committer t <t@example.org> 1700000000 +0000\n\n").encode() + message
    git(repo, "update-ref", "HEAD", git(repo, "hash-object", "-t", "commit", "-w", "--stdin", data=body))


def write_ruling(repo: Path, folder: str, page_id: str, statement: str, status: str = "current", extra: str = "",
                 encoding: str = "utf-8") -> Path:
    """The ruling page ``docs/rulings/<folder>/<page_id>.md`` with ``statement`` as its ruling paragraph."""
    path = repo / "docs" / "rulings" / folder / f"{page_id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(RULING.format(id=page_id, title=page_id.replace("-", " ").capitalize(), status=status,
                                   statement=statement, extra=extra).encode(encoding))
    return path
