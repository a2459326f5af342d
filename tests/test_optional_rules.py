"""Optional rules (CRF 22, Rulings by Term > Optional Rules): facing two strikes, and automatic-attacks stronger at
sites other players have in their discard piles. Neither applies unless the set-up names it."""
import pytest

from meccg_rules.engine.players import optional_rules
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks
from meccg_rules.engine.combat.attacks import prowess
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.setup import Setup


def _orc_patrol(*rules, tapped=(), alice_holds=()):
    setup = Setup("Alice", "Bob")
    for rule in rules:
        setup.optional_rule(rule)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    for name in tapped:
        setup.tap(name)
    if alice_holds:
        setup.hand("Alice", list(alice_holds))
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    return game


def test_unknown_optional_rules_are_refused_with_the_known_ones():
    with pytest.raises(InputError, match="facing two strikes, recently visited sites"):
        Setup("Alice", "Bob").optional_rule("three strikes")


def test_without_the_rule_a_character_faces_one_strike():
    game = _orc_patrol()
    game.apply(AssignStrike("Alice", "Aragorn II"))
    verdict = game.check(AssignStrike("Alice", "Aragorn II"))
    assert not verdict and verdict.code == "one-strike-each"


def test_only_the_defender_gives_a_second_strike_and_only_to_an_untapped_character():
    game = _orc_patrol(optional_rules.TWO_STRIKES, tapped=["Legolas"])
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(DoneAssigning("Alice"))
    verdict = game.check(AssignStrike("Bob", "Aragorn II"))
    assert not verdict and verdict.code == "one-strike-each"
    assert game.check(AssignStrike("Bob", "Legolas"))


def _two_strikes_on_aragorn(first_roll):
    game = _orc_patrol(optional_rules.TWO_STRIKES)
    for name in ("Aragorn II", "Aragorn II", "Legolas"):
        game.apply(AssignStrike("Alice", name))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", first_roll, "Aragorn II's strike"))
    return game


def test_minus_three_against_each_strike_and_tapping_only_on_the_second():
    game = _two_strikes_on_aragorn(7)   # 7 + 6 - 3 = 10 against 6: fails
    s = game.state
    assert "-3 (faces two strikes)" in s.log[-1] and "= 10 against 6" in s.log[-1]
    assert not s.find("Aragorn II").tapped
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 7, "Aragorn II's strike"))
    assert "= 10 against 6" in s.log[-1] and "-1 (strikes faced)" not in s.log[-1]
    assert s.find("Aragorn II").tapped


def test_a_tie_on_the_first_strike_does_not_tap_either():
    game = _two_strikes_on_aragorn(3)   # 3 + 6 - 3 = 6 against 6: ineffectual
    assert "ineffectual" in game.state.log[-1] and not game.state.find("Aragorn II").tapped


def test_strikes_a_card_lets_him_face_are_not_the_optional_rule():
    """Many Foes He Fought's extra strikes cost -1 each, not the rule's -3, and the character taps after each."""
    game = _orc_patrol(optional_rules.TWO_STRIKES, alice_holds=["Many Foes He Fought"])
    game.apply(PlayEvent("Alice", "Many Foes He Fought", "Aragorn II"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    for name in ("Aragorn II", "Aragorn II", "Legolas"):
        game.apply(AssignStrike("Alice", name))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 7, "Aragorn II's strike"))
    assert "faces two strikes" not in game.state.log[-1]
    assert game.state.find("Aragorn II").tapped


def _weathertop(*rules, discards=()):
    setup = Setup("Alice", "Bob")
    for seat, player in zip(("third", "fourth"), ("Carol", "Dave")):
        setup.player(player, seat)
    for rule in rules:
        setup.optional_rule(rule)
    setup.company("Fellowship", ["Aragorn II", "Faramir", "Legolas"], site="Weathertop", origin="Rivendell")
    for number, player in enumerate(discards, start=2):
        setup.discard_pile(player, [f"a {('second', 'third', 'fourth', 'fifth')[number - 2]} Weathertop"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    return game, game.state.combat.attack


def test_one_more_prowess_for_each_player_with_the_site_in_his_discard_pile():
    game, attack = _weathertop(optional_rules.VISITED_SITES, discards=("Bob", "Carol", "Dave"))
    assert prowess(game.state, attack) == 6 + 3


def test_only_that_site_counts_and_only_with_the_rule():
    game, attack = _weathertop(discards=("Bob", "Carol"))
    assert prowess(game.state, attack) == 6
    game, attack = _weathertop(optional_rules.VISITED_SITES)
    assert prowess(game.state, attack) == 6


def test_a_player_with_two_copies_of_the_site_adds_one():
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.optional_rule(optional_rules.VISITED_SITES)
    setup.company("Fellowship", ["Aragorn II", "Faramir", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.discard_pile("Bob", ["a second Weathertop", "a third Weathertop"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    assert prowess(game.state, game.state.combat.attack) == 6 + 1
