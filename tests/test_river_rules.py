"""River as corrected (CRF 22, Card Errata and Rulings > River): a company that has moved to the site must do nothing
in its site phase unless a ranger of it taps, one for each River, by the beginning of that site phase
(``site_phase/idle_unless_tapped.py``)."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import TapToCancelIdle
from meccg_rules.engine.setup import Setup


def _rivers(count):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Faramir", "Legolas"], site="Barrow-downs", origin="Rivendell")
    setup.hand("Bob", ["River", "a second River"][:count])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    for which in ["the first River", "the second River"][:count] if count > 1 else ["River"]:
        game.apply(PlayEvent("Bob", which, "Barrow-downs"))
        game.apply(Pass("Alice"))
        game.apply(Pass("Bob"))
    return game


def test_each_river_waits_for_its_own_ranger():
    game = _rivers(2)
    company = game.state.companies["Fellowship"]
    assert company.idle and not company.does_nothing and len(company.idle_unless_tapped) == 2
    assert "must do nothing unless a ranger taps for first River" in game.describe()
    game.apply(TapToCancelIdle("Alice", "Faramir", "the first River"))
    assert company.idle and [game.state._name(c) for c, _ in company.idle_unless_tapped] == ["second River"]
    game.apply(TapToCancelIdle("Alice", "Aragorn II", "the second River"))
    assert not company.idle


def test_a_card_with_no_such_effect_is_refused():
    game = _rivers(1)
    verdict = game.check(TapToCancelIdle("Alice", "Aragorn II", "Barrow-downs"))
    assert (verdict.allowed, verdict.code) == (False, "invalid-target")
    assert game.check(TapToCancelIdle("Alice", "Legolas", "River")).code == "not-of-skill"
