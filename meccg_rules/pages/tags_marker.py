"""Material's tags listing marker, ``<!-- material/tags -->``: the Terms page's, and nobody else's.

Material's tags plugin turns the marker into a listing of every term with its rulings, on whatever page holds
it, and points each ruling's terms at the listing nearest to it. So a marker on a ruling page would take the
links of its section's terms and show every term again; the marker is kept on the pages of
``allowlist.LISTING_PAGES`` only. Elsewhere ``check`` and the build report it at its line and the build takes it
out before the plugin reads the page (``without_markers``).

The markers are found as Material's own pattern finds them (``<!--``, white space, ``material/tags``, up to the
next ``-->``, any case), in one pass.

>>> markers("a <!-- x <!--\\n Material/Tags { include: [a] } --> b")
[(9, 49)]
>>> without_markers("a <!--\\nmaterial/tags\\n--> b", "rulings/x.md")
'a \\n\\n b'
"""
from __future__ import annotations

import re

from .allowlist import LISTING_PAGES
from .findings import Finding

OPENING = re.compile(r"\s*material/tags", re.IGNORECASE)


def markers(text: str) -> list[tuple[int, int]]:
    """Where each marker starts and ends in ``text``."""
    found: list[tuple[int, int]] = []
    position, end = 0, -1
    while (start := text.find("<!--", position)) >= 0:
        if end < start + 4:
            end = text.find("-->", start + 4)
            if end < 0:
                break
        if OPENING.match(text, start + 4):
            found.append((start, end + 3))
            position = end + 3
        else:
            position = start + 4
    return found


def misplaced(text: str, uri: str | None, path: str) -> list[Finding]:
    """A finding at the line of each marker on a page that is not a listing page."""
    if uri in LISTING_PAGES:
        return []
    return [Finding(path, text.count("\n", 0, start) + 1,
                    f"<!-- material/tags --> makes the list of every term; the site keeps it on "
                    f"{' and '.join(LISTING_PAGES)} only (meccg_rules/pages/allowlist.py): remove it")
            for start, _ in markers(text)]


def without_markers(text: str, uri: str) -> str:
    """``text`` with every marker taken out (its lines kept as blank lines) unless the page is a listing page."""
    if uri in LISTING_PAGES or "<!--" not in text:
        return text
    pieces, last = [], 0
    for start, end in markers(text):
        pieces += [text[last:start], "\n" * text.count("\n", start, end)]
        last = end
    return "".join(pieces) + text[last:]
