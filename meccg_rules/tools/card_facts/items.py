"""Facts of items: stat bonuses and their maxima, who may bear them, gold-ring tests."""
from __future__ import annotations

import re

from .text import plain, race_name, residue, sentences

STATS = {"prowess": "prowess", "body": "body", "direct influence": "direct_influence", "mind": "mind"}
BONUS = re.compile(
    r"^(?:provides |bearer receives |gives )?(?P<sign>[+-]) ?(?P<n>\d+) (?:to )?(?:(?:the )?bearer's |an? (?P<for>\w+)'s )?"
    r"(?P<stat>prowess|body|direct influence|mind)(?: and (?P<stat2>direct influence|body|prowess))?(?P<rest>.*)$",
    re.IGNORECASE)
RING_KINDS = ("The One Ring", "Dwarven Ring", "Magic Ring", "Lesser Ring", "Spirit Ring", "Mind Ring")
ITEM_KEYWORDS = ("Weapon", "Armor", "Shield", "Helmet")
REST_FILLER = ["to bearer", "to", "a", "the", "(", ")", "bearer's", "of"]


def item_facts(card_keywords: list[str], known_keywords: list[str], text: str, partial: set[str]) -> dict:
    """Bonuses, maxima, bearer restrictions, keywords and ring tests read from an item's text."""
    facts: dict = {}
    body = plain(text)
    vocabulary = {w.lower(): w for w in list(ITEM_KEYWORDS) + known_keywords}
    added = [vocabulary[s.lower()] for s in sentences(body) if s.lower() in vocabulary]
    keywords = list(dict.fromkeys(card_keywords + added))
    if keywords:
        facts["keywords"] = keywords
    for sentence in sentences(body):
        only: list[str] = []
        prefix = re.match(r"^(\w+)(?: or (\w+))? only\s*(?:\([^)]*\))?\s*:\s*", sentence)
        if prefix:
            only = [race_name(w) for w in prefix.groups() if w]
            sentence = sentence[prefix.end():]
        elif (alone := re.fullmatch(r"(\w+) only", sentence)):
            facts["playable_on"] = [race_name(alone.group(1))]
            continue
        for clause in re.split(r";\s*|,\s*(?=[+-]\s?\d)|\s+and\s+(?=[+-]\s?\d)", sentence):
            match = BONUS.match(clause.strip())
            if match:
                _bonus(match, only, facts, partial)
    if (on := re.search(r"Playable only on an? ([\w-]+)(?: or ([\w-]+))?", body)):
        facts["playable_on"] = [race_name(r) for r in on.groups() if r]
    if (bearer := re.search(r"Only an? ([\w-]+) may bear this item", body)):
        facts["playable_on"] = [race_name(bearer.group(1))]
    if (prowess := re.search(r"borne? by a character with a prowess of (\d+) or more", body)):
        facts["bearer_min_prowess"] = int(prowess.group(1))
    if (result := re.search(r"test indicates (?:an? |the )?((?:The One|Dwarven|Magic|Lesser|Spirit|Mind) Ring)",
                            body, re.IGNORECASE)):
        facts["ring_test_result"] = _ring_kind(result.group(1))
    tests = ring_test(body)
    if tests:
        facts["ring_test"] = tests
    return facts


def ring_test(body: str) -> dict[str, list[int | None]]:
    """A gold ring's test: {ring kind: [lowest, highest]} (None: open), from "(11,12+)", "(any result)"."""
    tests: dict[str, list[int | None]] = {}
    pattern = r"((?:The One|Dwarven|Magic|Lesser|Spirit|Mind) [Rr]ing)\s*\(([\d,+ ]+|any result)\)"
    for kind, values in re.findall(pattern, body):
        if values == "any result":
            tests[_ring_kind(kind)] = [None, None]
            continue
        numbers = [int(v) for v in re.findall(r"\d+", values)]
        tests[_ring_kind(kind)] = [min(numbers), None if values.strip().endswith("+") else max(numbers)]
    return tests


def _ring_kind(word: str) -> str:
    return next(k for k in RING_KINDS if k.lower() == word.lower())


def _targets(text: str) -> list[str]:
    """ "Elves and Elf factions" -> ["Elves", "Elf factions"]; "a Hobbit character or faction" -> both; [] if not so simple."""
    targets: list[str] = []
    for entry in re.split(r"\s+(?:and|or)\s+", text.strip()):
        entry = re.sub(r"^(?:an?|the)\s+", "", entry.strip())
        match = re.fullmatch(r"(?:([A-Z][\w-]*)\s*)?(characters?|factions?)?", entry)
        if not match or not entry:
            return []
        race, what = match.groups()
        if race is None and targets and what and " " in targets[-1]:
            race = targets[-1].split(" ")[0]
        targets.append(" ".join(w for w in (race, what) if w))
    return targets


def _bonus(match: re.Match, only: list[str], facts: dict, partial: set[str]) -> None:
    value = int(match.group("n")) * (-1 if match.group("sign") == "-" else 1)
    rest = match.group("rest")
    keys = [STATS[match.group("stat").lower()]] + ([STATS[match.group("stat2").lower()]] if match.group("stat2") else [])
    found: dict = {}
    for pattern, what in (
            (r"\(([+-]\d+)(?: to)?(?: prowess)? to a maximum of (\d+) against (\w+)\)", "bonus max against"),
            (r"\(([+-]\d+) against (\w+) to a maximum of (\d+)\)", "bonus against max"),
            (r"\((?:a )?maximum of (\d+) against (\w+)\)", "max against"),
            (r"\(([+-]\d+) if held by an? (\w+)\)", "bonus for"),
            (r"\(?(?:to )?(?:a )?minimum of (\d+)\)?", "min"),
            (r"\(?to a maximum of (\d+)\)?", "max"),
            (r"if held by an? (\w+)", "for"),
            (r"(?:used )?against (.+)$", "against")):
        hit = re.search(pattern, rest)
        if hit and what == "against":
            targets = _targets(hit.group(1))
            if targets:
                found[what] = targets
                rest = rest.replace(hit.group(0), " ")
        elif hit:
            found[what] = hit.groups()
            rest = rest.replace(hit.group(0), " ")
    if residue(rest, REST_FILLER):
        partial.add("bonuses")
        return
    race_for = match.group("for") or (found.get("for") or [None])[0]
    for key in keys:
        if "against" in found:
            for who in found["against"]:
                facts.setdefault(f"{key}_bonus_against", {})[who] = value
        elif race_for:
            facts.setdefault(f"{key}_bonus_for", {})[race_name(race_for)] = value
            if "max" in found:
                facts.setdefault(f"{key}_max_for", {})[race_name(race_for)] = int(found["max"][0])
                del found["max"]
        else:
            facts[f"{key}_bonus"] = value
        if "max" in found:
            facts[f"{key}_max"] = int(found["max"][0])
        if "min" in found:
            facts[f"{key}_min"] = int(found["min"][0])
        if "bonus max against" in found:
            bonus, most, who = found["bonus max against"]
            facts.setdefault(f"{key}_bonus_against", {})[who] = int(bonus)
            facts.setdefault(f"{key}_max_against", {})[who] = int(most)
        if "bonus against max" in found:
            bonus, who, most = found["bonus against max"]
            facts.setdefault(f"{key}_bonus_against", {})[who] = int(bonus)
            facts.setdefault(f"{key}_max_against", {})[who] = int(most)
        if "max against" in found:
            most, who = found["max against"]
            facts.setdefault(f"{key}_max_against", {})[who] = int(most)
        if "bonus for" in found:
            bonus, who = found["bonus for"]
            facts.setdefault(f"{key}_bonus_for", {})[race_name(who)] = int(bonus)
        if only:
            facts.setdefault("bonus_only_for", {})[key] = only
