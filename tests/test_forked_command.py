"""A build forked from the zygote (``forked_command``) says and exits as the same command started anew, what its
imports print included, and one that runs out of time is stopped as ``subprocess.run`` stops it."""
from __future__ import annotations

import os
import subprocess

import pytest
from forked_command import run
from hostile import example
from hostile_project import write
from test_hostile_strict import RULING, page, small_project

# Without NO_MKDOCS_2_WARNING, Material warns of its end of life as it is imported: in the zygote, kept for each
# child to print first, where a new process prints it.
LOUD = {name: value for name, value in os.environ.items() if name != "NO_MKDOCS_2_WARNING"}


def test_a_forked_build_says_and_exits_as_a_new_process(tmp_path):
    small_project(tmp_path)
    write(tmp_path / RULING, page(example(expect="  Aragorn II is untapped.\n")))  # a failing example
    args = ["build", "--strict", "-q", "-d", str(tmp_path / "site")]
    new = run("mkdocs", args, tmp_path, LOUD, 600, fork=False)
    forked = run("mkdocs", args, tmp_path, LOUD, 600)
    assert new.returncode == 1 and "problem(s) in the pages, and the build is strict" in new.stdout + new.stderr
    assert new.stderr.count("Material for MkDocs reaches end of life") == 1
    assert (forked.returncode, forked.stdout, forked.stderr) == (new.returncode, new.stdout, new.stderr)


def test_a_forked_command_out_of_time_is_stopped(tmp_path):
    small_project(tmp_path)
    with pytest.raises(subprocess.TimeoutExpired):
        run("mkdocs", ["build", "-q", "-d", str(tmp_path / "site")], tmp_path, LOUD, 0.05)
    done = run("mkdocs", ["build", "--strict", "-q", "-d", str(tmp_path / "site")], tmp_path, LOUD, 600)
    assert done.returncode == 0, done.stderr  # the zygote still serves
