"""Cards on a company that restrict its movement and lower its hazard limit while it moves (organization's key
``movement_limits``; a ``hazard limit`` static with ``who = "company"``, ``minimum`` and ``movement``): Crept Along
Carefully and Going Ever Under Dark (CRF 22, Card Errata and Rulings, both cards)."""
import pytest
from helpers import setting_aside

from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("The Under-gates")

TRIO = ["Legolas", "Gimli", "Kili"]


def _game(card="Crept Along Carefully", copies=1, site="Rivendell", characters=TRIO, alignment="Wizard",
          others=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    for names in others:
        setup.company(names[0], list(names[1:]), site=site)
    for copy in range(copies):
        setup.in_play(("", "a second ")[copy] + card, on="Fellowship")
    setup.set_phase("organization")
    return setup.build()


def _limits_after(game, site=None, via=()):
    """The hazard limits of Alice's companies in their movement/hazard phases, Fellowship moving to ``site``."""
    if site:
        game.apply(DeclareMovement("Alice", "Fellowship", site, tuple(via)))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    return {c: hazard_limit(game.state, c) for c in game.state.companies}


def test_no_starter_movement_no_under_deeps_and_three_regions_at_most():
    game = _game()
    assert game.check(DeclareMovement("Alice", "Fellowship", "Weathertop")).code == "movement-restricted"
    assert game.check(DeclareMovement("Alice", "Fellowship", "Weathertop", ("Rhudaur", "Arthedain")))
    assert game.check(DeclareMovement("Alice", "Fellowship", "Dunnish Clan-hold",
                                      ("Rhudaur", "Hollin", "Dunland")))
    verdict = game.check(DeclareMovement("Alice", "Fellowship", "Ruined Signal Tower",
                                         ("Rhudaur", "Hollin", "Dunland", "Enedhwaith")))
    assert verdict.code == "movement-restricted" and "3 regions at most" in verdict.sentence
    assert _game(copies=0).check(DeclareMovement("Alice", "Fellowship", "Ruined Signal Tower",
                                                 ("Rhudaur", "Hollin", "Dunland", "Enedhwaith")))
    # Under-deeps movement is not starter movement: only Crept Along Carefully forbids an Under-deeps site
    assert _game(site="Moria").check(DeclareMovement("Alice", "Fellowship", "The Under-gates")).code \
        == "movement-restricted"
    orcs = ["Shagrat", "Radbug", "Muzgash"]
    assert _game("Going Ever Under Dark", site="Moria", characters=orcs, alignment="Ringwraith").check(
        DeclareMovement("Alice", "Fellowship", "The Under-gates"))


def test_the_hazard_limit_drops_by_one_a_copy_to_no_less_than_two_only_while_the_company_moves_by_regions():
    assert _limits_after(_game(), "Weathertop", ("Rhudaur", "Arthedain"))["Fellowship"] == 2
    assert _limits_after(_game())["Fellowship"] == 3                                  # it stays: no drop
    four = TRIO + ["Fili"]
    assert _limits_after(_game(characters=four, copies=2), "Weathertop", ("Rhudaur", "Arthedain"))["Fellowship"] == 2
    assert _limits_after(_game(characters=four, copies=1), "Weathertop", ("Rhudaur", "Arthedain"))["Fellowship"] == 3
    assert _limits_after(_game(copies=2), "Weathertop", ("Rhudaur", "Arthedain"))["Fellowship"] == 2   # not below 2


def test_the_drop_is_for_the_company_the_card_is_on_only():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", TRIO, site="Weathertop", origin="Rivendell", via=["Rhudaur", "Arthedain"])
    setup.company("Dwarves", ["Bofur", "Bifur", "Dori"], site="Bree", origin="Rivendell",
                  via=["Rhudaur", "Cardolan", "Arthedain"])
    setup.in_play("Crept Along Carefully", on="Fellowship")
    setup.set_phase("movement/hazard", "Dwarves")
    game = setup.build()
    assert hazard_limit(game.state, "Dwarves") == 3 and hazard_limit(game.state, "Fellowship") == 2


def test_special_movement_a_card_gives_is_no_starter_movement():
    """Belegaer's special movement (CoE 2.II.7.iv) names no regions, yet Crept Along Carefully does not forbid it,
    and its hazard limit drop, for region movement only, does not apply to it."""
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Halbarad", "Dori", "Ori"], site="Himring")
    setup.in_play("Crept Along Carefully", on="Fellowship")
    setup.hand("Alice", ["Belegaer"])
    setup.location_deck("Alice", ["Tolfalas"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Belegaer", "Fellowship"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert game.check(DeclareMovement("Alice", "Fellowship", "Tolfalas"))
    assert _limits_after(game, "Tolfalas")["Fellowship"] == 3      # 5 - 2 by Belegaer; none by the other card


PATH_TO_GOBLIN_GATE = ("Redhorn Gate", "Wold & Foothills", "Anduin Vales", "High Pass")


def _deeps(characters):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Deeps", characters, site="Moria")
    setup.set_phase("organization")
    return setup.build()


def test_the_balrog_avatar_is_a_character_whose_own_card_forbids_region_movement():
    """The Balrog (BA-3) carries ``movement_limits`` on his own card: his company may not use region movement,
    declared or set up as done; a Balrog player's company without him may."""
    refused = _deeps(["The Balrog"]).check(DeclareMovement("Alice", "Deeps", "Goblin-gate", PATH_TO_GOBLIN_GATE))
    assert refused.code == "movement-restricted" and "cannot use region movement" in refused.sentence
    assert _deeps(["Shagrat"]).check(DeclareMovement("Alice", "Deeps", "Goblin-gate", PATH_TO_GOBLIN_GATE))
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    with pytest.raises(InputError, match="cannot use region movement"):
        setup.company("Deeps", ["The Balrog"], site="Goblin-gate", origin="Moria", via=list(PATH_TO_GOBLIN_GATE))
