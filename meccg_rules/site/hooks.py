"""MkDocs hooks: only what a Markdown extension cannot do, because it needs the whole site or MkDocs itself.

- ``on_startup``: note whether this is ``mkdocs serve --dirty``, whose
  rebuilds write again only what an edit changed (``refresh``); have the
  process end without collecting what the build held (``quick_exit``).
- ``on_config``: start a fresh index and problem list for this build (a strict
  build counts warnings even when ``-q`` hides them); refuse a
  docs folder holding a symbolic link to a folder (MkDocs would follow it, even
  round a loop); hold the include extension to ``allowlist.INCLUDE_FILES``; list
  every section (``rulings/<slug>/index.md`` in the CRF's order, then
  ``concordance/index.md``) under the nav's "Rulings" entry; have the search
  plugin cut each page through ``search_view`` (its own sections, without ``html.parser``) and weigh
  each ruling's statement above its examples (``search_words``); under ``serve``, compile the theme's templates and list its files once
  (``theme_cache``).
- ``on_files``: check every page (findings are build problems); leave out of
  the site every file the docs folder may not publish (symbolic links, names
  that are not plain, unreadable pages, files that are neither pages nor
  images); add a generated page for every cited card, plus ``cards/index.md``, and a
  short address ``r/<id>/`` for every ruling that leads to wherever it lives now.
  In a dirty rebuild, mark as modified exactly the pages ``refresh.plan`` names; under ``serve``, the
  edited pages and their sections first, the rest in a second rebuild (``on_serve`` watches the file that
  ``on_post_build`` touches to start it).
- ``on_nav``: in a dirty rebuild, give the pages not written again their
  titles, so that the nav of the pages written shows them, and drop from the
  search index kept from the last build the pages written again (the search
  plugin adds them back when it writes its index).
- ``on_pre_page``: convert every page with the build's one Markdown converter
  (``one_markdown``), not a new one per page.
- ``on_page_read_source``: give MkDocs each page as read safely, with front
  matter that holds only typed, known fields (MkDocs's own reader would follow
  links, parse aliases, and read fields the theme puts into HTML unescaped).
- ``on_page_content``: the page's title and its table of contents as plain,
  escaped text, since the theme's templates insert them as they are.
- ``on_env``: a first rebuild of ``serve`` leaves the 404 page and the sitemap
  to the second; the nav and tabs of the pages outside the nav are rendered
  once per build (``nav_cache``), and the theme's ``config`` block once for
  each depth of page (``config_block``).
- ``on_post_build``: have the search worker read a question's words (``search_words``); write ``rulings.json``, ``cards.json`` and the feeds of What changed
  (``feeds.py``; a first rebuild of ``serve`` leaves them to the second); fail a strict build that had any
  problem, whatever the log level (``mkdocs build --strict -q``), after the
  search plugin has written its index.

Everything shown on a page is made by the extension ``meccg_rules.site.extension``.
"""
from __future__ import annotations

import html
import json
import logging
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

import yaml
from mkdocs.exceptions import Abort
from mkdocs.structure.files import File
from mkdocs.utils import CountHandler

from meccg_rules.pages.addresses import CARDS_JSON, RULINGS_JSON, card_page
from meccg_rules.pages.allowlist import INCLUDE_FILES
from meccg_rules.pages.crf import census
from meccg_rules.pages.html_policy import plain_text
from meccg_rules.pages.reading import entry_problem, walk
from meccg_rules.pages.tags_marker import without_markers
from meccg_rules.site import index as site_index
from meccg_rules.site import (accessible, changes, config_block, feeds, nav_cache, one_markdown, problems, quick_exit,
                              refresh, search_view, search_words, tags_listing, theme_cache, wayfinding)
from meccg_rules.site.cards_json import cards_json
from meccg_rules.site.linking import card_slug
from meccg_rules.site.rulings_json import rulings_json

NAV_ENTRY = "Rulings"
SECOND_WAVE_AFTER = 2.0  # seconds between a serve rebuild that left pages for later and the next one
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's, where PyYAML has it: the same YAML, faster
SNIPPETS = "pymdownx.snippets"
_urls: dict[str, str] = {}
_serve = {"dirty": False, "before": None, "generated": {}, "written": set()}


def on_startup(command, dirty):
    _serve["dirty"] = command == "serve" and dirty
    quick_exit.at_exit()


def on_serve(server, config, builder):
    """A rebuild that leaves pages for a second one (``refresh.first_wave``) starts it by touching a file the
    server watches, in a folder of its own outside the docs."""
    if _serve["dirty"]:
        folder = Path(tempfile.mkdtemp(prefix="meccg-rules-refresh-"))
        _serve["marker"] = folder / "pending"
        _serve["marker"].write_text("", encoding="utf-8")
        server.watch(str(folder))
    return server


def on_shutdown():
    marker = _serve.get("marker")
    if marker is not None:
        shutil.rmtree(marker.parent, ignore_errors=True)


def on_config(config):
    _serve["before"] = site_index.current(config.docs_dir) if _serve["dirty"] else None
    site_index.forget()
    problems.reset()
    if config.strict:
        _count_warnings_when_quiet()
    docs = Path(config.docs_dir)
    linked = [f for f in walk(docs).refused if Path(f.path).is_symlink() and Path(f.path).is_dir()]
    if linked:
        raise Abort("the docs folder holds symbolic links to folders, which the site refuses (MkDocs would "
                    "follow them, round a loop too): " + "; ".join(Path(f.path).relative_to(docs).as_posix()
                                                                   for f in linked))
    _hold_includes(config)
    if _serve["dirty"]:
        theme_cache.share(config.theme)
    search_view.lighten(config.plugins.get("material/search"), config.plugins)
    search_words.weighed(config.plugins.get("material/search"))
    tags_listing.a_to_z(config.plugins.get("material/tags"))
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


def _count_warnings_when_quiet() -> None:
    """``mkdocs build --strict -q`` drops warnings before MkDocs can count them: keep them, but do not print them."""
    logger = logging.getLogger("mkdocs")
    if logger.getEffectiveLevel() <= logging.WARNING:
        return
    quiet = logger.getEffectiveLevel()
    for handler in logger.handlers:
        if not isinstance(handler, CountHandler):
            handler.setLevel(max(handler.level, quiet))
    logger.setLevel(logging.WARNING)


def _hold_includes(config) -> None:
    """The include extension may read the files of ``INCLUDE_FILES`` only, never a link, never a download."""
    if SNIPPETS not in config.markdown_extensions:
        return
    root = Path(config.config_file_path).parent if config.config_file_path else Path.cwd()
    bases = []
    for name in INCLUDE_FILES:
        path = root / name
        problem = entry_problem(path) if path.is_symlink() else None
        if problem:
            problems.report(f"{name}: {problem.message}")
        elif path.is_file():
            bases.append(str(path))
    config.mdx_configs.setdefault(SNIPPETS, {}).update(
        base_path=bases, restrict_base_path=True, check_paths=False, url_download=False, auto_append=[])


def _target(item) -> str:
    return next(iter(item.values())) if isinstance(item, dict) else item


def on_files(files, config):
    index = site_index.index_for(config.docs_dir)
    docs = str(Path(config.docs_dir).resolve()) + os.sep
    for file in list(files):
        if file.generated_by or not file.abs_src_path or not file.abs_src_path.startswith(docs):
            continue  # the theme's own files
        if file.src_uri.endswith(".md") and file.src_uri not in index.texts or \
                not file.src_uri.endswith(".md") and file.src_uri not in index.static:
            files.remove(file)  # index.validate() has reported why
    for name in index.cards_cited:
        card = index.catalogue.find(name)
        uri = card_page(card_slug(card.name))
        if uri not in files.src_uris:
            content = f"---\ntitle: {json.dumps(card.name)}\ncard: {card.id}\n---\n\n# {card.name}\n\n[CARD]\n"
            files.append(File.generated(config, uri, content=content))
    if card_page("index") not in files.src_uris:
        content = ("---\ntitle: Cards\n---\n\n# Cards\n\nEvery card that a ruling is about or that an "
                   "example uses, with its facts, our summary and the rulings that cite it. Every card of the "
                   "reference data, with how much of it the engine models and the rulings citing it, is also "
                   f"published as <a href=\"../{CARDS_JSON}\"><code>{CARDS_JSON}</code></a>.\n\n[CARDS]\n")
        files.append(File.generated(config, card_page("index"), content=content))
    _urls.clear()
    _urls.update({uri: files.src_uris[uri].url for uri in index.by_uri})
    for ruling in index.by_uri.values():
        if index.rulings.get(ruling.id) is ruling:
            uri = ruling.short_href.lstrip("/")
            if uri not in files.src_uris:
                files.append(File.generated(config, uri, content=short_link_page(ruling.title, _urls[ruling.src_uri])))
    if _serve["before"] is not None:
        plan = refresh.merge(refresh.plan(_serve["before"], index), _serve.get("pending"))
        _serve["pending"] = None
        if _serve.get("marker") is not None:
            plan, _serve["pending"] = refresh.first_wave(plan, _serve["before"], index)
        _mark_modified(files, plan)
    _serve["generated"] = {file.src_uri: file.content_string for file in files if file.generated_by}
    return files


def _mark_modified(files, plan: refresh.Plan) -> None:
    """A dirty rebuild writes again the pages of ``plan``, generated pages whose content changed, and nothing else."""
    cards = {card_page(card_slug(name)) for name in plan.cards}
    written = set()
    for file in files:
        if file.generated_by:
            modified = (plan.everything or file.src_uri in cards or file.src_uri == card_page("index") and
                        plan.rulings_changed or _serve["generated"].get(file.src_uri) != file.content_string)
        elif file.src_uri.endswith(".md"):
            modified = plan.everything or file.src_uri in plan.pages or not os.path.exists(file.abs_dest_path)
        else:
            continue  # images and the theme's files: MkDocs compares their times
        file.is_modified = (lambda: True) if modified else (lambda: False)
        if modified and file.src_uri.endswith(".md"):
            written.add(file.url)
    _serve["written"] = written


def on_nav(nav, config, files):
    """In a dirty rebuild, the pages not written again keep their titles in the nav of those written."""
    if _serve["before"] is None:
        return nav
    kept = getattr(config.plugins.get("material/search"), "search_index_prev", None)
    if kept is not None:  # the search plugin adds the pages written again back when it writes its index
        kept.entries = [entry for entry in kept.entries if entry["location"].split("#")[0] not in _serve["written"]]
    index = site_index.index_for(config.docs_dir)
    for page in nav.pages:
        if not page.file.is_modified():
            page.markdown = ""
            page.meta = {"title": html.escape(plain_text(index.title_of(page.file.src_uri)), quote=True)}
    return nav


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


def on_pre_page(page, config, files):
    """Every page is converted by the build's one Markdown converter (``one_markdown``)."""
    one_markdown.use_for(page)
    return page


def on_page_read_source(page, config):
    """The page as read safely, its front matter reduced to typed fields MkDocs and the theme use."""
    if page.file.generated_by:
        return None
    index = site_index.index_for(config.docs_dir)
    source = index.pages.get(page.file.src_uri)
    if source is None or page.file.src_uri not in index.texts:
        return "---\n{}\n---\n"
    meta = {key: source.meta[key] for key in ("title", "hide", "search") if key in source.meta}
    if source.is_ruling and source.strings("terms"):
        meta["terms"] = [html.escape(term) for term in source.strings("terms")]  # the tags plugin shows them as is
    front = yaml.dump(meta, Dumper=DUMPER, allow_unicode=True, default_flow_style=True, width=1 << 20)
    body = "\n".join(source.text.split("\n")[source.body_line - 1:])
    return f"---\n{front}---\n" + without_markers(body, page.file.src_uri)


def on_page_content(html_text, page, config, files):
    """Titles are plain text everywhere: the theme inserts ``page.meta.title`` and the toc's titles unescaped."""
    index = site_index.index_for(config.docs_dir)
    source = index.pages.get(page.file.src_uri)
    title = source.meta.get("title") if source is not None else None
    page.meta["title"] = html.escape(plain_text(title or page.title or ""), quote=True)
    _plain_toc(page.toc)
    return html_text


def _plain_toc(items) -> None:
    for item in items or []:
        item.title = html.escape(plain_text(item.title or ""), quote=True)
        _plain_toc(item.children)


def _first_wave() -> bool:
    """Whether this rebuild of ``serve`` leaves pages for a second one (``refresh.first_wave``)."""
    return _serve.get("pending") is not None and _serve.get("marker") is not None


def on_env(env, config, files):
    """A first rebuild of ``serve`` leaves the theme's 404 page and sitemap (which show every page and the nav) to
    the second."""
    if _first_wave():
        config.theme.static_templates = set()
    nav_cache.render_once(env)
    config_block.render_once(env)
    return env


def on_page_context(context, page, config, nav):
    """A page outside the nav (a ruling, a card) shows the section page it belongs to as active: its tab is
    highlighted and the left column shows its part of the nav (``wayfinding.belongs_to``)."""
    _activated[:] = [found] if (found := wayfinding.belongs_to(nav, page)) is not None else []
    for item in _activated:
        item.active = True
    return context


def on_post_page(output, page, config):
    """The theme's progress bar and search dialog, named (``accessible``); the section made active for the page
    (``on_page_context``) is made inactive again."""
    for item in _activated:
        item.active = False
    _activated.clear()
    if page.file.src_uri == "changes.md":  # feed readers find the feeds from the page's head
        output = output.replace("</head>", feeds.head_links("../") + "</head>", 1)
    return accessible.named(output)


_activated: list = []  # the nav item on_page_context made active for the page being written


def _write_feeds(index, config) -> None:
    """What changed as RSS and Atom (``feeds.py``), an item per ruling added, changed or superseded."""
    found = changes.builds(index) or []
    urls = {ruling_id: _urls[ruling.src_uri] for ruling_id, ruling in index.rulings.items() if ruling.src_uri in _urls}
    site = config.site_url.rstrip("/") + "/"
    listed = feeds.items(found, urls, site)
    title = f"{config.site_name} - what changed"
    Path(config.site_dir, feeds.RSS).write_text(
        feeds.rss(listed, title, site + "changes/", "Rulings added, changed or superseded on this site."),
        encoding="utf-8")
    Path(config.site_dir, feeds.ATOM).write_text(
        feeds.atom(listed, title, site + "changes/", site + feeds.ATOM, config.site_author or config.site_name),
        encoding="utf-8")


def on_post_build(config):
    search_words.add_words(config.site_dir)
    index = site_index.index_for(config.docs_dir)
    if not _first_wave():  # a first rebuild of serve leaves it to the second
        Path(config.site_dir, RULINGS_JSON).write_text(rulings_json(index, _urls), encoding="utf-8")
        Path(config.site_dir, CARDS_JSON).write_text(cards_json(index), encoding="utf-8")
        _write_feeds(index, config)
    else:
        # the server starts the second rebuild when it sees the file change; it holds every request while it
        # rebuilds, so it waits a moment, for the browser to reload the edited page first
        marker = _serve["marker"]
        timer = threading.Timer(SECOND_WAVE_AFTER, lambda: marker.write_text(str(time.time()), encoding="utf-8"))
        timer.daemon = True
        timer.start()
    found = problems.found()
    if config.strict and found:
        shown = "\n  ".join(found[:20]) + (f"\n  ... and {len(found) - 20} more" if len(found) > 20 else "")
        raise Abort(f"Aborted: {len(found)} problem(s) in the pages, and the build is strict:\n  {shown}")
