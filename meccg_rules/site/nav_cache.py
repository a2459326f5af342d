"""The theme's navigation and tabs rendered once per build for the pages outside the nav, not once per page.

Material renders its whole nav macro tree (``partials/nav.html``) and its
tabs (``partials/tabs.html``) for every page: 4 ms a page with the site's
fifty sections, a seventh of a badged build. Ruling pages and card pages are
not in the nav (``validation.omitted_files: ignore``); for such a page no nav
item equals the page, the only active items are the section page it belongs
to and its parents (``wayfinding.belongs_to``), and the two partials then
differ between pages of one section only in the URLs that MkDocs's ``url``
filter writes relative to the page (or, for the 404 page, from the site's root).

``render_once`` makes both partials, for those pages, render once per build
and section (the nav's state: its items and which are active) with a marker
in place of each ``url`` filter's answer, and give each page that rendering
with every marker replaced by what MkDocs's own ``url`` filter answers for
that page and that value. A page in the nav (its nav shows it active, with
its table of contents), or a nav holding an item that is not one of MkDocs's
own pages, sections and links, goes through Material's template as before. The header's search form and colour palette
(``partials/search.html``, ``partials/palette.html``), which show only the
configuration, the features and the language, are rendered once for every
page; so is the header itself (``partials/header.html``), with one more marker
where it shows the page's title (unless it holds sticky tabs, which show the
nav). Each page gets the ``url`` filter's answers as MkDocs 1.6 computes them,
with the page's address split once (``_addresses``). A rendering is kept by
the build's environment (a new one for every
build and every rebuild of ``mkdocs serve``) together with the nav, the
configuration, and the titles, addresses and meta fields of every nav item it
was made from: a change to any of them renders again.

It relies on what these partials of Material 9.8.2 read, so it is used only
with that version, MkDocs 1.6, and Material's own files for them (no
``custom_dir`` override): otherwise every page renders Material's own way.
``tests/test_real_docs_both_ways.py`` renders every page of the real docs both
ways and compares them.
"""
from __future__ import annotations

import os

import material
import mkdocs
from jinja2 import Environment, pass_context
from mkdocs.structure.files import File
from mkdocs.structure.nav import Link, Section
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import url_filter

if mkdocs.__version__.startswith("1.6."):  # private: what MkDocs 1.6's url filter computes with
    from mkdocs.utils import _get_norm_url, _norm_parts

MATERIAL_VERSION = "9.8.2"  # the Material whose partials were read and checked
SUPPORTED = mkdocs.__version__.startswith("1.6.") and getattr(material, "__version__", "") == MATERIAL_VERSION
PARTIALS = {  # the partials rendered once: whether they show the nav, and the templates they may include
    "partials/nav.html": (True, ("partials/nav-item.html", "partials/logo.html", "partials/source.html",
                                 "partials/toc.html", "partials/toc-item.html")),
    "partials/tabs.html": (True, ("partials/tabs-item.html",)),
    "partials/search.html": (False, ()),   # the header's search form and colour palette: the same on every
    "partials/palette.html": (False, ()),  # page (the configuration, the features and the language only)
    "partials/header.html": (False, ("partials/logo.html", "partials/javascripts/palette.html",  # and the
                                     "partials/alternate.html", "partials/source.html", "partials/tabs.html")),
}  # page's title, in the header (which shows the tabs, and is then left to the template, with sticky tabs)
TITLED = {"partials/header.html"}  # partials that also show the page's title (``page.meta.title`` or ``page.title``)
TITLE = object()  # stands, among the values of a rendering's markers, for the page's title
MARK = "\x00"  # never in a title or an address: the markers are MARK + number + MARK
_ITEMS = (Page, Section, Link)
KEPT_STATES = 64  # renderings kept at once: one per section a page outside the nav belongs to (``wayfinding``)
_FILES_BY_IDENTITY = File.__eq__ is object.__eq__  # then a page equals another only if it has the same file
_THEME = os.path.join(os.path.dirname(material.__file__), "templates") + os.sep


def render_once(env: Environment) -> None:
    """Have ``env`` (a build's theme environment) render the nav and tabs once for the pages outside the nav, and
    the search form and palette once for every page (each partial only where Material's own file is used)."""
    if not SUPPORTED:
        return
    for name, (shows_nav, included) in PARTIALS.items():
        if all(_material_own(env, n) for n in (name, *included)):
            template = env.get_template(name)
            template.root_render_func = Once(env, name, template.root_render_func, shows_nav, name in TITLED)


def _material_own(env: Environment, name: str) -> bool:
    try:
        _, filename, _ = env.loader.get_source(env, name)
    except Exception:  # a template missing or unreadable: Material's own rendering says why
        return False
    return bool(filename) and os.path.abspath(filename).startswith(_THEME)


class Kept:
    """A render function that gives a kept text where ``rendered`` has one, else renders as the template says."""

    original = None  # the template's own render function

    def __call__(self, context):
        text = self.rendered(context)
        if text is None:
            yield from self.original(context)
        else:
            yield text

    def rendered(self, context) -> str | None:
        raise NotImplementedError


class Once(Kept):
    """A partial's render function that renders once per state of the nav for the pages outside it."""

    def __init__(self, env: Environment, name: str, original, shows_nav: bool = True, titled: bool = False) -> None:
        self.env = env
        self.name = name
        self.shows_nav = shows_nav
        self.titled = titled
        self.original = original
        self.kept: dict = {}  # state -> (nav, config, state, pieces, values, targets), a few states at a time

    def rendered(self, context) -> str | None:
        """The partial for the page of ``context``, or None when the page must go through the template."""
        nav, config, page = context.get("nav"), context.get("config"), context.get("page")
        state = _state_for(nav, page) if self.shows_nav else ()
        if state is None:
            return None
        kept = self.kept.get(state)
        if kept is None or kept[0] is not nav or kept[1] is not config:
            marked = self._marked(context)
            if marked is None:
                return None
            pieces, values = marked
            if len(self.kept) >= KEPT_STATES:
                self.kept.clear()
            kept = self.kept[state] = (nav, config, state, pieces, values, [_target(value) for value in values])
        pieces, values, targets = kept[3], kept[4], kept[5]
        url = self.env.filters["url"]
        if url is url_filter and page is not None:  # MkDocs's own filter, answered with what it computes
            answers = _addresses(targets, page)
        else:
            answers = [_title(page) if value is TITLE else str(url(context, value)) for value in values]
        out = [pieces[0]]
        for answer, piece in zip(answers, pieces[1:]):
            out.append(answer)
            out.append(piece)
        return "".join(out)

    def _marked(self, context) -> tuple[list[str], list] | None:
        """The partial rendered with numbered markers for the ``url`` filter and the page's title: (texts between
        them, the value of each marker in order: what the filter is given, or ``TITLE``)."""
        values: list = []
        page = context.get("page")
        if self.titled:
            if page is None or "navigation.tabs.sticky" in (context.get("config").theme.get("features") or ()):
                return None  # no page (the 404 page), or tabs in the header, which show the nav
            values.append(TITLE)
            meta, page.meta = page.meta, {**(page.meta or {}), "title": f"{MARK}0{MARK}"}

        @pass_context
        def marker(_context, value) -> str:
            values.append(str(value))  # what MkDocs's filter turns into a URL
            return f"{MARK}{len(values) - 1}{MARK}"

        filters = self.env.filters
        url = filters["url"]
        filters["url"] = marker
        try:
            text = "".join(self.original(context))
        finally:
            filters["url"] = url
            if self.titled:
                page.meta = meta
        parts = text.split(MARK)
        numbers = parts[1::2]
        if len(parts) % 2 == 0 or any(not n.isdigit() or int(n) >= len(values) for n in numbers):
            return None  # a MARK of its own in the text: leave this state to the template
        return parts[0::2], [values[int(n)] for n in numbers]


def _target(value):
    """What of MkDocs's ``normalize_url(value, page)`` does not depend on the page: the address as it is (a
    full URL, or one from the site's root), or its parts, whether it ends with '/', and the '../' before it."""
    if value is TITLE:
        return value
    path, level = _get_norm_url(value)
    return path if level == -1 else (_norm_parts(path), path.endswith("/"), "../" * level)


def _addresses(targets: list, page) -> list[str]:
    """MkDocs's ``url`` filter for each value on ``page`` (``normalize_url`` and ``get_relative_url`` of MkDocs
    1.6, with the page's parts found once), and the page's title for ``TITLE``."""
    other = page.url
    folder, _, name = other.rpartition("/")
    here = _norm_parts(folder if "." in name else other)
    answers = []
    for target in targets:
        if target is TITLE:
            answers.append(_title(page))
        elif type(target) is str:
            answers.append(target)
        else:
            parts, slash, up = target
            common = 0
            for a, b in zip(here, parts):
                if a != b:
                    break
                common += 1
            relative = "/".join([".."] * (len(here) - common) + parts[common:]) or "."
            answers.append(up + relative + "/" if slash else up + relative)
    return answers


def _title(page) -> str:
    """What the header shows of a page's title: ``page.meta.title`` if it has one, else ``page.title``."""
    return str(page.meta["title"] if page.meta and page.meta.get("title") else page.title)


_last: list = [None, None, None]  # the nav, page and state of the last page asked: the tabs, then the nav


def _state_for(nav, page) -> tuple | None:
    """``outside_state``, computed once for both partials of a page."""
    if _last[0] is not nav or _last[1] is not page or page is None:
        _last[:] = nav, page, outside_state(nav, page)
    return _last[2]


def outside_state(nav, page) -> tuple | None:
    """What the partials read of ``nav`` for a page outside it (None when ``page`` is in it or an item is not one
    of MkDocs's own): every item's kind, title, address, the meta fields shown, and whether it is active (the
    section a ruling or card page belongs to is, ``wayfinding.belongs_to``)."""
    if nav is None or not hasattr(nav, "items"):
        return None
    state = []
    stack = list(reversed(nav.items))
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind not in _ITEMS:
            return None
        if kind is Section:
            state.append((kind, item.title, len(item.children), item.active))
            stack.extend(reversed(item.children))
            continue
        if kind is Page:
            if page is not None and (item.file is page.file or not _FILES_BY_IDENTITY) and item == page or \
                    getattr(item, "typeset", None) or getattr(item, "encrypted", None):
                return None  # the page itself, or what Material's other plugins add to a page
            meta = item.meta or {}
            state.append((kind, item.title, item.url, item.is_index, meta.get("icon"), meta.get("subtitle"),
                          meta.get("status"), item.active))
        else:
            state.append((kind, item.title, item.url))
    return tuple(state)
