"""What a few pages may do beyond Markdown and scenarios, and nothing else may.

Pages arrive as pull requests from anyone; their only executable content is
```` ```scenario ```` blocks. The exceptions are listed here, as paths
relative to the docs folder, and this file is protected by the code owners
(``.github/CODEOWNERS``) along with the pages it names:

- ``CODE_PAGES``: Python code blocks and doctests run on these pages (the engine's API page and its rule
  families' page);
- ``INCLUDE_PAGES``: these pages may include a file with ``--8<--``, and only
  the files of ``INCLUDE_FILES`` (relative to the repository root);
- ``STATIC_FILES``: files other than pages and images that the site publishes;
- ``LISTING_PAGES``: the pages where Material's tags listing (``<!-- material/tags -->``) is filled in (the
  Terms page: every glossary term with its rulings).
- ``DIRECTIVE_PAGES``: the pages on which the site expands each of its own directive paragraphs
  (``[STATUS]``, ``[COVERAGE]``...), each at most once a page. A directive makes a view of every ruling
  (megabytes of the build's memory each), so it belongs on the one page that shows it; the card pages and their
  index, which the build generates, hold ``[CARD]`` and ``[CARDS]``. ``rulings/*/index.md`` stands for every
  section index, whose ``[COVERAGE <section>]`` lists one CRF section (there are only so many sections).

>>> from pathlib import Path
>>> runs_python(Path("/r/docs/development/engine.md"), Path("/r/docs"))
True
>>> runs_python(Path("/r/docs/rulings/docs/development/engine.md"), Path("/r/docs"))
False
>>> may_hold_directive("rulings/end-of-game/index.md", "COVERAGE", "ts.end-of-game")
True
>>> may_hold_directive("rulings/end-of-game/a-ruling.md", "COVERAGE", "ts.end-of-game")
False
"""
from __future__ import annotations

import functools
import os
from pathlib import Path

CODE_PAGES = ("development/engine.md", "development/engine-families.md")
INCLUDE_PAGES = ("contributing.md",)
INCLUDE_FILES = ("CONTRIBUTING.md",)
STATIC_FILES = ("assets/rulings.css", "assets/rulings-table.js", "assets/short-link.js")
LISTING_PAGES = ("tags.md",)
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp")
DIRECTIVE_PAGES = {  # "NAME" or "NAME <argument>" -> the pages that may hold it; () for generated pages only
    "STATUS": ("status.md",),
    "RULINGS": ("rulings/index.md",),
    "CHANGES": ("changes.md",),
    "CRF-CHANGES": ("changes-by-crf.md",),
    "COVERAGE": ("coverage.md",),
    "COVERAGE <argument>": ("rulings/*/index.md", "rulings/site-phase-on-guard-cards/coverage.md"),
    "SENTENCES <argument>": ("writing-examples.md",),
    "REASONS": ("writing-examples.md",),
    "ENGINE": ("development/engine.md",),
    "VOCABULARY": ("development/engine.md", "writing-examples.md"),
    "CARDS": (),
    "CARD": (),
}


def project_docs(path: Path) -> Path | None:
    """The ``docs`` folder of the project holding ``path``: beside the nearest ``mkdocs.yml`` above it."""
    path = Path(path).absolute()
    project = _project(str(path.parent))
    docs = Path(project) / "docs" if project else None
    return docs if docs is not None and docs in path.parents else None


@functools.lru_cache(maxsize=256)
def _project(folder: str) -> str | None:
    while True:
        if os.path.isfile(os.path.join(folder, "mkdocs.yml")):
            return folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def relative(path: Path, docs: Path | None) -> str | None:
    """``path`` as a POSIX path relative to ``docs`` (``None`` outside it); a relative ``path`` is taken from the
    folder holding ``docs``."""
    if docs is None:
        return None
    docs, path = Path(docs).absolute(), Path(path)
    if not path.is_absolute():  # a path as messages name it, ``docs/rulings/x.md``: beside the docs folder
        path = docs.parent / path
    try:
        return path.relative_to(docs).as_posix()
    except ValueError:
        return None


def runs_python(path: str | Path, docs: str | Path | None = None) -> bool:
    """Whether Python code blocks and doctests run on the page at ``path`` (docs folder found if not given)."""
    path = os.fspath(path)
    if not any(name in path for name in _CODE_PAGE_NAMES):  # a code page's path holds its file name: any other
        return False  # path is answered without building paths (every page of a build asks, once)
    return _runs_python(path, None if docs is None else os.fspath(docs), os.getcwd())


_CODE_PAGE_NAMES = tuple({page.rpartition("/")[2] for page in CODE_PAGES})


@functools.lru_cache(maxsize=4096)
def _runs_python(path: str, docs: str | None, cwd: str) -> bool:
    """``runs_python`` once per page: its answer depends only on these (a relative path on the working folder;
    the project folder above a page is looked up once, ``_project``)."""
    return relative(Path(path), Path(docs) if docs is not None else project_docs(Path(path))) in CODE_PAGES


def may_include(uri: str | None) -> bool:
    """Whether the page (path relative to the docs folder) may use ``--8<--`` includes."""
    return uri in INCLUDE_PAGES


def is_static_allowed(uri: str) -> bool:
    """Whether a file that is not a page (path relative to the docs folder) may be published."""
    return uri in STATIC_FILES or uri.lower().endswith(IMAGE_SUFFIXES)


def may_hold_directive(uri: str | None, name: str, argument: str | None = None) -> bool:
    """Whether the site expands the directive ``[name argument]`` on the page at ``uri`` (relative to the docs
    folder); a ``*`` in ``DIRECTIVE_PAGES`` stands for one folder or file name."""
    return uri is not None and any(_matches(uri, pattern) for pattern in directive_pages(name, argument))


def directive_pages(name: str, argument: str | None = None) -> tuple[str, ...]:
    """The pages of ``DIRECTIVE_PAGES`` that may hold ``[name argument]``."""
    return DIRECTIVE_PAGES.get(f"{name} <argument>" if argument else name, ())


def _matches(uri: str, pattern: str) -> bool:
    parts, wanted = uri.split("/"), pattern.split("/")
    return len(parts) == len(wanted) and all(want in ("*", part) for part, want in zip(parts, wanted))
