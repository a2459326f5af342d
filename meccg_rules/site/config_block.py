"""Material's ``config`` block rendered once for each set of answers it shows, not once a page.

The block (``base.html`` of Material 9.8.2) writes the JSON the theme's
scripts read: the features, ten labels in the site's language, the annotate,
tags and version settings, the path to the site's root (``base_url``) and the
address of the search worker (MkDocs's ``url`` filter). Only the last two
depend on the page, and they are the same for every page at the same depth, so
a build of 1,600 rulings rendered the same few texts two thousand times (ten
translation macros and a ``tojson`` each time).

``render_once`` wraps the block: a page gets the text rendered for an earlier
page with the same ``base_url`` whose ``url`` filter values get the same
answers on this page (as MkDocs 1.6 computes them, ``nav_cache._addresses``);
any other page goes through the template, and its text is kept. The kept texts
belong to the build's theme environment (a new one, made from the build's
configuration, for every build and every rebuild of ``mkdocs serve``). It is
used only with the Material and MkDocs ``nav_cache`` was checked against, and
only where ``base.html`` and ``main.html`` are Material's own files (a site
that overrides either renders every page as the template says).
``tests/test_real_docs_both_ways.py`` renders the block both ways on every
page of the real docs.
"""
from __future__ import annotations

from jinja2 import Environment, pass_context
from mkdocs.utils.templates import url_filter

from .nav_cache import SUPPORTED, Kept, _addresses, _material_own, _target

TEMPLATES = ("base.html", "main.html")  # where the block is written, and the page template that extends it
MOST_KEPT = 8  # texts kept for one base_url (pages at one depth share one; a bound all the same)


def render_once(env: Environment) -> None:
    """Have ``env`` (a build's theme environment) render the ``config`` block once for each set of answers."""
    if not SUPPORTED or not all(_material_own(env, name) for name in TEMPLATES):
        return
    template = env.get_template("base.html")
    block = template.blocks.get("config")
    if block is not None and not isinstance(block, ConfigBlock):
        template.blocks["config"] = ConfigBlock(env, block)


class ConfigBlock(Kept):
    """The block's render function, answering from the texts kept in this build."""

    def __init__(self, env: Environment, original) -> None:
        self.env = env
        self.original = original
        self.kept: dict[str, list[tuple[list, list[str], str]]] = {}  # base_url -> (targets, answers, text)

    def rendered(self, context) -> str | None:
        """The block for the page of ``context``, or None when the page must go through the template."""
        page, base = context.get("page"), context.get("base_url")
        if page is None or not isinstance(base, str) or self.env.filters.get("url") is not url_filter:
            return None
        kept = self.kept.setdefault(base, [])
        for targets, answers, text in kept:
            if _addresses(targets, page) == answers:
                return text
        values: list[str] = []

        @pass_context
        def recording(context, value) -> str:
            values.append(str(value))
            return url_filter(context, value)

        self.env.filters["url"] = recording
        try:
            text = "".join(self.original(context))
        finally:
            self.env.filters["url"] = url_filter
        if len(kept) < MOST_KEPT:
            targets = [_target(value) for value in values]
            kept.append((targets, _addresses(targets, page), text))
        return text
