"""Facts printed in a character's text: "+2 prowess against Orcs", "+3 prowess against Dragon and Drake attacks".

Only the numbers and the races carry over (``prowess_against: {"Orcs": 2}``), as the attack races are
written on creature cards (plural: Orcs, Trolls; Dragon and Drake stay as printed).
"""
from __future__ import annotations

import re

from .text import plain

AGAINST = re.compile(r"\+(\d+) (?:to )?prowess against ([A-Z][\w-]*(?:(?:, | and | or )[A-Z][\w-]*)*)")
PLURAL = {"Orc": "Orcs", "Troll": "Trolls", "Elf": "Elves", "Dwarf": "Dwarves", "Man": "Men", "Wolf": "Wolves"}


def character_facts(text: str) -> dict:
    found: dict[str, int] = {}
    for bonus, races in AGAINST.findall(plain(text)):
        for race in re.split(r", | and | or ", races):
            found[PLURAL.get(race, race)] = int(bonus)
    return {"prowess_against": found} if found else {}
