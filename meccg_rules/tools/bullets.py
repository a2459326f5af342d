"""`meccg-rules bullets`: the CRF 22 bullets, each with the page that covers it or "not yet".

The same list as the site's Coverage page, without building the site: a contributor looking for a ruling to
write runs ``meccg-rules bullets --uncovered term.agent``.
"""
from __future__ import annotations

from pathlib import Path

from ..engine.core.errors import nearest
from ..pages.crf import census
from .scaffold import ruling_pages


def bullet_lines(docs: Path, prefixes: list[str], uncovered: bool) -> tuple[list[str], str]:
    """One line per bullet whose id starts with one of ``prefixes`` (all when none), and a summary line."""
    crf = census()
    _, covered = ruling_pages(docs)
    lines, shown, done = [], 0, 0
    for bullet in crf.bullets.values():
        if prefixes and not any(bullet.id == p or bullet.id.startswith(p.rstrip(".") + ".") for p in prefixes):
            continue
        page = covered.get(bullet.id)
        shown += 1
        done += page is not None
        if uncovered and page is not None:
            continue
        where = str(page) if page else f"not yet (pages go in docs/rulings/{crf.folder(bullet.section)}/)"
        lines.append(f"{bullet.id}  {bullet.label}  [crf-22.md line {bullet.line}]\n    {where}")
    summary = f"{done} of {shown} bullets have a page" + (f"; {shown - done} not yet" if shown - done else "")
    return lines, summary


def unknown_prefixes(prefixes: list[str]) -> list[str]:
    """What to say about prefixes that match no bullet, with the nearest section id."""
    crf = census()
    said = []
    for prefix in prefixes:
        if not any(b.id == prefix or b.id.startswith(prefix.rstrip(".") + ".") for b in crf.bullets.values()):
            near = nearest(prefix, list(crf.sections))
            said.append(f"no CRF 22 bullet id starts with {prefix!r}" + (f"; did you mean {near[0]!r}?" if near else
                        "; ids start with ts., term., tour. or card. (see the site's Coverage page)"))
    return said
