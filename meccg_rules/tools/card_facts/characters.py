"""Facts printed in a character's text: "+2 prowess against Orcs", "+3 prowess against Dragon and Drake attacks",
whose manifestation a card is, whatever its kind ("Manifestation of Aragorn II": ``manifestation_of: ["Aragorn
II"]``), and whether he
may be brought into play only at his home site (``home_site_only``; a starting character is drafted, not played),
the points his player loses if he is eliminated (``marshalling_points_if_eliminated``), and the body check results
that discard him (``discard_on_body_check``: ``[8]``, or ``[7, 8]`` for "7 or 8", Orc Brawler), and the kinds of magic he can use ("Can use sorcery and
shadow-magic": ``can_use_magic: ["Sorcery", "Shadow-magic"]``, spelt as a magic card's ``magic`` fact), and
whether he is a leader ("Leader.": ``leader``, made the keyword Leader where the card data lacks it).

Only the numbers and the races carry over (``prowess_against: {"Orcs": 2}``), as the attack races are
written on creature cards (plural: Orcs, Trolls; Dragon and Drake stay as printed).
"""
from __future__ import annotations

import re

from .text import RACE_OF_PLURAL, Lexicon, plain

AGAINST = re.compile(r"\+(\d+) (?:to )?prowess against ([A-Z][\w-]*(?:(?:, | and | or )[A-Z][\w-]*)*)")
# direct influence against one faction, or against the characters and factions of some races
DI_ANY = re.compile(r"[+-]\d+ (?:to )?direct influence against")
DI_FACTION = re.compile(r"\+(\d+) direct influence against the ([A-Z][\w' -]+?) faction(?=$|[.,;])")
DI_ALL = re.compile(r"\+(\d+) direct influence against (?:all|any) factions?(?=\s*$|\s*[.,;])")
DI_PLAYABLE_AT = re.compile(r"\+(\d+) direct influence against any faction playable at ([A-Z][\w' -]+?)"
                            r"(?=\s*$|\s*[.,;])")
# one or more factions named without "the ... faction" ("+1 direct influence against Riders of Rohan and Dunlendings")
DI_NAMED = re.compile(r"\+(\d+) direct influence against ([A-Z][\w' -]+?)(?=\s*$|\s*[.;]|,\s*[+-]\d)")
INFLUENCE_CHECKS = re.compile(r"([+-]\d+) to (?:all )?(?:of his )?influence checks against factions")
DI_RACES = re.compile(r"\+(\d+) direct influence against ([A-Z][^.;]*?[Ff]actions)(?=\s*$|\s*[.;]|,\s*[+-]\d)")
CHECKS = re.compile(r"all of his corruption checks are modified by ([+-]\d+)|([+-]\d+) to all (?:of his )?corruption "
                    r"checks", re.I)
DISCARD_ON_BODY_CHECK = re.compile(r"discard(?:ed)? on a body check (?:result|roll) of (\d+)(?: or (\d+))?", re.I)
IF_ELIMINATED = re.compile(r"([+-]\d+) marshalling points? if (?:he is |she is )?eliminated")
HOME_SITE_ONLY = re.compile(r"may only be brought into play at his home site")
LEADER = re.compile(r"(?:^|\.\s*)Leader\s*(?:\.|$)")   # "Leader." printed where the card data lacks the keyword
MANIFESTATION = re.compile(r"Manifestation of (?:hero |minion )?([^.]+?)\s*\.")
# "Can use spirit-magic", "Can use sorcery, spirit-magic, and shadow-magic": the kinds of magic he can use
MAGIC_KIND = r"(?:sorcery|spirit-magic|shadow-magic)"
CAN_USE_MAGIC = re.compile(rf"\bcan use ({MAGIC_KIND}(?:(?:,? and |, ){MAGIC_KIND})*)(?=\s*[.;]|\s*$)", re.I)
PLURAL = {"Orc": "Orcs", "Troll": "Trolls", "Elf": "Elves", "Dwarf": "Dwarves", "Man": "Men", "Wolf": "Wolves"}


def character_facts(text: str, partial: set[str] | None = None, factions: Lexicon | None = None) -> dict:
    found: dict[str, int] = {}
    for bonus, races in AGAINST.findall(plain(text)):
        for race in re.split(r", | and | or ", races):
            found[PLURAL.get(race, race)] = int(bonus)
    facts: dict = {"prowess_against": found} if found else {}
    influence = direct_influence_against(plain(text), factions)
    if influence is None:
        if partial is not None:
            partial.add("direct_influence_against")
    elif influence:
        facts["direct_influence_against"] = influence
    influence = INFLUENCE_CHECKS.search(plain(text))
    if influence:
        facts["influence_check_modifier"] = int(influence.group(1))
    checks = CHECKS.search(plain(text))   # kept only where the card data has no corruption modifier (cards.py)
    if checks:
        facts["corruption_check_modifier"] = int(checks.group(1) or checks.group(2))
    discard_on = DISCARD_ON_BODY_CHECK.search(plain(text))
    if discard_on:
        facts["discard_on_body_check"] = [int(n) for n in discard_on.groups() if n]   # "7 or 8": both
    eliminated = IF_ELIMINATED.search(plain(text))
    if eliminated:
        facts["marshalling_points_if_eliminated"] = int(eliminated.group(1))
    magic = CAN_USE_MAGIC.search(plain(text))
    if magic:
        facts["can_use_magic"] = [kind.capitalize() for kind in re.split(r",? and |, ", magic.group(1))]
    if LEADER.search(plain(text)):
        facts["leader"] = True
    if HOME_SITE_ONLY.search(plain(text)):  # unless a starting character (the draft is no play)
        facts["home_site_only"] = True
    return facts


def manifestation_of(text: str) -> list[str]:
    """The entities a card's text makes it a manifestation of ("Manifestation of minion Wain- easterlings." ->
    ["Wain-easterlings"]), as the text spells them."""
    return [re.sub(r"-\s+", "-", name.strip("“”\" ")) for name in MANIFESTATION.findall(plain(text))]


def direct_influence_against(text: str, factions: Lexicon | None = None) -> list[dict] | None:
    """"+1 direct influence against all factions" -> ``{"by": 1, "factions": True}``;
    "+2 direct influence against any faction playable at Variag Camp" -> ``{"by": 2, "playable_at": "Variag Camp"}``;
    "+3 direct influence against Wose factions" (factions alone) -> ``{"by": 3, "races": ["Wose"], "factions": True}``;
    "+1 direct influence against Riders of Rohan and Dunlendings" (``factions``: the names of the faction cards)
    -> one ``{"by": 1, "faction": ...}`` for each;
    "+2 direct influence against the Wood-elves faction" -> ``{"by": 2, "faction": "Wood-elves"}``; "+1 direct
    influence against Orcs and Orc factions" (the characters and the factions of the same races) -> ``{"by": 1,
    "races": ["Orc"]}``. None when the text has a direct-influence clause of another form (not read)."""
    found: list[dict] = [{"by": int(bonus), "factions": True} for bonus in DI_ALL.findall(text)]
    found += [{"by": int(bonus), "playable_at": site.strip()} for bonus, site in DI_PLAYABLE_AT.findall(text)]
    for bonus, faction in DI_FACTION.findall(text):
        found.append({"by": int(bonus), "faction": faction.strip()})
    for bonus, named in DI_RACES.findall(text):
        if " faction" in named and named.startswith("the "):
            continue
        races = _races_of_characters_and_factions(bonus, named)
        if races is None:
            return None
        found.append(races)
    clauses = len(DI_ANY.findall(text))
    if len(found) < clauses and factions is not None:
        for bonus, named in DI_NAMED.findall(text):
            names = [n.strip() for n in re.split(r",\s*and\s+|,\s*|\s+and\s+", named) if n.strip()]
            if names and all(n in factions for n in names):
                found += [{"by": int(bonus), "faction": n} for n in names]
                clauses += len(names) - 1
    return found if len(found) == clauses else None


def _races_of_characters_and_factions(bonus: str, named: str) -> dict | None:
    """"Trolls, Orcs, Troll factions, and Orc factions" -> ``races: ["Troll", "Orc"]``: the same races as characters
    and as factions; "Wose factions" -> ``races: ["Wose"], factions: True``: the factions of a race alone; else
    None."""
    terms = [t.strip() for t in re.split(r",\s*and\s+|,\s*|\s+and\s+", named) if t.strip()]
    people = {t for t in terms if not re.search(r"\s[Ff]actions?$", t)}
    factions = {re.sub(r"\s[Ff]actions?$", "", t) for t in terms if re.search(r"\s[Ff]actions?$", t)}
    if not people and all(re.fullmatch(r"[A-Z][\w-]*", f) for f in factions):
        return {"by": int(bonus), "races": sorted(factions), "factions": True}
    races = {RACE_OF_PLURAL.get(t) for t in people}
    if None in races or races != factions:
        return None
    return {"by": int(bonus), "races": sorted(r for r in races if r)}
