"""One card's facts from its database record: the fields every card has, then those of its kind."""
from __future__ import annotations

import re

from .characters import character_facts, manifestation_of
from .creatures import creature_facts
from .items import item_facts
from .playable import Names, faction_facts, playable_facts
from .printed import alternatives, printed_number
from .sites import (adjacent_sites, automatic_attacks, haven_paths, keyable_creatures, moving_hazard_limit,
                    playable, ring_test_modifier, sage_ring_test, site_path, site_type)
from .text import REGION_TYPES, plain, region_type_counts, site_types, symbols

# "each character wounded must make a corruption check (modified by -1)" after an automatic-attack in the text
WOUNDED_IN_TEXT = re.compile(r"prowess;\s*each character wounded must make a corruption check"
                             r"(?: modified by (?P<by>[+-]\d+))?", re.I)
# a site's special text: it contains a hoard; creatures keyed to it attack normally, not as detainment
HOARD = re.compile(r"Contains a hoard", re.I)
ATTACK_NORMALLY = re.compile(r"(Non-Nazgûl )?creatures (?:keyed|played) (?:to|at) this site attack normally, not as "
                             r"detainment", re.I)
# database attribute -> our key, for numbers printed on the card
NUMBERS = {"prowess": "prowess", "body": "body", "mind": "mind", "directInfluence": "direct_influence",
           "generalInfluence": "general_influence", "marshallingPoints": "marshalling_points",
           "stagePoints": "stage_points", "draw": "draw", "drawOpponent": "draw_opponent"}
FLAGS = {"unique": "unique", "avatar": "avatar", "agent": "agent", "spawn": "spawn", "underDeeps": "under_deeps",
         "playableAsResource": "playable_as_resource", "playableAsHazard": "playable_as_hazard",
         "playableAsStartingMinorItem": "playable_as_starting_minor_item", "resourceAvatar": "resource_avatar"}
WORDS = {"specific": "specific", "magic": "magic"}
# the facts that say where a resource is played
WHERE = ("playable_at", "playable_site_types", "playable_in_regions", "playable_in_region_types",
         "playable_site_qualifiers", "with_automatic_attack")
# the order of keys in a card's entry (others follow in the order they were read; "partial" comes last)
ORDER = ("name", "set", "type", "alignment", "subtype", "unique", "race", "skills", "strikes", "prowess", "body", "mind",
         "direct_influence", "general_influence", "corruption_check_modifier", "home_sites", "avatar", "agent",
         "specific", "keywords", "marshalling_points", "mp_type")
# the kinds whose parse is counted: every field of the schema read, or marked partial
KINDS = ("creature", "site", "faction", "ally", "item")


def kind_of(card_type: str, subtype: str) -> str:
    """creature, site, region, character, faction, ally, item or event, from a card's type and subtype."""
    if card_type in ("Site", "Region", "Character"):
        return card_type.lower()
    if "Creature" in subtype:
        return "creature"
    if subtype in ("Faction", "Ally"):
        return subtype.lower()
    return "item" if "Item" in subtype else "event"


def base_facts(raw: dict, kind: str, partial: set[str]) -> dict:
    """The facts every card has, and the printed numbers under the names its kind uses."""
    a = raw["attributes"]
    facts: dict = {"name": raw["name"]["en"].strip(), "set": raw["set"], "type": raw["type"],
                   "alignment": raw["alignment"], "subtype": a.get("subtype", "") or ""}
    bonus = kind == "item"
    for key, out in NUMBERS.items():
        if key not in a:
            continue
        if bonus and key in ("prowess", "body", "directInfluence", "mind"):
            out += "_bonus"
        value, printed = printed_number(a[key])
        if value is not None or (kind == "creature" and key == "body"):
            facts[out] = value
        if printed is not None:
            facts[out + "_printed"] = printed
            if value is None or not re.fullmatch(r"[+-]?\d+\*?", printed):
                partial.add(out)
    if "corruption" in a:
        out = "corruption_check_modifier" if kind == "character" else "corruption_points"
        value, printed = printed_number(a["corruption"])
        if value is not None:
            facts[out] = value
        if printed is not None:
            facts[out + "_printed"] = printed
            partial.add(out)
    if a.get("marshallingPointsType"):
        facts["mp_type"] = a["marshallingPointsType"]
    for key, out in FLAGS.items():
        if a.get(key):
            facts[out] = True
    for key, out in WORDS.items():
        if a.get(key):
            facts[out] = a[key]
    if a.get("race"):
        facts["race"] = a["race"]
    skills = [s for s in (a.get("skills") or "").split("/") if s and s != "Ally"]
    if skills:
        facts["skills"] = skills
    if a.get("keywords"):
        facts["keywords"] = list(a["keywords"])
    home = (a.get("homeSite") or {}).get("en", "").strip()
    if home and home != "None":
        facts["home_sites"] = [s.strip() for s in home.split(",") if s.strip()]
    return facts


# "+3 to the roll for his company to move between adjacent Under-deeps sites" (CoE 2.IV.i.1's roll)
UNDER_DEEPS_ROLL = re.compile(r"([+-]\d+) to (?:the )?rolls? (?:required )?for (?:his|its controller's) company to "
                              r"move (?:to|between) adjacent Under-deeps sites")


def card_facts(raw: dict, names: Names, known_keywords: list[str]) -> tuple[dict, set[str]]:
    """All facts of one card, and the fields whose source held more than was read."""
    kind = kind_of(raw["type"], raw["attributes"].get("subtype", "") or "")
    partial: set[str] = set()
    facts = base_facts(raw, kind, partial)
    a, text = raw["attributes"], raw["text"].get("en", "")
    if kind == "creature":
        facts.update(creature_facts(facts["name"], a, text, names, partial))
    elif kind == "site":
        facts.update(_site(a, text, names, partial))
    elif kind == "region":
        facts["region_type"] = REGION_TYPES[symbols(a["regionType"])[0]]
        facts["adjacent"] = [r.strip() for r in a["moveTo"].split(",")]
    elif kind == "faction":
        facts.update(faction_facts(text, names, partial))
    elif kind == "character":
        read = character_facts(text, partial, names.factions)
        if "corruption_check_modifier" in facts:  # the card data's own value first
            read.pop("corruption_check_modifier", None)
        bonuses = read.pop("direct_influence_against", [])
        for bonus in bonuses:  # the faction as its card spells it; a name no faction has is not read
            if "faction" in bonus:
                bonus["faction"] = names.factions.get(bonus["faction"]) or ""
            if "playable_at" in bonus:
                bonus["playable_at"] = names.sites.get(bonus["playable_at"]) or ""
        if not all(b.get("faction", True) and b.get("playable_at", True) for b in bonuses):
            partial.add("direct_influence_against")
        elif bonuses:
            read["direct_influence_against"] = bonuses
        if read.pop("leader", False) and "Leader" not in facts.get("keywords", ()):
            facts["keywords"] = [*facts.get("keywords", ()), "Leader"]   # printed, missing from the card data
        facts.update(read)
    elif kind == "ally":
        facts.update(playable_facts(text, names, partial))
        if re.search(r"controlling character's company is overt", plain(text)):
            facts["makes_company_overt"] = True
        if not any(k in facts for k in WHERE):
            partial.add("playable_at")
    elif kind == "item":
        _item(facts, item_facts(facts.get("keywords", []), known_keywords, text, partial), partial)
        facts.update(playable_facts(text, names, partial))
        if "Gold Ring" in facts["subtype"] and "ring_test" not in facts:
            partial.add("ring_test")
    elif kind == "event" and a.get("playable"):
        facts["keyed_to"] = {k: v for k, v in (("region_types", region_type_counts(a["playable"])),
                                               ("site_types", site_types(a["playable"]))) if v}
    if bonus := UNDER_DEEPS_ROLL.search(plain(text)):   # The Balrog, Cave Troll: movement/hazard reads it
        facts["under_deeps_roll_bonus"] = int(bonus.group(1))
    if manifested := manifestation_of(text):
        facts["manifestation_of"] = manifested
    partial -= alternatives(facts, plain(text), names.sites)
    ordered = {k: facts[k] for k in ORDER if k in facts}
    ordered.update((k, v) for k, v in facts.items() if k not in ordered)
    return ordered, partial


def _item(facts: dict, read: dict, partial: set[str]) -> None:
    """Add what an item's text says to its attributes: a bonus the text prints otherwise than the
    attribute marks it partial; a bonus for a race or against someone explains a printed alternative."""
    for key, value in read.items():
        if key.endswith("_bonus") and facts.get(key) is not None and key + "_printed" not in facts:
            if facts[key] != value:
                partial.add(key)
            continue
        facts[key] = value
    for key in [k for k in partial if k.endswith("_bonus")]:
        if any(f.startswith(key + "_") and not f.endswith("_printed") for f in facts):
            partial.discard(key)


def _site(a: dict, text: str, names: Names, partial: set[str]) -> dict:
    facts: dict = {"site_type": site_type(a.get("siteType", ""))}
    if facts["site_type"] == "Haven":
        facts["haven"] = True
    if a.get("region"):
        facts["region"] = names.regions.get(a["region"]) or a["region"]
    if a.get("haven"):
        facts["nearest_haven"] = a["haven"]
    if a.get("sitePath"):
        facts["site_path"] = site_path(a["sitePath"])
    paths = haven_paths(a, text)
    if paths:
        facts["haven_paths"] = paths
    elif facts.get("haven") and (a.get("haven1") or a.get("haven2")):
        partial.add("haven_paths")
    attacks, understood = automatic_attacks(a.get("autoAttack", ""))
    wounded = WOUNDED_IN_TEXT.search(plain(text))
    if wounded and attacks and not any("wounded_corruption_check" in x for x in attacks):  # printed, not in the data
        if len(attacks) == 1:
            attacks[0]["wounded_corruption_check"] = int(wounded.group("by") or 0)
        else:
            partial.add("automatic_attacks")
    if attacks:
        facts["automatic_attacks"] = attacks
    if not understood:
        partial.add("automatic_attacks")
    can_play, understood = playable(a.get("playable", ""))
    if can_play:
        facts["playable"] = can_play
    if not understood:
        partial.add("playable")
    if a.get("adjacent"):
        found, understood = adjacent_sites(a["adjacent"], names.sites, names.regions)
        facts.update(found)
        if not understood:
            partial.add("adjacent")
    if not printed_automatic_attack_count_agrees(text, attacks):
        partial.add("automatic_attacks")
    if HOARD.search(plain(text)):
        facts["hoard"] = True
    keyable, understood = keyable_creatures(plain(text))
    if keyable:
        facts["keyable_creatures"] = keyable
    if not understood:
        partial.add("keyable_creatures")
    if (ring_test := ring_test_modifier(plain(text))) is not None:
        facts["ring_test_modifier"] = ring_test
    if (sage := sage_ring_test(plain(text))) is not None:
        facts["sage_ring_test"] = sage
    if (raised := moving_hazard_limit(plain(text))) is not None:
        facts["moving_hazard_limit"] = raised
    normally = ATTACK_NORMALLY.search(plain(text))
    if normally:
        facts["creatures_attack_normally"] = "except Nazgûl" if normally.group(1) else "all"
    return facts


def printed_automatic_attack_count_agrees(text: str, attacks: list[dict]) -> bool:
    """Whether the number of automatic-attacks the card text announces ("Automatic-attacks (2)") is the one read."""
    count = re.search(r"Automatic-attacks\s*\((\d+)\)", plain(text))
    return not count or int(count.group(1)) == len(attacks)
