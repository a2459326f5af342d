"""A card whose company faces the attack it gives, then a character taps to take it or it is discarded
(combat/placed_after_attack.py; The Windlord Found Me and its CRF 22 erratum), and "cannot be duplicated by a given
player" (playing/duplication.py)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, TapToPlace
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndSitePhase

FOUR = ["Aragorn II", "Legolas", "Gimli", "Frodo"]


def _setup(characters=(*FOUR, "Sam Gamgee"), site="Moria", in_play=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site)
    for card, holder in in_play:
        setup.in_play(card, on=holder)
    setup.hand("Alice", ["The Windlord Found Me"])
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    return setup.build()


def _fight(game):
    game.apply(PlayEvent("Alice", "The Windlord Found Me", None))
    both_pass(game)
    for name in FOUR:
        game.apply(AssignStrike("Alice", name))
    for name in FOUR:
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 12, f"{name}'s strike"))


def test_the_company_faces_the_card_s_attack_with_the_card_on_it():
    game = _setup()
    game.apply(PlayEvent("Alice", "The Windlord Found Me", None))
    both_pass(game)
    combat = game.state.combat
    assert combat is not None and (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Orcs", 4, 9)
    card = game.state.find("The Windlord Found Me")
    assert card.zone == IN_PLAY and card.attached_to == "Fellowship"
    assert game.check(TapToPlace("Alice", "Sam Gamgee", "The Windlord Found Me")).code == "nothing-to-place"


def test_playable_at_isengard_by_its_name():
    verdict = _setup(site="Isengard").check(PlayEvent("Alice", "The Windlord Found Me", None))
    assert verdict, verdict


def test_not_playable_at_a_site_of_another_type():
    verdict = _setup(site="Lórien").check(PlayEvent("Alice", "The Windlord Found Me", None))
    assert verdict.code == "not-playable-at-site"


def test_an_untapped_character_taps_to_take_it_after_the_attack():
    game = _setup()
    _fight(game)
    assert game.check(TapToPlace("Alice", "Aragorn II", "The Windlord Found Me")).code == "taps-to-take"
    game.apply(TapToPlace("Alice", "Sam Gamgee", "The Windlord Found Me"))
    card, sam = game.state.find("The Windlord Found Me"), game.state.find("Sam Gamgee")
    assert card.zone == IN_PLAY and card.attached_to == sam.id and sam.tapped


def test_any_other_action_discards_it():
    game = _setup()
    _fight(game)
    game.apply(EndSitePhase("Alice", "Fellowship"))
    assert game.state.find("The Windlord Found Me").zone == DISCARD
    assert not game.state.find("Sam Gamgee").tapped


def test_with_no_untapped_character_left_it_is_discarded_at_once():
    game = _setup(characters=FOUR)
    _fight(game)
    assert game.state.find("The Windlord Found Me").zone == DISCARD


def _with_copy_in_play(owner):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [*FOUR, "Sam Gamgee"], site="Moria")
    setup.company("Rangers", ["Beregond"], site="Lórien", owner="Bob")
    setup.in_play("The Windlord Found Me", on="Sam Gamgee" if owner == "Alice" else "Beregond", owner=owner)
    setup.hand("Alice", ["a second The Windlord Found Me"])
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    return setup.build()


def test_cannot_be_duplicated_by_a_given_player():
    verdict = _with_copy_in_play("Alice").check(PlayEvent("Alice", "the second The Windlord Found Me", None))
    assert verdict.code == "cannot-be-duplicated"


def test_the_other_player_s_copy_does_not_count():
    verdict = _with_copy_in_play("Bob").check(PlayEvent("Alice", "the second The Windlord Found Me", None))
    assert verdict, verdict
