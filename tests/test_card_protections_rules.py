"""Effects on characters that change a rule's outcome: Elf-song keeps characters at a Haven from being
discarded or returned to hand for any reason, so a failed corruption check that would discard one is a success
(CoE 7.1.3) and a successful influence attempt against one does nothing; Shut Yer Mouth's -2
direct influence comes off unrestricted influence first, never below zero (CoE 2.II.2.2.4)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.core.state import DISCARD, HAND
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.organization.control import unused_direct_influence
from meccg_rules.engine.setup import Setup

def _check_at(site, *extra_items, song=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    if song:
        setup.in_play("Elf-song")
    setup.in_play("Lure of Expedience", on="Legolas")
    if extra_items:
        setup.give("Legolas", list(extra_items))
    setup.hand("Bob", ["Weariness of the Heart"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Weariness of the Heart", "Legolas", "the corruption check"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))
    return game.state.find("Legolas")


def test_a_check_that_would_discard_him_succeeds_at_a_haven_under_elf_song():
    assert _check_at("Rivendell").zone == "in play"


def test_without_elf_song_or_away_from_a_haven_he_is_discarded():
    assert _check_at("Rivendell", song=False).zone == "discard pile"
    assert _check_at("Bree").zone == "discard pile"


def test_elf_song_does_not_stop_an_elimination():
    legolas = _check_at("Rivendell", "Dagger of Westernesse", "Glamdring")
    assert legolas.zone == "out-of-play pile" and legolas.eliminated


def _song_at(site):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    setup.give("Legolas", ["Dagger of Westernesse"])
    setup.in_play("Elf-song")
    return setup.build()


def test_elf_song_keeps_a_character_at_a_haven_from_any_discard_or_return_to_hand():
    for zone in (DISCARD, HAND):
        state = _song_at("Rivendell").state
        state.move(state.find("Legolas").id, zone)
        assert state.find("Legolas").zone == "in play"
        assert state.find("Dagger of Westernesse").attached_to == state.find("Legolas").id
        assert state.log[-1] == "Elf-song keeps Legolas in play: he is not " + (
            "discarded" if zone == DISCARD else "returned to hand")
    state = _song_at("Bree").state
    state.move(state.find("Legolas").id, DISCARD)
    assert state.find("Legolas").zone == DISCARD and state.find("Dagger of Westernesse").zone == DISCARD



def test_elf_song_refuses_a_discard_while_organizing_rather_than_accepting_it():
    """The kernel keeps him whatever the caller; the organization phase says no up front, so no log claims a discard
    that did not happen and the one character discarded this turn is not used up."""
    game = _song_at("Rivendell")
    verdict = game.check(Discard("Alice", "Legolas"))
    assert not verdict and verdict.code == "kept-in-play"

def _direct_influence(character, *penalties):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [character, "Legolas"], site="Rivendell")
    for card in penalties:
        setup.in_play(card, on=character)
    game = setup.build()
    return unused_direct_influence(game.state, game.state.find(character).id)


def test_shut_yer_mouth_takes_two_from_unrestricted_direct_influence():
    assert _direct_influence("Aragorn II") == 3
    assert _direct_influence("Aragorn II", "Shut Yer Mouth") == 1


def test_never_below_zero():
    assert _direct_influence("Sam Gamgee", "Shut Yer Mouth") == 0


# ------------------------------------------------------------------ Magical Harp: discards cancelled (cancel-discards)
def _harp(phase="site", alice_resource=True):
    """Legolas bears Magical Harp in Alice's company at Bree; Bob's company elsewhere, Bob's turn unless
    ``alice_resource``."""
    setup = Setup("Alice", "Bob") if alice_resource else Setup("Bob", "Alice")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", owner="Alice")
    setup.company("Wanderers", ["Gimli"], site="Rivendell", owner="Bob")
    setup.give("Legolas", ["Magical Harp"])
    setup.set_phase(phase, "Fellowship" if alice_resource else "Wanderers")
    return setup.build()


HARP = UseAbility("Alice", "Magical Harp", "protect", "Aragorn II")


def test_harp_keeps_its_target_from_discards_for_the_turn_not_from_the_hand():
    game = _harp()
    assert not game.check(UseAbility("Alice", "Magical Harp", "protect", "Gimli"))   # not in its company
    game.apply(HARP)
    both_pass(game)
    game.apply(Roll("Alice", 7, "Legolas's corruption check"))
    state = game.state
    assert state.find("Magical Harp").tapped
    state.move(state.find("Legolas").id, DISCARD)   # the bearer's company is not protected, only the target
    assert state.find("Legolas").zone == "discard pile"
    state.move(state.find("Aragorn II").id, DISCARD)
    assert state.find("Aragorn II").zone == "in play"
    assert state.log[-1] == "Magical Harp keeps Aragorn II in play: he is not discarded"
    state.move(state.find("Aragorn II").id, HAND)   # a return to the hand is no discard
    assert state.find("Aragorn II").zone == "hand"


def test_harp_is_tapped_in_the_other_players_site_phase_only_of_his_turn():
    assert _harp("site", alice_resource=False).check(HARP)
    verdict = _harp("movement/hazard", alice_resource=False).check(HARP)
    assert not verdict and verdict.code == "not-your-turn"
