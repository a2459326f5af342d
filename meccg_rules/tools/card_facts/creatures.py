"""Facts of hazard creatures: strikes, what they are keyed to, detainment, who chooses defenders."""
from __future__ import annotations

import re

from .playable import Names
from .text import REGION_TYPES, number, plain, region_type_counts, residue, sentences, site_types

# a sentence about keying: where the creature may be played
KEYING = re.compile(r"\bkeyed\b|\bplayed at\b|\bplayable at\b|\bsite path\b|\bmoving from\b|\bplayable keyed\b"
                    r"|\bplayed following\b", re.IGNORECASE)
# sentences about where other cards may be played, not this one
OTHERS = re.compile(r"^May not be played|hazard creatures? (?:may|can) be (?:keyed|played)"
                    r"|^Any .* creatures? may be keyed|\breceives?\b", re.IGNORECASE)
# a sentence about another attack the card makes (Spider of the Môrlat's permanent-event form "faces a Spider
# attack of 2 strikes ... (detainment against minion companies)"): its notes are not the creature's own
ANOTHER_ATTACK = re.compile(r"\bfaces an? [\w-]+ attack\b", re.IGNORECASE)
CONDITION = re.compile(r"^If Doors of Night is (not )?in play,\s*", re.IGNORECASE)
SWITCH = re.compile(r"\bkeyed to\b|\b(?:played|playable) at\b|;\s*(?:or|and)\s+(?:may also be played\s+)?at\b"
                    r"|\b(?:or|and) at\b|\band to\b", re.IGNORECASE)
KEYING_FILLER = [
    "unique", "as a creature", "may", "also", "be", "played", "playable", "keyed", "to", "at", "or", "and", "any",
    "a", "an", "the", "in", "these", "this", "regions", "region", "sites", "site", "following", "non-Haven",
    "only", "she", "he", "it", "all of its", "Ruins & Lairs", "Shadow-holds", "Shadow-hold", "Border-holds",
    "Border-hold", "Dark-holds", "Dark-hold", "Free-holds", "Free-hold", "Wildernesses", "Wilderness", "wilderness",
    "Shadow-lands", "Shadow-land", "Dark-domains", "Dark-domain", "Coastal Seas", "Coastal Sea", "Free-domains",
    "Free-domain", "Border-lands", "Border-land", "Under-deeps", "any Under-deeps site", "surface site thereof",
    "adjacent sites", "its adjacent sites", "all of its adjacent sites", "adjacent site", "of", "thereof",
    "May also be keyed", "may be keyed",
]


def creature_facts(name: str, attributes: dict, text: str, names: Names, partial: set[str]) -> dict:
    """Strikes, keying, detainment and attacker-chooses of a hazard creature (named ``name``)."""
    facts: dict = {}
    body = plain(text)
    strikes = str(attributes.get("strikes", "")).strip()
    if strikes.isdigit():
        facts["strikes"] = int(strikes)
    elif strikes == "1/each":
        facts.update(strikes=None, each_character=True)
    elif strikes:
        facts["strikes_printed"] = strikes
        if strikes.startswith("1/each"):
            facts.update(strikes=None, each_character=True)
        partial.add("strikes")
    if re.search(r"\((\w+) strikes? and detainment", body):
        partial.add("strikes")
    attacks = re.search(r"\b(\w+) attacks \(?of (one|\d+) strikes? each|\b(Two|Three|\d+) attacks\b", body)
    if attacks:
        facts["attacks"] = number(attacks.group(1) or attacks.group(3))
        if attacks.group(2):  # the text gives each attack's strikes: that is the creature's strikes (the TW Slayer's
            facts["strikes"] = number(attacks.group(2))  # database entry prints 2 for two attacks of one strike each)
    own = " ".join(sentence for sentence in sentences(body) if not ANOTHER_ATTACK.search(sentence))
    if re.search(r"\bdetainment\b", own, re.IGNORECASE):
        facts["detainment"] = True
        against = re.search(r"detainment (?:and [+-]\d+ prowess )?against ((?:\w+)(?: and \w+)?) compan", own,
                            re.IGNORECASE)
        if against:
            facts["detainment_against"] = against.group(1).lower().split(" and ")
    if re.search(r"attacker chooses defending character", body, re.IGNORECASE):
        facts["attacker_chooses"] = True
    against_hero = re.search(r"([+-]\d+) prowess against hero compan", body, re.IGNORECASE)
    if against_hero:
        facts["prowess_against_hero"] = int(against_hero.group(1))
    keyed, conditional, understood = keying(attributes.get("playable", ""), body.replace(name.replace("’", "'"), "it"),
                                            names)
    if keyed:
        facts["keyed_to"] = keyed
    if conditional:
        facts["keyed_to_if"] = conditional
    if not understood:
        partial.add("keyed_to")
    facts.update(special_rules(name.replace("’", "'"), body))
    return facts


# a creature's special rules the combat family models (combat/special_rules.py), each read from one sentence
# (the creature's name in it written "it"): (pattern, fact, the value from the match)
SPECIAL_RULES = (
    (r"(?:\w+ strikes? \(|As a creature, )playable only against (?:an? )?(overt minion|minion|hero) compan(?:y|ies)\)?",
     "playable_against", lambda m: m.group(1)),
    (r"If played on a company that has already faced an? ([\w-]+) attack this turn, it receives \+(\d+) prowess",
     "prowess_if_faced", lambda m: {"race": m.group(1), "by": int(m.group(2))}),
    (r"it receives \+(\d+) prowess when keyed to ([\w -]+?)s? \[\{(\w)\}\]",
     "prowess_keyed_to", lambda m: {REGION_TYPES[m.group(3)]: int(m.group(1))}),
    (r"Unless (?:the|this) attack is canceled, all untapped characters in defending company are tapped following "
     r"(?:this )?attack", "taps_company_after_attack", lambda m: True),
    (r"Each character wounded by it must discard all items he bears", "wounded_discards_items", lambda m: True),
    (r"If any strike of it wounds a character, the company must immediately discard one item \(of defender's "
     r"choice\)", "wound_costs_company_item", lambda m: True),
    (r"Each non-(\w+)/non-(\w+) defending character wounded by (?:the )?it is discarded", "wounded_discarded_except",
     lambda m: [m.group(1), m.group(2)]),
    (r"If the body check for a non-(\w+), non-(\w+) character wounded by it equals his body, the character is "
     r"discarded", "body_check_at_body_discards_except", lambda m: [m.group(1), m.group(2)]),
)


def special_rules(name: str, body: str) -> dict:
    """The facts of the special rules in ``SPECIAL_RULES`` that a sentence of the creature's text says in full."""
    facts: dict = {}
    for sentence in sentences(body):
        sentence = sentence.replace(name, "it")
        for pattern, fact, value in SPECIAL_RULES:
            match = re.fullmatch(pattern, sentence)
            if match:
                facts[fact] = value(match)
    return facts


def keying(printed: str, body: str, names: Names) -> tuple[dict, dict, bool]:
    """What a creature is keyed to: from its printed symbols and the keying sentences of its text.

    Returns the keying that always holds, the keying that holds under a condition
    ({"Doors of Night in play": {...}}), and whether every keying sentence was understood.
    """
    always = _empty()
    always["region_types"] = region_type_counts(printed or "")
    always["site_types"] = site_types(printed or "")
    conditional: dict[str, dict] = {}
    understood = True
    for sentence in sentences(body):
        if not KEYING.search(sentence) or OTHERS.search(sentence):
            continue
        target = always
        condition = CONDITION.match(sentence)
        if condition:
            key = "Doors of Night " + ("not in play" if condition.group(1) else "in play")
            target = conditional.setdefault(key, _empty())
            sentence = sentence[condition.end():]
        sentence = re.sub(r"^As a creature,\s*", "", sentence)
        if required := re.fullmatch(r"(\w+) [\w-]+ \[\{(\w)\}\] in site path are required", sentence):
            kind = REGION_TYPES.get(required.group(2))
            understood &= always["region_types"].get(kind) == number(required.group(1))
            continue
        found = _empty()
        if _read_keying_sentence(sentence, found, names):
            _merge(target, found)
        else:
            understood = False
    return _compact(always), {k: _compact(v) for k, v in conditional.items()}, understood


def _read_keying_sentence(sentence: str, target: dict, names: Names) -> bool:
    mode, last = "key", 0
    pieces: list[tuple[str, str]] = []
    for switch in SWITCH.finditer(sentence):
        pieces.append((mode, sentence[last:switch.start()]))
        mode = "key" if "keyed" in switch.group(0).lower() or "and to" in switch.group(0).lower() else "at"
        last = switch.end()
    pieces.append((mode, sentence[last:]))
    keyed_regions: list[str] = []
    for mode, piece in pieces:
        regions = names.regions.find(piece)
        if re.search(r"\bsites? in\b|\bin (?:these regions|this region|the following regions)\b", piece):
            entry: dict = {"regions": regions or keyed_regions}
            kinds = site_types(piece)
            if kinds:
                entry["site_types"] = kinds
            if re.search(r"non-Haven", piece):
                entry["non_haven"] = True
            target["sites_in"].append(entry)
            continue
        keyed_regions += regions
        _add(target, "regions", regions)
        _add(target, "sites", names.sites.find(piece))
        _add(target, "site_types", site_types(piece))
        if mode == "key":
            for kind, count in region_type_counts(piece).items():
                target["region_types"][kind] = max(count, target["region_types"].get(kind, 0))
        if re.search(r"Under-deeps site", piece):
            target["under_deeps"] = True
        if re.search(r"adjacent sites?", piece):
            target["and_adjacent_sites"] = True
        if re.search(r"surface sites? thereof", piece):
            target["and_surface_sites"] = True
    left = residue(sentence, KEYING_FILLER, names.sites, names.regions)
    return not left


def _empty() -> dict:
    return {"region_types": {}, "site_types": [], "regions": [], "sites": [], "sites_in": []}


def _merge(target: dict, found: dict) -> None:
    for key, value in found.items():
        if key == "region_types":
            for kind, count in value.items():
                target[key][kind] = max(count, target[key].get(kind, 0))
        elif isinstance(value, list):
            _add(target, key, value)
        else:
            target[key] = value


def _add(target: dict, key: str, values: list) -> None:
    target[key] += [v for v in values if v not in target[key]]


def _compact(keyed: dict) -> dict:
    return {k: v for k, v in keyed.items() if v}
