"""Refresh ``data/facts.json`` from the reference card database.

Facts (names, types, numbers) carry over from the database; card text does
not. Run from the project root::

    python -m meccg_rules.tools.import_facts ../shared/reference/cards.json
"""
from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "engine" / "data"
SITE_TYPES = {"{H}": "Haven", "{F}": "Free-hold", "{B}": "Border-hold", "{R}": "Ruins & Lairs",
              "{S}": "Shadow-hold", "{D}": "Dark-hold"}


def _number(value):
    try:
        return int(str(value).lstrip("+"))
    except ValueError:
        return None


def facts_of(raw: dict) -> dict:
    a = raw.get("attributes", {})
    subtype = a.get("subtype", "")
    facts = {"name": raw["name"]["en"], "type": raw["type"], "alignment": raw["alignment"],
             "subtype": subtype, "unique": bool(a.get("unique", False))}
    for key, out in (("prowess", "prowess"), ("body", "body"), ("mind", "mind"),
                     ("directInfluence", "direct_influence"), ("corruption", "corruption"),
                     ("strikes", "strikes"), ("marshallingPoints", "marshalling_points")):
        if key in a and _number(a[key]) is not None:
            facts[out] = _number(a[key])
    for key, out in (("race", "race"), ("skills", "skills"), ("keywords", "keywords")):
        if a.get(key):
            facts[out] = a[key]
    if raw["type"] == "Site":
        facts["site_type"] = SITE_TYPES.get(a.get("siteType", ""), a.get("siteType", ""))
        attacks = a.get("autoAttack", "")
        facts["automatic_attacks"] = [s.strip() for s in attacks.split(";") if s.strip()]
        playable = a.get("playable", "")
        match = re.search(r"Items \(([^)]*)\)", playable)
        facts["playable_items"] = [p.strip() for p in match.group(1).split(",")] if match else []
        if a.get("region"):
            facts["region"] = a["region"]
    if "Creature" in subtype and a.get("playable"):
        facts["keyed_to"] = re.findall(r"\{.\}", a["playable"])
    return facts


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    database = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    by_id = {cid: c for s in database.values() for cid, c in s["cards"].items()}
    wanted = [c["id"] for f in sorted(DATA.glob("*.toml"))
              for c in tomllib.loads(f.read_text(encoding="utf-8"))["card"]]
    missing = [i for i in wanted if i not in by_id]
    if missing:
        print(f"not in the database: {', '.join(missing)}", file=sys.stderr)
        return 1
    facts = {i: facts_of(by_id[i]) for i in wanted}
    (DATA / "facts.json").write_text(json.dumps(facts, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                     encoding="utf-8")
    print(f"wrote facts for {len(facts)} cards")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
