"""The sideboard cards kept for a Fallen-wizard opponent (CoE 1.6.1; players/fallen_wizard_sideboard.py): counted
among the ten and not against the sideboard's size, taken only when an opponent of their player is a Fallen-wizard
player, whichever way the sideboard is reached."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, PLAY_DECK
from meccg_rules.engine.hazards.actions import FetchFromSideboard
from meccg_rules.engine.items.actions import KeepRing
from meccg_rules.engine.players import fallen_wizard_sideboard
from meccg_rules.engine.players.actions import ExchangeBarredCard
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.start_of_game import deck_construction as D


def _untap(alignment=None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    site, characters = ("Isengard", ["Saruman", "Lugdush"]) if alignment else ("Lórien", ["Gandalf", "Aragorn II"])
    setup.company("Fellowship", characters, site=site)
    setup.sideboard("Bob", ["Orc-patrol"])
    setup.kept_for_fallen_wizard("Bob", ["Cave-drake"])
    setup.set_phase("untap")
    return setup.build()


def test_a_kept_hazard_is_fetched_only_against_a_fallen_wizard():
    game = _untap()
    assert game.check(FetchFromSideboard("Bob", ("Cave-drake",))).code == "kept-for-fallen-wizard"
    assert game.check(FetchFromSideboard("Bob", ("Cave-drake", "Orc-patrol"))).code == "kept-for-fallen-wizard"
    game.apply(FetchFromSideboard("Bob", ("Orc-patrol",)))   # the sideboard's other cards as before
    assert game.state.find("Orc-patrol").zone == DISCARD
    game = _untap("Fallen-wizard")
    game.apply(FetchFromSideboard("Bob", ("Cave-drake", "Orc-patrol")))
    assert game.state.find("Cave-drake").zone == DISCARD


def test_one_fallen_wizard_opponent_is_enough_in_a_multi_player_game():
    """The engine's reading: the rule speaks of one opponent; any one of several will do."""
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    state = setup.state
    assert not fallen_wizard_sideboard.fallen_wizard_opponent(state, "Bob")
    setup.alignment("Carol", "Fallen-wizard")
    assert fallen_wizard_sideboard.fallen_wizard_opponent(state, "Bob")
    assert not fallen_wizard_sideboard.fallen_wizard_opponent(state, "Carol")


def test_named_kept_cards_count_among_the_ten_not_against_the_size():
    setup = Setup("Alice", "Bob")
    D.add_filler(setup.state, "Alice", resources=30, hazards=30, creatures=12, sideboard=30, kept_for_fallen_wizard=9)
    setup.kept_for_fallen_wizard("Alice", ["Cave-drake"])
    assert D.breaches(setup.state, "Alice") == []
    setup.kept_for_fallen_wizard("Alice", ["Orc-patrol"])
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["fallen-wizard-sideboard"]
    setup.sideboard("Alice", ["Wolves"])
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["fallen-wizard-sideboard", "sideboard-size"]


def test_a_kept_ring_is_not_taken_with_rumours_of_rings_without_a_fallen_wizard_opponent():
    def game(alignment):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Bob", alignment)
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
        setup.in_play("Rumours of Rings", owner="Alice")
        setup.kept_for_fallen_wizard("Alice", ["Magic Ring of Lore"])
        setup.set_phase("organization")
        return setup.build()
    keep = KeepRing("Alice", "Magic Ring of Lore", "Rumours of Rings")
    assert game(None).check(keep).code == "kept-for-fallen-wizard"
    assert game("Fallen-wizard").check(keep)


def test_a_kept_card_is_not_exchanged_against_a_balrog_player():
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Balrog")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.hand("Alice", ["The Black Council"])
    setup.sideboard("Alice", ["Glamdring"])
    setup.kept_for_fallen_wizard("Alice", ["Sting"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(ExchangeBarredCard("Alice", "The Black Council", "Sting")).code == "kept-for-fallen-wizard"
    game.apply(ExchangeBarredCard("Alice", "The Black Council", "Glamdring"))
    assert game.state.find("Glamdring").zone == PLAY_DECK


def test_a_resource_does_not_bring_back_a_kept_card_without_a_fallen_wizard_opponent():
    def game(alignment):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Bob", alignment)
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
        setup.hand("Alice", ["Smoke Rings"])
        setup.kept_for_fallen_wizard("Alice", ["Glamdring"])
        setup.set_phase("organization")
        return setup.build()
    play = PlayEvent("Alice", "Smoke Rings", "Glamdring")
    assert game(None).check(play).code == "kept-for-fallen-wizard"
    played = game("Fallen-wizard")
    played.apply(play)
    both_pass(played)
    assert played.state.find("Glamdring").zone == PLAY_DECK
