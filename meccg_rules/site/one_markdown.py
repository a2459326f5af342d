"""One Markdown converter for every page of a build, instead of a new one per page.

MkDocs's ``Page.render`` builds a new ``markdown.Markdown`` for each page,
loading and configuring every extension again (about 5 % of a badged build of
1,600 rulings). Python-Markdown's own way to convert many texts is one
instance, ``reset()`` between them (each extension clears its state in its
``reset``). ``render`` is ``Page.render`` with that one change: the
converter is made once per build configuration and reset before each page;
MkDocs's per-page processors (raw HTML anchors, anchors, relative links,
title) are made for each page as MkDocs makes them, and replace the previous
page's by name, in the same order. A conversion that failed, or that the
guard turned into a notice (``guard.guard_convert``: the Markdown library
recursed too deep, which can leave its parser mid-state), drops the converter:
the next page gets a new one. ``render`` copies MkDocs 1.6's method, so it is used
only with MkDocs 1.6 (``pyproject.toml`` allows later 1.x): with another
version every page renders MkDocs's own way.
"""
from __future__ import annotations

import logging
from functools import partial

import markdown
import mkdocs
from mkdocs.structure import pages as mkdocs_pages
from mkdocs.structure.toc import get_toc

log = logging.getLogger("mkdocs.structure.pages")
_current: dict = {"config": None, "md": None}
SUPPORTED = mkdocs.__version__.startswith("1.6.")  # the MkDocs whose Page.render ``render`` copies


def converter(config) -> markdown.Markdown:
    """The build's converter, reset for a new page."""
    md = _current["md"]
    if md is None or _current["config"] is not config or getattr(md, "spoiled", False):
        md = markdown.Markdown(extensions=config["markdown_extensions"], extension_configs=config["mdx_configs"] or {})
        _current.update(config=config, md=md)
    else:
        md.reset()
    return md


def render(page, config, files) -> None:
    """``Page.render`` of MkDocs 1.6, converting with the build's one converter."""
    if page.markdown is None:
        raise RuntimeError("`markdown` field hasn't been set (via `read_source`)")
    md = converter(config)
    raw_html_ext = mkdocs_pages._RawHTMLPreprocessor()
    raw_html_ext._register(md)
    extract_anchors_ext = mkdocs_pages._ExtractAnchorsTreeprocessor(page.file, files, config)
    extract_anchors_ext._register(md)
    relative_path_ext = mkdocs_pages._RelativePathTreeprocessor(page.file, files, config)
    relative_path_ext._register(md)
    extract_title_ext = mkdocs_pages._ExtractTitleTreeprocessor()
    extract_title_ext._register(md)
    try:
        page.content = md.convert(page.markdown)
    except BaseException:
        md.spoiled = True
        raise
    page.toc = get_toc(getattr(md, "toc_tokens", []))
    page._title_from_render = extract_title_ext.title
    page.present_anchor_ids = extract_anchors_ext.present_anchor_ids | raw_html_ext.present_anchor_ids
    if mkdocs_pages.log.getEffectiveLevel() > logging.DEBUG:
        page.links_to_anchors = relative_path_ext.links_to_anchors


def use_for(page) -> None:
    """Make ``page`` render with the build's one converter (MkDocs calls ``page.render(config, files)``)."""
    if SUPPORTED:
        page.render = partial(render, page)
