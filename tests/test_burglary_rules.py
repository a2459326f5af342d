"""Burglary attempts: the roll instead of the automatic-attacks, the item with the burglar, the extra minor item,
and the failed burglar facing the automatic-attacks alone (Burglary, TD-103; CRF 22, Burglary Attempts)."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning, SupportStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.site_phase.actions import PlayBurgledItem, PlayResource
from meccg_rules.engine.site_phase.burglary import bonus
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import IN_PLAY

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Elf-stone")

BURGLE = PlayResource("Alice", "Bilbo", "Burglary")


def barrow_downs(characters=("Bilbo", "Aragorn II", "Legolas"), hand=("Burglary", "Dagger of Westernesse",
                                                                         "Elf-stone", "Healing Herbs"), faced=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Barrow-downs", origin="Rivendell")
    setup.hand("Alice", list(hand))
    if faced:
        setup.faced("Fellowship")
    return setup.build()


def attempt(game, roll):
    game.apply(BURGLE)
    both_pass(game)
    game.apply(Roll("Alice", roll, "Bilbo's burglary attempt"))


def test_the_roll_counts_scouts_and_hobbits():
    assert bonus(catalogue().get("Bilbo"), tuple(catalogue().get("Bilbo").skills)) == 5
    assert bonus(catalogue().get("Aragorn II"), tuple(catalogue().get("Aragorn II").skills)) == 2
    assert bonus(catalogue().get("Gimli"), tuple(catalogue().get("Gimli").skills)) == 0


def test_a_success_skips_the_automatic_attacks_and_allows_an_item_with_the_burglar():
    game = barrow_downs()
    attempt(game, 6)   # 6 + 5 = 11
    s = game.state
    assert s.find("Barrow-downs").tapped and s.combat is None
    assert s.companies["Fellowship"].automatic_attacks_faced
    assert game.check(PlayBurgledItem("Alice", "Dagger of Westernesse", "Aragorn II")).code == "no-burglary"
    game.apply(PlayBurgledItem("Alice", "Dagger of Westernesse", "Bilbo"))
    both_pass(game)
    assert s.find("Dagger of Westernesse").attached_to == s.find("Bilbo").id
    assert game.check(PlayBurgledItem("Alice", "Elf-stone", "Bilbo")).code == "no-burglary"
    game.apply(PlayResource("Alice", "Aragorn II", "Elf-stone"))   # the one extra minor item (CRF 22)
    both_pass(game)
    assert s.find("Elf-stone").zone == IN_PLAY
    assert game.check(PlayResource("Alice", "Legolas", "Healing Herbs")).code == "site-tapped"


def test_ten_fails_and_the_burglar_faces_the_automatic_attacks_alone():
    game = barrow_downs()
    attempt(game, 5)   # 5 + 5 = 10: not more than 10
    s = game.state
    assert s.combat is not None and s.combat.attack.kind == "automatic-attack"
    assert game.check(AssignStrike("Bob", "Aragorn II")).code == "not-in-company"
    assert game.check(PlayBurgledItem("Alice", "Dagger of Westernesse", "Bilbo")).code == "no-burglary"
    game.apply(DoneAssigning("Alice"))
    game.apply(AssignStrike("Bob", "Bilbo"))
    game.apply(ChooseStrike("Alice", "Bilbo"))
    assert game.check(SupportStrike("Alice", "Aragorn II", "Bilbo")).code == "burglar-alone"
    assert s.find("Bilbo").company == "Fellowship"   # still in his company for everything else


def test_a_burglary_is_made_instead_of_facing_the_automatic_attacks_by_an_untapped_character():
    assert barrow_downs(faced=True).check(BURGLE).code == "burglary-instead"
    game = barrow_downs()
    game.state.find("Bilbo").tapped = True
    assert game.check(BURGLE).code == "character-tapped"
