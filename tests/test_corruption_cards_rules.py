"""Removing corruption cards (CoE 7.3, 7.3.1; CRF 22, Rulings by Term > Corruption): tapped, or untapped at -3;
an untapped attempt only when no attempt was made that turn, and nothing after it."""
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.corruption.actions import RemoveCorruptionCard
from meccg_rules.engine.setup import Setup

PURPOSE = "the removal of Lure of Expedience"


def _faramir(phase="organization", tapped=False):
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Faramir", "Aragorn II"], site="Rivendell")
    setup.in_play("Lure of Expedience", on="Faramir")
    if tapped:
        setup.tap("Faramir")
    setup.set_phase(phase, "Rangers" if phase in ("movement/hazard", "site") else None)
    return setup.build()


TAPPING = RemoveCorruptionCard("Alice", "Faramir", "Lure of Expedience")
UNTAPPED = RemoveCorruptionCard("Alice", "Faramir", "Lure of Expedience", tapping=False)


def _attempt(game, action, roll):
    game.apply(action)
    both_pass(game)
    game.apply(Roll("Alice", roll, PURPOSE))


def test_a_tapped_attempt_discards_the_card_above_its_number():
    game = _faramir()
    _attempt(game, TAPPING, 6)
    assert game.state.find("Lure of Expedience").zone == "discard pile"
    assert game.state.find("Faramir").tapped


def test_a_tapped_attempt_at_its_number_fails():
    game = _faramir()
    _attempt(game, TAPPING, 5)
    assert game.state.find("Lure of Expedience").zone == "in play"


def test_an_untapped_attempt_takes_minus_three_and_leaves_the_character_untapped():
    game = _faramir()
    _attempt(game, UNTAPPED, 8)                         # 8 - 3 = 5: not above 5
    assert game.state.find("Lure of Expedience").zone == "in play"
    assert not game.state.find("Faramir").tapped
    game = _faramir()
    _attempt(game, UNTAPPED, 9)                         # 6: above 5
    assert game.state.find("Lure of Expedience").zone == "discard pile"


def test_an_untapped_attempt_is_open_to_a_tapped_character():
    game = _faramir(tapped=True)
    assert game.check(TAPPING).code == "character-tapped"
    assert game.check(UNTAPPED)


def test_no_untapped_attempt_after_any_attempt_this_turn():
    game = _faramir()
    _attempt(game, TAPPING, 3)
    game.state.untap(game.state.find("Faramir").id)     # something untapped him: he may tap again (7.3.1)
    assert game.check(TAPPING)
    verdict = game.check(UNTAPPED)
    assert verdict.code == "removal-attempted"
    assert "7.3" in verdict.rule


def test_no_attempt_at_all_after_an_untapped_one():
    game = _faramir()
    _attempt(game, UNTAPPED, 4)
    assert game.check(TAPPING).code == "removal-attempted"
    assert game.check(UNTAPPED).code == "removal-attempted"


def test_only_in_his_organization_phase():
    game = _faramir(phase="end-of-turn")
    assert game.check(TAPPING).code == "wrong-phase"


# ------------------------------------------------------------------ Alone and Unadvised (company_size)
def test_alone_and_unadvised_goes_once_its_bearer_s_company_holds_four_characters():
    from meccg_rules.engine.organization.actions import JoinCompanies
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Faramir", "Aragorn II"], site="Rivendell")
    setup.company("Elves", ["Legolas"], site="Rivendell")
    setup.company("Dwarves", ["Gimli"], site="Rivendell")
    setup.in_play("Alone and Unadvised", on="Faramir")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(JoinCompanies("Alice", "Elves", "Rangers"))          # three characters: it stays
    assert game.state.find("Alone and Unadvised").zone == "in play"
    game.apply(JoinCompanies("Alice", "Dwarves", "Rangers"))        # four: it goes
    assert game.state.find("Alone and Unadvised").zone == "discard pile"


def test_alone_and_unadvised_is_played_only_on_a_company_of_three_characters_or_fewer():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Faramir"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Alone and Unadvised"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert not game.check(PlayEvent("Bob", "Alone and Unadvised", "Legolas")).allowed
