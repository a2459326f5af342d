"""A card's facts as a player reads them: labels in the game's words, values as the card prints them.

``fact_rows(card)`` turns the imported facts (``direct_influence: 3``,
``keyed_to: {region_types: {wilderness: 2}, site_types: [Ruins & Lairs]}``)
into rows such as ``("Direct influence", "3")`` and ``("Keyed to",
"Wilderness ×2, Ruins & Lairs")``. A fact this module has no label for is still
shown, under its name made readable, so nothing imported is hidden.

>>> from types import SimpleNamespace as C
>>> rows = fact_rows(C(id="TW-30", facts={"name": "Cave-drake", "type": "Hazard", "alignment": "Hero",
...     "subtype": "Creature", "set": "TW", "strikes": 2, "prowess": 10, "body": None, "attacker_chooses": True,
...     "keyed_to": {"region_types": {"wilderness": 2}, "site_types": ["Ruins & Lairs"]}}))
>>> dict(rows)["Keyed to"], dict(rows)["Card"], dict(rows)["Strikes"]
('Wilderness ×2, Ruins & Lairs', 'Hazard, Creature', '2')
>>> dict(rows)["Body"]
'–'
"""
from __future__ import annotations

SETS = {"TW": "The Wizards", "TD": "The Dragons", "DM": "Dark Minions", "LE": "The Lidless Eye",
        "AS": "Against the Shadow", "WH": "The White Hand", "BA": "The Balrog"}
LABELS = {  # fact -> label, in the order a card shows them
    "unique": "Unique", "race": "Race", "skills": "Skills", "avatar": "Avatar", "prowess": "Prowess",
    "body": "Body", "mind": "Mind", "direct_influence": "Direct influence", "general_influence": "General influence",
    "home_sites": "Home site", "manifestation_of": "Manifestation of",
    "corruption_check_modifier": "Corruption checks", "corruption_points": "Corruption points",
    "marshalling_points": "Marshalling points", "keywords": "Keywords",
    "strikes": "Strikes", "each_character": "Strikes", "attacker_chooses": "Attacker chooses defending characters",
    "detainment": "Detainment", "keyed_to": "Keyed to", "keyed_to_if": "Keyed to, if",
    "site_type": "Site type", "haven": "Haven", "region": "Region", "nearest_haven": "Nearest Haven",
    "site_path": "Site path", "haven_paths": "Site paths", "automatic_attacks": "Automatic-attacks",
    "playable": "Playable", "draw": "Cards drawn (you)", "draw_opponent": "Cards drawn (opponent)",
    "influence_number": "Influence check", "standard_modifications": "Standard modifications",
    "playable_at": "Playable at", "playable_site_types": "Playable at site types",
    "playable_in_regions": "Playable in regions", "playable_if_tapped": "Playable at a tapped site",
    "playable_on": "Playable on", "ring_test": "Ring test", "region_type": "Region type", "adjacent": "Adjacent",
}
BONUSES = ("prowess", "body", "direct_influence", "mind")
SHOWN_ELSEWHERE = {"name", "type", "alignment", "subtype", "set", "mp_type", "partial"}


def fact_rows(card) -> list[tuple[str, str]]:
    """(label, value) for every fact of the card, the kind of card first."""
    facts = card.facts
    kind = ", ".join(x for x in (facts.get("type"), facts.get("subtype")) if x)
    rows = [("Card", kind), ("Alignment", str(facts.get("alignment", ""))),
            ("Set", f"{SETS.get(facts.get('set'), facts.get('set', ''))} ({card.id})")]
    done = set(SHOWN_ELSEWHERE)
    for key in LABELS:
        if key in facts and key not in done:
            value = _value(key, facts)
            if value:
                rows.append((LABELS[key], value))
            done.add(key)
    for stat in BONUSES:
        if f"{stat}_bonus" in facts:
            rows.append((f"{LABELS[stat]} bonus", _bonus(stat, facts)))
    done |= {key for key in facts if key.startswith(BONUSES) and ("_bonus" in key or "_max" in key or "_min" in key)}
    for key, value in facts.items():
        if key not in done and not key.endswith("_printed") and value not in (None, "", [], {}, False):
            rows.append((key.replace("_", " ").capitalize(), _plain(value)))
    return [(label, value) for label, value in rows if value]


def _value(key: str, facts: dict) -> str:
    value = facts[key]
    printed = facts.get(f"{key}_printed")
    if printed is not None:
        return str(printed)
    if key == "body" and value is None:
        return "–"
    if key == "each_character":
        return "one against each character" if value else ""
    if key == "marshalling_points" and facts.get("mp_type"):
        return f"{value} ({facts['mp_type']})"
    if key == "corruption_check_modifier" and isinstance(value, int):
        return f"{value:+d}"
    if key == "influence_number":
        return f"more than {value}"
    if key in ("keyed_to",):
        return _keying(value)
    if key == "keyed_to_if":
        return "; ".join(f"{condition}: {_keying(keying)}" for condition, keying in value.items())
    if key == "automatic_attacks":
        return "; ".join(_attack(attack) for attack in value)
    if key == "ring_test":
        return ", ".join(f"{ring} {_range(bounds)}" for ring, bounds in value.items())
    if key == "standard_modifications":
        return ", ".join(f"{who} {_signed(by)}" for who, by in value.items())
    if key in ("site_path", "region_type"):
        return _symbols(value)
    if key == "haven_paths":
        return "; ".join(f"to {haven}: {_symbols(path)}" for haven, path in value.items())
    if key == "playable":
        return _plain({what.capitalize(): sizes for what, sizes in value.items()})
    return _plain(value)


def _bonus(stat: str, facts: dict) -> str:
    text = facts.get(f"{stat}_bonus_printed") or _signed(facts[f"{stat}_bonus"])
    parts = [str(text)]
    if facts.get(f"{stat}_max") is not None:
        parts.append(f"to a maximum of {facts[f'{stat}_max']}")
    for key, word in ((f"{stat}_max_against", "maximum {} against {}"), (f"{stat}_bonus_against", "{} against {}")):
        for who, amount in (facts.get(key) or {}).items():
            parts.append(word.format(_signed(amount) if "bonus" in key else amount, who))
    return ", ".join(parts)


def _keying(keying: dict) -> str:
    parts = [f"{_word(kind)} ×{count}" if count > 1 else _word(kind)
             for kind, count in (keying.get("region_types") or {}).items()]
    for key in ("site_types", "regions", "sites"):
        parts.extend(str(x) for x in keying.get(key) or [])
    for within in keying.get("sites_in") or []:
        kinds = ", ".join(within.get("site_types") or []) or "any site"
        where = ", ".join(within.get("regions") or [])
        parts.append(f"{'non-Haven ' if within.get('non_haven') else ''}{kinds}{' in ' + where if where else ''}")
    for key, words in (("and_adjacent_sites", "and the sites adjacent to it"),
                       ("and_surface_sites", "and their surface sites"), ("under_deeps", "any Under-deeps site")):
        if keying.get(key):
            parts.append(words)
    return ", ".join(parts)


def _word(symbol: str) -> str:
    """wilderness -> Wilderness, shadow-land -> Shadow-land, coastal sea -> Coastal sea."""
    text = str(symbol)
    return text[:1].upper() + text[1:]


def _attack(attack: dict) -> str:
    strikes = "one strike against each character" if attack.get("each_character") else \
        f"{attack.get('strikes', '?')} strike{'s' if attack.get('strikes') != 1 else ''}"
    return f"{attack.get('race', 'attack')}: {strikes} with {attack.get('prowess', '?')} prowess"


def _range(bounds) -> str:
    low, high = (list(bounds) + [None, None])[:2]
    if low is None and high is None:
        return "on any other roll"
    if high is None:
        return f"on {low} or more"
    if low is None:
        return f"on {high} or less"
    return f"on {low} to {high}"


def _symbols(path) -> str:
    items = path if isinstance(path, list) else [path]
    return ", ".join(_word(x) for x in items)


def _signed(value) -> str:
    return f"{value:+d}".replace("-", "−") if isinstance(value, int) else str(value)


def _plain(value) -> str:
    if value is True:
        return "yes"
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return str(value)
