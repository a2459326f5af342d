"""A creature revealed from the play deck that attacks at once (the primitive ``reveal-creature-attack``: Long Dark
Reach, with its CRF 22 rulings; movement_hazard/revealed_creatures.py): it counts against no hazard limit, one must
be chosen when one is available, nothing attacks when none is, and one that could not normally be played on the
company attacks at -4 prowess."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.state import PLAY_DECK
from meccg_rules.engine.movement_hazard.actions import ChooseRevealedCreature, PlayCreature
from meccg_rules.engine.movement_hazard.revealed_creatures import normally_keyable
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

FILLER = ["Doors of Night", "Weariness of the Heart", "Foolish Words", "Lure of Expedience", "Eye of Sauron",
          "Twilight", "Call of Home", "Lost in Free-domains", "River"]
REACH = PlayEvent("Bob", "Long Dark Reach", "Fellowship")


def moving(deck, hand=("Long Dark Reach",), site="Moria", origin="Lórien"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin=origin)
    if deck is not None:
        setup.deck("Bob", list(deck))
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_the_revealed_creature_attacks_without_counting_against_the_hazard_limit():
    game = moving(["Cave-drake"] + FILLER)
    game.apply(REACH)
    both_pass(game)
    s = game.state
    assert s.combat is None and s.companies["Fellowship"].hazards_played == 1
    game.apply(ChooseRevealedCreature("Bob", "Cave-drake", "Long Dark Reach"))
    assert s.combat is not None and s.combat.attack.label == "Cave-drake" and s.combat.attack.prowess == 10
    assert s.companies["Fellowship"].hazards_played == 1       # only the short-event
    assert "Bob" not in s.described_decks                      # the rest shuffled back on top


def test_a_creature_must_be_chosen_when_one_is_revealed_and_only_one_revealed():
    game = moving(FILLER[:3] + ["Cave-drake"] + FILLER[3:] + ["Orc-patrol"])
    game.apply(REACH)
    both_pass(game)
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).code == "waiting-for-creature"
    assert game.check(ChooseRevealedCreature("Bob", "no creature", "Long Dark Reach")).code == "must-choose-creature"
    assert game.check(ChooseRevealedCreature("Bob", "Orc-patrol", "Long Dark Reach")).code \
        == "not-a-revealed-creature"                            # the eleventh card: not revealed
    assert game.check(ChooseRevealedCreature("Alice", "Cave-drake", "Long Dark Reach")).code == "wrong-player"


def test_nothing_attacks_when_no_creature_is_revealed():
    game = moving(FILLER[:7] + ["Cave-drake"] + FILLER[7:])
    game.apply(REACH)
    both_pass(game)
    s = game.state
    assert s.combat is None and s.pending is None and s.find("Cave-drake").zone == PLAY_DECK


def test_playable_only_with_ten_cards_in_the_play_deck_and_a_known_deck():
    game = moving(["Cave-drake"] + FILLER[:8])
    assert game.check(REACH).code == "play-deck-too-small"
    game = moving(["Cave-drake"] + FILLER)
    game.state.described_decks.discard("Bob")                   # its order not known to the example
    verdict = game.check(REACH)                                  # said, never played on a guessed order
    assert not verdict and "does not know" in str(verdict)


def test_a_creature_not_normally_playable_on_the_company_attacks_at_minus_four():
    game = moving(["Cave-drake"] + FILLER, site="Edhellond", origin="Lond Galen")
    s = game.state
    creature = s.find("Cave-drake")
    if normally_keyable(s, creature.card, s.companies["Fellowship"]):
        pytest.skip("the path chosen lets a Cave-drake be keyed")
    game.apply(REACH)
    both_pass(game)
    game.apply(ChooseRevealedCreature("Bob", "Cave-drake", "Long Dark Reach"))
    assert s.combat is not None and s.combat.attack.prowess == 10 - 4


def test_a_dragon_keyed_to_its_lair_may_attack_a_sea_creature_may_not():
    """The card names Dragons: a unique Dragon keyed to its lair alone (Smaug, The Lonely Mountain in a Wilderness)
    is playable in a region besides Coastal Sea; a Sea Serpent, keyed to Coastal Seas alone, is not."""
    game = moving(["Sea Serpent", "Smaug"] + FILLER[:8])
    game.apply(REACH)
    both_pass(game)
    s = game.state
    assert game.check(ChooseRevealedCreature("Bob", "Sea Serpent", "Long Dark Reach")).code \
        == "not-a-revealed-creature"
    game.apply(ChooseRevealedCreature("Bob", "Smaug", "Long Dark Reach"))
    assert s.combat is not None and s.combat.attack.label == "Smaug" and s.combat.attack.prowess == 17 - 4
