"""The engine page's map of the rule families, generated from ``engine/families.py`` at each build.

``[ENGINE]`` becomes one table row per family, in the families' order: its folder, the CoE rules it models,
its modules, and what it owns (actions, what it resolves and rolls, what it waits for, its gates and closing
moments, its card keys, the hooks, queries and tables it asks, its answers to them, the primitives, conditions
and selections it implements). Nothing in it is typed on the page, so a family added, moved or changed shows at
the next build.

>>> from meccg_rules.engine.families import FAMILIES
>>> owns(FAMILIES[2])  # corruption
'actions: ChooseCorruptionCheck, DoubleSource, RemoveCorruptionCard, SupportCorruptionCheck; resolves: removal, support; waits for: the next corruption check; card keys: checks_plus_company_size, checks_supported_by_its_player, corruption_source, discard_at_company_size, doubles_a_corruption_source, doubles_palantir_corruption, followers_checks, protects, removal; asks: corruption check failed; answers hooks: after chains, corruption check, moving, next corruption check, order of corruption checks; adds to queries: corruption check; effects: CancelDiscards; conditions: target_checks_corruption'
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from pathlib import Path

from ..engine.core.registry import Closes, Family
from ..engine.families import FAMILIES
from .language_tables import table

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def modules(family: Family) -> str:
    folder = ENGINE / family.name
    return ", ".join(sorted(p.stem for p in folder.glob("*.py") if p.stem not in ("__init__", "family", "actions")))


def owns(family: Family) -> str:
    named = (
        ("actions", sorted(a.__name__ for a in family.actions)),
        ("resolves", sorted(family.resolvers)),
        ("rolls", sorted(family.rolls)),
        ("waits for", sorted(family.waiting)),
        ("gates first", sorted(family.first_gates)),
        ("gates", sorted(family.gates)),
        ("closes", sorted(closes(c) for c in family.closing)),
        ("card keys", sorted(family.keys.model_fields) if family.keys is not None else []),
        ("asks", sorted(family.calls)),
        ("answers hooks", sorted(family.hooks)),
        ("adds to queries", sorted(family.modifiers)),
        ("table entries", sorted(f"{table}: {', '.join(sorted(entries))}" for table, entries in family.entries.items())),
        ("effects", sorted(e.__name__ for e in family.effects)),
        ("conditions", sorted(family.conditions)),
        ("selects", sorted(family.selectors)),
    )
    return "; ".join(f"{what}: {', '.join(found)}" for what, found in named if found)


def closes(moment: Closes) -> str:
    """A moment the family closes: its hook, the phase it is asked in, the offer it needs standing."""
    when = "every phase" if moment.phase == "*" else f"the {moment.phase} phase"
    offer = f", while {moment.while_} stands" if moment.while_ else ""
    return f"{moment.hook.__module__.rsplit('.', 1)[-1]}.{moment.hook.__name__} ({when}{offer})"


def engine_map() -> etree.Element:
    rows = [((family.name,), family.title, family.rules, modules(family), owns(family)) for family in FAMILIES]
    return table(("Folder", "Family", "CoE rules", "Modules", "What it owns"), rows, "language-table engine-map")
