"""How the pages cover a CRF bullet: proven, documented, pointer, or not yet (the site's Coverage page and
``meccg-rules bullets`` ask the same question here).

- *proven*: a ruling page names it in ``crf`` and proves it with examples: at least one of that page's examples
  runs (``proving.py``); a page whose every example is skipped states the ruling but proves nothing yet, and its
  bullets stay "not yet";
- *documented*: only pages with nothing to run name it (``documented.py``: an erratum that cannot change play);
- *pointer*: a "See ..." bullet, which rules nothing itself. It is covered once every section it points to
  holds a ruling that is proven or documented (or a page names it), and readers are sent to those sections.

>>> from meccg_rules.pages.crf import census
>>> from types import SimpleNamespace as P
>>> from meccg_rules.pages.front_matter import parse_page
>>> example = "```scenario\\nSetup\\n  Alice is the resource player.\\nExpect\\n  Alice has 0 cards in hand.\\n```\\n"
>>> ruling = parse_page("---\\nid: r\\n---\\n\\n" + example, "docs/rulings/r.md")
>>> skip = '<!-- skip: next "not modelled yet" -->\\n'
>>> waiting = parse_page("---\\nid: w\\n---\\n\\n" + skip + example, "docs/rulings/w.md")
>>> erratum = P(meta={"nothing_to_run": "a typo"}, is_ruling=True)
>>> crf = census()
>>> cover(crf.find("card.giant.1"), {"card.giant.1": [erratum]}.get)
'documented'
>>> giant = crf.find("card.giant.1")
>>> cover(giant, {"card.giant.1": [waiting]}.get), cover(giant, {"card.giant.1": [waiting, ruling]}.get)
('', 'proven')
>>> cover(crf.find("card.burglary.2"), {}.get), cover(crf.find("card.burglary.2"), {"term.burglary-attempts.1": [ruling]}.get)
('', 'pointer')
"""
from __future__ import annotations

from collections.abc import Callable

from .crf import Bullet, census
from .documented import reason
from .proving import runs_an_example

KINDS = ("proven", "documented", "pointer")


def cover(bullet: Bullet, pages_of: Callable) -> str:
    """One of ``KINDS``, or "" (not yet); ``pages_of(bullet id)`` gives the pages naming a bullet (or None)."""
    pages = pages_of(bullet.id) or []
    if bullet.is_pointer:
        held = all(any(cover(b, pages_of) for b in census().in_section(section) if not b.is_pointer)
                   for section in bullet.points_to)  # pointers that point back (Targets, Active Conditions) aside
        return "pointer" if pages or held else ""
    if not pages:
        return ""
    if all(reason(page) for page in pages):
        return "documented"
    return "proven" if any(runs_an_example(page) for page in pages if not reason(page)) else ""
