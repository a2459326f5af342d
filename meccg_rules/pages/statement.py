"""A ruling page's statement: the paragraph that starts with **Ruling.**, and the date a ruling shows.

The statement is what a reader sees first, what the all-rulings table and the
change list quote, and what ``check`` requires of a ruling page. A
concordance page compares two games and has no **Ruling.** paragraph; its
statement is its first paragraph.

>>> body = "# Title\\n\\n**Ruling.** A revealed card\\nstops being *on-guard*.\\n\\n## Why\\n"
>>> statement(body)
'A revealed card stops being on-guard.'
>>> statement_line(body)
3
"""
from __future__ import annotations

import datetime
import re

from .dating import UNKNOWN

LEAD = re.compile(r"\*\*(?:The )?ruling\.\*\*[ \t]*", re.IGNORECASE)
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
EMPHASIS = re.compile(r"(\*{1,2}|_{1,2})(\S(?:.*?\S)?)\1")
NOT_PARAGRAPH = ("#", "<", "|", ">", "[")
LIST_ITEM = re.compile(r"(?:[-*+]|\d+[.)])\s")


def paragraphs(body: str) -> list[tuple[int, str]]:
    """(1-based line, text) of each plain paragraph of ``body``: blocks of lines between blank lines that are
    not fenced code, headings, lists, tables, quotes or HTML."""
    found: list[tuple[int, str]] = []
    block: list[tuple[int, str]] = []
    fence = None

    def close() -> None:
        if block and not block[0][1].startswith(NOT_PARAGRAPH) and not LIST_ITEM.match(block[0][1]):
            found.append((block[0][0], " ".join(text for _, text in block)))
        block.clear()

    for number, line in enumerate(body.splitlines(), start=1):
        opening = FENCE.match(line)
        if fence is not None:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            continue
        if opening:
            close()
            fence = opening.group(1)
        elif not line.strip():
            close()
        elif line.startswith(("    ", "\t")) and not block:
            continue  # indented code or the continuation of a list item
        else:
            block.append((number, line.strip()))
    close()
    return found


def _statement(body: str) -> tuple[int, str] | None:
    found = paragraphs(body)
    for line, text in found:
        if LEAD.match(text):
            return line, LEAD.sub("", text, count=1)
    return None


def has_lead(body: str) -> bool:
    """Whether the body has a paragraph starting with **Ruling.**."""
    return _statement(body) is not None


def statement(body: str) -> str:
    """The ruling in plain text (links and emphasis taken off); the first paragraph when there is no **Ruling.**."""
    found = _statement(body) or next(iter(paragraphs(body)), None)
    return plain_text(found[1]) if found else ""


def statement_line(body: str) -> int | None:
    """The line (in ``body``) where the **Ruling.** paragraph starts, or None."""
    found = _statement(body)
    return found[0] if found else None


def plain_text(markdown: str) -> str:
    text = LINK.sub(r"\1", markdown)
    for _ in range(2):
        text = EMPHASIS.sub(r"\2", text)
    return " ".join(text.replace("`", "").split())


def ruling_date(meta: dict) -> str:
    """The date a ruling shows: the date of ``first_appeared`` when the front matter gives one (nothing when
    it says ``unknown``); without ``first_appeared``, the earliest date of its history; else "".

    >>> ruling_date({"history": [{"date": "2025"}, {"date": 1997}]})
    '1997'
    >>> ruling_date({"first_appeared": {"doc": "CRF", "version": 22, "date": datetime.date(2026, 1, 21)}})
    '2026-01-21'
    >>> ruling_date({"first_appeared": {"doc": "CRF", "version": "unknown", "date": "unknown"},
    ...              "history": [{"date": "1997"}]})
    ''
    """
    appeared = meta.get("first_appeared")
    if isinstance(appeared, dict):
        date = appeared.get("date")
        return "" if date in (None, "", UNKNOWN) else _text(date)
    dates = [_text(entry["date"]) for entry in meta.get("history") or []
             if isinstance(entry, dict) and entry.get("date") not in (None, "", UNKNOWN)]
    return min(dates) if dates else ""


def _text(value) -> str:
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()[:10]
    return str(value)
