#!/usr/bin/env python3
"""One entry point for a fresh clone; needs nothing but Python 3.11+.

    python3 dev.py serve        # install what is needed, then serve the site on http://127.0.0.1:8000/meccg-rules/
    python3 dev.py test         # install what is needed, then run the whole test suite
    python3 dev.py test --long  # ... then only the long runs (the property tests with 20,000 sequences each)

The tests run on every core (pytest-xdist, at most four workers), a test file on one worker; pytest's own
options may follow, ``-n 0`` for one process.

Installing means: a virtual environment in .venv with the project and its
pinned dependencies, and Debian's chromium and chromium-headless-shell for the browser check (when this
machine runs as root and has apt-get; otherwise the browser check is skipped
with the command to run, unless MECCG_REQUIRE_BROWSER=1 turns that into a failure).
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".dev-stamp"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
BROWSERS = (Path("/usr/bin/chromium"), Path("/usr/bin/chromium-headless-shell"))  # each its Debian package's name
# pytest-xdist: a worker per core, at most four (each may start a browser; the site is built once for them); a test
# file's tests stay on one worker, the heaviest files first (meccg_rules/tools/pytest_plugin.py).
# The project's configuration, named: pytest would otherwise take a pytest.ini (or tox.ini, setup.cfg) it finds
# first in the folder of the paths given, and one a pull request put under docs/ would decide what runs.
CONFIGURATION = ("-c", str(ROOT / "pyproject.toml"), "--rootdir", str(ROOT))
PARALLEL = ("-n", "auto", "--maxprocesses", "4", "--dist", "loadfile", "--no-loadscope-reorder")
# A run starts many Python processes (the workers, and each `mkdocs` or `meccg-rules` command a test runs): with the
# compiled modules written once, each later one imports the project, and pytest its rewritten test files, instead of
# compiling them again (collection 8.5 s -> 3.5 s a worker here, a small `mkdocs build` 1.95 s -> 1.35 s). They are
# written under .venv, never beside the sources, also on a machine that sets PYTHONDONTWRITEBYTECODE to keep its
# trees clean. What the last run compiled in temporary folders (the copies of the project some tests build) is
# removed as a run starts, so that the folder does not grow run after run.
PYCACHE = VENV / "pycache"


def say(message: str) -> None:
    print(f"[dev] {message}", flush=True)


def run(*args: str | os.PathLike, **kwargs) -> None:
    completed = subprocess.run([str(a) for a in args], **kwargs)
    if completed.returncode:
        sys.exit(completed.returncode)


def install_python_packages() -> None:
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    if not (BIN / "python").exists():
        say("creating the virtual environment .venv")
        venv.EnvBuilder(with_pip=True).create(VENV)
    say("installing meccg-rules and its pinned dependencies into .venv")
    run(BIN / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(BIN / "python", "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]")
    STAMP.write_text(wanted)


def install_chromium() -> None:
    """Debian's chromium (a reader's browser) and chromium-headless-shell (the crawls' browser), what is missing."""
    missing = [program.name for program in BROWSERS if not program.exists()]
    if not missing:
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if not (is_root and shutil.which("apt-get")):
        say(f"Debian's {' and '.join(missing)} cannot be installed here (needs root and apt-get);"
            f" the browser check will be skipped. Install with: sudo apt-get install {' '.join(missing)}")
        return
    say(f"installing Debian's {' and '.join(missing)} for the browser check (apt-get)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run("apt-get", "update", "-qq", env=env)
    run("apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing, env=env,
        stdout=subprocess.DEVNULL)


def setup() -> None:
    install_python_packages()
    install_chromium()


def main(argv: list[str]) -> None:
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # the project pins mkdocs<2 on purpose
    command = argv[0] if argv else "help"
    if command == "setup":
        setup()
    elif command == "serve":
        setup()
        run(BIN / "mkdocs", "serve", "--dirty", "--dev-addr", "127.0.0.1:8000", *argv[1:], cwd=ROOT)
    elif command == "test":
        setup()
        options = argv[1:]
        temporary = Path(tempfile.gettempdir()).resolve()
        shutil.rmtree(PYCACHE / temporary.relative_to(temporary.anchor), ignore_errors=True)
        env = dict(os.environ, PYTHONPYCACHEPREFIX=str(PYCACHE))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if "--long" in options:
            options = ["-m", "long", *[o for o in options if o != "--long"]]
            env["MECCG_LONG"] = "1"
        run(BIN / "python", "-m", "pytest", *CONFIGURATION, *PARALLEL, *options, cwd=ROOT, env=env)
    else:
        print(__doc__)
        sys.exit(0 if command == "help" else 2)


if __name__ == "__main__":
    main(sys.argv[1:])
