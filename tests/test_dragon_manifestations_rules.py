"""A defeated Dragon manifestation ends the Dragon for the game (CoE g.man.3; CRF 22, Removed from the Game &
Removed from Play, rules erratum): its other manifestations leave play, no more may be played, its lair loses
its automatic-attack."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks, PlayResource
from meccg_rules.engine.turn.actions import BeginSitePhase, EndPhase
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.hazards.manifestations import dragon_of, lair_of
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Smaug at Home")


def test_the_manifestations_of_a_dragon_are_its_creature_and_the_cards_named_after_it():
    for name in ("Smaug", "Smaug Ahunt", "Smaug at Home", "Smaug Roused"):
        assert dragon_of(catalogue().get(name)) == "Smaug"
    for name in ("Not at Home", "Whole Villages Roused", "Cave-drake"):
        assert dragon_of(catalogue().get(name)) is None
    assert lair_of("Smaug") == ("The Lonely Mountain",)


def test_each_dragons_lair_is_the_one_the_coe_glossary_names():
    lairs = {"Agburanar": "Caves of Ûlund", "Bairanax": "Ovir Hollow", "Daelomin": "Dancing Spire",
             "Eärcaraxë": "Isle of the Ulond", "Itangast": "Gold Hill", "Leucaruth": "Irerock",
             "Scatha": "Gondmaeglom", "Scorba": "Zarak Dûm", "Smaug": "The Lonely Mountain"}
    for dragon, lair in lairs.items():
        assert lair_of(dragon) == (lair,)


def at_the_lonely_mountain():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Glorfindel II", "Legolas"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    setup.in_play("Smaug at Home")
    setup.hand("Bob", ["Smaug", "Smaug Ahunt"])
    setup.hand("Alice", ["Glamdring"])
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def defeat_smaug(game):
    game.apply(PlayCreature("Bob", "Smaug", "The Lonely Mountain"))
    both_pass(game)
    for character, roll in (("Aragorn II", 12), ("Glorfindel II", 10)):
        game.apply(AssignStrike("Bob", character))
    for character, roll in (("Aragorn II", 12), ("Glorfindel II", 10)):
        game.apply(ChooseStrike("Alice", character))
        game.apply(Roll("Alice", roll, f"{character}'s strike"))
        both_pass(game)
        game.apply(Roll("Alice", 10, "Smaug's body check"))


def test_defeating_smaug_removes_smaug_at_home_from_play_and_bars_smaug_ahunt():
    game = at_the_lonely_mountain()
    assert game.check(PlayEvent("Bob", "Smaug Ahunt"))
    defeat_smaug(game)
    s = game.state
    assert s.find("Smaug").zone == MP_PILE
    at_home = s.find("Smaug at Home")
    assert at_home.zone == OUT_OF_PLAY and not at_home.eliminated
    assert game.check(PlayEvent("Bob", "Smaug Ahunt")).code == "dragon-defeated"


def test_the_lair_of_a_defeated_dragon_has_no_automatic_attack():
    game = at_the_lonely_mountain()
    defeat_smaug(game)
    game.apply(DoneHazards("Bob"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    assert game.check(PlayResource("Alice", "Legolas", "Glamdring"))


def test_an_undefeated_dragons_lair_keeps_its_automatic_attack():
    game = at_the_lonely_mountain()
    game.apply(DoneHazards("Bob"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    assert game.check(PlayResource("Alice", "Legolas", "Glamdring")).code == "automatic-attacks-not-faced"
    assert game.state.find("Smaug at Home").zone == IN_PLAY


def test_parsimony_of_seclusion_takes_back_from_its_own_players_discard_pile_only():
    """Parsimony of Seclusion: "your discard pile"; a Dragon manifestation in the other player's pile is refused."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Rivendell",
                  via=["Rhudaur", "Hollin", "Redhorn Gate"])
    setup.hand("Bob", ["Parsimony of Seclusion"])
    setup.discard_pile("Alice", ["Smaug"])
    setup.discard_pile("Bob", ["Smaug Ahunt"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Parsimony of Seclusion", "Smaug", mode="a Dragon's")).code == "invalid-target"
    game.apply(PlayEvent("Bob", "Parsimony of Seclusion", "Smaug Ahunt", mode="a Dragon's"))
    both_pass(game)
    assert game.state.find("Smaug Ahunt").zone == "hand"


def facing_smaug_at_home(last_body_check):
    """Fellowship beats the Lonely Mountain's own automatic-attack, then both strikes of the one Smaug at Home
    adds (18/8), the second body check rolling ``last_body_check``."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Glorfindel II", "Beorn"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    setup.in_play("Smaug at Home")
    setup.hand("Bob", ["Smaug", "Smaug Ahunt"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    attack = game.state.combat.attack
    assert (attack.strikes, attack.prowess, attack.body) == (2, 18, 8)
    for character in ("Glorfindel II", "Beorn"):
        game.apply(AssignStrike("Alice", character))
    for character, body_check in (("Glorfindel II", 9), ("Beorn", last_body_check)):
        game.apply(ChooseStrike("Alice", character))
        game.apply(Roll("Alice", 12, f"{character}'s strike"))
        both_pass(game)
        game.apply(Roll("Alice", body_check, "The Lonely Mountain's body check"))
    return game


def test_defeating_the_attack_smaug_at_home_adds_defeats_smaug():
    game = facing_smaug_at_home(last_body_check=9)
    s = game.state
    assert s.find("Smaug at Home").zone == MP_PILE and s.find("Smaug at Home").controller == "Alice"
    assert "Smaug" in s.dragons_done
    assert s.trophy_offer is not None and s.trophy_offer[0] == s.find("Smaug at Home").id   # CoE 3.IV.1.3


def test_a_body_check_not_above_the_added_attacks_body_leaves_smaug_at_home_in_play():
    game = facing_smaug_at_home(last_body_check=8)
    assert game.state.find("Smaug at Home").zone == IN_PLAY
    assert "Smaug" not in game.state.dragons_done


def test_defeating_smaug_removes_his_roused_faction_from_its_players_marshalling_point_pile():
    """A faction in its player's marshalling point pile is in play (CoE glossary): Smaug defeated, his Roused
    faction there is removed from play with his other manifestations (CoE g.man.3)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Fellowship", ["Aragorn II", "Glorfindel II", "Legolas"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    setup.hand("Bob", ["Smaug"])
    setup.mp_pile("Bob", ["Smaug Roused"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    defeat_smaug(game)
    assert game.state.find("Smaug Roused").zone == OUT_OF_PLAY
