"""The engine page's map of the rule families, generated from ``engine/families.py`` at each build.

``[ENGINE]`` becomes one table row per family, in the families' order: its folder, the CoE rules it models,
its modules, and what it owns (actions, what it resolves, the hooks it answers and asks, the queries it adds
to). Nothing in it is typed on the page, so a family added, moved or changed shows at the next build.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from pathlib import Path

from ..engine.core.registry import Family
from ..engine.families import FAMILIES
from .language_tables import table

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def modules(family: Family) -> str:
    folder = ENGINE / family.name
    return ", ".join(sorted(p.stem for p in folder.glob("*.py") if p.stem not in ("__init__", "family", "actions")))


def owns(family: Family) -> str:
    parts = []
    if family.actions:
        parts.append("actions: " + ", ".join(sorted(a.__name__ for a in family.actions)))
    if family.resolvers:
        parts.append("resolves: " + ", ".join(sorted(family.resolvers)))
    if family.calls:
        parts.append("asks: " + ", ".join(sorted(family.calls)))
    answered = sorted(set(family.hooks) | set(family.modifiers) | set(family.conditions) | set(family.selectors))
    if answered:
        parts.append("answers: " + ", ".join(answered))
    if family.effects:
        parts.append("effects: " + ", ".join(sorted(e.__name__ for e in family.effects)))
    return "; ".join(parts)


def engine_map() -> etree.Element:
    rows = [((family.name,), family.title, family.rules, modules(family), owns(family)) for family in FAMILIES]
    return table(("Folder", "Family", "CoE rules", "Modules", "What it owns"), rows, "language-table engine-map")
