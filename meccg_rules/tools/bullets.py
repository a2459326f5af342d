"""`meccg-rules bullets`: the CRF 22 bullets, each with the page that covers it or "not yet".

The same list as the site's Coverage page, without building the site: a contributor looking for a ruling to
write runs ``meccg-rules bullets --uncovered term.agent``.
"""
from __future__ import annotations

from pathlib import Path

from ..engine.core.errors import nearest
from ..pages.covering import KINDS, cover
from ..pages.crf import census
from ..pages.front_matter import load_page
from ..pages.reading import walk


def bullet_lines(docs: Path, prefixes: list[str], uncovered: bool) -> tuple[list[str], str]:
    """One line per bullet whose id starts with one of ``prefixes`` (all when none), and a summary line."""
    crf = census()
    naming: dict[str, list] = {}
    for path in walk(docs).pages:
        page = load_page(path, docs)
        for bullet_id in page.strings("crf") if page.is_ruling else ():
            naming.setdefault(bullet_id, []).append(page)
    lines, shown, done, kinds = [], 0, 0, {kind: 0 for kind in KINDS}
    for bullet in crf.bullets.values():
        if prefixes and not any(bullet.id == p or bullet.id.startswith(p.rstrip(".") + ".") for p in prefixes):
            continue
        kind = cover(bullet, naming.get)
        shown += 1
        done += bool(kind)
        kinds[kind] = kinds.get(kind, 0) + 1
        if uncovered and kind:
            continue
        where = "; ".join(page.path for page in naming.get(bullet.id, []))
        if bullet.is_pointer:
            where = f"pointer to {', '.join(bullet.points_to)}" + (f"; {where}" if where else "") + \
                ("" if kind else " (no ruling there yet)")
        elif kind == "documented":
            where = f"documented, nothing to run: {where}"
        elif not kind and where:
            where = f"not proven yet, every example of its page skipped: {where}"
        where = where or f"not yet (pages go in docs/rulings/{crf.folder(bullet.section)}/)"
        lines.append(f"{bullet.id}  {bullet.label}  [crf-22.md line {bullet.line}]\n    {where}")
    summary = (f"{done} of {shown} bullets covered ({kinds['proven']} proven by examples, {kinds['documented']} "
               f"documented with nothing to run, {kinds['pointer']} pointers)"
               + (f"; {shown - done} not yet" if shown - done else ""))
    return lines, summary


def unknown_prefixes(prefixes: list[str]) -> list[str]:
    """What to say about prefixes that match no bullet, with the nearest section id."""
    crf = census()
    said = []
    for prefix in prefixes:
        if not any(b.id == prefix or b.id.startswith(prefix.rstrip(".") + ".") for b in crf.bullets.values()):
            # a prefix is matched part by part (term.agent is not term.agents): one cut inside a part is told so
            parts = sorted(section for section in crf.sections if section.startswith(prefix))
            if parts:
                shown = ", ".join(parts[:6]) + (f" and {len(parts) - 6} more" if len(parts) > 6 else "")
                said.append(f"{prefix!r} ends inside a part of the bullet ids, and a prefix is matched part by part "
                            f"(term.agent does not match term.agents.1): give whole parts, e.g. {shown}")
                continue
            near = nearest(prefix, list(crf.sections))
            said.append(f"no CRF 22 bullet id starts with {prefix!r}" + (f"; did you mean {near[0]!r}?" if near else
                        "; ids start with ts., term., tour. or card. (see the site's Coverage page)"))
    return said
