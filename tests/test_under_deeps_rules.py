"""Under-deeps movement: adjacent sites only, no site path, the roll first when leaving an Under-deeps site, no
draws and no return when it fails; points at Under-deeps sites left out of the call (CoE 2.II.7.iii, 2.IV.i.1,
2.IV.ii, 10.2; CRF 22, Under-deeps)."""
import pytest

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.end_of_game.actions import CallFreeCouncil
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.site_phase.actions import PlaceOnGuard
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import HAND, IN_PLAY, LOCATION_DECK
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("The Under-gates", "The Under-leas", "The Wind-deeps")

ROLL = "Fellowship's Under-deeps movement"


def leaving(origin="The Under-grottos", to="The Under-leas", bob_hand=("River", "Cave Worm", "Orc-patrol"),
            allies=(), alignment=None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=origin)
    if allies:
        setup.give("Legolas", list(allies))
    setup.location_deck("Alice", [to])
    setup.deck("Alice", ["Elf-stone"])
    setup.deck("Bob", ["Orc-lieutenant"])
    setup.hand("Bob", list(bob_hand))
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", to))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    return game


def test_only_adjacent_sites_and_no_regions_reach_an_under_deeps_site():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria")
    setup.company("Rangers", ["Faramir"], site="Rivendell")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(DeclareMovement("Alice", "Fellowship", "The Under-gates"))
    assert game.check(DeclareMovement("Alice", "Rangers", "The Under-gates")).code == "illegal-movement"
    assert game.check(DeclareMovement("Alice", "Fellowship", "The Under-gates", ("Redhorn Gate",))).code \
        == "illegal-movement"


def test_the_roll_comes_first_and_a_low_roll_keeps_the_company_without_draws():
    game = leaving()
    s = game.state
    assert game.to_act().what == "roll" and game.to_act().purpose == ROLL
    assert game.check(PlaceOnGuard("Bob", "River", "Fellowship")).code == "waiting-for-roll"
    game.apply(Roll("Alice", 7, ROLL))   # 8 needed for The Under-leas
    assert s.cards[s.companies["Fellowship"].site].name == "The Under-grottos"
    assert s.find("The Under-leas").zone == LOCATION_DECK
    assert s.find("Elf-stone").zone != HAND and s.find("Orc-lieutenant").zone != HAND
    assert not s.companies["Fellowship"].returned and s.phase == "movement/hazard"


def test_a_roll_as_high_as_the_number_moves_the_company_with_no_site_path_and_the_draws_follow():
    game = leaving()
    game.apply(Roll("Alice", 8, ROLL))
    s = game.state
    company = s.companies["Fellowship"]
    assert s.cards[company.site].name == "The Under-leas" and s.find("The Under-leas").zone == IN_PLAY
    assert company.site_path == () and company.movement == "under-deeps"
    assert s.find("Elf-stone").zone == HAND and s.find("Orc-lieutenant").zone == HAND


def test_a_card_in_the_company_that_helps_its_under_deeps_movement_adds_to_the_roll():
    game = leaving(allies=("Cave Troll",))   # +1 to its controller's company's rolls to move to adjacent sites
    game.apply(Roll("Alice", 7, ROLL))        # 7 + 1: the 8 The Under-leas needs
    s = game.state
    assert s.cards[s.companies["Fellowship"].site].name == "The Under-leas"


@pytest.mark.parametrize("alignment, moves", [("Fallen-wizard", True), ("Wizard", False)])
def test_an_item_helps_its_companys_under_deeps_movement_only_while_in_use(alignment, moves):
    # Iron Shield of Old: +2 to the roll; a minion item, which a Wizard player's Legolas cannot use (CoE 6.1.W1)
    game = leaving(allies=("Iron Shield of Old",), alignment=alignment)
    game.apply(Roll("Alice", 6, ROLL))        # 6 + 2: the 8 The Under-leas needs
    s = game.state
    assert (s.cards[s.companies["Fellowship"].site].name == "The Under-leas") is moves


def test_going_down_needs_no_roll_and_no_surface_region_is_keyed_to():
    game = leaving(origin="Moria", to="The Under-gates")
    assert game.to_act().what != "roll"
    assert game.check(PlayCreature("Bob", "Cave Worm", "Redhorn Gate")).code == "not-keyable"
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Shadow-hold"))


def test_points_at_an_under_deeps_site_do_not_help_to_call():
    def ending(site):
        setup = Setup("Alice", "Bob")
        setup.exhausted("Alice", "once")
        setup.company("Delvers", ["Aragorn II", "Gimli"], site=site)
        setup.give("Aragorn II", ["Glamdring"])
        setup.company("Fellowship", ["Legolas"], site="Rivendell")
        setup.mp_pile("Alice", ["Rangers of the North", "Riders of Rohan", "Wood-elves", "Dunlendings",
                                "Men of Dale", "Blue Mountain Dwarves"])
        setup.set_phase("end-of-turn")
        return setup.build()
    assert ending("Moria").check(CallFreeCouncil("Alice"))
    assert ending("The Under-grottos").check(CallFreeCouncil("Alice")).code == "cannot-call"


def test_balrog_players_use_under_deeps_movement_which_is_not_starter_movement():
    """CoE 2.II.7.i.B1 bars starter movement only; Under-deeps movement has no regions either (2.II.7.iii)."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.setup import Setup
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Delvers", ["Shagrat"], site="The Wind Throne")
    setup.location_deck("Alice", ["The Wind-deeps", "Weathertop"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(DeclareMovement("Alice", "Delvers", "The Wind-deeps"))
    assert game.check(DeclareMovement("Alice", "Delvers", "Weathertop")).code == "no-starter-movement"
    setup.company("Riders", ["Lugdush"], site="Weathertop")
    game = setup.build()
    # not adjacent on either card: the Under-deeps movement rules refuse it, not the ban on starter movement
    assert game.check(DeclareMovement("Alice", "Riders", "The Wind-deeps")).code == "illegal-movement"


def test_only_a_balrog_player_moves_to_a_balrog_only_site():
    """CoE 1.4.1: The Wind-deeps and the other Balrog sites with no hero or minion version may sit in any location
    deck, but only a Balrog player uses them for anything but playing hazards."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.setup import Setup
    setup = Setup("Alice", "Bob")
    setup.company("Delvers", ["Gimli", "Aragorn II"], site="The Wind Throne")
    setup.location_deck("Alice", ["The Wind-deeps"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(DeclareMovement("Alice", "Delvers", "The Wind-deeps")).code == "balrog-site"
