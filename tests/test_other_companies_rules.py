"""A company's site phase and its player's other companies (CoE 2.V.9; site_phase/other_companies.py), the cards
that may be played from any company then (CRF 22, Marvels Told, Voices of Malice), and what they are played on: a
hazard long- or permanent-event, no environment, the sage who taps making the corruption check."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _site_phase(council_entered=False, hand=("Marvels Told", "Wielded Twice")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.company("Council", ["Elrond", "Glorfindel II"], site="Rivendell")
    setup.give("Elrond", ["Glamdring"])
    setup.tap("Glamdring")
    setup.in_play("Foolish Words", on="Aragorn II")
    setup.in_play("Doors of Night")
    setup.hand("Alice", list(hand))
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    if council_entered:
        setup.faced("Council")
    return setup.build()


def test_another_company_acts_only_once_it_has_entered_its_site():
    game = _site_phase()
    verdict = game.check(PlayEvent("Alice", "Wielded Twice", "Glamdring", actor="Elrond"))
    assert verdict.code == "other-company-not-entered"
    game = _site_phase(council_entered=True)
    assert game.check(PlayEvent("Alice", "Wielded Twice", "Glamdring", actor="Elrond")).allowed


def test_marvels_told_from_any_company_on_a_hazard_event_that_is_no_environment():
    game = _site_phase()
    assert game.check(PlayEvent("Alice", "Marvels Told", "Doors of Night", actor="Elrond")).code == "invalid-target"
    assert game.check(PlayEvent("Alice", "Marvels Told", "Glamdring", actor="Elrond")).code == "invalid-target"
    assert game.check(PlayEvent("Alice", "Marvels Told", "Foolish Words", actor="Legolas")).code == "invalid-target"
    game.apply(PlayEvent("Alice", "Marvels Told", "Foolish Words", actor="Elrond"))
    both_pass(game)
    assert str(game.to_act()) == "Alice must roll for Elrond's corruption check"
    game.apply(Roll("Alice", 4, "Elrond's corruption check"))
    s = game.state
    assert s.find("Foolish Words").zone == "discard pile" and s.find("Elrond").tapped
    assert any(line.startswith("Elrond's corruption check: 4 (roll) -2") for line in s.log)


def test_wielded_twice_untaps_an_item_in_the_sages_own_company_only():
    game = _site_phase(council_entered=True)
    assert game.check(PlayEvent("Alice", "Wielded Twice", "Glamdring", actor="Glorfindel II")).allowed
    game = Setup("Alice", "Bob")
    game.company("Fellowship", ["Aragorn II", "Elrond"], site="Rivendell")
    game.company("Council", ["Glorfindel II"], site="Rivendell")
    game.give("Aragorn II", ["Glamdring"])
    game.tap("Glamdring")
    game.hand("Alice", ["Wielded Twice"])
    game.set_phase("organization")
    built = game.build()
    assert built.check(PlayEvent("Alice", "Wielded Twice", "Glamdring", actor="Elrond")).allowed
    assert built.check(PlayEvent("Alice", "Wielded Twice", "Glamdring", actor="Glorfindel II")).code == \
        "invalid-target"
