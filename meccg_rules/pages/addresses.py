"""Where each page is published, and the addresses no page may take: those of what the build writes itself.

MkDocs writes the page ``docs/a/b.md`` as ``a/b/index.html`` (``index.md`` and
``README.md`` as their folder's), so a page's *address* is a folder, ``a/b/``.
The build also writes files and pages of its own; a page at one of their
addresses would replace them (a ruling's permanent short link, a card page: a
spoof) or crash the build (``rulings.json.md`` makes the folder
``rulings.json/`` where the build then writes the file). So a page is refused,
at its path, when

- its address is in a folder the build fills: ``r/`` (a short link for every
  ruling), ``cards/`` (a page for every card cited, and their index),
  ``assets/`` (the site's and the theme's scripts, stylesheets and images) and
  ``search/`` (the search index);
- a part of its address holds a ``.``: every file the build writes does
  (``rulings.json``, ``cards.json``, ``sitemap.xml``, ``sitemap.xml.gz``, ``404.html``, the
  feeds ``changes.rss.xml`` and ``changes.atom.xml``, the images of ``docs/``),
  and no page's address does, whatever the build writes next;
- another page has the same address (``status.md`` and ``status/index.md``,
  in any case of letters): one would overwrite the other, so both are refused.

The build's own generators take their folders from here (``short_link``,
``card_page``, ``RULINGS_JSON``, ``CARDS_JSON``); ``tests/test_addresses.py`` checks that every
file a real build writes is at an address no page may take.

>>> address("rulings/site-phase-general/index.md"), address("status.md"), address("index.md")
('rulings/site-phase-general', 'status', '')
>>> [problem[:40] for problem in reserved("r/some-ruling.md", "rulings.json.md", "rulings/a/b.md")]
['the address r/some-ruling/ is in r/, whe', "the address rulings.json/ has a '.' in '", '']
"""
from __future__ import annotations

from pathlib import Path

from .findings import Finding

SHORT_LINKS = "r"
CARD_PAGES = "cards"
RULINGS_JSON = "rulings.json"
CARDS_JSON = "cards.json"
BUILD_FOLDERS = {  # the folders the build fills, and with what
    SHORT_LINKS: "where the build writes a short link for every ruling (/r/<id>/)",
    CARD_PAGES: "where the build writes a page for every card cited (cards/<slug>/) and their index",
    "assets": "where the site's and the theme's scripts, stylesheets and images are written",
    "search": "where the search plugin writes the search index",
}
INDEX_STEMS = ("index", "README")  # MkDocs writes both as their folder's page


def short_link(ruling_id: str) -> str:
    """The file of a ruling's permanent short link, ``r/<id>/index.html``, below the site."""
    return f"{SHORT_LINKS}/{ruling_id}/index.html"


def card_page(slug: str) -> str:
    """The source of the page the build generates for a card, ``cards/<slug>.md`` (``index`` for their list)."""
    return f"{CARD_PAGES}/{slug}.md"


def address(uri: str) -> str:
    """The folder the page ``uri`` (below the docs folder, with ``/``) is published as, without its ``/``."""
    folder, _, name = uri.rpartition("/")
    stem = name[:-3] if name.endswith(".md") else name
    if stem in INDEX_STEMS:
        return folder
    return f"{folder}/{stem}" if folder else stem


def reserved(*uris: str) -> list[str]:
    """Why each page may not have its address ("" when it may), on its own (``clashes`` also compares pages)."""
    return [_reserved(uri) for uri in uris]


def _reserved(uri: str) -> str:
    where = address(uri)
    parts = where.split("/") if where else []
    if parts and parts[0].casefold() in BUILD_FOLDERS:
        return (f"the address {where}/ is in {parts[0]}/, {BUILD_FOLDERS[parts[0].casefold()]}: a page there would "
                "replace what the build writes; move the page elsewhere")
    dotted = next((part for part in parts if "." in part), None)
    if dotted is not None:
        return (f"the address {where}/ has a '.' in {dotted!r}: every file the build writes has one ({RULINGS_JSON}, "
                "sitemap.xml, 404.html, the feeds changes.rss.xml and changes.atom.xml, images), so a page named like "
                "a file would take its place or crash the build; name the page and its folders with letters, digits, "
                "'_' and '-' only")
    return ""


def clashes(docs: Path, pages: list[Path]) -> dict[Path, Finding]:
    """The pages of the docs folder ``docs`` that may not have their address, each with its finding (line 1)."""
    docs = Path(docs)
    uris = {page: page.relative_to(docs).as_posix() for page in pages}
    found: dict[Path, Finding] = {}
    by_address: dict[str, list[Path]] = {}
    for page, uri in uris.items():
        problem = _reserved(uri)
        if problem:
            found[page] = Finding(str(page), 1, problem)
        else:
            by_address.setdefault(address(uri).casefold(), []).append(page)
    for same in by_address.values():
        for page in same if len(same) > 1 else ():
            others = " and ".join(f"{docs.name}/{uris[other]}" for other in same if other != page)
            where = address(uris[page])
            found[page] = Finding(str(page), 1, (
                f"this page and {others} would both be published as {where + '/' if where else 'the home page'} "
                "(one would overwrite the other); rename or remove one of them"))
    return found
