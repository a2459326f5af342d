"""Stage resources changing a Fallen-wizard player's faction points past CoE 10.F1's one point (Gatherer of
Loyalties, Grey Embassy, Oromë's Warders: ``full_points`` in end_of_game/scoring.py), their plays, and a Stage
permanent-event specific to an avatar discarded as he leaves play (CoE 2.2.F1, players/stage.py)."""
import pytest

from meccg_rules.engine.core.state import DISCARD, IN_PLAY, OUT_OF_PLAY, Ongoing
from meccg_rules.engine.corruption.protections import DISCARDS_CANCELLED
from meccg_rules.engine.end_of_game.scoring import tally
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from helpers import both_pass, setting_aside

# the Fallen-wizard avatars' own texts take no part here, only their being in play as the cards' hosts; nor does Join
# the Hunt's, only its being in play
_set_aside = setting_aside("Alatar", "Gandalf", "Join the Hunt")

# Wood-elves (unique hero Elf faction, 3), Elves of Lindon (unique hero Elf, 2), Smaug Roused (unique Dragon, 5),
# Haradrim (unique hero Man, 4), Half-orcs (a Stage faction, not unique, 1)
FACTIONS = ["Wood-elves", "Elves of Lindon", "Smaug Roused", "Haradrim"]


def _fallen_wizard(avatar, factions=FACTIONS, in_play=(), avatar_in_play=False, eliminated=False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"] + ([avatar] if avatar_in_play else []), site="Isengard")
    setup.mp_pile("Alice", list(factions))
    if eliminated:
        setup.eliminated("Alice", avatar)
    for card in in_play:
        setup.in_play(card, owner="Alice", on=avatar if card in ("Oromë's Warders", "Grey Embassy") else None)
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = avatar
    return game


def _factions(game):
    return tally(game.state, "Alice")["faction"]


def test_without_a_stage_resource_each_faction_is_worth_one_to_a_fallen_wizard():
    assert _factions(_fallen_wizard("Saruman")) == 4


@pytest.mark.parametrize("avatar, points", [("Saruman", 2 * 4), ("Alatar", 2 + 2 + 4 + 2),
                                            ("Pallando", 3 + 2 + 3 + 3)])
def test_gatherer_of_loyalties_unique_factions_two_alatar_dragons_four_pallando_three(avatar, points):
    """"Your unique factions are each worth 2"; "If you are Alatar, your unique Dragon factions are each worth 4";
    "If you are Pallando, your unique factions normally worth 3 or more ... 3": the highest counts."""
    assert _factions(_fallen_wizard(avatar, in_play=("Gatherer of Loyalties",))) == points


def test_gatherer_of_loyalties_leaves_factions_that_are_not_unique_at_one():
    game = _fallen_wizard("Saruman", factions=["Half-orcs", "Wood-elves"], in_play=("Gatherer of Loyalties",))
    assert _factions(game) == 1 + 2


def test_gatherer_of_loyalties_an_eliminated_alatar_is_no_longer_alatar():
    """CoE 2.2.F2; CRF 22, Victory Conditions: Smaug Roused is worth 2, not 4, once Alice's Alatar is eliminated."""
    game = _fallen_wizard("Alatar", factions=["Smaug Roused"], in_play=("Gatherer of Loyalties",), eliminated=True)
    assert _factions(game) == 2


def test_gatherer_of_loyalties_is_playable_with_more_than_three_stage_points_once_per_player():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.in_play("Blind to All Else", owner="Alice")   # 2 stage points
    setup.hand("Alice", ["Great Patron", "Gatherer of Loyalties", "a second Gatherer of Loyalties"])
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Saruman"
    assert game.check(PlayEvent("Alice", "the first Gatherer of Loyalties")).code == "too-few-stage-points"
    game.apply(PlayEvent("Alice", "Great Patron"))   # 4 stage points
    both_pass(game)
    game.apply(PlayEvent("Alice", "the first Gatherer of Loyalties"))
    both_pass(game)
    assert game.state.find("the first Gatherer of Loyalties").zone == IN_PLAY
    assert game.check(PlayEvent("Alice", "the second Gatherer of Loyalties")).code == "cannot-be-duplicated"


def test_grey_embassy_on_gandalf_unique_hero_factions_two_or_three():
    """Printing 2 or fewer: 2 (Elves of Lindon); 3 or more: 3 (Wood-elves, Haradrim); Smaug Roused is a minion
    faction and stays at one."""
    game = _fallen_wizard("Gandalf", in_play=("Grey Embassy",), avatar_in_play=True)
    assert game.state.find("Grey Embassy").attached_to == game.state.find("Gandalf").id
    assert _factions(game) == 3 + 2 + 1 + 3


def test_grey_embassy_not_on_gandalf_changes_nothing():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.mp_pile("Alice", FACTIONS)
    setup.in_play("Grey Embassy", owner="Alice")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    assert _factions(game) == 4


@pytest.mark.parametrize("gandalf", [True, False])
def test_grey_embassy_is_placed_on_gandalf_if_he_is_in_play_else_on_its_own(gandalf):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"] + (["Gandalf"] if gandalf else []), site="Isengard")
    setup.hand("Alice", ["Grey Embassy"])
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    assert game.check(PlayEvent("Alice", "Grey Embassy", "Legolas")).code == "invalid-target"
    if gandalf:
        assert game.check(PlayEvent("Alice", "Grey Embassy")).code == "avatar-in-play"   # not on its own then
        game.apply(PlayEvent("Alice", "Grey Embassy", "Gandalf"))
    else:
        game.apply(PlayEvent("Alice", "Grey Embassy"))
    both_pass(game)
    embassy = game.state.find("Grey Embassy")
    assert embassy.zone == IN_PLAY
    assert embassy.attached_to == (game.state.find("Gandalf").id if gandalf else None)


def test_oromes_warders_items_allies_and_elf_factions():
    """Glamdring (a weapon, 2) and Gwaihir (an ally with prowess, 2) full; Magic Ring of Lore (3, no such keyword)
    and Goldberry (no prowess attribute) at one; Elf factions 2 each (Wood-elves prints 3), others at one."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas", "Alatar"], site="Isengard")
    setup.give("Legolas", ["Glamdring", "Magic Ring of Lore", "Gwaihir", "Goldberry"])
    setup.mp_pile("Alice", FACTIONS)
    setup.in_play("Oromë's Warders", on="Alatar", owner="Alice")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Alatar"
    counted = tally(game.state, "Alice")
    assert (counted["item"], counted["ally"], counted["faction"]) == (2 + 1, 2 + 1, 2 + 2 + 1 + 1)


@pytest.mark.parametrize("hunt", [True, False])
def test_oromes_warders_is_played_on_alatar_only_while_join_the_hunt_is_in_play(hunt):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas", "Alatar"], site="Isengard")
    if hunt:
        setup.in_play("Join the Hunt", owner="Alice")
    setup.hand("Alice", ["Oromë's Warders"])
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Alatar"
    assert game.check(PlayEvent("Alice", "Oromë's Warders", "Legolas")).code == \
        ("invalid-target" if hunt else "condition-missing")
    verdict = game.check(PlayEvent("Alice", "Oromë's Warders", "Alatar"))
    assert bool(verdict) is hunt and (hunt or "Join the Hunt" in verdict.sentence), verdict
    if hunt:
        game.apply(PlayEvent("Alice", "Oromë's Warders", "Alatar"))
        both_pass(game)
        assert game.state.find("Oromë's Warders").attached_to == game.state.find("Alatar").id


def test_a_stage_card_specific_to_the_avatar_is_discarded_as_he_leaves_play():
    """CoE 2.2.F1: Grey Embassy played on its own, then Gandalf eliminated: it is discarded; Gatherer of Loyalties,
    specific to no avatar, stays."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas", "Gandalf"], site="Isengard")
    setup.in_play("Grey Embassy", owner="Alice")
    setup.in_play("Gatherer of Loyalties", owner="Alice")
    game = setup.build()
    state = game.state
    state.fallen_wizards["Alice"] = "Gandalf"
    state.move(state.find("Gandalf").id, OUT_OF_PLAY)
    assert state.find("Grey Embassy").zone == DISCARD
    assert state.find("Gatherer of Loyalties").zone == IN_PLAY


def test_grey_embassy_is_played_on_its_own_beside_the_other_players_gandalf():
    """Bob's Gandalf (a Wizard player's) is not Alice's: she plays Grey Embassy on its own, not on him."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.company("Others", ["Gandalf"], site="Rivendell", owner="Bob")
    setup.hand("Alice", ["Grey Embassy"])
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    assert game.check(PlayEvent("Alice", "Grey Embassy", "Gandalf")).code == "opponents-card"
    assert game.check(PlayEvent("Alice", "Grey Embassy"))


def test_a_stage_card_specific_to_the_avatar_stays_while_an_effect_keeps_him_in_play():
    """CoE 2.2.F1 discards it as he leaves play: no discard of his cancelled this turn (Magical Harp's ``cancel-
    discards``), he stays in play, and so does Grey Embassy (the ``left play`` hook, after ``moving``'s answers)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas", "Gandalf"], site="Isengard")
    setup.in_play("Grey Embassy", owner="Alice")
    game = setup.build()
    state = game.state
    state.fallen_wizards["Alice"] = "Gandalf"
    gandalf = state.find("Gandalf")
    state.ongoing.append(Ongoing(state.find("Legolas").id, gandalf.id, DISCARDS_CANCELLED, 0, "end-of-turn"))
    state.move(gandalf.id, DISCARD)
    assert (gandalf.zone, state.find("Grey Embassy").zone) == (IN_PLAY, IN_PLAY)


@pytest.mark.parametrize("played_by, points", [("Alice", 4), ("Bob", 1)])
def test_gatherer_of_loyalties_leaves_another_players_dragon_faction_she_defeated_at_one(played_by, points):
    """Smaug Roused in Alice's pile: her own faction is worth 4 to her as Alatar; Bob's, defeated by her company, is
    her kill points (CoE g.man.3), no faction of hers, and keeps 10.F1's one."""
    from meccg_rules.engine.end_of_game.scoring import points_of, source
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.mp_pile("Alice", ["Smaug Roused"], played_by=played_by)
    setup.in_play("Gatherer of Loyalties", owner="Alice")
    game = setup.build()
    state = game.state
    state.fallen_wizards["Alice"] = "Alatar"
    smaug = state.find("Smaug Roused")
    assert source(smaug, "Alice") == ("faction" if played_by == "Alice" else "kill")
    assert points_of(state, smaug, "Alice") == points
