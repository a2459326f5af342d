"""How much of CRF 22 the site covers: every bullet of the census with the ruling pages that name it.

A bullet is covered when at least one ruling page lists its id in ``crf``.
``coverage_view`` makes the tables of the coverage page (``[COVERAGE]``, all
four parts) or of one section (``[COVERAGE <section id>]``); ``coverage_data``
gives the same facts to ``rulings.json``. Every bullet row carries its id as
its anchor, so ``/coverage.md#ts.site-phase.on-guard-cards.2`` leads to it.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from dataclasses import dataclass

from ..pages.crf import Bullet, Section, census
from .index import SiteIndex

E = etree.Element
S = etree.SubElement
PAGE = "/coverage.md"


@dataclass(frozen=True)
class Tally:
    bullets: int
    covered: int

    @property
    def percent(self) -> float:
        return round(100 * self.covered / self.bullets, 1) if self.bullets else 0.0

    def __str__(self) -> str:
        return f"{self.covered} of {self.bullets} ({self.percent:.1f} %)"


def bullet_href(bullet_id: str) -> str:
    """The link to a bullet's row on the coverage page."""
    return f"{PAGE}#{bullet_id}"


def bullet_name(bullet_id: str) -> tuple[str, str]:
    """A bullet as readers know it: its CRF section's own name and its number there (``Beginning of the Game,
    bullet 6``), and the whole path of the section (``CRF 22 > Turn Sequence Rulings > ...``) for a tooltip; an
    id the census does not know stays as it is."""
    bullet = census().find(bullet_id)
    section = census().sections.get(bullet.section) if bullet else None
    if bullet is None or section is None:
        return bullet_id, bullet_id
    return f"{section.path[-1]}, bullet {bullet.position}", f"CRF 22 > {section.name}, bullet {bullet.position}"


def tally(index: SiteIndex, bullets: list[Bullet]) -> Tally:
    return Tally(len(bullets), sum(1 for b in bullets if index.crf_pages.get(b.id)))


def coverage_view(index: SiteIndex, section_id: str | None = None) -> etree.Element:
    """The whole census by part (with the totals first), or the table of one section."""
    crf = census()
    box = E("div", {"class": "crf-coverage"})
    if section_id is not None:
        box.append(_table(index, [crf.sections[section_id]]))
        return box
    box.append(_totals(index))
    for part in crf.parts:
        sections = [s for s in crf.sections.values() if s.part == part.id]
        heading = S(box, "h2", {"id": f"part-{part.id}"})
        heading.text = f"{part.name}: {tally(index, crf.in_part(part.id))}"
        box.append(_table(index, sections))
    return box


def _totals(index: SiteIndex) -> etree.Element:
    crf = census()
    table = E("table", {"class": "crf-coverage-totals"})
    head = S(S(table, "thead"), "tr")
    for title in ("Part", "Bullets", "Covered", "Share"):
        S(head, "th").text = title
    body = S(table, "tbody")
    rows = [(part.name, f"#part-{part.id}", tally(index, crf.in_part(part.id))) for part in crf.parts]
    rows.append(("All four parts", None, tally(index, list(crf.bullets.values()))))
    for name, href, counted in rows:
        row = S(body, "tr")
        cell = S(row, "td")
        if href:
            S(cell, "a", {"href": href}).text = name
        else:
            S(cell, "strong").text = name
        for value in (counted.bullets, counted.covered, f"{counted.percent:.1f} %"):
            S(row, "td").text = str(value)
    return table


def _table(index: SiteIndex, sections: list[Section]) -> etree.Element:
    """One table, a heading row per section (with its count), then a row per bullet."""
    crf = census()
    table = E("table", {"class": "crf-coverage-table", "data-search-exclude": ""})
    head = S(S(table, "thead"), "tr")
    for title in ("Bullet", "What it is about", "Marked", "Covered by"):
        S(head, "th").text = title
    body = S(table, "tbody")
    for section in sections:
        bullets = crf.in_section(section.id)
        row = S(body, "tr", {"class": "crf-section", "id": section.id})
        cell = S(row, "th", {"colspan": "4"})
        cell.text = " › ".join(section.path[1:]) + " "
        S(cell, "span", {"class": "crf-count"}).text = str(tally(index, bullets))
        for bullet in bullets:
            _bullet_row(index, body, bullet)
    return table


def _bullet_row(index: SiteIndex, body: etree.Element, bullet: Bullet) -> None:
    rulings = index.crf_pages.get(bullet.id, [])
    css = "crf-covered" if rulings else "crf-not-covered"
    row = S(body, "tr", {"id": bullet.id, "class": css + (" crf-sub" if "." in bullet.position else "")})
    S(S(row, "td"), "a", {"href": bullet_href(bullet.id)}).text = bullet.id  # few elements: a light page
    S(row, "td").text = bullet.label
    S(row, "td").text = ", ".join(bullet.tags)
    pages = S(row, "td")
    if not rulings:
        pages.text = "not yet"
    for position, ruling in enumerate(rulings):
        link = S(pages, "a", {"href": ruling.href})
        link.text = ruling.title
        link.tail = "; " if position < len(rulings) - 1 else ""


def coverage_data(index: SiteIndex) -> dict:
    """For ``rulings.json``: every bullet with its pages, and the counts by part."""
    crf = census()
    return {
        "crf_coverage": [{"part": part.id, "name": part.name, "bullets": counted.bullets,
                          "covered": counted.covered, "percent": counted.percent}
                         for part in crf.parts for counted in [tally(index, crf.in_part(part.id))]],
        "crf_bullets": [{"id": b.id, "section": b.section, "label": b.label, "tags": list(b.tags),
                         "pages": [r.id for r in index.crf_pages.get(b.id, [])]} for b in crf.bullets.values()],
    }
