"""The theme's templates compiled, and its files listed, once per ``mkdocs serve``, not once per rebuild.

MkDocs loads its configuration again for every rebuild of ``serve``, and with
it the theme and a new Jinja environment, which compiles every template it
renders again (about a second at every rebuild for Material's templates) and
lists every file of the theme to copy its static files (walking Material's
14,000 icons, which MkDocs then leaves out as hidden files, half a second).

``share`` makes every environment of the theme do both:

- ``keep_compiled``: each rebuild's environment shares an in-memory cache of
  compiled templates. Jinja asks it with the template's name, file and source,
  and compiles again a template whose source changed. The cache is kept per
  kind of environment (the theme's folders, Jinja's extensions and options),
  since code compiled for one configuration may not suit another.
- ``listing``: the theme's environments list its files from a listing kept
  while none of the theme's folders changed (a file added or removed changes
  its folder), leaving out hidden files and folders (names starting with a
  dot), which MkDocs never copies.
"""
from __future__ import annotations

import os

from jinja2 import Environment
from jinja2.bccache import Bucket, BytecodeCache


class CompiledTemplates(BytecodeCache):
    """Compiled templates kept in memory, each with the checksum of the source it was compiled from."""

    def __init__(self) -> None:
        self._codes: dict[str, tuple[str, object]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        kept = self._codes.get(bucket.key)
        if kept is not None and kept[0] == bucket.checksum:
            bucket.code = kept[1]

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._codes[bucket.key] = (bucket.checksum, bucket.code)


_CACHES: dict[tuple, CompiledTemplates] = {}
_LISTINGS: dict[tuple[str, ...], tuple[list[str], dict[str, int]]] = {}


def keep_compiled(env: Environment, theme_dirs: list[str]) -> None:
    """Have ``env`` reuse the templates compiled by earlier environments of the same theme and extensions."""
    kind = (tuple(theme_dirs), tuple(sorted(env.extensions)), env.is_async, env.optimized, env.finalize is None,
            callable(env.autoescape) or env.autoescape)
    env.bytecode_cache = _CACHES.setdefault(kind, CompiledTemplates())


def share(theme) -> None:
    """Have every environment of ``theme`` (a MkDocs ``Theme``: the build's, the search plugin's for its
    translations) reuse the compiled templates and list its files from the kept listing."""
    make_env = theme.get_env

    def get_env() -> Environment:
        env = make_env()
        keep_compiled(env, theme.dirs)
        env.loader.list_templates = lambda: listing(env.loader.searchpath)
        return env

    theme.get_env = get_env


def listing(folders: list[str]) -> list[str]:
    """Every file under ``folders`` but hidden ones, as template names (``assets/x.css``), each once, sorted;
    walked again when one of the folders walked changed."""
    key = tuple(folders)
    kept = _LISTINGS.get(key)
    if kept is None or any(_changed(folder, when) for folder, when in kept[1].items()):
        kept = _LISTINGS[key] = _walk(folders)
    return list(kept[0])


def _changed(folder: str, when: int) -> bool:
    try:
        return os.stat(folder).st_mtime_ns != when
    except OSError:
        return True


def _walk(folders: list[str]) -> tuple[list[str], dict[str, int]]:
    names, seen = set(), {}
    for top in folders:
        for folder, subfolders, files in os.walk(top):
            seen[folder] = os.stat(folder).st_mtime_ns
            subfolders[:] = [name for name in subfolders if not name.startswith(".")]
            relative = os.path.relpath(folder, top)
            for name in files:
                if not name.startswith("."):
                    names.add(name if relative == "." else f"{relative.replace(os.sep, '/')}/{name}")
    return sorted(names), seen
