"""The Fallen-wizard avatars' own texts (The White Hand): Pallando's and Radagast's faction and ally points, Gandalf's
characters and hero allies worth full points, his ring test and his untapping at the end of the organization phase,
Alatar's joining an attacked company from one of his Wizardhavens (``full_points`` in end_of_game/scoring.py,
``joins_attacked_company`` in combat/joined_defenders.py)."""
import pytest

from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.organization.actions import JoinCompanies
from meccg_rules.engine.playing.actions import CheckToUse, UseAbility
from meccg_rules.engine.setup import Setup
from helpers import both_pass

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


def test_gandalf_makes_characters_and_hero_allies_worth_full_points():
    """"Your characters and hero allies are each worth full marshalling points": Legolas (2) and Treebeard (hero
    ally, 2) score 2, Blackbole (minion ally, 2) keeps CoE 10.F1's one point; without Gandalf in play, one each."""
    game = _fallen_wizard("Gandalf", allies=("Treebeard", "Blackbole"))
    assert [_points(game, n) for n in ("Legolas", "Treebeard", "Blackbole")] == [2, 2, 1]
    game = _fallen_wizard("Gandalf", allies=("Treebeard",), avatar_in_play=False)
    assert [_points(game, n) for n in ("Legolas", "Treebeard")] == [1, 1]


def _gandalf(phase="organization", tapped=True, wounded=False, hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gandalf", "Frodo"], site="Isengard")
    setup.give("Frodo", ["Precious Gold Ring"])
    setup.company("Others", ["Legolas"], site="Isengard")
    if tapped:
        setup.tap("Gandalf")
    if wounded:
        setup.wound("Gandalf")
    setup.hand("Alice", list(hand))
    setup.set_phase(phase, "Travellers" if phase == "site" else None)
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    return game


UNTAP = CheckToUse("Alice", "Gandalf", "untap")


def test_gandalf_untaps_at_the_end_of_the_organization_phase_which_it_begins():
    """"May untap at the end of your organization phase": using it begins the phase's end (CoE 9.6.6), so a normal
    action of the phase (Legolas joining Gandalf's company) is refused afterwards."""
    game = _gandalf()
    assert game.state.find("Gandalf").card.alignment == "Fallen-wizard"
    game.apply(UNTAP)
    both_pass(game)
    assert not game.state.find("Gandalf").tapped
    assert game.check(JoinCompanies("Alice", "Others", "Travellers")).code == "phase-ending"


@pytest.mark.parametrize("phase, tapped, wounded, code", [
    ("site", True, False, "wrong-phase"),             # only at the end of the organization phase
    ("organization", False, False, "card-untapped"),  # nothing to untap
    ("organization", False, True, "card-untapped"),   # wounded: not tapped, and no untapping heals him
])
def test_gandalf_untaps_only_tapped_and_only_at_the_end_of_the_organization_phase(phase, tapped, wounded, code):
    game = _gandalf(phase=phase, tapped=tapped, wounded=wounded)
    assert game.check(UNTAP).code == code


def test_the_hero_gandalf_has_no_such_untapping():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Rivendell")
    setup.tap("Gandalf")
    setup.set_phase("organization")
    game = setup.build()
    assert not game.check(UNTAP)


def test_gandalf_taps_to_test_a_gold_ring_in_his_company_only():
    game = _gandalf(tapped=False)
    assert game.check(UseAbility("Alice", "Gandalf", "test", "Precious Gold Ring")).allowed
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gandalf"], site="Isengard")
    setup.company("Others", ["Frodo"], site="Isengard")
    setup.give("Frodo", ["Precious Gold Ring"])
    setup.set_phase("organization")
    game = setup.build()
    assert not game.check(UseAbility("Alice", "Gandalf", "test", "Precious Gold Ring"))
