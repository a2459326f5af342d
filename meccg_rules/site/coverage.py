"""How much of CRF 22 the site covers: every bullet of the census with the ruling pages that name it.

A bullet is covered in one of three ways, counted apart (``pages/covering.py``): proven by a ruling's
examples, documented with nothing to run, or a pointer whose row links to the sections it points to. A bullet
whose only ruling page has every example skipped is not covered yet; its row says so and links the page.

``coverage_view`` makes the tables of the coverage page (``[COVERAGE]``, all
four parts) or of one section (``[COVERAGE <section id>]``); ``coverage_data``
gives the same facts to ``rulings.json``. Every bullet row carries its id as
its anchor, so ``/coverage.md#ts.site-phase.on-guard-cards.2`` leads to it.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from dataclasses import dataclass

from ..pages.covering import KINDS, cover as page_cover
from ..pages.crf import Bullet, Section, census
from .index import Ruling, SiteIndex

E = etree.Element
S = etree.SubElement
PAGE = "/coverage.md"


@dataclass(frozen=True)
class Tally:
    bullets: int
    proven: int = 0
    documented: int = 0
    pointer: int = 0

    @property
    def covered(self) -> int:
        return self.proven + self.documented + self.pointer

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


def cover(index: SiteIndex, bullet: Bullet) -> str:
    """How the site covers a bullet: one of ``KINDS``, or "" (not yet)."""
    return page_cover(bullet, lambda bullet_id: [r.page for r in index.crf_pages.get(bullet_id, [])])


def tally(index: SiteIndex, bullets: list[Bullet]) -> Tally:
    kinds = [cover(index, b) for b in bullets]
    return Tally(len(bullets), *(kinds.count(kind) for kind in KINDS))


def pointed_rulings(index: SiteIndex, bullet: Bullet) -> list[Ruling]:
    """The rulings of the sections a pointer sends the reader to, in CRF order, each once."""
    found: dict[str, Ruling] = {}
    for section in bullet.points_to:
        for target in census().in_section(section):
            for ruling in index.crf_pages.get(target.id, []):
                found.setdefault(ruling.src_uri, ruling)
    return list(found.values())


def section_href(section_id: str) -> str:
    """The link to a section's rows on the coverage page (each lists the section's rulings)."""
    return f"{PAGE}#{section_id}"


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
    for title in ("Part", "Bullets", "Covered", "Proven by examples", "Documented, nothing to run", "Pointers",
                  "Share"):
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
        for value in (counted.bullets, counted.covered, counted.proven, counted.documented, counted.pointer,
                      f"{counted.percent:.1f} %"):
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
    kind = cover(index, bullet)
    css = f"crf-covered crf-{kind}" if kind else "crf-not-covered"
    row = S(body, "tr", {"id": bullet.id, "class": css + (" crf-sub" if "." in bullet.position else "")})
    S(S(row, "td"), "a", {"href": bullet_href(bullet.id)}).text = bullet.id  # few elements: a light page
    S(row, "td").text = bullet.label
    S(row, "td").text = ", ".join(bullet.tags)
    pages = S(row, "td")
    if bullet.is_pointer:
        pages.text = "pointer to " if kind else "pointer (no ruling there yet) to "
        for position, section in enumerate(bullet.points_to):
            link = S(pages, "a", {"href": section_href(section)})
            link.text = census().sections[section].name
            link.tail = "; " if position < len(bullet.points_to) - 1 else ("; " if rulings else "")
    elif kind == "documented":
        pages.text = "documented, nothing to run: "
    elif not rulings:
        pages.text = "not yet"
    elif not kind:
        pages.text = "not yet proven, every example skipped: "
    for position, ruling in enumerate(rulings):
        link = S(pages, "a", {"href": ruling.href})
        link.text = ruling.title
        link.tail = "; " if position < len(rulings) - 1 else ""


def coverage_data(index: SiteIndex) -> dict:
    """For ``rulings.json``: every bullet with its pages, and the counts by part."""
    crf = census()
    return {
        "crf_coverage": [{"part": part.id, "name": part.name, "bullets": counted.bullets,
                          "covered": counted.covered, "proven": counted.proven, "documented": counted.documented,
                          "pointer": counted.pointer, "percent": counted.percent}
                         for part in crf.parts for counted in [tally(index, crf.in_part(part.id))]],
        "crf_bullets": [{"id": b.id, "section": b.section, "label": b.label, "tags": list(b.tags),
                         "covered": cover(index, b), **({"points_to": list(b.points_to)} if b.is_pointer else {}),
                         "pages": [r.id for r in index.crf_pages.get(b.id, [])]} for b in crf.bullets.values()],
    }
