"""The Fallen-wizard avatars' own texts (The White Hand): Pallando's and Radagast's faction and ally points, Gandalf's
characters and hero allies worth full points, his ring test and his untapping at the end of the organization phase,
Alatar's joining an attacked company from one of his Wizardhavens (``full_points`` in end_of_game/scoring.py,
``joins_attacked_company`` in combat/joined_defenders.py)."""
from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.setup import Setup

# Wood-elves (unique hero Elf faction, 3), Elves of Lindon (unique hero Elf, 2), Smaug Roused (unique Dragon, 5),
# Haradrim (unique hero Man, 4), Half-orcs (a Stage faction, not unique, 1)
FACTIONS = ["Wood-elves", "Elves of Lindon", "Smaug Roused", "Haradrim"]


def _fallen_wizard(avatar, characters=("Legolas",), factions=FACTIONS, allies=(), avatar_in_play=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", list(characters) + ([avatar] if avatar_in_play else []), site="Isengard")
    setup.mp_pile("Alice", list(factions))
    if allies:
        setup.give(characters[0], list(allies))
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = avatar
    return game


def _points(game, name):
    return points_of(game.state, game.state.find(name), "Alice")


def test_pallando_makes_factions_of_the_speaking_races_worth_two():
    """"Your Man, Dwarf, Elf, Dúnadan, Hobbit, Orc, and Troll factions are each worth 2": Haradrim (4) and
    Wood-elves (3) are worth 2, Elves of Lindon (2) 2, a Dragon faction keeps CoE 10.F1's one point."""
    game = _fallen_wizard("Pallando")
    assert [_points(game, f) for f in FACTIONS] == [2, 2, 1, 2]


def test_pallandos_factions_are_worth_one_without_him_in_play():
    game = _fallen_wizard("Pallando", avatar_in_play=False)
    assert [_points(game, f) for f in FACTIONS] == [1, 1, 1, 1]


def test_radagast_makes_unique_factions_of_other_races_worth_two():
    """"Your unique factions that are neither Man, Dwarf, Dúnadan, Hobbit, Orc, nor Troll are each worth 2": the
    Elves and the Dragon 2, the Men of Haradrim one; Half-orcs, not unique, one."""
    game = _fallen_wizard("Radagast", factions=FACTIONS + ["Half-orcs"])
    assert [_points(game, f) for f in FACTIONS + ["Half-orcs"]] == [2, 2, 2, 1, 1]


def test_radagast_makes_hero_allies_worth_full_points_not_minion_ones():
    """"Your hero allies each are worth full marshalling points": Treebeard (hero, 2) is worth 2, Blackbole (minion,
    2) keeps CoE 10.F1's one point."""
    game = _fallen_wizard("Radagast", allies=("Treebeard", "Blackbole"))
    assert (_points(game, "Treebeard"), _points(game, "Blackbole")) == (2, 1)
    assert _points(_fallen_wizard("Radagast", allies=("Treebeard",), avatar_in_play=False), "Treebeard") == 1
