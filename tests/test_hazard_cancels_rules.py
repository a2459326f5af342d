"""Hazard effects cancelled on a company for the rest of the turn: the ``cancel-hazard-effects`` primitive
(``primitives/hazard_cancels.py``) and the duplication scope ``in company`` (CRF 22, Card Errata and Rulings,
Govern the Storms, Piercing All Shadows, Promptings of Wisdom)."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.primitives import hazard_cancels
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def _moving(tap_first: bool, kinds=None):
    """Fellowship (Aragorn II with Promptings of Wisdom, Legolas) and Dwarves (Kili) move from Rivendell to
    Weathertop and Bree under Doors of Night; Bob plays Long Winter then Snowstorm in Fellowship's phase."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.company("Dwarves", ["Kili"], site="Rivendell")
    setup.in_play("Promptings of Wisdom", on="Aragorn II")
    setup.in_play("Doors of Night")
    setup.hand("Bob", ["Snowstorm", "Long Winter"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    if tap_first:
        game.apply(UseAbility("Alice", "Promptings of Wisdom", "cancel hazard effects"))
        both_pass(game)
        game.apply(Roll("Alice", 6, s.pending.purpose))
    game.apply(DeclareMovement("Alice", "Fellowship", "Weathertop"))
    game.apply(DeclareMovement("Alice", "Dwarves", "Bree", ("Rhudaur", "Arthedain")))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    game.apply(PlayEvent("Bob", "Snowstorm"))
    both_pass(game)
    return game


def test_one_tap_cancels_both_kinds_of_hazard_effect_on_the_rangers_company_only():
    s = _moving(tap_first=True).state
    assert s.find("Aragorn II").tapped
    fellowship = s.companies["Fellowship"]
    assert fellowship.moving and not fellowship.returned                 # Snowstorm's return cancelled
    assert not s.find("Weathertop").tapped                               # Long Winter's tapping cancelled
    assert s.find("Rivendell").zone == "in play" and not s.find("Rivendell").tapped
    s = _moving(tap_first=False).state
    assert s.companies["Fellowship"].returned and s.find("Weathertop").zone == "location deck"
    assert "Long Winter taps Weathertop" in s.log


def test_only_hazard_effects_are_cancelled_and_the_protection_is_the_companys():
    game = _moving(tap_first=True)
    s = game.state
    long_winter, rivendell = s.find("Long Winter").id, s.find("Rivendell").id
    assert hazard_cancels.cancelled(s, long_winter, "Fellowship", "return-to-origin")
    assert hazard_cancels.cancelled(s, long_winter, "Dwarves", "return-to-origin") is None
    assert hazard_cancels.cancelled(s, s.find("Promptings of Wisdom").id, "Fellowship", "return-to-origin") is None
    assert hazard_cancels.site_spared(s, long_winter, s.find("Weathertop").id)
    assert hazard_cancels.site_spared(s, long_winter, rivendell)           # its current site while it moves
    assert hazard_cancels.site_spared(s, long_winter, s.find("Bree").id) is None


def test_one_copy_in_a_given_company():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Faramir"], site="Rivendell")
    setup.company("Rangers", ["Beregond", "Anborn"], site="Rivendell")
    setup.in_play("Promptings of Wisdom", on="Aragorn II")
    setup.hand("Alice", ["a second Promptings of Wisdom"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "the second Promptings of Wisdom", "Faramir")).code == "cannot-be-duplicated"
    assert game.check(PlayEvent("Alice", "the second Promptings of Wisdom", "Anborn"))            # another company
    no_ranger = game.check(PlayEvent("Alice", "the second Promptings of Wisdom", "Beregond"))
    assert no_ranger.code == "invalid-target"


def test_the_tap_primitive_of_a_hazard_leaves_a_protected_companys_sites_alone():
    from meccg_rules.engine.core import behaviour as B
    from meccg_rules.engine.core.chain import Declared
    from meccg_rules.engine.primitives.effects import tap
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Weathertop", origin="Rivendell")
    setup.company("Elves", ["Legolas"], site="Bree")
    setup.in_play("Promptings of Wisdom", on="Aragorn II")
    setup.hand("Bob", ["Long Winter"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    s = game.state
    hazard = s.find("Long Winter").id
    hazard_cancels.record(s, s.find("Promptings of Wisdom").id, "Fellowship", ("tap-site",))
    tap(game, Declared("Bob", "event", hazard), B.Tap(do="tap", who="sites", path_has=("wilderness",),
                                                      path_at_least=2))
    assert not s.find("Weathertop").tapped and s.find("Bree").tapped
