"""MkDocs hooks: only what a Markdown extension cannot do, because it needs the whole site.

- ``on_config``: start a fresh index for this build; list every section
  (``rulings/<slug>/index.md`` in the CRF's order, then ``concordance/index.md``)
  under the nav's "Rulings" entry, so the nav holds sections, never every
  ruling (linear builds).
- ``on_files``: check every page's front matter (findings are build warnings),
  add a generated page for every cited card, plus ``cards/index.md``, and a
  short address ``r/<id>/`` for every ruling that leads to wherever it lives now.
- ``on_post_build``: write ``rulings.json``.

Everything shown on a page is made by the extension ``meccg_rules.site.extension``.
"""
from __future__ import annotations

import html
import json
from pathlib import Path

from mkdocs.structure.files import File

from meccg_rules.pages.crf import census
from meccg_rules.site import index as site_index
from meccg_rules.site.linking import card_slug
from meccg_rules.site.rulings_json import rulings_json

NAV_ENTRY = "Rulings"
_urls: dict[str, str] = {}


def on_config(config):
    site_index.forget()
    docs = Path(config.docs_dir)
    sections = sorted((p.relative_to(docs).as_posix() for p in docs.glob("rulings/*/index.md")), key=_crf_order)
    if (docs / "concordance" / "index.md").exists():
        sections.append("concordance/index.md")
    for entry in config.nav or []:
        if isinstance(entry, dict) and isinstance(entry.get(NAV_ENTRY), list):
            listed = {_target(item) for item in entry[NAV_ENTRY]}
            entry[NAV_ENTRY].extend(uri for uri in sections if uri not in listed)
    return config


def _crf_order(uri: str) -> tuple:
    """Sections in the CRF's order; folders of no CRF section after them, by name."""
    folder = uri.split("/")[1]
    rank = census().folder_rank(folder)
    return (rank is None, rank or 0, folder)


def _target(item) -> str:
    return next(iter(item.values())) if isinstance(item, dict) else item


def on_files(files, config):
    index = site_index.index_for(config.docs_dir)
    for name in index.cards_cited:
        card = index.catalogue.find(name)
        uri = f"cards/{card_slug(card.name)}.md"
        if files.get_file_from_path(uri) is None:
            content = f"---\ntitle: {json.dumps(card.name)}\ncard: {card.id}\n---\n\n# {card.name}\n\n[CARD]\n"
            files.append(File.generated(config, uri, content=content))
    if files.get_file_from_path("cards/index.md") is None:
        content = ("---\ntitle: Cards\n---\n\n# Cards\n\nEvery card that a ruling is about or that an "
                   "example uses, with its facts, our summary and the rulings that cite it.\n\n[CARDS]\n")
        files.append(File.generated(config, "cards/index.md", content=content))
    _urls.clear()
    _urls.update({uri: files.get_file_from_path(uri).url for uri in index.by_uri})
    for ruling in index.by_uri.values():
        if index.rulings.get(ruling.id) is ruling:
            uri = ruling.short_href.lstrip("/")
            if files.get_file_from_path(uri) is None:
                files.append(File.generated(config, uri, content=short_link_page(ruling.title, _urls[ruling.src_uri])))
    return files


SHORT_LINK = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<link rel="canonical" href="../../{url}">
<meta http-equiv="refresh" content="0; url=../../{url}">
<script src="../../assets/short-link.js"></script>
</head>
<body><p>This ruling is at <a href="../../{url}">{title}</a>.</p></body>
</html>
"""


def short_link_page(title: str, url: str) -> str:
    """``r/<id>/index.html``: sends the reader on to the ruling (keeping a ``#example-2`` with the script)."""
    return SHORT_LINK.format(title=html.escape(title), url=html.escape(url))


def on_post_build(config):
    index = site_index.index_for(config.docs_dir)
    Path(config.site_dir, "rulings.json").write_text(rulings_json(index, _urls), encoding="utf-8")
