"""When and from which commit the site was built: shown on the Status page and written to ``rulings.json``.

The time is the build's (or ``SOURCE_DATE_EPOCH``'s, for reproducible
builds), in UTC. The commit is asked of git in the folder that holds the docs;
a build outside a git checkout says so instead of guessing.
"""
from __future__ import annotations

import datetime
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class BuildInfo:
    built: str               # 2026-11-29T19:36:47Z
    commit: str | None       # the full hash, None outside a git checkout
    dirty: bool = False      # built with uncommitted changes to tracked files

    @property
    def short_commit(self) -> str:
        return self.commit[:10] if self.commit else ""

    def describe_commit(self) -> str:
        if not self.commit:
            return "not built from a git checkout"
        return self.short_commit + (" with uncommitted changes" if self.dirty else "")


GIT_ENV = {"GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}  # no index refresh behind a reader's back, no translations


def git(folder: Path, *args: str) -> str | None:
    """The output of ``git -C folder args``, or None when git or the repository is not there.

    The output is read as bytes and decoded as UTF-8 with replacement: a commit message (or a file name) need
    not be UTF-8, and a byte that is not shows as U+FFFD instead of stopping the build."""
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, timeout=60,
                              env={**os.environ, **GIT_ENV})
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None


def build_info(folder: Path) -> BuildInfo:
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    moment = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch.isdigit()
              else datetime.datetime.now(datetime.timezone.utc))
    built = moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")
    commit = git(folder, "rev-parse", "HEAD")
    if commit is None:
        return BuildInfo(built, None)
    changes = git(folder, "status", "--porcelain", "--untracked-files=no")
    return BuildInfo(built, commit.strip(), bool(changes and changes.strip()))
