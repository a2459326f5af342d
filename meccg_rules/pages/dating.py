"""When a ruling first appeared: the dates pages give, and what CRF 22's own marks say about a bullet.

A ruling page says where its ruling first appeared in ``first_appeared``: the same keys as a source
(``doc``, ``version`` or ``number`` ...) plus ``date``. A date is a year (``2025``), a year and month
(``2025-06``) or a full date (``2026-01-21``), or ``unknown`` where no source gives it: never a guess.

CRF 22 marks every entry made after ICE's last CRF, CRF 15 (its introduction lists the marks):
``[CoE 2025]`` a Council of Elrond ruling of that year, ``[Van 1999]`` a ruling by ICE's last NetRep,
``[ICE]`` an ICE ruling the CoE added later, and so on. ``[CoE 2002]`` is the exception that names a
year without giving one: CRF 22 defines it as a ruling of the CoE NetRep *before* August 2002, so it
dates nothing by itself; ``@`` (our tag ``new``) is new or changed since
CRF 21. A bullet with none of these marks is therefore an entry of CRF 15 or earlier.

>>> date_problem(2025), date_problem("2025-06"), date_problem("unknown")
(None, None, None)
>>> date_problem("2025-13")
'date 2025-13 must be a year (2025), a year-month (2025-06), a date (2026-01-21) or unknown'
>>> what_the_marks_say(("CoE 2025",))
MarkDating(year=2025, what='a Council of Elrond ruling of 2025 (CRF 22 mark [CoE 2025])', kind='Council of Elrond ruling')
>>> what_the_marks_say(("CoE 2002",)).year is None   # "before August 2002": no year of its own
True
>>> what_the_marks_say(("card erratum",)).what
'not marked in CRF 22, so an ICE entry of CRF 15 or earlier'
"""
from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

UNKNOWN = "unknown"
CRF_22_PUBLISHED = datetime.date(2026, 1, 21)   # CRF 22's introduction: "Published 21 jan 2026"
_DATE = re.compile(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?\Z")
_FIRST_YEAR = 1995                               # MECCG's first set; nothing about it is older


def date_problem(value) -> str | None:
    """``None`` if ``value`` is a year, year-month, date (not in the future) or ``unknown``; else what is wrong."""
    if value == UNKNOWN:
        return None
    if isinstance(value, datetime.datetime):
        value = value.date()
    if isinstance(value, datetime.date):
        parts = (value.year, value.month, value.day)
    else:
        match = _DATE.match(str(value)) if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        parts = tuple(int(p) for p in match.groups() if p) if match else None
    if parts is None or not _valid(parts):
        return (f"date {value} must be a year (2025), a year-month (2025-06), a date (2026-01-21) "
                f"or {UNKNOWN}")
    if parts[0] < _FIRST_YEAR or parts > _today_parts()[:len(parts)]:
        return f"date {value} is outside the game's history ({_FIRST_YEAR} to today)"
    return None


def _valid(parts: tuple) -> bool:
    try:
        datetime.date(parts[0], parts[1] if len(parts) > 1 else 1, parts[2] if len(parts) > 2 else 1)
    except ValueError:
        return False
    return True


def _today_parts() -> tuple:
    today = datetime.date.today()
    return today.year, today.month, today.day


def date_text(value) -> str:
    """A date as a page shows it: ``2026-01-21``, ``2025``, or ``date unknown``."""
    if value == UNKNOWN or value is None:
        return "date unknown"
    return value.isoformat() if isinstance(value, datetime.date) else str(value)


def known_bound(value, bullets) -> str:
    """What is known of an unknown date: a ruling that covers a CRF 22 bullet appeared in CRF 22 at the latest.

    >>> known_bound("unknown", ["card.giant.1"]), known_bound("unknown", []), known_bound("2025", ["card.giant.1"])
    ('no later than CRF 22, published 2026-01-21', '', '')
    """
    if (value != UNKNOWN and value is not None) or not bullets:
        return ""
    return f"no later than CRF 22, published {CRF_22_PUBLISHED.isoformat()}"


def year_of(value) -> int | None:
    """The year of a valid date, or None for ``unknown``."""
    if isinstance(value, datetime.date):
        return value.year
    match = _DATE.match(str(value))
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class MarkDating:
    """What a bullet's marks say about when it was ruled: the year (if they give one), in our words."""

    year: int | None
    what: str
    kind: str = ""   # "Council of Elrond ruling", "ICE ruling" ...; empty for an unmarked bullet


_MARKS = (  # (pattern on a census tag, the year's group (0: 2002) or None, the ruling's kind, our words)
    (re.compile(r"CoE 2002\Z"), None, "Council of Elrond ruling",  # a deadline, not the year of the ruling
     "a ruling by the CoE NetRep made before August 2002, in a year the mark does not give"),
    (re.compile(r"CoE IE (\d{4})\Z"), 1, "Council of Elrond erratum", "an erratum the Council of Elrond issued in {}"),
    (re.compile(r"CoE (\d{4})\Z"), 1, "Council of Elrond ruling", "a Council of Elrond ruling of {}"),
    (re.compile(r"Van (\d{4})\Z"), 1, "ICE NetRep ruling", "a ruling by Van Norton, ICE's last NetRep, in {}"),
    (re.compile(r"Ruled by ICE, added by CoE (\d{4})\Z"), None, "ICE ruling",
     "an ICE ruling, added by the Council of Elrond in {}"),
    (re.compile(r"Ruled by CoE (\d{4}), added by CoE (\d{4})\Z", re.I), 1, "Council of Elrond ruling",
     "a Council of Elrond ruling of {}, added to the CRF in {}"),
    (re.compile(r"ICE\Z"), None, "ICE ruling", "an ICE ruling, added to the CRF later by the Council of Elrond"),
)


def what_the_marks_say(tags) -> MarkDating:
    """Read a census bullet's tags (``Bullet.tags``): the first dating mark wins; no mark means CRF 15 or earlier."""
    for tag in tags:
        for pattern, group, kind, words in _MARKS:
            match = pattern.match(tag)
            if match:
                year = int(match.group(group)) if group else None
                return MarkDating(year, f"{words.format(*match.groups())} (CRF 22 mark [{tag}])", kind)
    if "new" in tags:
        return MarkDating(CRF_22_PUBLISHED.year, "new in CRF 22 (marked @)", "CRF 22")
    return MarkDating(None, "not marked in CRF 22, so an ICE entry of CRF 15 or earlier", "")


def suggested_first_appeared(bullets) -> dict:
    """A ``first_appeared`` entry for a new page from its bullets' marks (the earliest dated one), to be checked."""
    datings = [what_the_marks_say(b.tags) for b in bullets]
    dated = sorted((d for d in datings if d.year), key=lambda d: d.year)
    if dated and dated[0].kind == "CRF 22":
        return {"doc": "CRF", "version": 22, "date": CRF_22_PUBLISHED, "note": dated[0].what}
    if dated:
        return {"doc": "Other", "title": dated[0].kind, "date": dated[0].year, "note": dated[0].what}
    marked = [d for d in datings if d.kind]  # an ICE ruling the CoE added, year not given
    if marked:
        return {"doc": "Other", "title": marked[0].kind, "date": UNKNOWN, "note": marked[0].what}
    note = datings[0].what if datings else "say where the ruling first appeared, or leave unknown"
    return {"doc": "CRF", "version": UNKNOWN, "date": UNKNOWN, "note": note}
