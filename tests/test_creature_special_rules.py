"""Hazard creatures' special rules read from their text (combat/special_rules.py): the companies a creature may be
played against, prowess after an attack of a race this turn or when keyed to a region type, a company tapped
after an attack not cancelled, and what follows a wound before the body check (CRF 22, Annotation 19)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup


def _moving(characters, hand, site="Moria", origin="Lórien", via=None, alignment=None, give=()):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Company", list(characters), site=site, origin=origin, via=via)
    for character, items in give:
        setup.give(character, list(items))
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Company")
    return setup.build()


def _attack(game, creature, keyed):
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    return game


def _strike(game, who, roll):
    game.apply(ChooseStrike("Alice", who))
    game.apply(Roll("Alice", roll, f"{who}'s strike"))


def _body_check_next(game, who):
    both_pass(game)
    assert f"{who}'s body check" in str(game.to_act())


RAIDERS = dict(site="Henneth Annûn", origin="Minas Morgul", via=["Imlad Morgul", "Ithilien"])


# ------------------------------------------------------------------ "playable only against ... companies"
@pytest.mark.parametrize("creature, alignment, characters, allowed", [
    ("Landroval", "Ringwraith", ["Shagrat", "Lugdush"], True),          # an overt minion company
    ("Landroval", "Ringwraith", ["Luitprand", "Ciryaher"], False),     # a covert one
    ("Landroval", None, ["Aragorn II", "Legolas"], False),             # a hero company
    ("Olog Warlords", None, ["Aragorn II", "Legolas"], True),
    ("Olog Warlords", "Ringwraith", ["Shagrat", "Lugdush"], False),
])
def test_a_creature_playable_only_against_some_companies(creature, alignment, characters, allowed):
    game = _moving(characters, [creature], alignment=alignment, **RAIDERS)
    verdict = game.check(PlayCreature("Bob", creature, "Shadow-land"))
    assert bool(verdict) is allowed
    if not allowed:
        assert verdict.code == "not-against-this-company"


@pytest.mark.parametrize("mode, allowed", [("Fell Rider", True), ("Heralded Lord", False)])
def test_a_ringwraith_company_is_overt_for_such_a_creature_in_fell_rider_mode_only(mode, allowed):
    """CoE glossary, overt: a Ringwraith in Fell Rider mode makes his company overt (players/covert_and_overt.py)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Company", ["The Witch-king"], **RAIDERS)
    setup.in_play(mode, on="Company")
    setup.hand("Bob", ["Landroval"])
    setup.set_phase("movement/hazard", "Company")
    verdict = setup.build().check(PlayCreature("Bob", "Landroval", "Shadow-land"))
    assert bool(verdict) is allowed, verdict
    if not allowed:
        assert verdict.code == "not-against-this-company"


# ------------------------------------------------------------------ prowess
def _prowess(game):
    return attacks.prowess(game.state, game.state.combat.attack)


def test_more_prowess_once_the_company_faced_an_orc_attack_this_turn():
    game = _attack(_moving(["Aragorn II", "Legolas", "Gimli"], ["Orc-warband"]), "Orc-warband", "Wilderness")
    assert _prowess(game) == 4
    game = _attack(_moving(["Aragorn II", "Legolas", "Gimli"], ["Wolves", "Orc-warband"]), "Wolves", "Wilderness")
    for who in ("Aragorn II", "Legolas", "Gimli"):
        game.apply(AssignStrike("Alice", who))
    for who in ("Aragorn II", "Legolas", "Gimli"):
        _strike(game, who, 12)
    assert game.state.combat is None
    _attack(game, "Orc-warband", "Wilderness")
    assert _prowess(game) == 4                        # a Wolf attack is no Orc attack
    game = _attack(_moving(["Aragorn II", "Legolas", "Gimli"], ["Orc-patrol", "Orc-warband"]), "Orc-patrol",
                   "Wilderness")
    for who in ("Aragorn II", "Legolas", "Gimli"):
        game.apply(AssignStrike("Alice", who))
    for who in ("Aragorn II", "Legolas", "Gimli"):
        _strike(game, who, 12)
    _attack(game, "Orc-warband", "Wilderness")
    assert _prowess(game) == 7
    assert "Company already faced an Orc attack this turn" in str(attacks.queries.parts(
        "attack prowess", game.state, game.state.combat.attack))


@pytest.mark.parametrize("keyed, expected", [("Coastal Sea", 9), ("Wilderness", 7)])
def test_more_prowess_when_keyed_to_a_region_type(keyed, expected):
    game = _moving(["Aragorn II", "Legolas"], ["Pirates"], site="Dol Amroth", origin="Edhellond",
                   via=["Anfalas", "Bay of Belfalas", "Belfalas"])
    _attack(game, "Pirates", keyed)
    assert _prowess(game) == expected


@pytest.mark.parametrize("defender, roll, wounded", [
    ("Frodo", 12, True),        # 12 + 1 = 13 against 15 (a Hobbit): the strike succeeds
    ("Aragorn II", 7, False),   # 7 + 6 = 13 against 13 (its printed prowess): ineffectual, not a wound
])
def test_a_creatures_prowess_printed_against_a_race_of_defender(defender, roll, wounded):
    game = _moving(["Frodo", "Aragorn II"], ["Old Man Willow"], site="Old Forest", origin="Rivendell")
    _attack(game, "Old Man Willow", "Old Forest")
    assert _prowess(game) == 13                       # the attack's own prowess is the printed one
    game.apply(AssignStrike("Alice", defender))
    _strike(game, defender, roll)
    assert game.state.find(defender).wounded is wounded
    assert any(f"against {15 if wounded else 13}" in line for line in game.state.log)


def test_what_is_in_effect_on_the_attack_adds_to_the_prowess_printed_against_a_race():
    from meccg_rules.engine.core.state import Ongoing
    game = _moving(["Frodo", "Aragorn II"], ["Old Man Willow"], site="Old Forest", origin="Rivendell")
    _attack(game, "Old Man Willow", "Old Forest")
    game.apply(AssignStrike("Alice", "Frodo"))
    game.state.ongoing.append(Ongoing(source=game.state.combat.attack.source, target=game.state.combat.attack.id,
                                      stat="attack prowess", by=1, until="end-of-attack"))
    _strike(game, "Frodo", 12)
    assert any("against 16" in line for line in game.state.log)


# ------------------------------------------------------------------ the company taps after the attack
def test_an_attack_not_cancelled_leaves_the_company_tapped():
    game = _moving(["Aragorn II", "Legolas", "Gimli", "Faramir", "Beorn"], ["Knights of the Prince"],
                   site="Lond Galen", origin="Edhellond", via=["Anfalas"])
    _attack(game, "Knights of the Prince", "Anfalas")
    for who in ("Aragorn II", "Legolas", "Gimli", "Faramir"):
        game.apply(AssignStrike("Alice", who))
    assert not game.state.find("Beorn").tapped
    for who in ("Aragorn II", "Legolas", "Gimli", "Faramir"):
        _strike(game, who, 12)
    assert game.state.combat is None
    assert game.state.find("Beorn").tapped           # he faced no strike
    assert any("every untapped character of Company taps (Beorn)" in line for line in game.state.log)


def test_a_cancelled_attack_leaves_the_company_untapped():
    from meccg_rules.engine.combat import flow
    game = _moving(["Aragorn II", "Legolas"], ["Knights of the Prince"], site="Lond Galen", origin="Edhellond",
                   via=["Anfalas"])
    _attack(game, "Knights of the Prince", "Anfalas")
    flow.cancel(game, "a test")
    assert game.state.combat is None
    assert not game.state.find("Aragorn II").tapped and not game.state.find("Legolas").tapped


# ------------------------------------------------------------------ what follows a wound
def test_a_wound_costs_the_company_an_item_of_the_defenders_choice_before_the_body_check():
    game = _moving(["Aragorn II", "Legolas"], ["Brigands"], give=[("Aragorn II", ["Glamdring"])])
    _attack(game, "Brigands", "Wilderness")
    for who in ("Aragorn II", "Legolas"):
        game.apply(AssignStrike("Alice", who))
    _strike(game, "Legolas", 2)                       # 2 + 6 < 8: wounded
    assert str(game.to_act()).startswith("Alice")
    verdict = game.check(Discard("Bob", "Glamdring"))
    assert not verdict
    game.apply(Discard("Alice", "Glamdring"))        # an item Aragorn II bears: the company's
    assert game.state.find("Glamdring").zone == "discard pile"
    _body_check_next(game, "Legolas")


def test_a_wound_with_no_item_in_the_company_costs_nothing():
    game = _moving(["Aragorn II", "Legolas"], ["Brigands"])
    _attack(game, "Brigands", "Wilderness")
    for who in ("Aragorn II", "Legolas"):
        game.apply(AssignStrike("Alice", who))
    _strike(game, "Legolas", 2)
    _body_check_next(game, "Legolas")


def test_each_character_wounded_discards_every_item_he_bears():
    game = _moving(["Shagrat", "Lugdush"], ["Galadhrim"], alignment="Ringwraith", site="Moria", origin="Dol Guldur",
                   via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"],
                   give=[("Shagrat", ["Dagger of Westernesse"]), ("Lugdush", ["Orc-draughts"])])
    _attack(game, "Galadhrim", "Wold & Foothills")
    assert not game.state.combat.attack.detainment
    for who in ("Shagrat", "Lugdush"):
        game.apply(AssignStrike("Alice", who))
    _strike(game, "Shagrat", 2)
    assert game.state.find("Dagger of Westernesse").zone == "discard pile"
    assert game.state.find("Orc-draughts").zone == "in play"   # Lugdush's: not the wounded character's
    _body_check_next(game, "Shagrat")


@pytest.mark.parametrize("faced_first, kept", [(True, ["Gold Belt of Lórien"]),
                                                 (False, ["Glamdring", "Gold Belt of Lórien"])])
def test_a_troll_of_the_hobbit_strips_non_special_items_after_another_of_them(faced_first, kept):
    game = _moving(["Aragorn II", "Legolas"], ["“Tom” (Tûma)", "“Bert” (Bûrat)"],
                   give=[("Aragorn II", ["Glamdring", "Gold Belt of Lórien"])])
    if faced_first:   # "Tom" first, beaten by Legolas
        _attack(game, "“Tom” (Tûma)", "Wilderness")
        game.apply(AssignStrike("Alice", "Legolas"))
        _strike(game, "Legolas", 12)
        assert game.state.combat is None
    _attack(game, "“Bert” (Bûrat)", "Wilderness")
    game.apply(AssignStrike("Alice", "Aragorn II"))
    _strike(game, "Aragorn II", 2)                   # 2 + 9 < 12: wounded
    borne = sorted(game.state.label(i) for i in game.state.attached(game.state.find("Aragorn II").id))
    assert borne == kept
    _body_check_next(game, "Aragorn II")


def test_a_wounded_character_is_discarded_but_a_wizard():
    game = _moving(["Gandalf", "Legolas"], ["Abductor"], site="Lond Galen", origin="Edhellond", via=["Anfalas"])
    _attack(game, "Abductor", "Border-hold")
    game.apply(AssignStrike("Alice", "Legolas"))
    _strike(game, "Legolas", 2)
    assert game.state.find("Legolas").zone == "discard pile"
    assert game.state.combat is None                  # no body check follows
    game = _moving(["Gandalf", "Legolas"], ["Abductor"], site="Lond Galen", origin="Edhellond", via=["Anfalas"])
    _attack(game, "Abductor", "Border-hold")
    game.apply(AssignStrike("Alice", "Gandalf"))
    _strike(game, "Gandalf", 2)
    assert game.state.find("Gandalf").zone == "in play"
    _body_check_next(game, "Gandalf")


@pytest.mark.parametrize("who, roll, zone", [("Legolas", 8, "discard pile"), ("Legolas", 7, "in play"),
                                             ("Legolas", 9, "out-of-play pile"), ("Gandalf", 9, "in play")])
def test_a_body_check_equal_to_the_body_discards_the_character(who, roll, zone):
    game = _moving(["Gandalf", "Legolas"], ["Giant Spiders"])
    _attack(game, "Giant Spiders", "Wilderness")
    for character in ("Gandalf", "Legolas"):
        game.apply(AssignStrike("Alice", character))
    _strike(game, who, 2)
    _body_check_next(game, who)
    game.apply(Roll("Bob", roll, f"{who}'s body check"))
    assert game.state.find(who).zone == zone
