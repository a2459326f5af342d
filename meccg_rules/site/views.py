"""The generated parts of pages, as HTML elements: ruling header and footer, lists, status, cards.

Every function takes the build's ``SiteIndex`` and returns elements whose
links are absolute links to source files (checked by MkDocs in a strict build).
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from ..pages import public_sources
from ..pages.crf import census
from ..pages.dating import UNKNOWN, date_text, known_bound
from ..pages.html_policy import url_problem
from . import badges
from .coverage import bullet_href, bullet_name
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
    bound = known_bound(date, meta.get("crf") or [])
    if bound:  # what is known of an unknown date
        S(line, "span", {"class": "ruling-first-appeared-bound"}).text = f", {bound}"
    if entry.get("note"):
        S(line, "span", {"class": "ruling-first-appeared-note"}).text = f" ({entry['note']})"
    return line


def ruling_link(ruling: Ruling, parent: etree.Element, index: SiteIndex, with_badge: bool = True,
                dated: bool = False) -> None:
    if dated and ruling.date_shown:
        S(parent, "time", {"class": "ruling-date"}).text = ruling.date_shown
        parent[-1].tail = " "
    anchor = S(parent, "a", {"href": ruling.href})
    anchor.text = ruling.title
    if with_badge:
        anchor.tail = " "
        parent.append(badges.badge(index.result(ruling)))
    if ruling.superseded:
        note = S(parent, "span", {"class": "ruling-status ruling-status--superseded"})
        note.text = "superseded"
        note.tail = ""


def ruling_list(index: SiteIndex, rulings: list[Ruling], css: str = "ruling-list", dated: bool = False) -> etree.Element:
    listing = E("ul", {"class": css})
    for ruling in rulings:
        ruling_link(ruling, S(listing, "li"), index, dated=dated)
    return listing


def lead(index: SiteIndex, ruling: Ruling, result) -> etree.Element:
    """The line under a ruling's title: its badge, a note when examples state outcomes, and whether it is current."""
    line = E("p", {"class": "ruling-badges"})
    line.append(badges.badge(result))
    note = badges.stated_note(result)
    if note is not None:
        line[-1].tail = " "
        line.append(note)
    if ruling.superseded:
        status = S(line, "span", {"class": "ruling-status ruling-status--superseded"})
        status.text = "Superseded by "
        successor = index.rulings.get(str(ruling.page.meta.get("superseded_by")))
        if successor:
            S(status, "a", {"href": successor.href}).text = successor.title
    return line


def is_statement(element: etree.Element) -> bool:
    """``<p><strong>Ruling.</strong> ...</p>``: the paragraph that states the ruling."""
    if element.tag != "p" or (element.text or "").strip() or not len(element) or element[0].tag != "strong":
        return False
    return (element[0].text or "").strip().casefold() in ("ruling.", "the ruling.")


def about(index: SiteIndex, ruling: Ruling) -> etree.Element:
    """Sources, CRF bullets, the short link, related rulings, cards, terms and history: one block that folds."""
    sources = ruling.page.mappings("sources")
    box = E("details", {"class": "ruling-about no-links"})
    summary = S(box, "summary")
    summary.text = "Sources, history and links "
    brief = "; ".join(short_source(source) for source in sources)
    if brief:
        S(summary, "span", {"class": "ruling-about-brief"}).text = brief
    facts = S(box, "dl", {"class": "ruling-facts"})
    if sources:
        S(facts, "dt").text = "Source" + ("s" if len(sources) > 1 else "")
        sources_box = S(facts, "dd")
        items = S(sources_box, "ul")
        for source in sources:
            item = S(items, "li")
            url = public_sources.address(source)
            if url and not url_problem(url, image=False):
                S(item, "a", {"href": url}).text = source_text(source)
            else:
                item.text = source_text(source)
        if (appeared := first_appeared(ruling.page.meta)) is not None:
            sources_box.append(appeared)
    bullets = [b for b in map(census().find, ruling.page.strings("crf")) if b is not None]
    if bullets:
        S(facts, "dt").text = "CRF 22 bullet" + ("s" if len(bullets) > 1 else "")
        items = S(S(facts, "dd"), "ul", {"class": "ruling-crf-bullets"})
        for bullet in bullets:
            name, path = bullet_name(bullet.id)
            item = S(items, "li")
            link = S(item, "a", {"href": bullet_href(bullet.id), "title": path})
            link.text = name
            link.tail = " "
            S(item, "code").text = bullet.id  # what the census, the coverage page and search call it
            item[-1].tail = f": {bullet.label}"
    elif ruling.page.meta.get("section"):
        S(facts, "dt").text = "CRF section"
        S(facts, "dd").text = str(ruling.page.meta["section"])
    S(facts, "dt").text = "Short link"
    short = S(S(facts, "dd"), "a", {"href": ruling.short_href, "class": "ruling-short-link"})
    S(short, "code").text = f"/r/{ruling.id}/"
    related = index.related(ruling)
    if related:
        S(facts, "dt").text = "Related rulings"
        S(facts, "dd", {"data-search-exclude": ""}).append(ruling_list(index, related, "ruling-list ruling-related"))
    _names(facts, "Cards", [(c.name, card_href(c.name), "card-link")
                            for c in map(index.catalogue.find, ruling.page.strings("cards")) if c is not None])
    _names(facts, "Terms", [(t.name, f"/glossary.md#{t.anchor}", "glossary-term")
                            for t in map(index.glossary.find, ruling.page.strings("terms")) if t is not None])
    history = ruling.page.mappings("history")
    if history:
        S(facts, "dt").text = "History"
        timeline = S(S(facts, "dd"), "ol", {"class": "ruling-timeline"})
        for entry in history:
            item = S(timeline, "li")
            S(item, "time").text = str(entry.get("date", ""))
            S(item, "strong").text = f" {entry.get('source', '')}"
            S(item, "span").text = f" {entry.get('change', '')}"
    return box


def _names(facts: etree.Element, title: str, links: list[tuple[str, str, str]]) -> None:
    if not links:
        return
    S(facts, "dt").text = title
    dd = S(facts, "dd")
    for position, (text, href, css) in enumerate(links):
        anchor = S(dd, "a", {"href": href, "class": css})
        anchor.text = text
        anchor.tail = ", " if position < len(links) - 1 else ""


def short_source(source: dict) -> str:
    """``CRF 22``, ``CoE 2.V.6``, ``CoE digest #207``: a source in a few characters."""
    doc = str(source.get("doc", "?"))
    if doc == "CRF":
        return f"CRF {source.get('version', '')}".strip()
    if doc == "CoE rules":
        return f"CoE {source.get('rule', '')}".strip()
    if source.get("number") is not None:
        return f"{doc} #{source['number']}"
    return str(source.get("title") or doc)


def failure(example) -> etree.Element:
    """The explanation of a failing example, shown under it."""
    box = E("div", {"class": "admonition failure scenario-failure"})
    S(box, "p", {"class": "admonition-title"}).text = "This example is skipped but passes now" if \
        getattr(example, "passes_now", False) else "Why this example fails"
    S(S(box, "pre"), "code").text = example.message.strip() or "the runner gave no explanation"
    return box


def page_problems(found) -> etree.Element:
    """What is wrong with the page itself (front matter, directives...), shown at its top."""
    box = E("div", {"class": "admonition failure page-problems"})
    S(box, "p", {"class": "admonition-title"}).text = "This page has problems"
    listing = S(box, "ul")
    for problem in found:
        S(S(listing, "li"), "code").text = problem.message.strip()
    return box


def refused(findings) -> etree.Element:
    """The notice shown instead of a page that passes the limits within which it can be rendered."""
    box = E("div", {"class": "admonition failure page-problems"})
    S(box, "p", {"class": "admonition-title"}).text = "This page is not shown"
    S(box, "p").text = "It passes the limits within which the site renders a page:"
    listing = S(box, "ul")
    for finding in findings:
        S(S(listing, "li"), "code").text = str(finding)
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
