"""Building the site inside the test process, once per test run (shared by the site tests and by the run's
pytest-xdist workers)."""
from __future__ import annotations

import atexit
import contextlib
import fcntl
import functools
import hashlib
import json
import logging
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import forked_command

from meccg_rules.tools.pytest_plugin import RUN_FOLDER

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Build:
    site_dir: Path
    warnings: list[str] = field(default_factory=list)
    aborted: str | None = None  # MkDocs's message when the strict build failed

    def problem(self) -> str:
        return f"{self.aborted}\n" + "\n".join(self.warnings)


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def build_site(config_file: Path, site_dir: Path, strict: bool = True) -> Build:
    """A build of ``config_file`` into ``site_dir`` (strict, as CI and publishing build); MkDocs writes every page
    even when it then aborts."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import Abort

    collect = _Collect()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(collect)
    result = Build(site_dir)
    try:
        config = load_config(config_file=str(config_file), site_dir=str(site_dir), strict=strict)
        build(config)
    except Abort as abort:
        result.aborted = str(abort)
    finally:
        logger.removeHandler(collect)
    result.warnings = collect.messages
    return result


def mkdocs(*args: str, cwd: Path, fresh: bool = False) -> subprocess.CompletedProcess:
    """The ``mkdocs`` command, as a person or CI runs it, in a process of its own: forked from one that has imported
    what the command imports (``forked_command``), or with ``fresh`` a new process, as CI starts it."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    # the console script, not python -m: the copy's meccg_rules/ would shadow the package
    return forked_command.run("mkdocs", list(args), cwd, env, timeout=600, fork=not fresh)


def _session_folder(prefix: str) -> Path:
    """A folder of its own for a build shared by the session, removed when the session ends."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


@contextlib.contextmanager
def _once_per_run(name: str):
    """The run's one copy of ``name``: yields ``(folder, record)``, where ``record`` (a JSON file) exists when a
    process of this run (a pytest-xdist worker, or this one) has already made it in ``folder``; otherwise the
    caller makes it and writes ``record``. One process at a time holds it (a lock on a file), so a worker that
    needs a build another worker is making waits for it instead of making a second one. The folder is the run's
    (``RUN_FOLDER``, made and removed by the project's pytest plugin), or this process's when there is none."""
    shared = os.environ.get(RUN_FOLDER)
    run = Path(shared) if shared else _session_folder("meccg-run-")
    name = f"{name}-{hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]}"   # this project's: a run of pytest
    with open(run / f"{name}.lock", "w") as lock:                             # inside a copy makes its own
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield run / name, run / f"{name}.json"
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@functools.cache
def real_site() -> Build:
    """The project's own docs, built once for the whole run (by whichever worker asks first) by the command CI and
    publishing run, ``mkdocs build --strict -q`` (``real_site_by_command``): every caller only reads the build (a
    test that changes pages builds a small project of its own). What the command said is its
    ``warnings``, line by line, and when it failed, ``aborted``. (A build in this process, compared with it file by
    file: ``test_real_docs_both_ways.py``.)"""
    done, site_dir = real_site_by_command()
    said = (done.stdout + done.stderr).splitlines()
    return Build(site_dir, warnings=said, aborted=None if done.returncode == 0 else said[-1] if said else "failed")


@functools.cache
def real_site_by_command() -> tuple[subprocess.CompletedProcess, Path]:
    """The project's own docs built once for the run by the command CI and publishing run, ``mkdocs build
    --strict -q``: what it said, and the folder it wrote."""
    with _once_per_run("real-site-by-command") as (site_dir, record):
        if not record.exists():
            done = mkdocs("build", "--strict", "-q", "-d", str(site_dir), cwd=ROOT, fresh=True)
            record.write_text(json.dumps({"args": done.args, "returncode": done.returncode, "stdout": done.stdout,
                                          "stderr": done.stderr}), encoding="utf-8")
        kept = json.loads(record.read_text(encoding="utf-8"))
    return subprocess.CompletedProcess(**kept), site_dir
