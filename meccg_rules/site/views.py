"""The generated parts of pages, as HTML elements: ruling header and footer, lists, status, cards.

Every function takes the build's ``SiteIndex`` and returns elements whose
links are absolute links to source files (checked by MkDocs in a strict build).
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from ..pages.crf import census
from ..pages.dating import UNKNOWN, date_text
from . import badges
from .coverage import bullet_href
from .index import Ruling, SiteIndex
from .linking import card_href

E = etree.Element
S = etree.SubElement


def source_text(source: dict) -> str:
    """``{doc: CRF, version: 22, section: "Site Phase", kind: rules-erratum}`` -> ``CRF 22, Site Phase (rules erratum)``."""
    head = str(source.get("doc", "?"))
    for key, shown in (("version", " {}"), ("rule", " {}"), ("number", " #{}")):
        if source.get(key) is not None:
            head += shown.format(source[key])
    words = [head]
    for key, shown in (("question", "question {}"), ("section", "{}"), ("title", "“{}”")):
        if source.get(key) is not None:
            words.append(shown.format(source[key]))
    text = ", ".join(words)
    if source.get("kind"):
        text += f" ({str(source['kind']).replace('-', ' ')})"
    if source.get("note"):
        text += f": {source['note']}"
    return text


def first_appeared(meta: dict) -> etree.Element | None:
    """``<p class="ruling-first-appeared">``: where and when the ruling first appeared, from ``first_appeared``.

    ``CoE digest #207, question 4, 2025 (the year of CRF 22's mark)``. One element, so a header can put it
    wherever it likes (today: under the sources).
    """
    entry = meta.get("first_appeared")
    if not isinstance(entry, dict):
        return None
    shown = {key: value for key, value in entry.items() if key not in ("date", "note") and value != UNKNOWN}
    where = source_text(shown) + (" (version unknown)" if entry.get("version") == UNKNOWN else "")
    if shown.get("doc") == "Other" and shown.get("title"):  # "Council of Elrond ruling", not "Other, “...”"
        where = str(shown["title"])
    line = E("p", {"class": "ruling-first-appeared"})
    S(line, "strong").text = "First appeared:"
    S(line, "span").text = f" {where}, "
    date = entry.get("date")
    S(line, "time", {"datetime": str(date)} if date not in (None, UNKNOWN) else {}).text = date_text(date)
    if entry.get("note"):
        S(line, "span", {"class": "ruling-first-appeared-note"}).text = f" ({entry['note']})"
    return line


def ruling_link(ruling: Ruling, parent: etree.Element, index: SiteIndex, with_badge: bool = True) -> None:
    anchor = S(parent, "a", {"href": ruling.href})
    anchor.text = ruling.title
    if with_badge:
        anchor.tail = " "
        parent.append(badges.badge(index.result(ruling)))
    if ruling.page.meta.get("status") == "superseded":
        note = S(parent, "span", {"class": "ruling-status ruling-status--superseded"})
        note.text = "superseded"
        note.tail = ""


def ruling_list(index: SiteIndex, rulings: list[Ruling], css: str = "ruling-list") -> etree.Element:
    listing = E("ul", {"class": css})
    for ruling in rulings:
        ruling_link(ruling, S(listing, "li"), index)
    return listing


def header(index: SiteIndex, ruling: Ruling, result) -> etree.Element:
    """Badge, status, sources, history timeline, related rulings and cards: the top of a ruling page."""
    meta = ruling.page.meta
    box = E("div", {"class": "ruling-header no-links", "data-search-exclude": ""})  # navigation, not content
    line = S(box, "p", {"class": "ruling-badges"})
    line.append(badges.badge(result))
    if meta.get("status") == "superseded":
        status = S(line, "span", {"class": "ruling-status ruling-status--superseded"})
        status.text = "Superseded by "
        successor = index.rulings.get(str(meta.get("superseded_by")))
        if successor:
            S(status, "a", {"href": successor.href}).text = successor.title
    facts = S(box, "dl", {"class": "ruling-facts"})
    sources = ruling.page.mappings("sources")
    if sources:
        S(facts, "dt").text = "Source" + ("s" if len(sources) > 1 else "")
        sources_box = S(facts, "dd")
        items = S(sources_box, "ul")
        for source in sources:
            item = S(items, "li")
            if source.get("url"):
                S(item, "a", {"href": str(source["url"])}).text = source_text(source)
            else:
                item.text = source_text(source)
        if (appeared := first_appeared(meta)) is not None:
            sources_box.append(appeared)
    if meta.get("section"):
        S(facts, "dt").text = "CRF section"
        S(facts, "dd").text = str(meta["section"])
    bullets = [b for b in map(census().find, ruling.page.strings("crf")) if b is not None]
    if bullets:
        S(facts, "dt").text = "CRF 22 bullet" + ("s" if len(bullets) > 1 else "")
        items = S(S(facts, "dd"), "ul", {"class": "ruling-crf-bullets"})
        for bullet in bullets:
            item = S(items, "li")
            link = S(item, "a", {"href": bullet_href(bullet.id)})
            S(link, "code").text = bullet.id
            link.tail = f" {bullet.label}"
    related = index.related(ruling)
    if related:
        S(facts, "dt").text = "Related rulings"
        S(facts, "dd").append(ruling_list(index, related, "ruling-list ruling-related"))
    cards = [name for name in ruling.page.strings("cards") if index.catalogue.find(name)]
    if cards:
        S(facts, "dt").text = "Cards"
        dd = S(facts, "dd")
        for position, name in enumerate(cards):
            card = index.catalogue.find(name)
            anchor = S(dd, "a", {"href": card_href(card.name), "class": "card-link"})
            anchor.text = card.name
            anchor.tail = ", " if position < len(cards) - 1 else ""
    history = ruling.page.mappings("history")
    if history:
        S(box, "p", {"class": "ruling-history-label"}).text = "History"
        timeline = S(box, "ol", {"class": "ruling-timeline"})
        for entry in history:
            item = S(timeline, "li")
            S(item, "time").text = str(entry.get("date", ""))
            S(item, "strong").text = f" {entry.get('source', '')}"
            S(item, "span").text = f" {entry.get('change', '')}"
    return box


def failure(example) -> etree.Element:
    """The explanation of a failing example, shown under it."""
    box = E("div", {"class": "admonition failure scenario-failure"})
    S(box, "p", {"class": "admonition-title"}).text = "Why this example fails"
    S(S(box, "pre"), "code").text = example.message.strip() or "the runner gave no explanation"
    return box


def backlinks(index: SiteIndex, uri: str) -> etree.Element | None:
    sources = index.backlinks(uri)
    if not sources:
        return None
    box = E("div", {"class": "ruling-backlinks no-links", "data-search-exclude": ""})
    S(box, "h2", {"id": "pages-that-link-here"}).text = "Pages that link here"
    listing = S(box, "ul")
    for source in sources:
        S(S(listing, "li"), "a", {"href": "/" + source}).text = index.title_of(source)
    return box


def status_table(index: SiteIndex) -> etree.Element:
    """Rulings, examples, passes, failures and skips, per section and in all."""
    table = E("table", {"class": "ruling-status-table"})
    head = S(S(table, "thead"), "tr")
    for title in ("Section", "Rulings", "Examples", "Pass", "Fail", "Skipped"):
        S(head, "th").text = title
    body = S(table, "tbody")
    totals = [0, 0, 0, 0, 0]
    for folder in index.sections():
        rulings = index.section_rulings(folder)
        found = {"passed": 0, "failed": 0, "skipped": 0}
        examples = 0
        for ruling in rulings:
            result = index.result(ruling)
            examples += len(result.examples)
            for key, value in badges.counts(result).items():
                found[key] += value
        row_values = [len(rulings), examples, found["passed"], found["failed"], found["skipped"]]
        totals = [a + b for a, b in zip(totals, row_values)]
        row = S(body, "tr", {"class": "ruling-status-row--failed" if found["failed"] else ""})
        S(S(row, "td"), "a", {"href": f"/{folder}/index.md"}).text = index.title_of(f"{folder}/index.md")
        for value in row_values:
            S(row, "td").text = str(value)
    row = S(body, "tr", {"class": "ruling-status-total"})
    S(S(row, "td"), "strong").text = "All sections"
    for value in totals:
        S(S(row, "td"), "strong").text = str(value)
    return table


def card_view(index: SiteIndex, card) -> etree.Element:
    """A card's facts, our summary, and the rulings that cite it."""
    box = E("div", {"class": "card-page", "data-card-id": card.id})
    if card.summary:
        S(box, "p", {"class": "card-summary"}).text = card.summary
    facts = S(box, "table", {"class": "card-facts"})
    rows = [("Id", card.id), ("Type", card.type), ("Alignment", card.alignment), ("Subtype", card.subtype)]
    rows += [(key, value) for key, value in sorted(card.facts.items())
             if key not in ("id", "name", "type", "alignment", "subtype") and value not in (None, "", [], {})]
    for key, value in rows:
        row = S(facts, "tr")
        S(row, "th").text = str(key)
        S(row, "td").text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    cited = index.cards_cited.get(card.name, {"about": [], "examples": []})
    for key, title in (("about", "Rulings about this card"), ("examples", "Examples that use it")):
        if cited[key]:
            S(box, "h2", {"id": f"rulings-{key}"}).text = title
            box.append(ruling_list(index, cited[key]))
    return box


def cards_list(index: SiteIndex) -> etree.Element:
    listing = E("ul", {"class": "card-list"})
    for name, cited in index.cards_cited.items():
        item = S(listing, "li")
        S(item, "a", {"href": card_href(name), "class": "card-link"}).text = name
        count = len({r.id for r in cited["about"] + cited["examples"]})
        words = f" cited by {count} ruling{'s' if count > 1 else ''}" if count else " named in an example"
        S(item, "span", {"class": "card-list-count"}).text = words
    return listing
