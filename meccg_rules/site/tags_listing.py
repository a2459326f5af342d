"""The Terms page: Material's tags listing, every glossary term with the rulings that name it.

Material's tags plugin replaces the listing marker (``<!-- material/tags -->``) with a heading whose attribute
list gives it an id of its own making, ``tags.md:184-206/slug``, and fills the listing in where it finds that id
once every page is built. The site keeps only plain ids from attribute lists (``guard.SafeAttrList``), so it lets
those through on the pages of ``allowlist.LISTING_PAGES`` only, and only the ones the plugin made for that page.
The terms are listed from A to Z whatever their case (the plugin puts "Darkhaven" before "action").

>>> sorted(listing_ids("tags.md", ["# Terms", "###### tags.md:184-206/name { #tags.md:184-206/slug }"]))
['tags.md:184-206/slug']
>>> listing_ids("rulings/x.md", ["###### rulings/x.md:1-20/name { #rulings/x.md:1-20/slug }"])
frozenset()
"""
from __future__ import annotations

import re

from ..pages.allowlist import LISTING_PAGES

INJECTION_POINT = re.compile(r"#{1,6} (\S+:\d+-\d+)/name \{ #\1/slug \}\Z")


def listing_ids(uri: str, lines: list[str]) -> frozenset[str]:
    """The ids of the listings Material's tags plugin put on the page ``uri`` (none but on a listing page)."""
    if uri not in LISTING_PAGES:
        return frozenset()
    found = (INJECTION_POINT.match(line) for line in lines if line.startswith("#") and line.endswith("/slug }"))
    return frozenset(f"{match.group(1)}/slug" for match in found
                     if match is not None and match.group(1).startswith(f"{uri}:"))


def a_to_z(plugin) -> None:
    """The tags plugin (if the site has it) sorts the terms by name without regard to case, in the listing and
    on each page (set here: ``mkdocs.yml`` would need a Python tag, which the YAML readers of the tools refuse)."""
    if plugin is not None:
        from material.plugins.tags import tag_name_casefold

        plugin.config.tags_sort_by = plugin.config.listings_tags_sort_by = tag_name_casefold
