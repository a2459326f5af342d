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

Reading a statement is one pass over the page, and taking the links and
emphasis off is linear in its length: a statement read from git history is
not held to ``check``'s limits when it was committed, and the regular
expressions these readers replace (one for links, one for emphasis) scanned to
the end of the text again from every ``[`` or ``*`` that never closed: minutes
on a statement of 120,000 characters of ``*a``. The readers give what those
expressions gave (``tests/test_changes_history.py`` compares them on random
text).
"""
from __future__ import annotations

import datetime
import re

from .dating import UNKNOWN

LEAD = re.compile(r"\*\*(?:The )?ruling\.\*\*[ \t]*", re.IGNORECASE)
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
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
    """The text without links (their text kept), emphasis (two levels), backticks and runs of white space."""
    text = link_texts(markdown)
    for _ in range(2):
        text = unemphasised(text)
    return " ".join(text.replace("`", "").split())


def link_texts(text: str) -> str:
    """Each ``[text](address)`` (or image ``![text](address)``) replaced by its text, in one pass.

    A link runs from a ``[`` to the first ``]`` after it, which ``(`` must follow, to the first ``)`` after that;
    a ``[`` whose ``]`` has no ``(`` after it fails, and so does every ``[`` before that ``]``, so the reading
    goes on after it; once no ``]`` or ``)`` is left, no link is.

    >>> link_texts("See [a [b](x.md) and ![c](d.png), [e] (f) [g](h")
    'See a [b and c, [e] (f) [g](h'
    """
    out: list[str] = []
    done = position = 0
    while True:
        start = text.find("[", position)
        close = text.find("]", start + 1) if start >= 0 else -1
        if close < 0:
            break
        if not text.startswith("(", close + 1):
            position = close + 1
            continue
        end = text.find(")", close + 2)
        if end < 0:
            break
        begin = start - 1 if start > done and text[start - 1] == "!" else start
        out += [text[done:begin], text[start + 1:close]]
        done = position = end + 1
    out.append(text[done:])
    return "".join(out)


def unemphasised(text: str) -> str:
    """One level of ``*a*``, ``**a**``, ``_a_``, ``__a__`` replaced by what it holds, in linear time.

    At a ``*`` or ``_`` the emphasis opens with two of them when two are there (else one); what it holds starts
    with a character that is not white space and runs, on the same line, to the first closing delimiter after at
    least two characters that follows a character that is not white space, or else to a delimiter right after its
    first character; failing both, one delimiter is tried the same way; failing that, the character is text.
    Every search for the next delimiter, line end or closing delimiter goes on from where the last one of its
    kind ended, because the place where an emphasis may open only moves forward: each character is looked at a
    bounded number of times.

    >>> unemphasised("a **b** and *c*d*, _e_ or ** f, *g")
    'a b and c*d, e or ** f, *g'
    """
    size = len(text)
    opening = {mark: _Next(text, mark, after_text=False) for mark in "*_"}
    closing = {delimiter: _Next(text, delimiter) for delimiter in ("*", "**", "_", "__")}
    line_end = _Next(text, "\n", after_text=False)
    out: list[str] = []
    done = index = 0
    while True:
        index = min(opening["*"].first(index, size), opening["_"].first(index, size))
        if index >= size:
            break
        mark, found = text[index], None
        for delimiter in ((mark * 2, mark) if text.startswith(mark * 2, index) else (mark,)):
            start = index + len(delimiter)
            if start >= size or text[start].isspace():
                continue
            end = closing[delimiter].first(start + 2, size)
            if end >= line_end.first(start, size):
                end = start + 1 if text.startswith(delimiter, start + 1) else size
            if end < size:
                found = (delimiter, start, end)
                break
        if found is None:
            index += 1
            continue
        delimiter, start, end = found
        out += [text[done:index], text[start:end]]
        done = index = end + len(delimiter)
    out.append(text[done:])
    return "".join(out)


class _Next:
    """Where ``mark`` next occurs in ``text`` at or after a position (right after a character that is not white
    space, unless ``after_text`` is False), for positions asked in increasing order: each search goes on from
    the last answer, so all the searches together read the text once."""

    def __init__(self, text: str, mark: str, after_text: bool = True):
        self.text, self.mark, self.after_text = text, mark, after_text
        self.answer = -1

    def first(self, position: int, default: int) -> int:
        """The first place at or after ``position``, or ``default`` when there is none."""
        if self.answer is None or self.answer >= position:
            return default if self.answer is None else self.answer
        text, found = self.text, self.text.find(self.mark, position)
        while found > 0 and self.after_text and text[found - 1].isspace():
            found = text.find(self.mark, found + 1)
        self.answer = found if found >= 0 else None
        return default if self.answer is None else self.answer


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
