"""Facts printed in a character's text: "+2 prowess against Orcs", "+3 prowess against Dragon and Drake attacks",
and whose manifestation he is ("Manifestation of Aragorn II": ``manifestation_of: ["Aragorn II"]``).

Only the numbers and the races carry over (``prowess_against: {"Orcs": 2}``), as the attack races are
written on creature cards (plural: Orcs, Trolls; Dragon and Drake stay as printed).
"""
from __future__ import annotations

import re

from .text import plain

AGAINST = re.compile(r"\+(\d+) (?:to )?prowess against ([A-Z][\w-]*(?:(?:, | and | or )[A-Z][\w-]*)*)")
MANIFESTATION = re.compile(r"Manifestation of (?:hero |minion )?([^.]+?)\s*\.")
PLURAL = {"Orc": "Orcs", "Troll": "Trolls", "Elf": "Elves", "Dwarf": "Dwarves", "Man": "Men", "Wolf": "Wolves"}


def character_facts(text: str) -> dict:
    found: dict[str, int] = {}
    for bonus, races in AGAINST.findall(plain(text)):
        for race in re.split(r", | and | or ", races):
            found[PLURAL.get(race, race)] = int(bonus)
    facts: dict = {"prowess_against": found} if found else {}
    manifested = [name.strip("“”\" ") for name in MANIFESTATION.findall(plain(text))]
    if manifested:
        facts["manifestation_of"] = manifested
    return facts
