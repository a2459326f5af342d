"""Influence attempts against the other player's cards (CoE 8.1-8.4; CRF 22, Site Phase > Influence Attempts)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.influence.actions import InfluenceFaction, InfluenceOpponent
from meccg_rules.engine.setup import Setup


def at_bree(turn=3, bob=("Faramir", "Beorn"), give=(), hand=(), alice=("Aragorn II", "Legolas"), bob_site="Bree",
            bob_pile=()):
    setup = Setup("Alice", "Bob")
    setup.turn_number(turn)
    setup.company("Fellowship", list(alice), site="Bree", origin="Rivendell")
    setup.company("Wanderers", list(bob), site=bob_site, owner="Bob")
    for character, cards in give:
        setup.give(character, list(cards))
    setup.hand("Alice", list(hand))
    setup.mp_pile("Bob", list(bob_pile))
    setup.faced("Fellowship")
    return setup.build()


def rolls(game, mine, theirs, who="Aragorn II"):
    both_pass(game)
    game.apply(Roll("Alice", mine, f"{who}'s influence attempt"))
    game.apply(Roll("Bob", theirs, f"the roll against {who}'s influence attempt"))


def test_a_character_influenced_away_is_discarded_with_his_cards():
    game = at_bree(give=[("Faramir", ["Dagger of Westernesse"])])
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Faramir"))
    s = game.state
    assert s.find("Aragorn II").tapped
    rolls(game, 12, 2)        # 12 + 3 - (20 - 12) - 2 = 5 against Faramir's mind 5: fails
    assert s.find("Faramir").zone == "in play"
    game = at_bree(bob=("Faramir",), give=[("Faramir", ["Dagger of Westernesse"])])
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Faramir"))
    rolls(game, 12, 2)        # 12 + 3 - (20 - 5) - 2 = -2: fails
    assert game.state.find("Faramir").zone == "in play"


def test_success_against_an_ally_subtracts_its_controllers_direct_influence():
    game = at_bree(bob=("Faramir", "Beorn", "Elrond", "Glorfindel II"), give=[("Faramir", ["Noble Hound"])])
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Noble Hound"))
    rolls(game, 9, 2)         # 9 + 3 - 0 (GI used up) - 2 - 1 (Faramir's) = 9 > 1
    s = game.state
    assert s.find("Noble Hound").zone == "discard pile" and not s.find("Alice's Bree").tapped


def test_revealing_an_identical_card_makes_the_number_zero_and_plays_it():
    game = at_bree(bob=("Faramir", "Beorn", "Elrond", "Glorfindel II"), give=[("Faramir", ["Noble Hound"])],
                   hand=["a second Noble Hound"])
    game.apply(InfluenceOpponent("Alice", "Aragorn II", "the first Noble Hound", "the second Noble Hound"))
    rolls(game, 2, 3)         # 2 + 3 - 0 - 3 - 1 = 1 > 0
    s = game.state
    assert s.find("the second Noble Hound").attached_to == s.find("Aragorn II").id


def test_a_failed_attempt_discards_the_revealed_card():
    game = at_bree(give=[("Faramir", ["Noble Hound"])], hand=["a second Noble Hound"])
    game.apply(InfluenceOpponent("Alice", "Aragorn II", "the first Noble Hound", "the second Noble Hound"))
    rolls(game, 2, 12)
    assert game.state.find("the second Noble Hound").zone == "discard pile"


def test_an_item_needs_an_identical_item_and_no_event_on_it():
    game = at_bree(give=[("Faramir", ["Dagger of Westernesse"])], hand=["a second Dagger of Westernesse"])
    assert game.check(InfluenceFaction("Alice", "Aragorn II", "the first Dagger of Westernesse")).code == \
        "not-identical"
    assert game.check(InfluenceOpponent("Alice", "Aragorn II", "the first Dagger of Westernesse",
                                        "the second Dagger of Westernesse"))


def test_not_in_the_first_turns_nor_twice_nor_at_another_site_nor_against_an_avatar():
    assert at_bree(turn=2).check(InfluenceFaction("Alice", "Aragorn II", "Faramir")).code == "first-turn"
    game = at_bree(bob_site="Rivendell")
    assert game.check(InfluenceFaction("Alice", "Aragorn II", "Faramir")).code == "not-at-same-site"
    game = at_bree(bob=("Gandalf", "Faramir"), give=[("Gandalf", ["Noble Hound"])])
    assert game.check(InfluenceFaction("Alice", "Aragorn II", "Gandalf")).code == "against-avatar"
    assert game.check(InfluenceFaction("Alice", "Aragorn II", "Noble Hound")).code == "against-avatar"
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Faramir"))
    rolls(game, 2, 2)
    assert game.check(InfluenceFaction("Alice", "Legolas", "Faramir")).code == "one-attempt-a-turn"


def test_a_faction_in_play_is_influenced_where_it_is_playable():
    game = at_bree(bob_pile=["Rangers of the North"])
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Rangers of the North"))
    rolls(game, 12, 2)        # 12 + 3 - 8 - 2 + 1 (standard) + 2 (Aragorn II's bonus) = 8, not more than 9
    assert game.state.find("Rangers of the North").zone == "marshalling point pile"
    game = at_bree(bob=("Faramir", "Beorn", "Gimli"), bob_pile=["Rangers of the North"])
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Rangers of the North"))
    rolls(game, 12, 2)        # Bob's general influence left is 2: 12 + 3 - 2 - 2 + 1 + 2 = 14 > 9
    assert game.state.find("Rangers of the North").zone == "discard pile"
    game = at_bree(bob_pile=["Dunlendings"])
    assert game.check(InfluenceFaction("Alice", "Aragorn II", "Dunlendings")).code == "not-playable-at-site"


def _fallen_wizard_reveals(name, alignment="Fallen-wizard"):
    """Alice (of ``alignment``) influences Bob's ``name`` at the minion Weathertop, revealing her own copy."""
    setup = Setup("Alice", "Bob")
    setup.turn_number(3)
    setup.alignment("Alice", alignment)
    setup.alignment("Bob", "Ringwraith")
    setup.company("Seekers", ["Ciryaher", "Dorelas"], site="Weathertop", origin="Mount Gram",
                  via=["Angmar", "Arthedain"])
    setup.version("Weathertop", "minion")
    setup.company("Raiders", ["Hador", "Pon Opar", "Layos", "Belegorn"], site="Weathertop", owner="Bob")
    setup.hand("Alice", [f"a second {name}"])
    setup.faced("Seekers")
    game = setup.build()
    game.apply(InfluenceOpponent("Alice", "Ciryaher", f"the first {name}", f"the second {name}"))
    rolls(game, 12, 2, who="Ciryaher")
    return game.state


def test_a_fallen_wizard_player_does_not_play_a_revealed_character_of_mind_over_five():
    s = _fallen_wizard_reveals("Hador")     # mind 6: CoE 2.II.2.2.F1 holds after 8.4 too
    assert s.find("the first Hador").zone == "discard pile" and s.find("the second Hador").zone == "hand"
    s = _fallen_wizard_reveals("Layos")     # mind 5
    assert s.find("the second Layos").zone == "in play"
    s = _fallen_wizard_reveals("Hador", alignment="Ringwraith")
    assert s.find("the second Hador").zone == "in play"
