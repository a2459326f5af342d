"""Where a resource is played: the "Playable at ..." clauses of allies, items and factions; faction influence."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .text import RACE_OF_PLURAL, Lexicon, plain, race_name, region_type_counts, residue, sentences, site_types

# words a "playable at" clause may hold besides names and symbols without saying more than the facts do
PLAY_FILLER = [
    "unique", "playable", "only", "may", "be", "played", "can", "also", "at", "on", "any", "a", "an", "the", "or",
    "and", "one", "of", "your", "site", "sites", "in", "tapped or untapped", "tapped", "untapped",
    "(if tapped or untapped)", "playable even if the site is tapped", "if the site is tapped",
    "even if the site is tapped", "may also be played if the site is tapped", "does not tap the site",
    "where gold rings are playable", "Haven", "Havens", "Darkhaven", "Wizardhaven", "Wizardhavens", "protected",
    "Free-hold", "Free-holds", "Border-hold", "Border-holds", "Ruins & Lairs", "Shadow-hold", "Shadow-holds",
    "Dark-hold", "Dark-holds", "Under-deeps", "automatic-attack", "except", "non",
]
# site types named in words, and what "non-" may qualify
TYPE_WORDS = ("Haven", "Darkhaven", "Wizardhaven", "Free-hold", "Border-hold", "Ruins & Lairs", "Shadow-hold",
              "Dark-hold")
QUALIFIED = TYPE_WORDS + ("Under-deeps",)
PLAY_START = re.compile(r"^(?:Unique\.?\s*)?(?:Playable|Only playable|May only be played|Can also be played"
                        r"|May also be played|Playable only)\b(?! only with)", re.IGNORECASE)


@dataclass
class Names:
    """The lexicons the parsers match against."""

    sites: Lexicon
    regions: Lexicon
    factions: Lexicon
    races: Lexicon


def play_clause(clause: str, names: Names) -> tuple[dict, bool]:
    """The facts of one "Playable at ..." clause, and whether nothing else was in it."""
    facts: dict = {}
    body = clause
    if (on := re.search(r"\bon (?:an? |your )?(\w+)(?: or (\w+))? at\b", body)):
        facts["playable_on"] = [race_name(r) for r in on.groups() if r]
        body = body.replace(on.group(0), " at ")
    if (excepted := re.search(r"\(except ([^)]*)\)", body)):
        facts["except_sites"] = names.sites.find(excepted.group(1))
        body = body.replace(excepted.group(0), " ")
    attacks = re.findall(r"with an? ([\w-]+) automatic-attack", body)
    if attacks:
        facts["with_automatic_attack"] = [race_name(a) for a in attacks]
        body = re.sub(r"with an? [\w-]+ automatic-attack", " ", body)
    if (regions := re.search(r"\bsites? in (?:an? )?(.*)$", body)):
        if names.regions.find(regions.group(1)):
            facts["playable_in_regions"] = names.regions.find(regions.group(1))
        facts.update(_in_region_types(regions.group(1)))
    sites = [s for s in names.sites.find(body) if s not in facts.get("except_sites", [])]
    if sites:
        facts["playable_at"] = sites
    unnamed = names.sites.remove(names.regions.remove(body))
    kinds = site_types(body) + [w for w in TYPE_WORDS if re.search(r"(?<![\w-])" + re.escape(w) + r"s?\b", unnamed)]
    if "Wizardhaven" in kinds and "Haven" in kinds:
        kinds.remove("Haven")
    if kinds:
        facts["playable_site_types"] = list(dict.fromkeys(kinds))
    qualifiers = ["non-" + q for q in re.findall(r"\bnon-(" + "|".join(map(re.escape, QUALIFIED)) + r")\b", body)]
    if re.search(r"(?<!non-)Under-deeps", body):
        qualifiers.append("Under-deeps")
    if qualifiers:
        facts["playable_site_qualifiers"] = qualifiers
    if re.search(r"tapped or untapped|even if the site is tapped|if the site is tapped", body):
        facts["playable_if_tapped"] = True
    if "does not tap the site" in body:
        facts["taps_site"] = False
    left = residue(body, PLAY_FILLER + ["non-" + q for q in QUALIFIED] + facts.get("playable_on", []) + [
        w for a in attacks for w in (a, race_name(a))], names.sites, names.regions, names.races)
    return facts, not left


def _in_region_types(text: str) -> dict:
    counts = region_type_counts(text)
    return {"playable_in_region_types": list(counts)} if counts else {}


def play_sentences(text: str) -> list[str]:
    """The sentences of card text that say where the card is played."""
    return [s for s in sentences(plain(text)) if PLAY_START.search(s) and re.search(r"\bat\b", s)]


def playable_facts(text: str, names: Names, partial: set[str]) -> dict:
    """Where an ally or item is played, from its card text; marks "playable_at" partial if anything was left."""
    facts: dict = {}
    for sentence in play_sentences(text):
        clause, _, condition = sentence.partition(" if ")
        if condition and not re.match(r"the site is tapped|tapped or untapped", condition):
            partial.add("playable_at")
        found, understood = play_clause(sentence if not condition or "tapped" in condition else clause, names)
        for key, value in found.items():
            facts[key] = facts.get(key, []) + [v for v in value if v not in facts.get(key, [])] \
                if isinstance(value, list) else value
        if not understood:
            partial.add("playable_at")
    return facts


def faction_facts(text: str, names: Names, partial: set[str]) -> dict:
    """A faction's influence number, where it is played and its standard modifications."""
    body = plain(text)
    facts: dict = {}
    influence = re.search(r"\bPlayable (.*?)\s+if (?:the )?influence check is greater than (\d+)", body, re.S)
    if influence:
        facts["influence_number"] = int(influence.group(2))
        found, understood = play_clause("Playable " + influence.group(1), names)
        facts.update(found)
        if not understood:
            partial.add("playable_at")
    else:
        partial.add("influence_number")
        for sentence in play_sentences(text):
            found, _ = play_clause(sentence, names)
            facts.update(found)
        partial.add("playable_at")
    if re.search(r"number required to influence this faction is 0", body):
        facts["influence_number_in_play"] = 0
    modifications = re.search(r"Standard Modifications:\s*(.*?)(?:\.|\n|$)", body)
    if modifications:
        facts["standard_modifications"], understood = standard_modifications(modifications.group(1), names)
        if not understood:
            partial.add("standard_modifications")
    elif re.search(r"\bModifications:", body):
        partial.add("standard_modifications")
    return {k: v for k, v in facts.items() if v or v == 0}


def standard_modifications(value: str, names: Names) -> tuple[dict[str, int], bool]:
    """ "Wizards (-5), Men (+1)" as {"Wizard": -5, "Man": 1}; faction names kept; anything else is not understood."""
    if value.strip().lower() == "none":
        return {}, True
    found: dict[str, int] = {}
    understood = True
    for entry in (e.strip() for e in re.split(r",\s*(?![^()]*\))", value) if e.strip()):
        match = re.fullmatch(r"(.+?)\s*\(([+-]\d+)\)", entry)
        word = match and match.group(1).strip()
        who = match and (names.races.get(race_name(word)) if word in RACE_OF_PLURAL else None
                         or names.factions.get(word) or names.races.get(race_name(word)))
        if match and who:
            found[who] = int(match.group(2))
        else:
            understood = False
    return found, understood
