"""The hazard limit and what changes it while it lasts (CoE 2.IV.iii.1; CRF 22, Playing Hazards: the limit is
checked at declaration and at resolution, and reverts when a card modifying it leaves play [CoE 2024])."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlaceOnGuard
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.setup import Setup


def grey(*in_play, alice=(), bob=(), characters=("Gandalf", "Frodo"), site="Moria", origin="Lórien"):
    setup = Setup("Alice", "Bob")
    setup.company("Grey", list(characters), site=site, origin=origin)
    for card in in_play:
        setup.in_play(card)
    setup.hand("Alice", list(alice))
    setup.hand("Bob", list(bob))
    setup.set_phase("movement/hazard", "Grey")
    return setup.build()


def test_eyes_of_the_shadow_adds_two_for_a_small_moving_company_with_a_wizard():
    assert hazard_limit(grey("Eyes of the Shadow").state) == 4
    assert hazard_limit(grey("Eyes of the Shadow", characters=("Aragorn II", "Frodo")).state) == 2   # a ranger
    assert hazard_limit(grey("Eyes of the Shadow", characters=("Glorfindel II", "Frodo")).state) == 4  # mind 8
    big = ("Gandalf", "Aragorn II", "Legolas", "Gimli")
    assert hazard_limit(grey("Eyes of the Shadow", characters=big).state) == 4         # size four: no bonus
    assert hazard_limit(grey("Eyes of the Shadow", origin=None).state) == 2            # not moving: no bonus


def test_eyes_of_the_shadow_needs_gates_of_morning_out_of_play():
    game = grey("Gates of Morning", bob=["Eyes of the Shadow"])
    assert game.check(PlayEvent("Bob", "Eyes of the Shadow")).code == "condition-missing"


def test_twilight_cancels_an_environment_and_the_limit_reverts_by_resolution():
    game = grey("Eyes of the Shadow", alice=["Twilight"], bob=["River", "Lure of Expedience", "Foolish Words",
                                                                "Weariness of the Heart"])
    s = game.state
    game.apply(PlayEvent("Bob", "River", "Moria"))
    both_pass(game)
    game.apply(PlayEvent("Bob", "Foolish Words", "Frodo"))
    both_pass(game)
    game.apply(PlaceOnGuard("Bob", "Lure of Expedience", "Grey"))
    both_pass(game)
    assert hazard_limit(s) == 4 and s.companies["Grey"].hazards_played == 3
    game.apply(PlayEvent("Bob", "Weariness of the Heart", "Frodo", "the prowess penalty"))   # 3 < 4: declared
    game.apply(PlayEvent("Alice", "Twilight", "Eyes of the Shadow"))                         # a resource here
    both_pass(game)
    assert s.find("Eyes of the Shadow").zone == "discard pile" and hazard_limit(s) == 2
    assert s.find("Weariness of the Heart").zone == "discard pile"      # 4 declared against 2: cancelled
    assert s.companies["Grey"].hazards_played == 4                      # Twilight did not count


def test_twilight_as_a_hazard_at_any_time_and_not_against_the_limit():
    setup = Setup("Alice", "Bob")
    setup.company("Grey", ["Gandalf"], site="Moria", origin="Lórien")
    setup.in_play("Gates of Morning")
    setup.hand("Bob", ["Twilight"])
    game = setup.build()                                                # the site phase of Grey
    game.apply(PlayEvent("Bob", "Twilight", "Gates of Morning"))
    both_pass(game)
    assert game.state.find("Gates of Morning").zone == "discard pile"


def test_twilight_cancels_an_environment_declared_earlier_in_the_chain():
    game = grey(alice=["Twilight"], bob=["Eyes of the Shadow"])
    s = game.state
    game.apply(PlayEvent("Bob", "Eyes of the Shadow"))
    game.apply(PlayEvent("Alice", "Twilight", "Eyes of the Shadow"))
    both_pass(game)
    assert s.find("Eyes of the Shadow").zone == "discard pile" and not s.chains
    assert game.check(PlayEvent("Alice", "Twilight", "Gandalf")).code in ("not-in-hand",)


def test_gates_of_morning_and_doors_of_night_discard_each_others_environments():
    game = grey("Eyes of the Shadow", "Doors of Night", alice=["Gates of Morning"])
    s = game.state
    game.apply(PlayEvent("Alice", "Gates of Morning"))
    both_pass(game)
    assert s.find("Eyes of the Shadow").zone == "discard pile" and s.find("Doors of Night").zone == "discard pile"
    assert hazard_limit(s) == 2
    game = grey("Gates of Morning", bob=["Doors of Night"])
    game.apply(PlayEvent("Bob", "Doors of Night"))
    both_pass(game)
    assert game.state.find("Gates of Morning").zone == "discard pile"


def test_lost_in_the_wilderness_adds_one_per_wilderness():
    game = grey(bob=["Lost in the Wilderness"], characters=("Aragorn II", "Legolas"))
    game.apply(PlayEvent("Bob", "Lost in the Wilderness", "Grey"))
    both_pass(game)
    assert hazard_limit(game.state) == 4                               # Lórien to Moria: two Wildernesses
    setup = Setup("Alice", "Bob")
    setup.company("Still", ["Aragorn II"], site="Bree")
    setup.hand("Bob", ["Lost in the Wilderness"])
    setup.set_phase("movement/hazard", "Still")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Lost in the Wilderness", "Still")).code == "company-staying"
    assert game.check(Pass("Bob")).code == "no-chain"
