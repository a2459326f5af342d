"""Card pages (``[CARD]``) and the list of cards (``[CARDS]``).

A card page shows what a player looks for, in that order: the card's facts with
labels in the game's words, what of it the engine models (``card_status``), our
summary of what it does, the rulings about it
(dated, with their badges and each ruling's sentence, errata marked; other-game concordance pages last): a CRF ruling under
the card, or a ruling whose title or statement names it (``index.is_about``); then, folded, the examples in
which it appears, and the rulings that list it in their front matter for another reason. Where the CRF's
entry for the card only sends the reader elsewhere ("See also ..."), the page says so and links there.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from ..pages.crf import census
from .badges import example_anchor
from .coverage import section_href
from .card_facts import fact_rows
from .card_status import status_block
from .index import Citations, SiteIndex
from .linking import card_href
from .views import ruling_link, ruling_list

E = etree.Element
S = etree.SubElement


def card_view(index: SiteIndex, card) -> etree.Element:
    box = E("div", {"class": "card-page", "data-card-id": card.id})
    facts = S(box, "dl", {"class": "card-facts"})
    for label, value in fact_rows(card):
        S(facts, "dt").text = label
        S(facts, "dd").text = value
    box.append(status_block(card))
    if card.summary:
        S(box, "h2", {"id": "what-it-does"}).text = "What it does"
        summary = S(box, "p", {"class": "card-summary"})
        summary.text = card.summary
        S(box, "p", {"class": "card-summary-note"}).text = \
            "Our summary of the behaviour the rules engine gives this card, not the card's text."
    cited = index.cards_cited.get(card.name, Citations())
    S(box, "h2", {"id": "rulings-about-this-card"}).text = "Rulings about this card"
    if cited.about:
        box.append(card_rulings(index, card.name, cited.about))
    else:
        S(box, "p").text = "No ruling is about this card yet" + ("; it appears in the rulings below." if
                                                                  cited.examples or cited.cited else ".")
    pointers = card_pointers(card.name)
    if pointers:
        line = S(box, "p", {"class": "card-pointers"})
        line.text = "CRF 22 also sends the reader to "
        targets = list(dict.fromkeys(section for bullet in pointers for section in bullet.points_to))
        for position, section in enumerate(targets):
            S(line, "a", {"href": section_href(section)}).text = census().sections[section].name
            line[-1].tail = "; " if position < len(targets) - 1 else "."
    if cited.examples:
        box.append(examples_list(index, cited.examples))
    if cited.cited:
        folded = S(box, "details", {"class": "card-cited"})
        S(folded, "summary").text = f"Also listed by ({len(cited.cited)})"
        folded.append(ruling_list(index, cited.cited, "ruling-list"))
    return box


def card_rulings(index: SiteIndex, name: str, rulings: list) -> etree.Element:
    """The rulings about a card as Scryfall lists a card's rulings: each dated and badged, in CRF order, with the
    ruling itself in a sentence; an erratum of the card is marked so, and its sentence says what the corrected
    text is."""
    listing = E("ul", {"class": "ruling-list card-rulings"})
    for ruling in rulings:
        item = S(listing, "li")
        if is_erratum_of(ruling, name):
            S(item, "span", {"class": "card-erratum-label"}).text = "Erratum"
            item[-1].tail = " "
        ruling_link(ruling, item, index, dated=True)
        if ruling.statement:
            S(item, "p", {"class": "card-ruling-statement"}).text = ruling.statement
    return listing


def is_erratum_of(ruling, name: str) -> bool:
    """Whether ``ruling`` covers a card erratum in the CRF's entry for the card named ``name``."""
    crf = census()
    bullets = [crf.find(bullet_id) for bullet_id in ruling.page.strings("crf")]
    return any(b is not None and b.is_erratum and crf.sections[b.section].path[-1] == name for b in bullets)


def card_pointers(name: str) -> list:
    """The "See ..." bullets of the CRF's entry for the card named ``name``, in CRF order."""
    crf = census()
    return [bullet for section in crf.sections.values() if section.part == "card" and section.path[-1] == name
            for bullet in crf.in_section(section.id) if bullet.is_pointer]


def examples_list(index: SiteIndex, examples: list[tuple[str, int]]) -> etree.Element:
    """The examples naming a card, folded: one line per page, its title (a link to the first of them) and the
    numbers of the examples. A card named in thousands of examples is listed on a few hundred lines, and each
    line costs the build one link instead of one per example."""
    folded = E("details", {"class": "card-examples"})
    S(folded, "summary").text = f"Appears in examples ({len(examples)})"
    listing = S(folded, "ul", {"data-search-exclude": ""})
    by_page: dict[str, list[int]] = {}
    for uri, number in examples:
        by_page.setdefault(uri, []).append(number)
    for uri, numbers in by_page.items():
        item = S(listing, "li")
        link = S(item, "a", {"href": f"/{uri}#{example_anchor(numbers[0])}"})
        link.text = index.title_of(uri)
        link.tail = f": example{'s' if len(numbers) > 1 else ''} {', '.join(map(str, numbers))}"
    return folded


def cards_list(index: SiteIndex) -> etree.Element:
    listing = E("ul", {"class": "card-list"})
    for name, cited in index.cards_cited.items():
        item = S(listing, "li")
        S(item, "a", {"href": card_href(name), "class": "card-link"}).text = name
        rulings, examples = len(cited.about), len(cited.examples)
        words = [f"{rulings} ruling{'s' if rulings != 1 else ''}"] if rulings else []
        words += [f"{examples} example{'s' if examples != 1 else ''}"] if examples else []
        S(item, "span", {"class": "card-list-count"}).text = " " + ", ".join(words)
    return listing
