"""Movement/hazard phase rules: where a company is, returning to the site of origin, which hazards may be
played on what, and the closed window between two companies' movement/hazard phases (CoE 2.IV; CRF 22,
Turn Sequence Rulings > Movement/Hazard Phase)."""
import pytest
from helpers import both_pass, moving, setting_aside

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Incite Denizens", "Seek without Success")


def journey(bob=(), alice=(), second=None, phase="organization", **extra):
    """Riders at Lórien about to move to Edoras (a Free-hold); Gates of Morning in play; Foolish Words on
    a tapped Aragorn II (so The Sun Unveiled has something to do); optionally a second company."""
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Lórien")
    if second:
        setup.company("Rangers", list(second), site=extra.get("second_site", "Rivendell"))
    setup.hand("Alice", list(alice))
    setup.hand("Bob", list(bob))
    setup.in_play("Gates of Morning")
    setup.in_play("Foolish Words", on="Aragorn II")
    setup.tap("Aragorn II")
    setup.location_deck("Alice", ["Edoras"])
    if "Seek without Success" in bob:   # played by discarding a ranger agent at the new site (CRF 22)
        setup.agent("Bob", "Jûoma", "Edoras")
    setup.set_phase(phase)
    return setup.build()


def to_movement_hazard(game, company="Riders", site="Edoras"):
    game.apply(DeclareMovement("Alice", company, site))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", company))


# ------------------------------------------------------------------ where a company is (CoE 2.IV.5; Annotation 25)
def test_a_moving_company_is_between_sites_from_the_reveal_until_the_site_phases():
    game = journey(alice=["The Sun Unveiled"])
    riders = game.state.companies["Riders"]
    game.apply(DeclareMovement("Alice", "Riders", "Edoras"))
    assert not riders.en_route
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Riders"))
    assert riders.en_route
    verdict = game.check(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II"))
    assert verdict.code == "not-playable-at-site" and "between sites" in verdict.sentence
    game.apply(EndPhase("Alice", "movement/hazard", "Riders"))
    assert game.state.phase == "site" and not riders.en_route
    assert game.state.cards[riders.site].name == "Edoras"


def test_a_company_that_does_not_move_stays_at_its_site():
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras")
    setup.hand("Alice", ["The Sun Unveiled"])
    setup.in_play("Gates of Morning")
    setup.in_play("Foolish Words", on="Aragorn II")
    setup.set_phase("movement/hazard", "Riders")
    game = setup.build()
    assert not game.state.companies["Riders"].en_route
    assert game.check(PlayEvent("Alice", "The Sun Unveiled", "Aragorn II")).allowed


# ------------------------------------------------------------------ returning to the site of origin (CoE 2.IV.4)
def test_returning_to_the_site_of_origin_ends_the_phase_at_once():
    game = journey(bob=["Seek without Success", "Orc-patrol"])
    to_movement_hazard(game)
    game.apply(PlayEvent("Bob", "Seek without Success", "Riders"))
    both_pass(game)
    s = game.state
    riders = s.companies["Riders"]
    assert s.cards[riders.site].name == "Lórien" and not riders.moving and riders.site_path == ()
    assert riders.returned and not riders.en_route
    assert s.find("Edoras").zone == "location deck"
    assert s.phase == "site"                                        # its phase ended, and it was the only one
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).code == "wrong-phase"


def test_actions_declared_before_the_return_still_resolve_then_the_phase_ends():
    game = journey(bob=["Seek without Success", "Lure of Expedience"])
    to_movement_hazard(game)
    game.apply(PlayEvent("Bob", "Lure of Expedience", "Legolas"))
    game.apply(Pass("Alice"))
    game.apply(PlayEvent("Bob", "Seek without Success", "Riders"))
    both_pass(game)                                   # Seek without Success resolves first, then the Lure
    s = game.state
    assert s.companies["Riders"].returned
    assert s.find("Lure of Expedience").attached_to == s.find("Legolas").id
    assert s.phase == "site" and "Riders" in s.turn.mh_done


def test_a_return_cannot_be_declared_during_an_attack():
    game = journey(bob=["Orc-patrol", "Seek without Success"])
    to_movement_hazard(game)
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    assert game.state.combat is not None
    verdict = game.check(PlayEvent("Bob", "Seek without Success", "Riders"))
    assert verdict.code == "attack-under-way"


# ------------------------------------------------------------------ hazards on the current company (CoE 2.IV.vii.3)
def test_hazard_events_only_on_the_current_company_its_cards_and_its_new_site():
    game = journey(bob=["Lure of Expedience", "Incite Denizens", "River"], second=["Faramir"],
                   second_site="Barrow-downs")
    to_movement_hazard(game)
    assert game.check(PlayEvent("Bob", "Lure of Expedience", "Faramir")).code == "invalid-target"
    assert game.check(PlayEvent("Bob", "Lure of Expedience", "Legolas")).allowed
    assert game.check(PlayEvent("Bob", "Incite Denizens", "Barrow-downs", "the first automatic-attack")).code == \
        "invalid-target"
    assert game.check(PlayEvent("Bob", "River", "Edoras")).allowed
    assert game.check(PlayEvent("Bob", "River", "Lórien")).code == "invalid-target"   # the site of origin


# ------------------------------------------------------------------ between two phases (Annotation 25a)
def test_no_resources_between_two_companies_movement_hazard_phases():
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras")
    setup.company("Rangers", ["Faramir"], site="Bree")
    setup.hand("Alice", ["The Sun Unveiled"])
    setup.in_play("Gates of Morning")
    setup.in_play("Foolish Words", on="Aragorn II")
    setup.set_phase("movement/hazard", "Riders")
    game = setup.build()
    sun = PlayEvent("Alice", "The Sun Unveiled", "Aragorn II")
    assert game.check(sun).allowed
    game.apply(EndPhase("Alice", "movement/hazard", "Riders"))
    assert game.check(sun).code == "between-movement-hazard-phases"
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    assert game.check(sun).allowed


# ------------------------------------------------------------------ drawing for the movement (CoE 2.IV.v)
def test_a_player_may_stop_drawing_for_the_movement_but_draws_at_least_one():
    from meccg_rules.engine.movement_hazard.actions import DrawForMovement
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    setup.deck("Alice", ["Glamdring", "Elf-stone", "Horn of Anor"])
    setup.deck("Bob", ["Orc-patrol", "River", "Cave-drake", "New Moon"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(DrawForMovement("Alice", "Fellowship", 1)).code == "wrong-phase"   # no movement declared
    game.apply(DeclareMovement("Alice", "Fellowship", "Moria"))                  # Moria: 2 and 3
    assert game.check(DrawForMovement("Alice", "Fellowship", 3)).code == "too-many-draws"
    assert game.check(DrawForMovement("Bob", "Fellowship", 0)).code == "must-draw"
    game.apply(DrawForMovement("Alice", "Fellowship", 1))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    s = game.state
    assert [i.name for i in s.hand("Alice")] == ["Glamdring"]
    assert [i.name for i in s.hand("Bob")] == ["Orc-patrol", "River", "Cave-drake"]      # the most, unless said
    assert game.check(DrawForMovement("Bob", "Fellowship", 1)).code == "wrong-phase"     # the site is revealed


def test_a_company_without_an_avatar_or_a_mind_of_three_draws_nothing_for_the_resource_player():
    from meccg_rules.engine.movement_hazard.actions import DrawForMovement
    setup = Setup("Alice", "Bob")
    setup.company("Little", ["Anborn", "Bombur"], site="Lórien")     # minds 2 and 1
    setup.deck("Alice", ["Glamdring"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Little", "Moria"))
    assert game.check(DrawForMovement("Alice", "Little", 1)).code == "too-many-draws"
    assert game.check(DrawForMovement("Alice", "Little", 0)).allowed


def test_alatar_takes_one_from_the_hazard_player_s_draws_for_his_company_down_to_none():
    """CRF 22, Alatar: one card fewer for his company's movement, to zero, though a draw is otherwise at least one;
    another company of his player draws as usual."""
    from meccg_rules.engine.movement_hazard.actions import DrawForMovement
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Alatar", "Legolas"], site="Rivendell")
    setup.company("Fellowship", ["Aragorn II", "Gimli"], site="Lórien")
    setup.deck("Bob", ["Orc-patrol", "River", "Cave-drake", "New Moon"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Grey", "Weathertop"))                   # Weathertop: 1 and 1
    game.apply(DeclareMovement("Alice", "Fellowship", "Moria"))                  # Moria: 2 and 3
    assert game.check(DrawForMovement("Bob", "Grey", 1)).code == "too-many-draws"
    assert game.check(DrawForMovement("Bob", "Grey", 0)).allowed
    assert game.check(DrawForMovement("Bob", "Fellowship", 3)).allowed


@pytest.mark.parametrize("alignment, company, origin, haven, most", [
    ("Wizard", ["Aragorn II", "Legolas"], "Moria", "Lórien", (2, 3)),
    ("Fallen-wizard", ["Aragorn II", "Legolas"], "Moria", "Lórien", (2, 2)),
    ("Ringwraith", ["Lieutenant of Angmar", "Ostisen"], "Moria", "Dol Guldur", (2, 3)),
])
def test_a_company_moving_to_a_haven_draws_by_its_origin_unless_its_player_is_a_fallen_wizard(
        alignment, company, origin, haven, most):
    """CoE 2.IV.v: moving to a haven, both players draw by the site of origin (Moria, hero or minion: 2 and 3), not
    by the haven (2 and 2); a Fallen-wizard player's company draws by the new site (2.IV.v.F1)."""
    from meccg_rules.engine.movement_hazard.actions import DrawForMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Fellowship", company, site=origin)
    setup.deck("Alice", ["Glamdring", "Elf-stone", "Horn of Anor"])
    setup.deck("Bob", ["Orc-patrol", "River", "Cave-drake", "New Moon"])
    setup.set_phase("organization")
    game = setup.build()
    via = () if alignment == "Ringwraith" else ("Redhorn Gate", "Wold & Foothills")
    game.apply(DeclareMovement("Alice", "Fellowship", haven, via=via))
    assert game.check(DrawForMovement("Alice", "Fellowship", most[0])).allowed
    assert game.check(DrawForMovement("Alice", "Fellowship", most[0] + 1)).code == "too-many-draws"
    assert game.check(DrawForMovement("Bob", "Fellowship", most[1])).allowed
    assert game.check(DrawForMovement("Bob", "Fellowship", most[1] + 1)).code == "too-many-draws"


@pytest.mark.parametrize("alignment, company, moves", [
    ("Wizard", ["Aragorn II", "Legolas"], False),
    ("Ringwraith", ["Lieutenant of Angmar", "Ostisen"], True),
    ("Balrog", ["Lieutenant of Angmar", "Ostisen"], True),
])
def test_dagorlad_and_udun_are_adjacent_for_a_ringwraith_or_balrog_player_s_companies(alignment, company, moves):
    """CoE 2.II.7.ii.R1, B1: region movement from the Dead Marshes (Dagorlad) to Cirith Gorgor (Udûn), two regions
    the map does not join, is legal for a Ringwraith or Balrog player's company alone; so is a company set up as
    having moved so, whose site path the draws then read."""
    from meccg_rules.engine.movement_hazard.actions import DrawForMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Fellowship", company, site="Dead Marshes")
    setup.deck("Alice", ["Glamdring", "Elf-stone", "Horn of Anor"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(DeclareMovement("Alice", "Fellowship", "Cirith Gorgor", via=("Dagorlad", "Udûn")))
    assert bool(verdict) is moves, verdict
    if not moves:
        assert "not adjacent" in verdict.sentence
        return
    game.apply(DeclareMovement("Alice", "Fellowship", "Cirith Gorgor", via=("Dagorlad", "Udûn")))
    assert game.check(DrawForMovement("Alice", "Fellowship", 1)).allowed
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert [r.name for r in game.state.companies["Fellowship"].site_path] == ["Dagorlad", "Udûn"]
    moved = Setup("Alice", "Bob")
    moved.alignment("Alice", alignment)
    moved.company("Fellowship", company, site="Cirith Gorgor", origin="Dead Marshes", via=["Dagorlad", "Udûn"])
    moved.set_phase("movement/hazard", "Fellowship")
    assert [r.name for r in moved.build().state.companies["Fellowship"].site_path] == ["Dagorlad", "Udûn"]


# ------------------------------------------------------------------ done playing hazards (CoE 2.IV.viii.1)
def test_the_hazard_player_done_resumes_only_after_the_resource_player_acts():
    from meccg_rules.engine.hazards.actions import DoneHazards
    from meccg_rules.engine.site_phase.actions import PlaceOnGuard
    from meccg_rules.engine.hazards.hazard_limit import hazard_limit
    game = journey(bob=["Orc-patrol", "River"], alice=["Hundreds of Butterflies"])
    to_movement_hazard(game)
    assert game.check(DoneHazards("Alice")).code == "wrong-player"
    game.apply(DoneHazards("Bob"))
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).code == "hazards-done"
    assert game.check(PlaceOnGuard("Bob", "River", "Riders")).code == "hazards-done"
    assert game.check(DoneHazards("Bob")).code == "hazards-done"
    game.apply(PlayEvent("Alice", "Hundreds of Butterflies", "Aragorn II"))
    both_pass(game)
    s = game.state
    assert not s.find("Aragorn II").tapped and hazard_limit(s) == 3
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).allowed
    game.apply(EndPhase("Alice", "movement/hazard", "Riders"))
    assert hazard_limit(s, "Riders") == 2                               # the +1 lasted for the phase


def test_hundreds_of_butterflies_only_in_its_companys_movement_hazard_phase():
    game = journey(alice=["Hundreds of Butterflies"])
    game.apply(DeclareMovement("Alice", "Riders", "Edoras"))
    assert game.check(PlayEvent("Alice", "Hundreds of Butterflies", "Aragorn II")).code in (
        "wrong-phase", "condition-missing")
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Riders"))
    assert game.check(PlayEvent("Alice", "Hundreds of Butterflies", "Aragorn II")).allowed


# ------------------------------------------------------------------ using a hazard permanent-event (CRF Playing Hazards)
def test_power_built_by_waiting_taps_for_one_more_hazard_and_untaps_for_two():
    from meccg_rules.engine.playing.actions import UseAbility
    from meccg_rules.engine.site_phase.actions import PlaceOnGuard
    from meccg_rules.engine.hazards.hazard_limit import hazard_limit
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Power Built by Waiting")
    setup.hand("Bob", ["Orc-patrol", "Cave-drake", "River"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    s = game.state
    tap = UseAbility("Bob", "Power Built by Waiting", "raise the hazard limit")
    untap = UseAbility("Bob", "Power Built by Waiting", "untap")
    assert game.check(untap).code == "card-untapped"
    game.apply(tap)
    both_pass(game)
    assert hazard_limit(s) == 3 and s.companies["Fellowship"].hazards_played == 0     # not counted
    assert game.check(tap).code == "card-tapped"
    game.apply(PlayEvent("Bob", "River", "Moria"))
    both_pass(game)
    game.apply(PlaceOnGuard("Bob", "Cave-drake", "Fellowship"))
    both_pass(game)
    assert game.check(untap).code == "hazard-limit"                  # 2 used, 2 more would exceed 3


def test_untapping_power_built_by_waiting_counts_two_against_the_hazard_limit():
    from meccg_rules.engine.playing.actions import UseAbility
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Power Built by Waiting")
    setup.tap("Power Built by Waiting")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    s = game.state
    game.apply(UseAbility("Bob", "Power Built by Waiting", "untap"))
    both_pass(game)
    assert not s.find("Power Built by Waiting").tapped and s.companies["Fellowship"].hazards_played == 2


def test_power_built_by_waiting_stays_tapped_in_its_owners_untap_phase():
    from meccg_rules.engine.playing.actions import UseAbility
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.in_play("Power Built by Waiting")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(UseAbility("Alice", "Power Built by Waiting", "raise the hazard limit")).code in (
        "wrong-player", "not-a-character")
    game.apply(UseAbility("Bob", "Power Built by Waiting", "raise the hazard limit"))
    both_pass(game)
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    from meccg_rules.engine.turn.actions import BeginSitePhase, EndSitePhase
    game.apply(BeginSitePhase("Alice", "Fellowship"))
    game.apply(EndSitePhase("Alice", "Fellowship"))
    game.apply(EndPhase("Alice", "end-of-turn"))
    game.apply(EndPhase("Bob", "untap"))
    assert game.state.find("Power Built by Waiting").tapped


def test_no_use_of_a_hazard_card_once_the_hazard_limit_is_reached():
    from meccg_rules.engine.playing.actions import UseAbility
    from meccg_rules.engine.site_phase.actions import PlaceOnGuard
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Power Built by Waiting")
    setup.hand("Bob", ["Cave-drake", "River"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "River", "Moria"))
    both_pass(game)
    game.apply(PlaceOnGuard("Bob", "Cave-drake", "Fellowship"))
    both_pass(game)
    assert game.check(UseAbility("Bob", "Power Built by Waiting", "raise the hazard limit")).code == "hazard-limit"


# ------------------------------------------------------------------ Drowning Seas (CRF Playing Hazards; Returning)
def sailing(site, *in_play, hand=("Drowning Seas",)):
    return moving(site, "Edhellond", *in_play, hand=hand)


def test_drowning_seas_needs_a_coastal_sea_in_the_new_sites_own_path_and_a_haven_has_none():
    game = sailing("Grey Havens", "Doors of Night")
    assert game.check(PlayEvent("Bob", "Drowning Seas", "Fellowship", "the return")).code == "invalid-target"
    assert game.check(PlayEvent("Bob", "Drowning Seas", "Fellowship")).code == "invalid-target"
    game = sailing("Gobel Mírlond", "Doors of Night")
    game.apply(PlayEvent("Bob", "Drowning Seas", "Fellowship", "the return"))
    both_pass(game)
    fellowship = game.state.companies["Fellowship"]
    assert fellowship.returned and game.state.cards[fellowship.site].name == "Edhellond"


def test_drowning_seas_return_needs_doors_of_night_and_its_loss_is_not_modelled():
    game = sailing("Gobel Mírlond")
    assert game.check(PlayEvent("Bob", "Drowning Seas", "Fellowship", "the return")).code == "condition-missing"
    assert game.check(PlayEvent("Bob", "Drowning Seas", "Fellowship", "the loss")).code == "not-modelled"


def test_drowning_seas_return_cannot_be_declared_during_an_attack():
    game = sailing("Gobel Mírlond", "Doors of Night", hand=("Drowning Seas", "Orc-patrol"))
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    both_pass(game)
    verdict = game.check(PlayEvent("Bob", "Drowning Seas", "Fellowship", "the return"))
    assert verdict.code == "attack-under-way"
