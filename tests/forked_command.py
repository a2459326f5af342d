"""A console script of the project's environment (``mkdocs build``) run as a person runs it, in a process of its
own, forked from a waiting process that has imported what the command imports.

A small build's ``mkdocs`` process spent about half its processor time importing MkDocs, Material, the markdown
extensions, the engine and its models (0.55 of 1.15 s here), and the suite runs 16 of them. ``run`` asks this
pytest process's zygote for the command: a process started once, with the command's environment, that imported
those modules (``PRELOAD``) from where the command's interpreter finds them (the script's folder first on the
path) and did nothing else. For each command it forks a child, which takes the caller's folder, environment and
arguments, sends its output to files and reads nothing (``/dev/null``), seeds ``random`` anew, then runs the
console script's own file as its ``__main__`` and ends through the interpreter's own exit (exit handlers
included), as a fresh process does. A zygote is started for each environment its commands are given (but for
``PER_TEST``); a command whose imports ``PRELOAD`` does not list, and every command where ``os.fork`` is missing,
runs as a new process (``subprocess.run``).

What still differs from a new process: the modules are imported before the folder is changed (nothing they do
at import reads it), and the children share the zygote's hash seed. What they do at import sees the command's
environment and its script as ``sys.argv[0]``, and what they set in the environment is set in each child's.
The suite's one build of the real docs stays a new process, as CI starts it (``site_helpers.mkdocs(fresh=True)``).
Measured on the 16 builds of ``test_hostile_strict.py`` and ``test_site_build.py`` run alone: 26 s of the
machine's processor time as new processes, 17 s forked.
"""
from __future__ import annotations

import atexit
import functools
import importlib
import io
import json
import os
import random
import runpy
import select
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

BIN = Path(sys.executable).parent
PRELOAD = {("mkdocs", "build"): (  # what a build imports (a command, its first argument)
    "mkdocs.__main__", "mkdocs.commands.build", "material.templates", "material.plugins.search.plugin",
    "material.plugins.tags.plugin", "markdown.extensions.toc", "markdown.extensions.admonition",
    "markdown.extensions.def_list", "markdown.extensions.tables", "pymdownx.details", "pymdownx.superfences",
    "pymdownx.highlight", "pymdownx.snippets", "meccg_rules.site.extension", "meccg_rules.site.rulings_json",
    "meccg_rules.site.cards_json", "meccg_rules.site.wayfinding", "meccg_rules.site.tags_listing",
    "meccg_rules.site.feeds")}
PER_TEST = {"PYTEST_CURRENT_TEST"}  # set by pytest for each test, read by nothing at import: the child has it


def run(command: str, args: list[str], cwd: Path, env: dict[str, str], timeout: float,
        fork: bool = True) -> subprocess.CompletedProcess:
    """``subprocess.run([BIN / command, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=...)``,
    forked from the zygote (the module's docstring), or with ``fork=False`` exactly that: a new process."""
    argv = [str(BIN / command), *args]
    kind = (command, args[0] if args else "")
    if not (fork and hasattr(os, "fork") and kind in PRELOAD):
        return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    zygote = _zygote(kind, tuple(sorted((k, v) for k, v in env.items() if k not in PER_TEST)))
    with tempfile.TemporaryDirectory(prefix="forked-") as folder:
        out, err = Path(folder, "stdout"), Path(folder, "stderr")
        code = zygote.run({"argv": argv, "cwd": str(cwd), "env": env, "out": str(out), "err": str(err)}, timeout)
        said = [_text(path.read_bytes()) for path in (out, err)]
    if code is None:
        raise subprocess.TimeoutExpired(argv, timeout, said[0], said[1])
    return subprocess.CompletedProcess(argv, code, said[0], said[1])


def _text(data: bytes) -> str:
    """The output decoded as ``subprocess.run(..., text=True)`` decodes it (the locale's encoding, newlines)."""
    return io.TextIOWrapper(io.BytesIO(data)).read()


class _Zygote:
    def __init__(self, kind: tuple[str, str], env: dict[str, str]) -> None:
        self.process = subprocess.Popen([sys.executable, __file__, *kind], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, env=env, cwd=BIN)
        self.said = b""
        atexit.register(self.process.stdin.close)  # the zygote ends when its input does

    def run(self, request: dict, timeout: float) -> int | None:
        """The child's exit code (negative: the signal that ended it), or None when it ran out of time (killed)."""
        self.process.stdin.write(json.dumps(request).encode() + b"\n")
        self.process.stdin.flush()
        pid = self._answer(None)
        code = self._answer(timeout)
        if code is None:
            os.kill(pid, signal.SIGKILL)
            self._answer(None)
        return code

    def _answer(self, timeout: float | None) -> int | None:
        fd = self.process.stdout.fileno()
        while b"\n" not in self.said:
            if not select.select([fd], [], [], timeout)[0]:
                return None
            data = os.read(fd, 4096)
            if not data:
                raise RuntimeError(f"the zygote of {self.process.args[2]} ended (exit code {self.process.wait()})")
            self.said += data
        line, _, self.said = self.said.partition(b"\n")
        return int(line)


@functools.cache
def _zygote(kind: tuple[str, str], env: tuple[tuple[str, str], ...]) -> _Zygote:
    return _Zygote(kind, dict(env))


def _serve(kind: tuple[str, str]) -> None:
    """The zygote: import, then fork a child for each request read from stdin; answer its pid, then its exit code."""
    script = BIN / kind[0]
    sys.path[0] = str(script.parent)  # where the console script's interpreter looks first
    sys.argv = [str(script)]  # what a module asks at import (Material's templates: whether this is mkdocs)
    before = dict(os.environ)
    said = _imported(PRELOAD[kind])
    imported = {name: value for name, value in os.environ.items() if before.get(name) != value}  # (Material
    requests = sys.stdin.buffer                                 # sets NO_MKDOCS_2_WARNING): the child's too
    while line := requests.readline():
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _become(request, imported)
            for fd, data in zip((1, 2), said):  # what the imports printed, first, as a new process prints it
                os.write(fd, data)
            runpy.run_path(str(script), run_name="__main__")  # its SystemExit (or error) ends the child
            return
        os.write(1, f"{pid}\n".encode())
        os.write(1, f"{os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])}\n".encode())


def _imported(modules: tuple[str, ...]) -> tuple[bytes, bytes]:
    """Import ``modules``; what they print (Material warns of its end of life unless told not to) is kept for each
    child to print, not sent to the zygote's output."""
    kept = os.dup(1), os.dup(2)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        try:
            for module in modules:
                importlib.import_module(module)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            for fd, saved in zip((1, 2), kept):
                os.dup2(saved, fd)
                os.close(saved)
        out.seek(0)
        err.seek(0)
        return out.read(), err.read()


def _become(request: dict, imported: dict[str, str]) -> None:
    """The child takes the command's output files, folder, environment (with what the imports set in it) and
    arguments."""
    for fd, path, flags in ((0, os.devnull, os.O_RDONLY), (1, request["out"], os.O_WRONLY | os.O_CREAT),
                            (2, request["err"], os.O_WRONLY | os.O_CREAT)):
        opened = os.open(path, flags, 0o600)
        os.dup2(opened, fd)
        os.close(opened)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"], **imported)
    sys.argv = request["argv"]
    random.seed()


if __name__ == "__main__":
    _serve((sys.argv[1], sys.argv[2]))
