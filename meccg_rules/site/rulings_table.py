"""The table of every ruling (``[RULINGS]``, the page the Rulings tab opens), in CRF order.

One row per ruling: its title, section, the CRF 22 bullets it covers, its
date and its badge. Each row carries what the filters need as ``data-``
attributes (section, terms, status); ``docs/assets/rulings-table.js`` adds the
three filter menus in the browser. Without JavaScript the table is complete,
just not filterable. The table has no class, so the theme styles it and lets
it scroll sideways on a phone.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from . import badges
from .coverage import bullet_href, bullet_name
from .index import Ruling, SiteIndex

E = etree.Element
S = etree.SubElement
STATUS_WORDS = {"passed": "all examples pass", "skipped": "some not yet modelled", "failed": "failing",
                "none": "no examples", "documented": "documented: nothing to run", "current": "current", "superseded": "superseded"}


def status_tokens(index: SiteIndex, ruling: Ruling) -> str:
    """``passed current``: the badge's state and whether the ruling is current."""
    return f"{badges.state(index.result(ruling))} {'superseded' if ruling.superseded else 'current'}"


def rulings_table(index: SiteIndex) -> etree.Element:
    box = E("div", {"class": "rulings-table", "data-rulings-filter": "",
                    "data-status-words": "|".join(f"{k}={v}" for k, v in STATUS_WORDS.items())})
    count = S(box, "p", {"class": "rulings-count"})
    count.text = f"{len(index.by_uri)} rulings, in the order of the CRF 22 bullet each covers first."
    table = S(box, "table")
    head = S(S(table, "thead"), "tr")
    for title in ("Ruling", "Section", "CRF 22", "Date", "Examples"):
        S(head, "th").text = title
    body = S(table, "tbody")
    for ruling in index.in_crf_order:
        terms = [t.name for t in map(index.glossary.find, ruling.page.strings("terms")) if t is not None]
        row = S(body, "tr", {"data-ruling": ruling.id, "data-section": index.title_of(f"{ruling.section}/index.md"),
                             "data-terms": "|".join(terms), "data-status": status_tokens(index, ruling)})
        title = S(row, "td")
        S(title, "a", {"href": ruling.href}).text = ruling.title
        if ruling.superseded:
            title[-1].tail = " "
            S(title, "span", {"class": "ruling-status ruling-status--superseded"}).text = "superseded"
        S(row, "td").text = index.title_of(f"{ruling.section}/index.md")
        bullets = S(row, "td", {"class": "rulings-crf"})
        for position, bullet_id in enumerate(ruling.page.strings("crf")):
            name, path = bullet_name(bullet_id)
            link = S(bullets, "a", {"href": bullet_href(bullet_id), "title": path})
            link.text = name
            link.tail = "; " if position < len(ruling.page.strings("crf")) - 1 else ""
        S(row, "td", {"class": "rulings-date"}).text = ruling.date_shown
        S(row, "td").append(badges.badge(index.result(ruling)))
    return box
