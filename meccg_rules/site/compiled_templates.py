"""The theme's templates compiled once per ``mkdocs serve``, not once per rebuild.

MkDocs loads its configuration again for every rebuild of ``serve``, and with
it the theme and a new Jinja environment, which compiles every template it
renders again: about a second at every rebuild for Material's templates. The
hooks give each rebuild's environment this in-memory cache of compiled
templates. Jinja asks it with the template's name, file and source, and
compiles again a template whose source changed (an edited override). The cache
is kept per kind of environment (the theme's folders, Jinja's extensions and options),
since code compiled for one configuration may not suit another.
"""
from __future__ import annotations

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


def keep_compiled(env: Environment, theme_dirs: list[str]) -> None:
    """Have ``env`` reuse the templates compiled by earlier environments of the same theme and extensions."""
    kind = (tuple(theme_dirs), tuple(sorted(env.extensions)), env.is_async, env.optimized, env.finalize is None,
            callable(env.autoescape) or env.autoescape)
    env.bytecode_cache = _CACHES.setdefault(kind, CompiledTemplates())
