"""Scenario blocks for readers: found in a page, laid out as a play-by-play.

The blocks themselves are found by the one page lexer
(``meccg_rules.pages.lexer``), as the runner finds them; ``render`` turns one
block's text into HTML elements: the set-up as a list, the plays as numbered steps,
the expectations as checks, with card names linked to their card pages and
glossary terms given a tooltip. The runner decides pass or fail; this module
only shows.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from ..language.scenario import HEADING
from .linking import Linker

LABELS = {"setup": "Set-up", "play": "Play", "expect": "Expect"}
NAME = re.compile(r"(?:^|\s)name=([\w-]+)")
AS_IN = re.compile(r"^(As in )([\w-]+)(\.?)$", re.IGNORECASE)


def block_name(info: str) -> str | None:
    """``scenario name=moria`` -> ``moria``."""
    found = NAME.search(info)
    return found.group(1) if found else None


def parts(source: str) -> list[tuple[str, list[str]]]:
    """The block's sections in order: [("setup", [steps]), ("play", [...]), ("expect", [...]), ...]."""
    sections: list[tuple[str, list[str]]] = []
    for line in source.splitlines():
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if HEADING.match(line):
            sections.append((text.rstrip(":").strip().casefold(), []))
        elif not line[:1].isspace():  # not a valid block (the runner reports it): show the line as written
            word = text.split()[0].rstrip(":").casefold()
            sections.append((word, [text[len(text.split()[0]):].strip()] if len(text.split()) > 1 else []))
        elif sections:
            sections[-1][1].append(text)
        else:
            sections.append(("setup", [text]))
    return sections


# The sentences that name a new company (the forms whose pattern holds {newcompany}; tests/test_site_extension.py
# checks every such form is read here): a company may be named as a card is ("Fellowship"), and is not that card.
NEW_COMPANY = re.compile(r"\bCompany (.+?) (?:has moved from|stays at)\b|\bas company (.+?)\.?$|"
                         r"^\s*\S+ forms (.+?) with\b", re.MULTILINE)


def company_names(source: str) -> set[str]:
    """The companies the scenario blocks in ``source`` form or set up.

    >>> sorted(company_names("  Company Fellowship stays at Bree: Frodo.\\n  Alice forms Scouts with Legolas."))
    ['Fellowship', 'Scouts']
    """
    return {next(name for name in match.groups() if name) for match in NEW_COMPANY.finditer(source)}


def render(source: str, linker: Linker, number: int, seen_terms: set[str],
           names: dict[str, int] | None = None, companies: set[str] = frozenset()) -> etree.Element:
    """The play-by-play of one block (without its result, which the caller adds).

    Card names link at their first mention in the block; glossary terms at
    their first mention in the page (``seen_terms`` holds those already linked);
    ``As in NAME.`` links to the example of that name (``names``: name -> number); ``companies``: the page's
    company names, which are not cards there.
    """
    root = etree.Element("div", {"class": "scenario", "id": f"example-{number}"})
    seen_cards: set[str] = set(companies)  # a company's name is never linked as a card
    step = 0
    for word, steps in parts(source):
        part = etree.SubElement(root, "div", {"class": f"scenario-part scenario-{word}"})
        label = etree.SubElement(part, "p", {"class": "scenario-label"})
        label.text = LABELS.get(word, word.capitalize())
        if word == "play":
            listing = etree.SubElement(part, "ol", {"start": str(step + 1)})
            step += len(steps)
        else:
            listing = etree.SubElement(part, "ul")
        for text in steps:
            item = etree.SubElement(listing, "li")
            used = AS_IN.match(text)
            if used and used.group(2) in (names or {}):
                item.text = used.group(1)
                link = etree.SubElement(item, "a", {"href": f"#example-{names[used.group(2)]}", "class": "as-in"})
                link.text = used.group(2)
                link.tail = used.group(3)
                continue
            item.text = text
            linker.link(item, seen_cards=seen_cards, seen_terms=seen_terms)
    return root
