"""MkDocs's link rewriting, answered at once for a link from the docs root to a page that exists.

MkDocs turns every link of a page into a URL relative to that page and checks
that its target exists (``validation`` in ``mkdocs.yml``); for each link it
splits the address, guesses the files a mistaken link might have meant and
looks them up, about a quarter of a millisecond a link. The extension writes
every link it makes from the docs root (``/cards/river.md``,
``/glossary.md#tap``), 60 or so a ruling page, and each names a file of the
site: for such a link, ``faster`` gives MkDocs's answer directly, the target's
URL relative to the page, and still registers its ``#anchor`` so that MkDocs
checks it after the build, as it checks every anchor. Every other link (relative,
to a file that is not in the site, with a query or an escaped character, or when
absolute links are not read from the docs root) goes through MkDocs's own
code, with its warnings: a broken link still fails a strict build. It answers
as MkDocs 1.6 does, so it is used only with MkDocs 1.6 (``pyproject.toml``
allows later 1.x): with another version every link goes through MkDocs.
"""
from __future__ import annotations

import posixpath
import re
from functools import lru_cache

import mkdocs
from mkdocs.utils import get_relative_url

SUPPORTED = mkdocs.__version__.startswith("1.6.")  # the MkDocs whose link rewriting ``faster`` answers for

PLAIN = re.compile(r"/[A-Za-z0-9_.\-/]+(?:#[A-Za-z0-9_.:\-]*)?\Z")


def faster(relpath) -> None:
    """Give MkDocs's link processor ``relpath`` (one per page) the direct answer for links to existing pages."""
    original = relpath.path_to_url
    if not SUPPORTED or getattr(original, "known_links", False):
        return
    from mkdocs.structure.pages import _AbsoluteLinksValidationValue  # private: imported only where SUPPORTED

    if relpath.config.validation.links.absolute_links is not _AbsoluteLinksValidationValue.RELATIVE_TO_DOCS:
        return
    files, page = relpath.files, relpath.file

    def path_to_url(url: str) -> str:
        if PLAIN.match(url):
            path, _, anchor = url[1:].partition("#")
            target = files.src_uris.get(path) if posixpath.normpath(path) == path else None  # normalised already
            if target is not None and not target.inclusion.is_excluded():
                if anchor:
                    relpath.links_to_anchors.setdefault(target, {}).setdefault(anchor, url)
                relative = _relative_url(target.url, page.url)
                return f"{relative}#{anchor}" if anchor else relative
        return original(url)

    path_to_url.known_links = True
    relpath.path_to_url = path_to_url


@lru_cache(maxsize=1 << 10)
def _relative_url(url: str, other: str) -> str:
    """MkDocs's ``get_relative_url``, remembered: a page links to the same cards and terms more than once. The
    answer depends on the page, so only the last page's few hundred pairs are worth keeping (at 400 rulings
    1,024 entries are hit as often as 65,536, which held 13 MB at 1,600)."""
    return get_relative_url(url, other)
