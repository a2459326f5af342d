"""Usriev of Treachery and Were-worm (CRF 22, Card Errata and Rulings): a weapon's bonus and maximum against a race
(items/in_use.py), an item only a character of some prowess may bear (items/bearing.py), a second strike the
defending player may give its bearer, never a third (combat/flow.py ``second_strike``), and an item of the
attacker's choice for each character, or ally, a creature wounds (combat/special_rules.py ``item_per_wound``)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.combat.strikes import prowess
from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.core.state import Attack
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import TransferItem
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource


def _raiders(characters=("Shagrat", "Ufthak"), give=(), bob=("Orc-patrol",), tapped=(), site="Dimrill Dale",
             phase="movement/hazard", hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", list(characters), site=site, origin="Dol Guldur")
    for character, cards in give:
        setup.give(character, list(cards))
    for name in tapped:
        setup.tap(name)
    setup.hand("Bob", list(bob))
    setup.hand("Alice", list(hand))
    if phase == "site":
        setup.faced("Raiders")
    setup.set_phase(phase, "Raiders")
    return setup.build()


def _attacked(**kwargs):
    game = _raiders(**kwargs)
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    return game


# ------------------------------------------------------------------ a second strike, never a third
def test_the_bearer_may_be_given_a_second_strike_but_not_a_third():
    game = _attacked(give=[("Shagrat", ["Usriev of Treachery"])])
    game.apply(AssignStrike("Alice", "Shagrat"))
    assert game.check(AssignStrike("Alice", "Shagrat"))
    game.apply(AssignStrike("Alice", "Shagrat"))
    assert game.check(AssignStrike("Alice", "Shagrat")).code == "one-strike-each"
    assert [st.character for st in game.state.combat.strikes].count(game.state.find("Shagrat").id) == 2


def test_without_the_item_one_strike_each():
    game = _attacked()
    game.apply(AssignStrike("Alice", "Shagrat"))
    assert game.check(AssignStrike("Alice", "Shagrat")).code == "one-strike-each"


def test_a_bearer_who_is_no_warrior_gets_no_second_strike():
    game = _attacked(characters=("Elerína", "Ufthak"), give=[("Elerína", ["Usriev of Treachery"])])  # prowess 5
    game.apply(AssignStrike("Alice", "Elerína"))
    assert game.check(AssignStrike("Alice", "Elerína")).code == "one-strike-each"


def test_the_attacker_assigning_the_rest_gives_no_second_strike():
    game = _attacked(give=[("Shagrat", ["Usriev of Treachery"])], tapped=["Shagrat"])
    game.apply(AssignStrike("Alice", "Ufthak"))   # Shagrat, tapped, is the attacker's to assign
    game.apply(AssignStrike("Bob", "Shagrat"))
    combat = game.state.combat
    assert (combat.step, combat.excess_left) == ("strikes", 1)   # the third strike is an excess strike


def test_each_strike_on_the_bearer_has_its_own_sequence():
    game = _attacked(give=[("Shagrat", ["Usriev of Treachery"])])
    for who in ("Shagrat", "Shagrat", "Ufthak"):
        game.apply(AssignStrike("Alice", who))
    game.apply(ChooseStrike("Alice", "Shagrat"))
    game.apply(Roll("Alice", 8, "Shagrat's strike"))
    assert game.check(ChooseStrike("Alice", "Shagrat"))


# ------------------------------------------------------------------ its prowess, and who may bear it
def test_the_weapon_gives_more_against_elves_up_to_its_other_maximum():
    game = _raiders(give=[("Shagrat", ["Usriev of Treachery"])])
    s = game.state
    shagrat = s.find("Shagrat").id   # printed prowess 6
    assert prowess(s, shagrat)[0] == 7
    elves = Attack("a9", "Raiders", shagrat, "creature", "Elves", 1, 9)
    assert prowess(s, shagrat, elves)[0] == 8
    orcs = Attack("a9", "Raiders", shagrat, "creature", "Orcs", 1, 9)
    assert prowess(s, shagrat, orcs)[0] == 7


def test_a_character_of_too_little_prowess_may_not_be_given_it():
    game = _raiders(characters=("Shagrat", "Perchen", "Ufthak"), give=[("Shagrat", ["Usriev of Treachery"])],
                    site="Moria", phase="organization")
    verdict = game.check(TransferItem("Alice", "Usriev of Treachery", "Perchen"))   # prowess 3
    assert verdict.code == "bearer-too-weak"
    assert game.check(TransferItem("Alice", "Usriev of Treachery", "Ufthak")).code == "bearer-too-weak"   # 4


def test_playing_it_at_a_site_checks_its_bearer():
    game = _raiders(characters=("Shagrat", "Perchen"), site="Moria", phase="site", bob=(),
                    hand=["Usriev of Treachery"])
    assert game.check(PlayResource("Alice", "Perchen", "Usriev of Treachery")).code == "bearer-too-weak"


# ------------------------------------------------------------------ an item for each wound, an ally's too
def _were_worm(strike_on):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Dunnish Clan-hold", origin="Rivendell")
    setup.give("Aragorn II", ["Quickbeam", "Glamdring"])
    setup.give("Legolas", ["Elven Cloak"])
    setup.hand("Bob", ["Were-worm"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Were-worm", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Bob", strike_on))
    game.apply(ChooseStrike("Alice", strike_on))
    game.apply(Roll("Alice", 2, f"{strike_on}'s strike"))
    return game


def test_an_ally_wounded_costs_an_item_of_the_attackers_choice():
    game = _were_worm("Quickbeam")
    s = game.state
    assert s.find("Quickbeam").wounded
    assert game.check(Discard("Alice", "Glamdring")).code == "wrong-player"
    game.apply(Discard("Bob", "Elven Cloak"))
    assert s.find("Elven Cloak").zone == "discard pile"
    assert s.find("Glamdring").zone == "in play"


def test_a_character_wounded_costs_an_item_too():
    game = _were_worm("Legolas")
    assert game.state.find("Legolas").wounded
    assert game.check(Discard("Bob", "Glamdring"))
