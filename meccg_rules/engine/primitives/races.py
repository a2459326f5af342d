"""Races as cards name them: "Orc" or "Orcs", "Wolf" or "Wolves" (an attack "by Orcs" is an Orc attack)."""
from __future__ import annotations

import math
from collections.abc import Iterable

from ..core.cards import fold
from ..core.state import Attack, Instance, State
from . import values

RACE_WORDS = {"Wolf": "Wolves", "Spider": "Spiders", "Animal": "Animals", "Orc": "Orcs", "Troll": "Trolls",
              "Man": "Men", "Dragon": "Dragon", "Undead": "Undead", "Elf": "Elves", "Dwarf": "Dwarves",
              "Dúnadan": "Dúnedain"}


def _races(names: Iterable[str]) -> set[str]:
    """Both the singular and the plural a card may use for a race ("Orc" and "Orcs")."""
    found = set()
    for name in names:
        found |= {name, RACE_WORDS.get(name, name), name.rstrip("s")}
    return found


def attack_races(attack: Attack) -> list[str]:
    """The races an attack is by: a creature of several races is each of them (Goblin-faces: "Orcs. Men.", the
    data's "Orcs,Men")."""
    return [race.strip() for race in attack.race.split(",") if race.strip()]


def of_race(attack: Attack, races: Iterable[str]) -> bool:
    """Is the attack by one of these races (any race when none is given)?"""
    return not races or any(race_named(race, races) for race in attack_races(attack))


def race_named(race: str, races: Iterable[str]) -> bool:
    """Is ``race`` (as a card carries it: "Men", "Spiders", "Drake", or a character's "Man") one of the races named
    ("Man", "Spider", "Men")? Singular and plural alike, on both sides: an attack made by a character has his race
    in the singular (a traitor's, company versus company combat's). Diacritics aside: a site's automatic-attack by
    "Nazgul" in the card data is a Nazgûl attack."""
    return bool({fold(r) for r in _races([race])} & {fold(r) for r in _races(races)})


HALF_SIZE_RACES = ("Hobbit",)   # they count half toward a company's size (CoE 2.II.3.1.1)


def size_of(state: State, characters: Iterable[Instance]) -> int:
    """The size these characters would make as a company: one each, Hobbits and Orc scouts half, rounded up
    (CoE 2.II.3.1.1); allies are no characters and do not count. An Orc is a scout by his skills as the rules read
    them (``values.skills``): one bearing Memories Stolen counts whole."""
    halves = 0
    for character in characters:
        orc_scout = character.card.race == "Orc" and "Scout" in values.skills(state, character)
        halves += 1 if character.card.race in HALF_SIZE_RACES or orc_scout else 2
    return math.ceil(halves / 2)
