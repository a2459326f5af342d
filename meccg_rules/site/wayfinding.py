"""Where a ruling is: the path to it (Rulings, its section), the rulings before and after it in the CRF's order,
and what its badge means.

Ruling pages are not in the site's navigation (there are hundreds of them, and the navigation is on every
page), so the theme's breadcrumbs and previous/next links do not know them; the ruling page carries its own.
Addresses are the docs' own (``/rulings/index.md``): MkDocs writes each relative to the page. While such a page
is written, the section page it belongs to is the nav's active item (``belongs_to``): the theme then highlights
its tab and shows its part of the nav in the left column.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from .index import Ruling, SiteIndex

E = etree.Element
S = etree.SubElement
RULINGS = "rulings/index.md"
LEGEND = "index.md#how-to-read-a-ruling-page"
LEGEND_HEADING = "How to read a ruling page"  # the home page's heading LEGEND leads to


def path(index: SiteIndex, ruling: Ruling) -> etree.Element:
    """``Rulings › <its section>``, above its title."""
    trail = E("div", {"class": "ruling-path", "data-search-exclude": ""})
    for uri in (RULINGS, f"{ruling.section}/index.md"):
        if uri in index.pages:  # a project of its own may have neither (the tests' small ones)
            if len(trail):
                S(trail, "span", {"class": "ruling-path__separator"}).text = " › "
            S(trail, "a", {"href": "/" + uri}).text = index.title_of(uri)
    return trail


def neighbours(index: SiteIndex, ruling: Ruling) -> etree.Element:
    """What the badges mean (one line), then the previous and the next ruling in the CRF's order."""
    box = E("div", {"class": "ruling-neighbours no-links", "data-search-exclude": ""})
    legend = S(box, "p", {"class": "ruling-legend"})
    legend.text = ("Badges: green, every example passes; amber, some are not modelled yet; red, an example fails; "
                   "grey, nothing to run (an erratum that cannot change play). ")
    home = LEGEND.split("#")[0]
    if f"\n## {LEGEND_HEADING}\n" in index.texts.get(home, ""):
        S(legend, "a", {"href": "/" + LEGEND}).text = LEGEND_HEADING
    order = index.in_crf_order
    position = index.crf_position[ruling.src_uri]
    links = S(box, "div", {"class": "ruling-neighbours__links"})
    for rel, other, words in (("prev", order[position - 1] if position else None, "Previous ruling"),
                              ("next", order[position + 1] if position + 1 < len(order) else None, "Next ruling")):
        if other is not None:
            link = S(links, "a", {"href": other.href, "class": f"ruling-neighbours__{rel}"})
            S(link, "span", {"class": "ruling-neighbours__direction"}).text = words
            S(link, "span", {"class": "ruling-neighbours__title"}).text = other.title
    return box


def belongs_to(nav, page):
    """The page of the nav that a page outside it belongs to: the index page of the nearest folder above it
    that the nav lists (``rulings/<section>/index.md`` for a ruling, ``cards/index.md`` for a card), or None."""
    if nav is None or page is None or page in nav.pages:
        return None
    listed = {item.file.src_uri: item for item in nav.pages}
    folder = page.file.src_uri.rsplit("/", 1)[0] if "/" in page.file.src_uri else ""
    while folder:
        found = listed.get(f"{folder}/index.md")
        if found is not None:
            return found
        folder = folder.rsplit("/", 1)[0] if "/" in folder else ""
    return None
