"""Turning names in rendered text into links: cards to their pages, terms to the glossary.

Links are written as absolute links to source files (``/cards/river.md``,
``/glossary.md#tap``); MkDocs (``validation.links.absolute_links:
relative_to_docs``) turns them into relative URLs and checks that each
target exists, so a strict build fails on any broken one.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from ..pages.addresses import card_page
from ..pages.front_matter import card_slug
from ..pages.glossary import Glossary
from ..pages.name_pattern import alternation

SKIP_TAGS = {"a", "code", "pre", "kbd", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style", "summary"}
NO_MATCH = re.compile(r"(?!x)x")


def card_href(name: str) -> str:
    return "/" + card_page(card_slug(name))


class Linker:
    """Links the card names and glossary terms found in an element's text."""

    def __init__(self, glossary: Glossary, card_names: list[str]):
        self.glossary = glossary
        self.card_pattern = (re.compile(r"(?<![\w-])(?:%s)(?![\w-])" % alternation(card_names))
                             if card_names else NO_MATCH)

    def link(self, element: etree.Element, *, seen_terms: set[str], seen_cards: set[str] | None = None) -> None:
        """Link the terms, and the cards unless ``seen_cards`` is None, not yet in the ``seen`` sets."""
        if seen_cards is not None:
            _substitute(element, self.card_pattern, lambda match: self.card_link(match, seen_cards))
        _substitute(element, self.glossary.pattern, lambda match: self.term_link(match, seen_terms))

    def card_link(self, match: re.Match, seen: set[str]) -> etree.Element | None:
        if match.group(0) in seen:
            return None
        seen.add(match.group(0))
        anchor = etree.Element("a", {"href": card_href(match.group(0)), "class": "card-link"})
        anchor.text = match.group(0)
        return anchor

    def term_link(self, match: re.Match, seen: set[str]) -> etree.Element | None:
        term = self.glossary.find(match.group(0))
        if term is None or term.name in seen:
            return None
        seen.add(term.name)
        anchor = etree.Element("a", {"href": f"/glossary.md#{term.anchor}", "class": "glossary-term",
                                     "title": term.definition})
        anchor.text = match.group(0)
        return anchor


def _substitute(element: etree.Element, pattern: re.Pattern, make) -> None:
    """Replace matches of ``pattern`` in the text under ``element`` by the elements ``make`` returns."""
    if element.tag in SKIP_TAGS or "no-links" in element.get("class", ""):
        return
    children = list(element)
    head, made = _split(element.text, pattern, make)
    if made:
        element.text = head
        for position, child in enumerate(made):
            element.insert(position, child)
    for child in children:
        _substitute(child, pattern, make)
        tail, made = _split(child.tail, pattern, make)
        if made:
            child.tail = tail
            position = list(element).index(child) + 1
            for offset, new in enumerate(made):
                element.insert(position + offset, new)


def _split(text: str | None, pattern: re.Pattern, make):
    """``text`` cut at each match: the leading text and the new elements, each carrying its tail."""
    if not text:
        return text, []
    head, made, last = None, [], 0
    for match in pattern.finditer(text):
        element = make(match)
        if element is None:
            continue
        piece = text[last:match.start()]
        if made:
            made[-1].tail = piece
        else:
            head = piece
        made.append(element)
        last = match.end()
    if not made:
        return text, []
    made[-1].tail = text[last:]
    return head, made
