"""Creatures with several attacks (combat/several_attacks.py, tap_cancel.py): Slayer and Assassin, each attack of one
strike in turn, all on one character, some cancelled by tapping a character; and a roll check's passing effects
(Trickery). Each test fails if the rule it names were otherwise."""
from helpers import both_pass

from meccg_rules.engine.combat import attacks, several_attacks
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, TapToCancel
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, MP_PILE
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

CHARACTERS = ["Frodo", "Sam Gamgee", "Gimli"]


def _attacked(creature="Slayer", characters=CHARACTERS, in_play=(), hand=()):
    """Bob's ``creature`` attacks Fellowship, staying at Bree (a Border-hold): its first attack is under way."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Bree")
    for card in in_play:
        setup.in_play(card)
    setup.hand("Alice", list(hand))
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, "Border-hold"))
    both_pass(game)
    return game


def _strike(game, character, roll):
    game.apply(ChooseStrike("Alice", character))
    game.apply(Roll("Alice", roll, f"{character}'s strike"))


def test_each_attack_of_the_text_is_an_attack_of_one_strike_faced_in_turn():
    game = _attacked()
    combat, waiting = game.state.combat, game.state.attacks
    assert (combat.attack.series, combat.attack.nth, attacks.strikes(game.state, combat.attack)) == (2, 1, 1)
    assert [(a.source, a.nth) for a in waiting] == [(combat.attack.source, 2)]
    assert len(_attacked("Assassin").state.attacks) == 2        # three attacks: two wait
    assert _attacked("Sellswords Between Charters").state.attacks == []           # one attack


def test_every_later_attack_goes_to_the_character_chosen_first():
    game = _attacked()
    game.apply(AssignStrike("Bob", "Frodo"))
    _strike(game, "Frodo", 12)
    assert game.state.combat.attack.nth == 2
    assert game.check(AssignStrike("Bob", "Sam Gamgee")).code == "one-defender"
    game.apply(AssignStrike("Bob", "Frodo"))
    assert game.state.combat.step == "strikes"


def test_a_strike_beyond_the_first_is_an_excess_strike_on_the_same_character():
    game = _attacked("Assassin", in_play=["Rank upon Rank"])    # +1 strike to Man attacks
    both_pass(game)                                             # its bonus, declared as the attack is faced
    assert attacks.strikes(game.state, game.state.combat.attack) == 2
    game.apply(AssignStrike("Bob", "Gimli"))
    combat = game.state.combat
    assert (combat.step, combat.excess_left, [s.character for s in combat.strikes]) == \
        ("strikes", 1, [game.state.find("Gimli").id])


def test_slayer_scores_only_when_each_of_its_attacks_is_defeated():
    game = _attacked()
    for _ in range(2):
        game.apply(AssignStrike("Bob", "Gimli"))
        _strike(game, "Gimli", 12)
    assert game.state.find("Slayer").zone == MP_PILE
    assert scoring.tally(game.state, "Alice")["kill"] == 2        # the erratum's two points
    game = _attacked()
    game.apply(AssignStrike("Bob", "Gimli"))
    _strike(game, "Gimli", 2)                                     # wounded: the first attack is not defeated
    both_pass(game)
    game.apply(Roll("Bob", 2, "Gimli's body check"))
    game.apply(AssignStrike("Bob", "Gimli"))
    _strike(game, "Gimli", 12)
    assert game.state.find("Slayer").zone == DISCARD


def test_tapping_cancels_one_of_slayer_s_attacks_only():
    game = _attacked()
    game.apply(TapToCancel("Alice", "Sam Gamgee", "Slayer"))
    both_pass(game)
    assert game.state.find("Sam Gamgee").tapped and game.state.combat.attack.nth == 2
    assert game.check(TapToCancel("Alice", "Gimli", "Slayer")).code == "tap-cancels-used"


def test_assassin_s_two_cancels_by_tapping_characters_it_does_not_attack():
    game = _attacked("Assassin")
    game.apply(AssignStrike("Bob", "Frodo"))
    assert game.check(TapToCancel("Alice", "Frodo", "Assassin")).code == "attacked-cannot-tap"
    for tapping in ("Sam Gamgee", "Gimli"):
        game.apply(TapToCancel("Alice", tapping, "Assassin"))
        both_pass(game)
    assert game.state.combat.attack.nth == 3
    game.apply(AssignStrike("Bob", "Frodo"))
    assert game.state.combat.strikes[0].character == game.state.find("Frodo").id
    assert game.check(TapToCancel("Alice", "Frodo", "Assassin")).code in ("attacked-cannot-tap", "tap-cancels-used")


def test_slayer_s_defender_may_tap_himself():
    game = _attacked()
    game.apply(AssignStrike("Bob", "Frodo"))
    assert game.check(TapToCancel("Alice", "Frodo", "Slayer"))


def test_the_cancel_by_tapping_comes_after_the_strike_is_assigned_up_to_its_roll():
    game = _attacked()
    game.apply(AssignStrike("Bob", "Frodo"))
    game.apply(ChooseStrike("Alice", "Frodo"))                   # the strike's roll is awaited
    game.apply(TapToCancel("Alice", "Sam Gamgee", "Slayer"))
    both_pass(game)
    assert game.state.pending is None and game.state.combat.attack.nth == 2 and not game.state.find("Frodo").tapped
    game.apply(AssignStrike("Bob", "Frodo"))
    _strike(game, "Frodo", 2)                                    # wounded: a body check's chain is open
    assert game.state.combat is not None
    assert game.check(TapToCancel("Alice", "Gimli", "Slayer")).code in ("strike-already-rolled", "tap-cancels-used")


def test_after_the_strike_roll_the_attack_stays():
    game = _attacked("Assassin")
    game.apply(AssignStrike("Bob", "Frodo"))
    _strike(game, "Frodo", 2)                                     # wounded: his body check waits
    assert game.check(TapToCancel("Alice", "Gimli", "Assassin")).code == "strike-already-rolled"


def test_a_creature_without_the_text_cannot_be_cancelled_so():
    game = _attacked("Sellswords Between Charters")
    assert game.check(TapToCancel("Alice", "Gimli", "Sellswords Between Charters")).code == "not-cancellable-by-tapping"


def test_a_later_attack_finds_no_one_when_its_character_is_gone():
    game = _attacked()
    game.apply(AssignStrike("Bob", "Frodo"))
    _strike(game, "Frodo", 2)
    both_pass(game)
    game.apply(Roll("Bob", 12, "Frodo's body check"))             # eliminated
    assert game.state.combat is None and game.state.find("Slayer").zone == DISCARD


def test_a_key_that_no_longer_holds_discards_the_creature_before_its_next_attack():
    """CoE 2.IV.vii.2.4: the declared key is checked again as each later attack starts."""
    game = _attacked()
    bree = game.state.find("Bree")
    game.apply(AssignStrike("Bob", "Frodo"))
    game.state.turn.treated.append(("", bree.id, -1, "Ruins & Lairs", game.state._seq()))   # Bree no Border-hold
    _strike(game, "Frodo", 12)
    assert game.state.combat is None and game.state.find("Slayer").zone == DISCARD
    assert game.state.log[-1].startswith("Slayer is discarded before its second attack")
    game = _attacked()                                            # the key holds: the second attack comes
    game.apply(AssignStrike("Bob", "Frodo"))
    _strike(game, "Frodo", 12)
    assert several_attacks.key_lost(game.state, game.state.combat.attack) == "" and game.state.combat.attack.nth == 2


def test_a_roll_check_s_passing_effects_follow_a_total_at_least_its_need():
    for roll, cancelled in ((5, False), (6, True)):
        game = _attacked(hand=["Trickery"])
        game.apply(PlayEvent("Alice", "Trickery", "Sam Gamgee"))
        both_pass(game)
        game.apply(Roll("Alice", roll, "Sam Gamgee's roll for Trickery"))
        assert (game.state.combat.attack.nth == 2) == cancelled


def test_trickery_cancels_an_attack_only_before_its_strikes_are_assigned():
    game = _attacked(hand=["Trickery"])
    game.apply(AssignStrike("Bob", "Frodo"))
    assert game.check(PlayEvent("Alice", "Trickery", "Sam Gamgee")).code == "attack-strikes-assigned"
