"""Joining companies at the end of the movement/hazard phases and while organizing (CoE 2.II.3, 2.IV.6)."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.organization.actions import DeclareMovement, FormCompany, JoinCompanies, KeepCompany
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.turn.actions import BeginMovementHazard, BeginSitePhase, EndPhase
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Hall of Fire")


def at_moria(staying, moving, origin="Lórien", hand_bob=()):
    """Fellowship stays at Moria; Rangers is moving from Lórien to Moria (set in the long-event phase: these
    companies' characters would be over general influence at the end of an organization phase)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(staying), site="Moria")
    setup.company("Rangers", list(moving), site="Moria", origin=origin)
    setup.hand("Bob", list(hand_bob))
    setup.hand("Alice", ["Glamdring"])
    setup.set_phase("long-event")
    game = setup.build()
    game.apply(EndPhase("Alice", "long-event"))
    return game


def both_phases(game):
    for company in ("Fellowship", "Rangers"):
        game.apply(BeginMovementHazard("Alice", company))
        game.apply(EndPhase("Alice", "movement/hazard", company))


def test_companies_at_the_same_non_haven_site_join_at_the_end_of_the_movement_hazard_phases():
    game = at_moria(["Aragorn II", "Legolas"], ["Gimli", "Frodo"])
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    s = game.state
    assert s.characters("Fellowship") and s.find("Gimli").company == "Rangers"     # not before the end
    game.apply(EndPhase("Alice", "movement/hazard", "Rangers"))
    assert "Rangers" not in s.companies and s.find("Gimli").company == "Fellowship"  # the company that stayed
    assert s.get_company("Rangers").id == "Fellowship"                           # the old name finds it
    assert game.check(BeginSitePhase("Alice", "Fellowship")).allowed


def test_a_join_that_breaks_the_composition_rules_leaves_the_hazard_players_choice():
    game = at_moria(["Aragorn II", "Legolas", "Gimli", "Faramir"], ["Elrond", "Celeborn", "Beorn", "Glorfindel II"])
    both_phases(game)
    s = game.state
    assert s.pending is not None and s.pending.player == "Bob"
    assert game.check(BeginSitePhase("Alice", "Fellowship")).code == "waiting-for-choice"
    assert game.check(KeepCompany("Alice", "Fellowship", "Moria")).code == "wrong-player"
    assert game.check(KeepCompany("Bob", "Rangers", "Moria")).code == "invalid-target"   # Fellowship did not move
    game.apply(KeepCompany("Bob", "Fellowship", "Moria"))
    rangers = s.companies["Rangers"]
    assert s.cards[rangers.site].name == "Lórien" and rangers.returned and s.pending is None
    assert s.find("Elrond").company == "Rangers" and s.find("Aragorn II").company == "Fellowship"


def test_hobbits_count_half_towards_the_seven():
    game = at_moria(["Aragorn II", "Legolas", "Gimli", "Faramir"], ["Frodo", "Sam Gamgee", "Bilbo", "Beorn"])
    both_phases(game)                                         # 4 + 1.5 + 1 = 6.5, rounded up 7
    assert game.state.pending is None and "Rangers" not in game.state.companies


def test_cards_on_either_company_affect_the_joined_company():
    game = at_moria(["Aragorn II", "Legolas"], ["Gimli", "Faramir"], hand_bob=["River"])
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    game.apply(PlayEvent("Bob", "River", "Moria"))          # only the company moving there does nothing
    both_pass(game)
    s = game.state
    assert s.companies["Rangers"].idle and not s.companies["Fellowship"].idle   # (unless a ranger taps: CRF 22)
    game.apply(EndPhase("Alice", "movement/hazard", "Rangers"))
    assert s.companies["Fellowship"].idle                          # joined: River affects both
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "company-does-nothing-now"


def test_companies_at_a_haven_may_join_and_the_cards_on_the_site_that_goes_back_stay():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.company("Rangers", ["Bilbo"], site="Rivendell")      # 9 + 6 + 5: within general influence
    setup.location_deck("Alice", ["a second Lórien"])
    setup.hand("Alice", ["Hall of Fire"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    game.apply(DeclareMovement("Alice", "Rangers", "Lórien"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert game.check(JoinCompanies("Alice", "Rangers", "Fellowship")).code == "wrong-phase"
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    second = s.find("the second Lórien")
    assert s.companies["Rangers"].site == second.id               # another copy of a Haven, from the location deck
    game.apply(PlayEvent("Alice", "Hall of Fire", "the second Lórien"))
    both_pass(game)
    game.apply(EndPhase("Alice", "movement/hazard", "Rangers"))
    assert s.find("Bilbo").company == "Rangers"                      # a Haven: no join on their own
    game.apply(JoinCompanies("Alice", "Rangers", "Fellowship"))
    assert s.find("Bilbo").company == "Fellowship"
    assert second.zone == "location deck"
    assert s.find("Hall of Fire").attached_to == s.find("the first Lórien").id
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    assert game.check(JoinCompanies("Alice", "Rangers", "Fellowship")).code == "same-company"


def test_joining_while_organizing_keeps_the_composition_rules():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Faramir"], site="Moria")
    setup.company("Rangers", ["Elrond", "Celeborn", "Beorn", "Glorfindel II"], site="Moria")
    setup.company("Pair", ["Frodo"], site="Moria")
    setup.company("Elsewhere", ["Sam Gamgee"], site="Bree")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(JoinCompanies("Alice", "Rangers", "Fellowship")).code == "company-composition"
    assert game.check(JoinCompanies("Alice", "Elsewhere", "Fellowship")).code == "not-at-same-site"
    assert game.check(JoinCompanies("Bob", "Pair", "Fellowship")).code == "wrong-player"
    game.apply(JoinCompanies("Alice", "Pair", "Fellowship"))
    assert game.state.find("Frodo").company == "Fellowship"


def test_joining_while_organizing_is_an_organizing_action():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria")
    setup.company("Pair", ["Frodo"], site="Moria")
    setup.hand("Alice", ["Glamdring"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(FormCompany("Alice", "Scouts", ("Legolas",)))
    assert game.check(JoinCompanies("Alice", "Scouts", "Fellowship")).code == "split-this-turn"
    game.apply(JoinCompanies("Alice", "Pair", "Scouts"))           # organizing goes on after a join
    assert game.check(FormCompany("Alice", "Hobbits", ("Frodo",))).allowed
    game.apply(DeclareMovement("Alice", "Scouts", "Lórien"))
    assert game.check(JoinCompanies("Alice", "Scouts", "Fellowship")).code == "organizing-over"
