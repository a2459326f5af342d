"""An item fetched from the play deck with a card its bearer taps (the key ``fetches_from_play_deck``: Dwarven Ring of
Barin's Tribe, and the CRF 22 ruling that its site must be untapped; site_phase/searched_items.py)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import IN_PLAY, PLAY_DECK
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import FetchItem, PlayResource

RING = "Dwarven Ring of Barin's Tribe"
FETCH = FetchItem("Alice", "Gimli", "Durin's Axe", RING)


def moria(deck=("Orc-patrol", "Durin's Axe", "Narsil"), bearer="Gimli", hand=("Dagger of Westernesse",), faced=True,
          phase=None):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [bearer, "Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    if faced:
        setup.faced("Fellowship")
    setup.give(bearer, [RING])
    setup.deck("Alice", list(deck))
    setup.hand("Alice", list(hand))
    if phase:
        setup.set_phase(phase)
    return setup.build()


def test_the_item_comes_with_the_bearer_taps_the_site_and_the_check_follows():
    game = moria()
    game.apply(FETCH)
    both_pass(game)
    s = game.state
    assert s.find("Durin's Axe").attached_to == s.find("Gimli").id and s.find("Moria").tapped
    assert "Alice" not in s.described_decks and s.find("Narsil").zone == PLAY_DECK
    assert s.pending_roll is not None and "corruption check" in s.pending_roll.purpose
    game.apply(Roll("Alice", 9, "Gimli's corruption check"))
    assert s.find("Gimli").zone == IN_PLAY
    assert game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))   # the additional minor item


def test_the_site_must_be_untapped():
    game = moria()
    game.state.tap(game.state.find("Moria").id)
    assert game.check(FETCH).code == "site-tapped"


def test_only_a_dwarf_bearer_a_major_item_playable_there_in_the_deck_in_the_site_phase():
    assert moria(bearer="Fili").check(FetchItem("Alice", "Fili", "Durin's Axe", RING))
    assert moria(bearer="Frodo").check(FetchItem("Alice", "Frodo", "Durin's Axe", RING)).code == "invalid-target"
    assert moria().check(FetchItem("Alice", "Gimli", "Narsil", RING)).code == "not-playable-at-site"   # greater
    assert moria(deck=("Orc-patrol",), hand=("Durin's Axe",)).check(FETCH).code == "not-in-play-deck"
    assert moria(faced=False).check(FETCH).code == "automatic-attacks-not-faced"
    assert moria(phase="organization").check(FETCH).code == "wrong-phase"
