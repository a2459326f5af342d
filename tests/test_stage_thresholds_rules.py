"""What a Stage resource asks its player to have before he plays it (``engine/players/stage_thresholds.py``), and
what Await the Onset then does to his points (``influence/factions_under_cards.gather``,
``end_of_game/scoring.fixed_worth``): "Playable if you are Gandalf and have at least: 12 stage points, two protected
Wizardhavens, 4 factions, and 6 characters"; each faction he wins afterwards lies under it, worth 1 whatever other
cards say; when the game ends each card of his printing points in a company away from his Wizardhavens is worth 1."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.state import IN_PLAY, MP_PILE
from meccg_rules.engine.end_of_game.scoring import final, tally
from meccg_rules.engine.influence.factions_under_cards import gather
from meccg_rules.engine.players import stage_thresholds
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# Gandalf's own text takes no part here, only his being in play as Alice's avatar
_set_aside = setting_aside("Gandalf", "The Fortress of Isen", "Fortress of the Towers")

FACTIONS = ["Wood-elves", "Elves of Lindon", "Haradrim", "Riders of Rohan"]
SIX = ["Gandalf", "Legolas", "Gimli", "Faramir", "Beregond", "Bergil"]


def gandalf(factions=FACTIONS, characters=SIX, protected=2, stage=("Legacy of Smiths", "Shameful Deeds"),
            hand=("Await the Onset",), in_play=(), away=(), on_gandalf=(), items=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Isen", list(characters[:3]), site="Isengard")
    setup.company("Towers", list(characters[3:]) or ["Elrohir"], site="The White Towers")
    if protected >= 1:
        setup.in_play("The Fortress of Isen", on=setup.site("Isengard", "Alice"))
    if protected >= 2:
        setup.in_play("Fortress of the Towers", on=setup.site("The White Towers", "Alice"))
    if away:
        setup.company("Away", list(away), site="Lórien")
    for card in (*stage, *in_play):   # the fortresses give 6 stage points, these two 4 each
        setup.in_play(card, owner="Alice")
    for card in on_gandalf:
        setup.in_play(card, on="Gandalf")
    for bearer, item in items:
        setup.give(bearer, [item])
    setup.mp_pile("Alice", list(factions))
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    return game


def test_the_counts():
    game = gandalf()
    assert stage_thresholds.factions(game.state, "Alice") == 4
    assert stage_thresholds.characters(game.state, "Alice") == 6
    assert stage_thresholds.protected_wizardhavens(game.state, "Alice") == 2
    assert stage_thresholds.protected_wizardhavens(gandalf(protected=1).state, "Alice") == 1


def test_playable_with_every_count_reached():
    game = gandalf()
    game.apply(PlayEvent("Alice", "Await the Onset"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.state.find("Await the Onset").zone == IN_PLAY


@pytest.mark.parametrize("short, code", [
    ({"factions": FACTIONS[:3]}, "too-few-held"),
    ({"characters": SIX[:5]}, "too-few-held"),
    ({"protected": 1, "stage": ("Legacy of Smiths", "Shameful Deeds", "Gatherer of Loyalties")}, "too-few-held"),
    ({"stage": ("Legacy of Smiths",)}, "too-few-stage-points"),   # 10
])
def test_refused_one_short(short, code):
    verdict = gandalf(**short).check(PlayEvent("Alice", "Await the Onset"))
    assert verdict.code == code


def _win(game, name):
    """Alice wins a faction as an influence attempt would: to her pile, then under a card that takes it."""
    game.state.cards[game.state.find(name).id].zone = MP_PILE
    gather(game.state, "Alice", game.state.find(name))


def test_a_faction_won_afterwards_lies_under_it_worth_one_whatever_grey_embassy_says():
    """Grey Embassy on Gandalf makes a unique hero faction printing 3 or more worth 3; under Await the Onset it is
    worth 1 "regardless of other cards in play"."""
    game = gandalf(hand=("Wood-elves",), factions=("Haradrim", "Riders of Rohan", "Elves of Lindon"),
                   in_play=("Await the Onset",), on_gandalf=("Grey Embassy",))
    before = tally(game.state, "Alice")["faction"]
    _win(game, "Wood-elves")
    assert game.state.find("Wood-elves").attached_to == game.state.find("Await the Onset").id
    assert tally(game.state, "Alice")["faction"] == before + 1


def test_once_it_leaves_play_a_faction_under_it_is_worth_what_it_would_be_without_it():
    """The engine's reading: the faction stays in the pile; Grey Embassy's 3 counts again."""
    from meccg_rules.engine.core.state import DISCARD
    game = gandalf(hand=("Wood-elves",), factions=("Haradrim", "Riders of Rohan", "Elves of Lindon"),
                   in_play=("Await the Onset",), on_gandalf=("Grey Embassy",))
    before = tally(game.state, "Alice")["faction"]
    _win(game, "Wood-elves")
    game.state.move(game.state.find("Await the Onset").id, DISCARD)
    assert game.state.find("Wood-elves").zone == MP_PILE
    assert tally(game.state, "Alice")["faction"] == before + 3


def test_without_it_a_faction_won_goes_under_nothing_and_grey_embassy_counts():
    game = gandalf(hand=("Wood-elves",), factions=("Haradrim", "Riders of Rohan", "Elves of Lindon"),
                   on_gandalf=("Grey Embassy",))
    before = tally(game.state, "Alice")["faction"]
    _win(game, "Wood-elves")
    assert game.state.find("Wood-elves").attached_to is None
    assert tally(game.state, "Alice")["faction"] == before + 3


def test_when_the_game_ends_a_card_away_from_his_wizardhavens_is_worth_one():
    """Legacy of Smiths makes his non-ring items worth full points: Orcrist (4) in a company at Lórien counts 4 now,
    1 as the game ends; at Isengard, 4 both times."""
    game = gandalf(hand=(), in_play=("Await the Onset",), away=("Elrohir",), items=[("Elrohir", "Orcrist")])
    assert tally(game.state, "Alice")["item"] == 4
    assert final(game.state)["Alice"].raw["item"] == 1
    game.state.find("Orcrist").attached_to = game.state.find("Legolas").id   # at Isengard, a Wizardhaven of his
    assert final(game.state)["Alice"].raw["item"] == 4


def test_without_it_the_game_end_changes_nothing():
    game = gandalf(hand=(), away=("Elrohir",), items=[("Elrohir", "Orcrist")])
    assert final(game.state)["Alice"].raw["item"] == 4
