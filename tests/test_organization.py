"""The organization phase: organizing once, playing and discarding characters, influence, company composition,
storing and transferring items, and the general-influence check at its end (CoE 2.II)."""
import pytest
from helpers import both_pass

from meccg_rules.engine.organization import control
from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.core.state import DISCARD
from meccg_rules.engine.organization.actions import (
    DeclareMovement,
    FormCompany,
    JoinCompanies,
    MakeFollower,
    MoveToCompany,
    PlayCharacter,
    StoreItem,
    ToGeneralInfluence,
    TransferItem,
)
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.setup import Setup


def organizing(*companies, hand=(), give=(), location=(), followers=(), bob_hand=(), phase="organization"):
    """``companies``: (name, site, characters[, owner])."""
    setup = Setup("Alice", "Bob")
    for name, site, characters, *owner in companies:
        setup.company(name, list(characters), site=site, owner=owner[0] if owner else None)
    setup.hand("Alice", list(hand))
    setup.hand("Bob", list(bob_hand))
    setup.location_deck("Alice", list(location))
    for character, items in give:
        setup.give(character, list(items))
    for follower, controller in followers:
        setup.follower(follower, controller)
    setup.set_phase(phase)
    return setup.build()


RIVENDELL = ("Fellowship", "Rivendell", ["Aragorn II", "Legolas"])


def code(game, action):
    return game.check(action).code


# ------------------------------------------------------------------ playing characters
def test_a_character_is_played_at_a_haven_or_his_home_site_under_general_influence():
    game = organizing(("Rangers", "Bree", ["Aragorn II"]), hand=["Faramir", "Beorn"])
    assert code(game, PlayCharacter("Alice", "Beorn", company="Rangers")) == "not-haven-or-home-site"
    game = organizing(("Rangers", "Bree", ["Faramir"]), hand=["Aragorn II"])
    game.apply(PlayCharacter("Alice", "Aragorn II", company="Rangers"))   # Bree is his home site
    assert game.state.find("Aragorn II").company == "Rangers"
    assert control.unused_general_influence(game.state, "Alice") == 20 - 5 - 9


def test_one_character_a_turn_and_only_while_organizing():
    game = organizing(RIVENDELL, hand=["Beretar", "Elrond"])
    game.apply(PlayCharacter("Alice", "Beretar", company="Fellowship"))
    assert code(game, PlayCharacter("Alice", "Elrond", site="Rivendell", new_company="Council")) == \
        "one-character-per-turn"
    assert code(game, Discard("Alice", "Legolas")) == "one-character-per-turn"
    game = organizing(RIVENDELL, hand=["Beretar"], phase="long-event")
    assert code(game, PlayCharacter("Alice", "Beretar", company="Fellowship")) == "wrong-phase"


def test_a_follower_needs_enough_direct_influence_from_a_non_follower():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Aragorn II"]), hand=["Beretar", "Legolas"])
    assert code(game, PlayCharacter("Alice", "Beretar", follower_of="Aragorn II")) == "not-enough-direct-influence"
    game.apply(PlayCharacter("Alice", "Beretar", follower_of="Gandalf"))
    s = game.state
    assert s.find("Beretar").follower_of == s.find("Gandalf").id
    assert control.unused_direct_influence(s, s.find("Gandalf").id) == 10 - 5
    assert control.unused_general_influence(s, "Alice") == 20 - 9            # a follower is not counted


def test_a_race_bonus_to_direct_influence_counts_for_characters_of_that_race():
    game = organizing(("Fellowship", "Rivendell", ["Aragorn II", "Legolas", "Faramir"]),
                      give=[("Aragorn II", ["Elf-stone"])])
    s = game.state
    aragorn = s.find("Aragorn II").id
    assert control.available_direct_influence(s, aragorn, s.find("Legolas")) == 3 + 2   # Elf-stone: +2 vs Elves
    assert control.available_direct_influence(s, aragorn, s.find("Faramir")) == 3


def test_making_a_follower_refused_when_direct_influence_is_short():
    game = organizing(("Fellowship", "Rivendell", ["Aragorn II", "Legolas", "Elrond"]),
                      give=[("Aragorn II", ["Elf-stone"])])
    assert code(game, MakeFollower("Alice", "Legolas", "Aragorn II")) == "not-enough-direct-influence"
    game = organizing(("Fellowship", "Rivendell", ["Elrond", "Legolas", "Arwen"]),
                      give=[("Elrond", ["Elf-stone"])])
    game.apply(MakeFollower("Alice", "Legolas", "Elrond"))                             # 6 <= 4 + 2
    s = game.state
    assert code(game, MakeFollower("Alice", "Arwen", "Elrond")) == "not-enough-direct-influence"
    assert control.unused_direct_influence(s, s.find("Elrond").id) == 0


def test_follower_restrictions():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Frodo", "Sam Gamgee"]),
                      ("Rangers", "Rivendell", ["Bilbo"]), followers=[("Sam Gamgee", "Frodo")])
    assert code(game, MakeFollower("Alice", "Frodo", "Gandalf")) == "has-followers"
    assert code(game, MakeFollower("Alice", "Gandalf", "Frodo")) == "avatar-not-follower"
    assert code(game, MakeFollower("Alice", "Bilbo", "Gandalf")) == "controller-other-company"
    assert code(game, MakeFollower("Alice", "Sam Gamgee", "Frodo")) == "already-controlled"
    assert code(game, MoveToCompany("Alice", "Sam Gamgee", "Rangers")) == "follower-moves-with-controller"


def test_general_influence_must_have_room_to_take_a_follower():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Aragorn II", "Elrond", "Frodo"]),
                      followers=[("Frodo", "Gandalf")])
    assert code(game, ToGeneralInfluence("Alice", "Frodo")) == "general-influence-exceeded"   # 19 + 5 > 20
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Aragorn II", "Frodo"]),
                      followers=[("Frodo", "Gandalf")])
    game.apply(ToGeneralInfluence("Alice", "Frodo"))
    assert control.unused_general_influence(game.state, "Alice") == 20 - 14


def test_a_unique_character_in_play_cannot_be_played_again():
    game = organizing(RIVENDELL, ("Wanderers", "Bree", ["Frodo"], "Bob"), hand=["a second Frodo"])
    assert code(game, PlayCharacter("Alice", "the second Frodo", company="Fellowship")) == "unique-in-play"


def test_an_avatar_is_played_at_his_home_site_or_rivendell_once():
    game = organizing(("Rangers", "Bree", ["Aragorn II"]), hand=["Saruman"])
    assert code(game, PlayCharacter("Alice", "Saruman", company="Rangers")) == "not-avatar-site"
    game = organizing(RIVENDELL, hand=["Saruman"])
    game.apply(PlayCharacter("Alice", "Saruman", company="Fellowship"))
    assert control.unused_general_influence(game.state, "Alice") == 20 - 15   # an avatar needs no influence


def test_a_revealed_avatar_who_left_play_uneliminated_bars_a_different_avatar_not_his_own_copy():
    """CoE 2.II.2.1.1: once a player has revealed his avatar he may not play a different one, even after that avatar
    left play without being eliminated (here moved to the discard pile directly, standing for any such effect);
    another copy of the same avatar is not a different one."""
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Aragorn II"]), hand=["Saruman", "a second Gandalf"])
    game.state.move(game.state.find("the first Gandalf").id, DISCARD)
    assert code(game, PlayCharacter("Alice", "Saruman", company="Fellowship")) == "avatar-revealed"
    assert code(game, PlayCharacter("Alice", "the second Gandalf", company="Fellowship")) is None


def test_with_the_avatar_in_play_characters_come_at_his_site_or_as_followers():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf"]), ("Rangers", "Lórien", ["Legolas"]),
                      hand=["Haldir", "Celeborn"])
    assert code(game, PlayCharacter("Alice", "Haldir", company="Rangers")) == "avatar-site"
    game.apply(PlayCharacter("Alice", "Haldir", company="Fellowship"))


def test_a_new_company_takes_its_site_from_the_location_deck():
    game = organizing(("Rangers", "Bree", ["Aragorn II"]), hand=["Elrond"], location=["Rivendell"])
    game.apply(PlayCharacter("Alice", "Elrond", site="Rivendell", new_company="Council"))
    s = game.state
    assert s.find("Rivendell").zone == "in play" and s.companies["Council"].site == s.find("Rivendell").id


def test_a_site_in_the_discard_pile_is_not_available():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II"], site="Bree")
    setup.hand("Alice", ["Beorn"])
    setup.discard_pile("Alice", ["Beorn's House"])
    setup.set_phase("organization")
    game = setup.build()
    assert code(game, PlayCharacter("Alice", "Beorn", site="Beorn's House", new_company="Bear")) == \
        "site-not-available"


def test_discarding_a_character_at_a_haven_or_his_home_site():
    game = organizing(("Rangers", "Bree", ["Aragorn II", "Legolas"]))
    assert code(game, Discard("Alice", "Legolas")) == "not-haven-or-home-site"
    game.apply(Discard("Alice", "Aragorn II"))                     # Bree is his home site
    assert game.state.find("Aragorn II").zone == "discard pile"
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Frodo"]))
    assert code(game, Discard("Alice", "Gandalf")) == "avatar-not-discarded"


# ------------------------------------------------------------------ organizing once, company composition
def test_organizing_ends_for_the_turn_when_another_action_is_taken():
    game = organizing(RIVENDELL, hand=["Beretar"], give=[("Aragorn II", ["Glamdring"])])
    game.apply(PlayCharacter("Alice", "Beretar", company="Fellowship"))
    game.apply(DeclareMovement("Alice", "Fellowship", "Bree"))
    assert code(game, FormCompany("Alice", "Scouts", ("Legolas",))) == "organizing-over"
    game = organizing(RIVENDELL, give=[("Aragorn II", ["Glamdring"])])
    game.apply(StoreItem("Alice", "Glamdring"))
    assert code(game, FormCompany("Alice", "Scouts", ("Legolas",))) == "must-start-chain"
    both_pass(game)
    game.apply(Roll("Alice", 9, "Aragorn II's corruption check"))
    assert code(game, FormCompany("Alice", "Scouts", ("Legolas",))) is None   # stored before organizing


def test_away_from_a_haven_a_company_has_at_most_seven_hobbits_counting_half():
    hobbits = ["Bilbo", "Frodo", "Sam Gamgee", "Merry", "Pippin", "Fatty Bolger", "Farmer Maggot"]
    game = organizing(("Shire", "Bag End", ["Aragorn II", "Legolas", "Gimli", "Faramir", "Beregond"] + hobbits[:4]),
                      hand=["Fatty Bolger"])
    assert game.check(PlayCharacter("Alice", "Fatty Bolger", company="Shire")).code == "company-composition"
    game = organizing(("Shire", "Bag End", ["Aragorn II", "Legolas", "Gimli", "Faramir", "Beregond"] + hobbits[:3]),
                      hand=["Fatty Bolger"])
    game.apply(PlayCharacter("Alice", "Fatty Bolger", company="Shire"))   # 5 + 4 halves = 7


def test_a_character_leaving_a_company_without_a_size_limit_meets_the_other_company_s_limit():
    """An Unexpected Party lifts the size limit of its own company only: a Dwarf moving out of it, or split off from
    it, is held to the limit of the company he goes to."""
    setup = Setup("Alice", "Bob")
    setup.company("Shire", ["Aragorn II", "Legolas", "Gimli", "Faramir", "Beregond", "Bilbo", "Frodo", "Merry",
                            "Pippin"], site="Bag End")
    setup.company("Dwarves", ["Thorin II", "Kíli", "Fíli", "Balin", "Dwalin", "Glóin", "Óin", "Bifur", "Bofur"],
                  site="Bag End")
    setup.in_play("An Unexpected Party", on="Dwarves", owner="Alice")
    setup.set_phase("organization")
    game = setup.build()
    assert code(game, MoveToCompany("Alice", "Kíli", "Shire")) == "company-composition"
    eight = ("Kíli", "Fíli", "Balin", "Dwalin", "Glóin", "Óin", "Bifur", "Bofur")
    assert code(game, FormCompany("Alice", "Scouts", eight)) == "company-composition"
    assert code(game, FormCompany("Alice", "Scouts", eight[1:])) is None
    assert game.state.find("An Unexpected Party").zone == "in play"


def test_companies_joining_each_with_a_copy_of_a_card_that_cannot_be_duplicated_on_a_company_is_not_modelled():
    """An Unexpected Party on each: the joined company would hold both; which copy goes the rules do not say."""
    setup = Setup("Alice", "Bob")
    setup.company("Dwarves", ["Thorin II"], site="Rivendell")
    setup.company("Others", ["Kíli"], site="Rivendell")
    setup.in_play("An Unexpected Party", on="Dwarves", owner="Alice")
    setup.in_play("a second An Unexpected Party", on="Others", owner="Alice")
    setup.set_phase("organization")
    assert code(setup.build(), JoinCompanies("Alice", "Dwarves", "Others")) == "not-modelled"


def test_orcs_and_elves_only_together_at_a_haven_and_one_leader():
    game = organizing(("Band", "Bree", ["Legolas"]), ("Orcs", "Bree", ["Lagduf"]))
    assert code(game, MoveToCompany("Alice", "Lagduf", "Band")) == "company-composition"
    game = organizing(("Band", "Rivendell", ["Legolas"]), ("Orcs", "Rivendell", ["Lagduf"]))
    game.apply(MoveToCompany("Alice", "Lagduf", "Band"))
    assert "Orcs" not in game.state.companies                        # left without characters


def test_a_character_moving_his_copy_into_a_company_holding_the_other_is_not_modelled():
    """So You've Come Back's CRF ruling (the hazard player chooses) is for companies joining; a character moving
    into a company is not a join, so two copies meeting so stay refused, never silently kept."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Rivendell")
    setup.company("Hobbits", ["Sam Gamgee"], site="Rivendell")
    setup.in_play("So You’ve Come Back", on="Frodo", owner="Bob")
    setup.in_play("a second So You’ve Come Back", on="Sam Gamgee", owner="Bob")
    setup.set_phase("organization")
    assert code(setup.build(), MoveToCompany("Alice", "Sam Gamgee", "Fellowship")) == "not-modelled"


def test_over_general_influence_with_dwarves_brought_in_besides_the_one_character_is_not_modelled():
    """An Unexpected Party: CoE 2.II.8 sends the characters played this turn back first; with several of them it does
    not say which, so the phase does not end silently choosing."""
    game = organizing(("Dwarves", "Rivendell", ["Thorin II"]), ("Rangers", "Rivendell", ["Aragorn II"]),
                      hand=["An Unexpected Party", "Kíli", "Gimli"])
    game.apply(PlayEvent("Alice", "An Unexpected Party", "Dwarves"))
    both_pass(game)
    game.apply(PlayCharacter("Alice", "Kíli", company="Dwarves"))
    game.apply(PlayCharacter("Alice", "Gimli", company="Dwarves"))   # 9 + 8 + 3 + 6 over 20
    assert code(game, EndPhase("Alice", "organization")) == "not-modelled"


def test_a_character_moves_with_his_followers_to_a_company_at_the_same_site():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Frodo", "Elrond"]),
                      ("Rangers", "Rivendell", ["Aragorn II"]), ("Far", "Bree", ["Legolas"]),
                      followers=[("Frodo", "Gandalf")])
    assert code(game, MoveToCompany("Alice", "Elrond", "Far")) == "not-at-same-site"
    game.apply(MoveToCompany("Alice", "Gandalf", "Rangers"))
    assert game.state.find("Frodo").company == "Rangers"


def test_a_split_company_cannot_rejoin_and_all_but_one_must_move():
    game = organizing(("Fellowship", "Rivendell", ["Aragorn II", "Legolas", "Faramir"]))
    assert code(game, FormCompany("Alice", "All", ("Aragorn II", "Legolas", "Faramir"))) == "split-leaves-nobody"
    game.apply(FormCompany("Alice", "Scouts", ("Legolas",)))
    assert code(game, MoveToCompany("Alice", "Legolas", "Fellowship")) == "split-this-turn"
    game.apply(MoveToCompany("Alice", "Faramir", "Scouts"))            # a move that does not rejoin them
    assert code(game, EndPhase("Alice", "organization")) == "split-must-move"
    game.apply(DeclareMovement("Alice", "Scouts", "Bree"))
    game.apply(EndPhase("Alice", "organization"))
    assert game.state.phase == "long-event"


# ------------------------------------------------------------------ the end of the organization phase (CoE 2.II.8)
def test_a_character_played_this_turn_goes_back_first_then_the_uncontrolled_then_a_choice():
    game = organizing(("Fellowship", "Rivendell", ["Aragorn II", "Elrond", "Frodo", "Sam Gamgee"]),
                      hand=["Galdor"])
    s = game.state
    s.find("Sam Gamgee").uncontrolled = True
    game.apply(PlayCharacter("Alice", "Galdor", company="Fellowship"))
    game.apply(EndPhase("Alice", "organization"))
    assert s.find("Galdor").zone == "hand"
    assert s.find("Sam Gamgee").zone == "discard pile"
    assert s.phase == "organization" and s.pending is not None     # 9 + 10 + 5 > 20: a choice
    assert code(game, EndPhase("Alice", "organization")) == "over-general-influence"
    assert code(game, Discard("Alice", "Gandalf")) is not None
    game.apply(Discard("Alice", "Frodo"))
    assert s.phase == "long-event" and s.pending is None


def test_a_follower_whose_controller_leaves_play_is_out_of_control():
    game = organizing(("Fellowship", "Rivendell", ["Gandalf", "Frodo", "Aragorn II"]),
                      followers=[("Frodo", "Gandalf")])
    s = game.state
    s.eliminate(s.find("Gandalf").id)
    assert s.find("Frodo").uncontrolled and s.find("Frodo").follower_of is None
    game.apply(ToGeneralInfluence("Alice", "Frodo"))
    game.apply(EndPhase("Alice", "organization"))
    assert s.find("Frodo").zone == "in play"


# ------------------------------------------------------------------ storing and transferring items
def test_storing_an_item_at_a_haven_after_a_corruption_check():
    game = organizing(("Rangers", "Bree", ["Aragorn II"]), give=[("Aragorn II", ["Glamdring"])])
    assert code(game, StoreItem("Alice", "Glamdring")) == "not-at-haven"
    game = organizing(RIVENDELL, give=[("Aragorn II", ["Glamdring"])])
    game.apply(StoreItem("Alice", "Glamdring"))
    both_pass(game)
    game.apply(Roll("Alice", 3, "Aragorn II's corruption check"))
    assert game.state.find("Glamdring").zone == "marshalling point pile"


def test_a_minion_who_taps_still_stores():
    setup = Setup("Alice", "Bob")
    setup.company("Orcs", ["Lagduf", "Shagrat"], site="Rivendell")
    setup.give("Lagduf", ["Glamdring", "Dagger of Westernesse"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(StoreItem("Alice", "Glamdring"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Lagduf's corruption check"))          # 2 against 2: a minion taps
    s = game.state
    assert s.find("Lagduf").tapped and s.find("Glamdring").zone == "marshalling point pile"


def test_support_for_a_storing_check():
    game = organizing(RIVENDELL, give=[("Aragorn II", ["Glamdring"])])
    game.apply(StoreItem("Alice", "Glamdring"))
    assert game.check(PlayEvent("Alice", "Glamdring")).code is not None
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
    game.apply(Pass("Bob"))
    game.apply(SupportCorruptionCheck("Alice", "Legolas", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Aragorn II's corruption check"))      # 2 + 1 > 1... passes
    assert game.state.find("Legolas").tapped


def test_transferring_an_item_to_a_character_at_the_same_site():
    game = organizing(RIVENDELL, ("Rangers", "Rivendell", ["Gimli"]), ("Far", "Bree", ["Faramir"]),
                      give=[("Aragorn II", ["Glamdring"])])
    assert code(game, TransferItem("Alice", "Glamdring", "Faramir")) == "not-at-same-site"
    game.apply(TransferItem("Alice", "Glamdring", "Gimli"))
    both_pass(game)
    game.apply(Roll("Alice", 1 + 1, "Aragorn II's corruption check"))
    s = game.state
    assert s.find("Glamdring").attached_to == s.find("Gimli").id


def test_a_hero_failing_the_giving_check_is_discarded_and_the_item_with_him():
    game = organizing(RIVENDELL, give=[("Legolas", ["Glamdring", "Precious Gold Ring", "Dagger of Westernesse"])])
    game.apply(TransferItem("Alice", "Glamdring", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))         # 2 against 3: one less, discarded
    s = game.state
    assert s.find("Legolas").zone == "discard pile" and s.find("Glamdring").zone == "discard pile"


@pytest.mark.parametrize("phase", ["untap", "long-event", "end-of-turn"])
def test_storing_only_in_the_organization_phase(phase):
    game = organizing(RIVENDELL, give=[("Aragorn II", ["Glamdring"])], phase=phase)
    assert code(game, StoreItem("Alice", "Glamdring")) == "wrong-phase"


def test_a_failed_storing_check_that_takes_the_last_character_dissolves_his_company():
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.organization.actions import StoreItem
    setup = Setup("Alice", "Bob")
    setup.company("Company", ["Aragorn II"], site="Rivendell")
    setup.company("Other", ["Legolas"], site="Rivendell")
    setup.give("Legolas", ["Glamdring", "Elf-stone"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(StoreItem("Alice", "Glamdring"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 2, "Legolas's corruption check"))
    s = game.state
    assert s.find("Legolas").zone == "discard pile"
    assert "Other" not in s.companies                        # no company is left without characters
    assert s.find("Rivendell").zone == "in play"             # still Company's site


def test_moving_to_a_site_in_play_the_player_names_which_copy():
    """CRF 22, Choosing a New Site [CoE 2023]: with two copies of Lórien in play a plain name is refused, a copy
    named ("the second Lórien") is the destination; a copy in the location deck may be named too."""
    game = organizing(("Fellowship", "Lórien", ["Legolas"]), ("Elves", "a second Lórien", ["Haldir"]),
                      ("Rangers", "Edoras", ["Faramir"]))
    s = game.state
    first, second = s.find("the first Lórien"), s.find("the second Lórien")
    assert (s.companies["Fellowship"].site, s.companies["Elves"].site) == (first.id, second.id)
    verdict = game.check(DeclareMovement("Alice", "Rangers", "Lórien"))
    assert verdict.code == "destination-not-named" and "the first Lórien or the second Lórien" in verdict.sentence
    game.apply(DeclareMovement("Alice", "Rangers", "the second Lórien"))
    assert s.companies["Rangers"].destination == second.id


def test_a_copy_in_the_location_deck_named_or_the_one_in_play():
    """One Lórien in play and one in the location deck: the plain name of a Haven takes the fresh copy (the
    engine's reading), the copy in play is reached by naming it."""
    game = organizing(("Fellowship", "Lórien", ["Legolas"]), ("Rangers", "Edoras", ["Faramir"]),
                      location=("a second Lórien",))
    s = game.state
    assert code(game, DeclareMovement("Alice", "Rangers", "Lórien")) is None   # one copy in play: no need to name
    game.apply(DeclareMovement("Alice", "Rangers", "the first Lórien"))
    assert s.companies["Rangers"].destination == s.find("the first Lórien").id


def test_a_site_whose_name_is_a_possessive_is_not_taken_for_a_player_s_copy():
    """Only a player's name makes "NAME's SITE" one copy ("Alice's Lórien"); "Shelob's Lair" is a site's own name, a
    plain name, which the set-up need not have put in the game."""
    from meccg_rules.engine.organization.destination_cards import names_a_copy
    game = organizing(("Fellowship", "Lórien", ["Legolas"]), ("Rangers", "Edoras", ["Faramir"]))
    s = game.state
    assert names_a_copy(s, "Alice's Lórien") and names_a_copy(s, "the second Lórien")
    assert not names_a_copy(s, "Shelob's Lair") and not names_a_copy(s, "Lórien")
    # judged as a movement to Shelob's Lair (no route given), not refused as a card missing from the example
    assert code(game, DeclareMovement("Alice", "Rangers", "Shelob's Lair")) == "illegal-movement"


def test_a_stored_card_removes_a_hazard_discarded_from_play_from_the_game():
    """Knowledge of the Enemy (stored_removals.py): the offer opens as a non-unique hazard of the opponent's goes
    from play to his discard pile, lasts one action, and sends the hazard out of every pile."""
    from meccg_rules.engine.core.state import IN_PLAY, MP_PILE, REMOVED
    from meccg_rules.engine.organization.actions import RemoveDiscardedHazard

    def game_with(stored: bool):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
        if stored:
            setup.new("Knowledge of the Enemy", "Alice", MP_PILE)
        setup.new("Orc-patrol", "Bob", IN_PLAY, attached_to="Fellowship")
        setup.new("Orc-guard", "Bob", IN_PLAY, attached_to="Fellowship")
        setup.set_phase("organization")
        return setup.build()

    game = game_with(stored=True)
    s = game.state
    s.move(s.find("Orc-patrol").id, DISCARD)
    assert s.removal_offer == ((s.find("Orc-patrol").id, "Bob"),)
    remove = RemoveDiscardedHazard("Alice", "Knowledge of the Enemy", "Orc-patrol")
    game.apply(remove)
    assert s.find("Orc-patrol").zone == REMOVED and s.find("Knowledge of the Enemy").zone == DISCARD
    assert s.removal_offer is None
    assert "Orc-patrol" not in [i.name for i in s.in_zone(DISCARD, "Bob")]

    game = game_with(stored=True)       # the offer is for the hazard just discarded only
    s = game.state
    s.move(s.find("Orc-patrol").id, DISCARD)
    assert code(game, RemoveDiscardedHazard("Alice", "Knowledge of the Enemy", "Orc-guard")) == "not-just-discarded"

    game = game_with(stored=True)       # two hazards discarded by one action: either may be the one removed
    s = game.state
    s.move(s.find("Orc-patrol").id, DISCARD)
    s.move(s.find("Orc-guard").id, DISCARD)
    game.apply(RemoveDiscardedHazard("Alice", "Knowledge of the Enemy", "Orc-patrol"))
    assert s.find("Orc-patrol").zone == REMOVED and s.find("Orc-guard").zone == DISCARD

    game = game_with(stored=False)      # nobody holds such a card: no offer
    s = game.state
    s.move(s.find("Orc-patrol").id, DISCARD)
    assert s.removal_offer is None

    setup = Setup("Alice", "Bob")       # a unique hazard: no offer
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    setup.new("Knowledge of the Enemy", "Alice", MP_PILE)
    bert = setup.new("“Bert” (Bûrat)", "Bob", IN_PLAY, attached_to="Fellowship")
    setup.set_phase("organization")
    game = setup.build()
    game.state.move(bert.id, DISCARD)
    assert game.state.removal_offer is None


def test_a_unique_card_removed_from_the_game_counts_for_nothing_one_removed_from_play_still_counts():
    """CoE glossary, unique; CRF 22, Removed from the Game & Removed from Play (primitives/unique.py)."""
    from meccg_rules.engine.core.state import OUT_OF_PLAY, REMOVED
    from meccg_rules.engine.primitives.unique import unique_copy

    for zone, counts in ((REMOVED, False), (OUT_OF_PLAY, True)):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Legolas"], site="Rivendell")
        gone = setup.new("Gimli", "Bob", zone)
        game = setup.build()
        assert (unique_copy(game.state, gone.card, besides="") is not None) == counts, zone
