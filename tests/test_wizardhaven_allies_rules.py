"""Allies played at a protected Wizardhaven through a card in play (``allies_at_wizardhavens``; CRF 22, An
Untimely Brood erratum): once each turn over all its player's site phases, tapped site or not."""
from helpers import both_pass

from meccg_rules.engine.game import Game
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.turn.actions import BeginSitePhase, EndSitePhase


def _game(protected: bool = True, tapped: bool = False) -> Game:
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Legolas"], site="Isengard")
    setup.company("Wardens", ["Gimli"], site="Isengard")
    if protected:
        setup.in_play("The Fortress of Isen", on="Isengard", owner="Alice")
    setup.in_play("An Untimely Brood", owner="Alice")
    if tapped:
        setup.tap("Isengard")
    setup.hand("Alice", ["Noble Hound", "a second Noble Hound", "Gandalf"])
    setup.set_phase("site", "Keepers")
    return setup.build()


def test_one_ally_a_turn_over_all_the_site_phases_and_the_site_taps():
    game = _game()
    game.apply(PlayResource("Alice", "Legolas", "the first Noble Hound"))
    both_pass(game)
    assert game.state.find("the first Noble Hound").attached_to == game.state.find("Legolas").id
    assert game.state.find("Isengard").tapped
    game.apply(EndSitePhase("Alice", "Keepers"))
    game.apply(BeginSitePhase("Alice", "Wardens"))
    verdict = game.check(PlayResource("Alice", "Gimli", "the second Noble Hound"))
    assert verdict.code == "not-playable-at-site" and "An Untimely Brood has been used this turn" in verdict.sentence


def test_a_tapped_wizardhaven_but_only_a_protected_one():
    assert _game(tapped=True).check(PlayResource("Alice", "Legolas", "the first Noble Hound"))
    verdict = _game(protected=False).check(PlayResource("Alice", "Legolas", "the first Noble Hound"))
    assert verdict.code == "not-playable-at-site" and "used this turn" not in verdict.sentence


def test_playing_the_card_itself_is_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Legolas"], site="Isengard")
    setup.hand("Alice", ["An Untimely Brood"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "An Untimely Brood")).code == "not-modelled"
