"""An item found by turning over the play deck (the primitive ``reveal-until-item``: Lucky Search, with its CRF 22
erratum and rulings; site_phase/revealed_items.py), the strike made against one character and never assigned
(``Attack.strike_on``), and the additional minor item offer lasting one declared action (CoE 2.V.5)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, PLAY_DECK
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource

SEARCH = PlayResource("Alice", "Frodo", "Lucky Search")


def at(site="Moria", deck=("Orc-patrol", "Hauberk of Bright Mail", "Cave-drake"), hand=("Lucky Search",),
       characters=("Frodo", "Aragorn II", "Legolas"), give=(), tapped_site=False):
    setup = Setup("Alice", "Bob")
    origin = {"Barrow-downs": "Rivendell"}.get(site, "Lórien")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.faced("Fellowship")
    if deck is not None:
        setup.deck("Alice", list(deck))
    setup.hand("Alice", list(hand))
    for character, items in give:
        setup.give(character, list(items))
    game = setup.build()
    if tapped_site:
        game.state.tap(game.state.find(site).id)
    return game


def search(game):
    game.apply(SEARCH)
    both_pass(game)
    return game.state


def test_the_search_stops_at_the_first_item_and_the_strike_counts_the_cards_turned_over():
    s = search(at())
    assert s.find("Hauberk of Bright Mail").attached_to == s.find("Frodo").id
    assert s.find("Orc-patrol").zone == PLAY_DECK and s.find("Cave-drake").zone == PLAY_DECK   # the erratum
    assert s.combat is not None and s.combat.attack.prowess == 3 + 2
    assert "Alice" not in s.described_decks   # shuffled: the example no longer knows the order


def test_a_unique_item_in_play_and_a_special_item_are_passed_over():
    game = at(deck=("Glamdring", "Magic Ring of Lore", "Orc-patrol", "Hauberk of Bright Mail"),
              give=(("Aragorn II", ["a second Glamdring"]),))
    s = search(game)
    assert s.find("Hauberk of Bright Mail").attached_to == s.find("Frodo").id
    assert s.find("the first Glamdring").zone == PLAY_DECK and s.find("Magic Ring of Lore").zone == PLAY_DECK
    assert s.combat.attack.prowess == 3 + 4


def test_reaching_the_end_finds_nothing_and_does_not_exhaust_the_deck():
    s = search(at(deck=("Orc-patrol", "Cave-drake")))
    assert s.combat.attack.prowess == 5 and not s.ending.exhausted
    assert all(i.zone == PLAY_DECK for i in s.in_zone(PLAY_DECK, "Alice")) and len(s.in_zone(PLAY_DECK, "Alice")) == 2


def test_an_empty_deck_still_brings_the_strike_at_the_card_s_number():
    s = search(at(deck=()))
    assert s.combat.attack.prowess == 3


def test_a_deck_the_example_does_not_describe_cannot_be_turned_over():
    game = at()
    game.state.described_decks.discard("Alice")
    with pytest.raises(InputError, match="order the example does not know"):
        game.apply(SEARCH)
    assert game.check(SEARCH).code == "malformed"   # an input problem of the example, not a rule
    assert at(deck=None).check(SEARCH)   # an empty deck, described or not, holds nothing to turn over


def test_only_a_scout_at_a_shadow_hold_or_dark_hold_in_the_site_phase():
    assert at(site="Dol Guldur").check(SEARCH)   # a Dark-hold
    assert at(site="Moria", tapped_site=True).check(SEARCH)   # tapped or untapped
    assert at(site="Barrow-downs").check(SEARCH).code == "not-playable-at-site"
    assert at().check(PlayResource("Alice", "Legolas", "Lucky Search")).code == "invalid-target"


def test_the_strike_is_never_assigned_and_no_ally_takes_it():
    game = at(give=(("Frodo", ["Noble Hound"]),))
    s = search(game)
    assert [st.character for st in s.combat.strikes] == [s.find("Frodo").id] and s.combat.step == "strikes"
    assert game.check(AssignStrike("Alice", "Noble Hound")).code == "not-assigning-strikes"


def test_the_strike_cannot_be_cancelled():
    game = at(hand=("Lucky Search", "Halfling Stealth"))
    search(game)
    game.apply(ChooseStrike("Alice", "Frodo"))
    assert game.check(PlayEvent("Alice", "Halfling Stealth", "Frodo")).code == "strike-not-cancellable"


def test_a_wound_discards_the_item_before_the_body_check_and_a_failed_strike_keeps_it():
    game = at()
    s = search(game)
    game.apply(ChooseStrike("Alice", "Frodo"))
    game.apply(Roll("Alice", 2, "Frodo's strike"))
    assert s.find("Frodo").wounded and s.find("Hauberk of Bright Mail").zone == DISCARD
    kept = at()
    s = search(kept)
    kept.apply(ChooseStrike("Alice", "Frodo"))
    kept.apply(Roll("Alice", 9, "Frodo's strike"))
    assert s.find("Hauberk of Bright Mail").zone == IN_PLAY and s.combat is None


def test_the_site_stays_untapped_and_no_additional_minor_item_follows():
    game = at(hand=("Lucky Search", "Dagger of Westernesse"), tapped_site=True)
    s = search(game)
    game.apply(ChooseStrike("Alice", "Frodo"))
    game.apply(Roll("Alice", 9, "Frodo's strike"))
    assert s.free_minor_item is None
    assert game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse")).code == "site-tapped"
    untapped = at()
    search(untapped)
    assert not untapped.state.find("Moria").tapped


def test_an_event_declared_by_tapping_a_character_ends_the_additional_minor_item_offer():
    """CoE 2.V.5: the additional minor item is the player's next declared action; an event played by tapping a
    character ("Alice taps Frodo to play Lucky Search") is another action, and the chance is gone at once."""
    game = at(hand=("Glamdring", "Lucky Search", "Dagger of Westernesse"))
    s = game.state
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    assert s.free_minor_item == "Fellowship"
    assert game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))
    game.apply(SEARCH)
    assert s.free_minor_item is None
