"""Effects on characters that change a rule's outcome: Elf-song keeps characters at a Haven from being
discarded, so a failed corruption check that would discard one is a success (CoE 7.1.3); Shut Yer Mouth's -2
direct influence comes off unrestricted influence first, never below zero (CoE 2.II.2.2.4)."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.organization.control import unused_direct_influence
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Elf-song")


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
