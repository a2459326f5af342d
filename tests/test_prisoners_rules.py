"""Prisoners (CoE 3.III; ``engine/prisoners``): the rescue site a hazard host needs (3.III.2, 3.III.2.1 as the CRF's
erratum words it), a character taken prisoner with his followers and cards (3.III.3), a host with no prisoner
discarded (3.III.7), and a rescue attempt (3.III.5) whose additional item is a minor one only."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE, OUT_OF_PLAY
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.organization import control
from meccg_rules.engine.prisoners import reverted_followers
from meccg_rules.engine.prisoners.actions import AttemptRescue, RescuePrisoners
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.turn.actions import EndPhase



def _hold_sam(setup: Setup) -> None:
    """Sam Gamgee, Alice's, a prisoner of Bob's Flies and Spiders with The Gem-deeps as its rescue site."""
    host = setup.new("Flies and Spiders", "Bob", IN_PLAY)
    setup.state.add(setup.card("The Gem-deeps", "Bob"), "Bob", OFF_TO_THE_SIDE, attached_to=host.id)
    setup.new("Sam Gamgee", "Alice", OFF_TO_THE_SIDE, attached_to=host.id)

def _strike_on_sam(location_deck, gear=(), follower=None):
    """Lesser Spiders attack Fellowship, staying at The Pûkel-deeps; Sam Gamgee's strike is being resolved."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Sam Gamgee"] + ([follower] if follower else []), site="The Pûkel-deeps")
    if gear:
        setup.give("Sam Gamgee", list(gear))
    if follower:
        setup.follower(follower, "Sam Gamgee")
    setup.location_deck("Bob", location_deck)
    setup.hand("Bob", ["Lesser Spiders", "Flies and Spiders"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Lesser Spiders", "Ruins & Lairs"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Sam Gamgee"))
    if follower:
        game.apply(AssignStrike("Alice", follower))
    game.apply(ChooseStrike("Alice", "Sam Gamgee"))
    return game


def test_an_adjacent_under_deeps_site_is_a_rescue_site_for_a_character_not_moving():
    game = _strike_on_sam(["The Gem-deeps"])
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))


def test_no_site_that_is_neither_adjacent_nor_in_his_region():
    verdict = _strike_on_sam(["The Under-vaults", "Glittering Caves"]).check(
        PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    assert verdict.code == "no-rescue-site" and "3.III.2.1" in verdict.sentence


def test_a_successful_strike_takes_him_prisoner_and_his_item_is_discarded():
    game = _strike_on_sam(["The Gem-deeps"], gear=["Dagger of Westernesse"])
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Sam Gamgee's strike"))
    s = game.state
    sam, host, site = s.find("Sam Gamgee"), s.find("Flies and Spiders"), s.find("Bob's The Gem-deeps")
    assert sam.zone == OFF_TO_THE_SIDE and sam.attached_to == host.id and not sam.wounded
    assert site.zone == OFF_TO_THE_SIDE and site.attached_to == host.id and host.zone == IN_PLAY
    assert sam.company is None and s.find("Dagger of Westernesse").zone == DISCARD


def test_a_ring_stays_with_the_prisoner():
    game = _strike_on_sam(["The Gem-deeps"], gear=["Precious Gold Ring", "Dagger of Westernesse"])
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Sam Gamgee's strike"))
    s = game.state
    ring = s.find("Precious Gold Ring")
    assert ring.zone == OFF_TO_THE_SIDE and ring.attached_to == s.find("Sam Gamgee").id
    assert s.find("Dagger of Westernesse").zone == DISCARD


def test_his_follower_reverts_to_general_influence_and_counts_from_the_next_organization_phase():
    game = _strike_on_sam(["The Gem-deeps"], follower="Bilbo")
    before = control.general_influence_used(game.state, "Alice")
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Sam Gamgee's strike"))
    s = game.state
    bilbo = s.find("Bilbo")
    assert bilbo.zone == IN_PLAY and bilbo.follower_of is None and control.under_general_influence(bilbo)
    # Sam's mind no longer counts (a prisoner costs no influence), Bilbo's not yet
    assert control.general_influence_used(s, "Alice") == before - control.mind(s, s.find("Sam Gamgee"))
    s.turn.number += 1   # Bob's turn: still not counted
    s.resource_player, s.hazard_player = "Bob", "Alice"
    s.turn.phase = "organization"
    assert reverted_followers.uncounted(s, "Alice") == [bilbo]
    s.turn.number += 1   # Alice's next turn, her untap phase: not yet
    s.resource_player, s.hazard_player = "Alice", "Bob"
    s.turn.phase = "untap"
    assert reverted_followers.uncounted(s, "Alice") == [bilbo]
    s.turn.phase = "organization"   # from her organization phase, counted
    assert reverted_followers.uncounted(s, "Alice") == []
    assert control.general_influence_used(s, "Alice") == before - control.mind(s, s.find("Sam Gamgee")) \
        + control.mind(s, bilbo)


def test_a_surface_site_in_the_region_of_the_under_deeps_site_he_is_at_may_be_his_rescue_site():
    # the engine's reading: "the same region as the character's site" is the region its card names, Rohan here
    game = _strike_on_sam(["Amon Hen"])   # a Ruins & Lairs in Rohan, above which The Pûkel-deeps lies
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    assert _strike_on_sam(["Glittering Caves"]).check(
        PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee")).code == "no-rescue-site"   # Gap of Isen


def _strike_moving_by(movement, location_deck):
    """Sam Gamgee's strike, Fellowship having moved from The Gem-deeps (Gap of Isen) to The Pûkel-deeps (Rohan), its
    movement set to ``movement`` (the engine's reading: Under-deeps and special movement are read as starter
    movement)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Sam Gamgee"], site="The Pûkel-deeps")
    setup.location_deck("Bob", location_deck)
    setup.hand("Bob", ["Lesser Spiders", "Flies and Spiders"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    s = game.state
    company = s.companies["Fellowship"]
    origin = s.add(setup.card("The Gem-deeps", "Alice"), "Alice", IN_PLAY)
    company.origin, company.moving, company.movement, company.site_path = origin.id, True, movement, ()
    game.apply(PlayCreature("Bob", "Lesser Spiders", "Ruins & Lairs"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Sam Gamgee"))
    game.apply(ChooseStrike("Alice", "Sam Gamgee"))
    return game


@pytest.mark.parametrize("movement", ["under-deeps", "special"])
def test_under_deeps_or_special_movement_the_regions_of_its_two_sites(movement):
    # the origin's region (Glittering Caves, Gap of Isen: a company not moving would have Rohan only) and the new
    # site's (Amon Hen, Rohan); not Dimrill Dale (Redhorn Gate)
    for site in ("Amon Hen", "Glittering Caves"):
        assert _strike_moving_by(movement, [site]).check(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    verdict = _strike_moving_by(movement, ["Dimrill Dale"]).check(PlayEvent("Bob", "Flies and Spiders",
                                                                             "Sam Gamgee"))
    assert verdict.code == "no-rescue-site"


def test_a_host_leaving_play_frees_its_prisoner_into_a_new_company_at_the_rescue_site():
    game = _rescue_ready()
    s = game.state
    sam, host, site = s.find("Sam Gamgee"), s.find("Flies and Spiders"), s.find("Bob's The Gem-deeps")
    sam.wounded = True
    s.move(host.id, DISCARD)
    company = s.companies[sam.company or ""]
    assert sam.zone == IN_PLAY and company.id == "Freed from Flies and Spiders" and company.owner == "Alice"
    assert company.id != "Fellowship" and s.cards[company.site].name == "The Gem-deeps"
    assert sam.wounded and sam.controller == "Alice" and sam.follower_of is None
    assert host.zone == DISCARD and site.zone == LOCATION_DECK and site.owner == "Bob"


def test_a_freed_prisoner_far_from_his_companies_gets_his_own_site_card():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    _hold_sam(setup)
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    s.move(s.find("Flies and Spiders").id, DISCARD)
    sam = s.find("Sam Gamgee")
    site = s.cards[s.companies[sam.company or ""].site]
    assert site.name == "The Gem-deeps" and site.owner == "Alice" and site.zone == IN_PLAY


def test_a_host_whose_strike_fails_is_discarded_and_takes_no_site():
    game = _strike_on_sam(["The Gem-deeps"])
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    both_pass(game)
    game.apply(Roll("Alice", 12, "Sam Gamgee's strike"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    s = game.state
    assert s.find("Flies and Spiders").zone == DISCARD and s.find("The Gem-deeps").zone == LOCATION_DECK


def _rescue_ready():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo", "Bilbo"], site="The Gem-deeps")
    _hold_sam(setup)
    setup.hand("Alice", ["Dagger of Westernesse", "Glamdring"])
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    return setup.build()


def test_a_rescue_attempt_faces_the_rescue_attack_first():
    game = _rescue_ready()
    assert game.check(RescuePrisoners("Alice", "Frodo", "Flies and Spiders")).code == "rescue-not-attempted"
    game.apply(AttemptRescue("Alice", "Flies and Spiders"))
    combat = game.state.combat
    assert combat is not None and combat.attack.kind == "rescue-attack"
    assert (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Spiders", 3, 9)


def test_no_rescue_when_every_member_is_tapped_by_the_rescue_attack():
    game = _rescue_ready()
    game.apply(AttemptRescue("Alice", "Flies and Spiders"))
    for name in ("Aragorn II", "Frodo", "Bilbo"):
        game.apply(AssignStrike("Alice", name))
    for name in ("Aragorn II", "Frodo"):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 12, f"{name}'s strike"))
    game.apply(ChooseStrike("Alice", "Bilbo"))
    game.apply(Roll("Alice", 12, "Bilbo's strike"))
    s = game.state
    assert s.combat is None
    # every member faced a strike and is tapped: none is left to rescue
    assert game.check(RescuePrisoners("Alice", "Frodo", "Flies and Spiders")).code == "character-tapped"


def test_rescue_then_a_minor_item_not_a_major_one():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Frodo", "Bilbo"], site="The Gem-deeps")
    _hold_sam(setup)
    setup.hand("Alice", ["Dagger of Westernesse", "Glamdring"])
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AttemptRescue("Alice", "Flies and Spiders"))
    for name in ("Aragorn II", "Legolas", "Gimli"):
        game.apply(AssignStrike("Alice", name))
    for name in ("Aragorn II", "Legolas", "Gimli"):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 12, f"{name}'s strike"))
    game.apply(RescuePrisoners("Alice", "Frodo", "Flies and Spiders"))
    s = game.state
    assert s.find("Sam Gamgee").company == "Fellowship" and s.find("Flies and Spiders").zone == DISCARD
    assert game.check(PlayResource("Alice", "Bilbo", "Glamdring")).code == "site-tapped"
    assert game.check(PlayResource("Alice", "Bilbo", "Dagger of Westernesse"))


def _moving_strike_on_legolas(location_deck, via=None):
    """Giant Spiders attack Fellowship moving from Lórien to Moria; Legolas's strike is being resolved."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien", via=via)
    setup.hand("Bob", ["Giant Spiders", "Flies and Spiders"])
    setup.location_deck("Bob", location_deck)
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Giant Spiders", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    return game


def test_starter_movement_the_regions_of_its_two_sites_only():
    assert _moving_strike_on_legolas(["Hermit’s Hill"]).check(PlayEvent("Bob", "Flies and Spiders", "Legolas"))
    verdict = _moving_strike_on_legolas(["Ost-in-Edhil"]).check(PlayEvent("Bob", "Flies and Spiders", "Legolas"))
    assert verdict.code == "no-rescue-site"


def test_region_movement_a_region_crossed_or_one_adjacent_to_it():
    game = _moving_strike_on_legolas(["Ost-in-Edhil"], via=["Wold & Foothills", "Redhorn Gate"])
    assert game.state.companies["Fellowship"].movement == "region"
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas"))   # Hollin lies next to Redhorn Gate
    game = _moving_strike_on_legolas(["Gladden Fields"], via=["Wold & Foothills", "Redhorn Gate"])
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas"))   # Anduin Vales, next to Wold & Foothills
    game = _moving_strike_on_legolas(["Ruined Signal Tower"], via=["Wold & Foothills", "Redhorn Gate"])
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas")).code == "no-rescue-site"   # Enedhwaith


def test_a_prisoner_is_worth_minus_his_printed_points_as_character_points():
    game = _rescue_ready()   # Sam Gamgee (1 point) is held by Flies and Spiders
    tally = scoring.tally(game.state, "Alice")
    aragorn, frodo, bilbo, sam = (game.state.find(n).card.fact("marshalling_points") or 0
                                  for n in ("Aragorn II", "Frodo", "Bilbo", "Sam Gamgee"))
    assert sam > 0 and tally["character"] == aragorn + frodo + bilbo - sam
    assert scoring.tally(game.state, "Bob")["character"] == 0   # nothing for the player holding him


def test_a_ring_the_prisoner_keeps_gives_its_points_to_his_player():
    game = _strike_on_sam(["The Gem-deeps"], gear=["Precious Gold Ring"])
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Sam Gamgee"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Sam Gamgee's strike"))
    s = game.state
    ring = s.find("Precious Gold Ring")
    assert ring.zone == OFF_TO_THE_SIDE and ring.card.fact("marshalling_points") == 1
    assert scoring.tally(s, "Alice")["item"] == 1 and scoring.tally(s, "Bob")["item"] == 0


def test_a_fallen_wizard_players_prisoner_costs_him_one_point():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    host = setup.new("Flies and Spiders", "Bob", IN_PLAY)
    setup.state.add(setup.card("The Gem-deeps", "Bob"), "Bob", OFF_TO_THE_SIDE, attached_to=host.id)
    setup.new("Gimli", "Alice", OFF_TO_THE_SIDE, attached_to=host.id)
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    gimli = s.find("Gimli")
    assert gimli.card.fact("marshalling_points") == 2   # worth one to a Fallen-wizard (CoE 10.F1): minus one
    assert scoring.points_of(s, gimli, "Alice") == -1


def test_several_rescue_sites_the_hazard_player_names_the_one_he_chooses():
    game = _moving_strike_on_legolas(["Hermit’s Hill", "Dimrill Dale", "Ost-in-Edhil"])   # two eligible names
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas")).code == "must-name-rescue-site"
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas", named="Ost-in-Edhil")).code \
        == "not-a-rescue-site"   # in Hollin, by neither of his starter movement's sites
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Legolas", named="Dimrill Dale"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    s = game.state
    host = s.find("Flies and Spiders")
    assert s.find("Legolas").attached_to == host.id and s.find("Dimrill Dale").attached_to == host.id
    assert s.find("Hermit’s Hill").zone == LOCATION_DECK


def test_the_named_rescue_site_gone_no_other_takes_its_place():
    game = _moving_strike_on_legolas(["Hermit’s Hill", "Dimrill Dale"])
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Legolas", named="Dimrill Dale"))
    both_pass(game)
    s = game.state
    s.move(s.find("Dimrill Dale").id, DISCARD)   # gone from the location deck before the strike is rolled
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    assert s.find("Legolas").zone == IN_PLAY and s.find("Hermit’s Hill").zone == LOCATION_DECK


def test_one_rescue_site_may_go_unnamed_or_be_named():
    game = _moving_strike_on_legolas(["Hermit’s Hill", "Ost-in-Edhil"])
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas"))
    assert game.check(PlayEvent("Bob", "Flies and Spiders", "Legolas", named="Hermit’s Hill"))


def test_a_host_played_naming_none_keeps_the_one_name_eligible_then():
    game = _moving_strike_on_legolas(["Hermit’s Hill"])
    s = game.state
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Legolas"))   # Hermit's Hill, the only one: no name needed
    both_pass(game)
    dimrill = s.add(Setup("Alice", "Bob").card("Dimrill Dale", "Bob"), "Bob", LOCATION_DECK)   # eligible too now
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    host = s.find("Flies and Spiders")
    assert s.find("Legolas").attached_to == host.id and s.find("Hermit’s Hill").attached_to == host.id
    assert dimrill.zone == LOCATION_DECK


def test_the_one_site_eligible_as_the_host_was_played_gone_no_later_one_takes_its_place():
    game = _moving_strike_on_legolas(["Hermit’s Hill"])
    s = game.state
    game.apply(PlayEvent("Bob", "Flies and Spiders", "Legolas"))
    both_pass(game)
    s.move(s.find("Hermit’s Hill").id, DISCARD)
    dimrill = s.add(Setup("Alice", "Bob").card("Dimrill Dale", "Bob"), "Bob", LOCATION_DECK)
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    assert s.find("Legolas").zone == IN_PLAY and dimrill.zone == LOCATION_DECK


def _untap_with_sam_held():
    """Sam Gamgee (body 9) is held by Flies and Spiders; Alice ends her untap phase."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    _hold_sam(setup)
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    return game


def test_the_untap_phase_waits_for_the_prisoners_body_check_rolled_by_the_other_player():
    game = _untap_with_sam_held()
    s = game.state
    assert s.phase == "untap" and s.pending is not None and s.pending.player == "Bob"
    game.apply(Roll("Bob", 8, "Sam Gamgee's body check"))   # 8 + 1 = 9, not above his body of 9
    assert s.pending is not None and s.pending.player == "Alice"
    game.apply(Roll("Alice", 6, "Sam Gamgee's escape roll"))   # 6 + 9 = 15, not above 15
    assert s.find("Sam Gamgee").zone == OFF_TO_THE_SIDE and s.phase == "organization"


def test_a_body_check_above_his_body_eliminates_him_and_he_still_costs_his_points():
    game = _untap_with_sam_held()
    s = game.state
    game.apply(Roll("Bob", 9, "Sam Gamgee's body check"))   # 9 + 1 = 10, above 9
    sam = s.find("Sam Gamgee")
    assert sam.zone == OUT_OF_PLAY and sam.eliminated and s.find("Flies and Spiders").zone == DISCARD
    assert scoring.points_of(s, sam, "Alice") == -1 and s.phase == "organization"


def test_an_escape_roll_above_fifteen_frees_him_into_his_own_company_at_the_rescue_site():
    game = _untap_with_sam_held()
    s = game.state
    game.apply(Roll("Bob", 2, "Sam Gamgee's body check"))
    game.apply(Roll("Alice", 7, "Sam Gamgee's escape roll"))   # 7 + 9 = 16
    sam = s.find("Sam Gamgee")
    company = s.companies[sam.company or ""]
    assert sam.zone == IN_PLAY and s.cards[company.site].name == "The Gem-deeps" and company.id != "Fellowship"
    assert s.find("Flies and Spiders").zone == DISCARD
