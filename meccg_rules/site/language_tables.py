"""The Writing examples page's reference tables, generated from the language itself.

``[SENTENCES Setup]`` (and ``Play``, ``Expect``) becomes a table of every form
of that section, from the one sentence table (``language.sentences.FORMS``);
``[REASONS]`` becomes the table of every reason a refusal can give, from the
engine's ``REASONS``; ``[VOCABULARY]`` (on the engine page and this one) the keys a card's entry may use, read
from the card schema (``engine/vocabulary.py``). Nothing in these tables is typed on the page, so they
cannot drift from what the engine understands.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from ..engine.core.errors import INPUT_CODES, REASONS
from ..engine.vocabulary import parts
from ..language.sentences import SECTIONS, forms_of

E = etree.Element
S = etree.SubElement
DIRECTIVES = tuple(f"[SENTENCES {section}]" for section in SECTIONS) + ("[REASONS]",)


def table(headings: tuple[str, ...], rows: list[tuple], css: str) -> etree.Element:
    element = E("table", {"class": css})
    head = S(S(element, "thead"), "tr")
    for heading in headings:
        S(head, "th").text = heading
    body = S(element, "tbody")
    for row in rows:
        tr = S(body, "tr")
        for cell in row:
            td = S(tr, "td")
            if isinstance(cell, tuple):  # (code text,)
                S(td, "code").text = cell[0]
            else:
                td.text = cell
    return element


def sentences_table(section: str) -> etree.Element:
    rows = [((form.sample,), form.meaning) for form in forms_of(section)]
    return table(("Sentence", "What it says"), rows, "language-table")


def reasons_table() -> etree.Element:
    rows = [(r.phrase, (r.code,), r.rule) for r in REASONS.values() if r.code not in INPUT_CODES]
    return table(("Phrase", "Code", "Rule"), rows, "language-table reasons-table")


def expand(directive: str) -> etree.Element:
    if directive == "[REASONS]":
        return reasons_table()
    return sentences_table(directive.removeprefix("[SENTENCES ").removesuffix("]"))


def vocabulary_view() -> etree.Element:
    """Every part of the card vocabulary: its title, then its table (the example cells as code)."""
    view = E("div", {"class": "vocabulary"})
    for part in parts():
        S(S(view, "p"), "strong").text = part.title
        rows = [tuple((cell,) if heading in ("key", "do", "stat", "word", "example") and cell else cell
                      for heading, cell in zip(part.headings, row)) for row in part.rows]
        view.append(table(part.headings, rows, "language-table vocabulary-table"))
    return view
