"""A strike that captures its character (combat/captured_characters.py, the primitive ``discard-if-strike-succeeds``
and the condition ``attack_at_home_dragon``: Exile of Solitude; CRF 22, Card Errata and Rulings > Exile of Solitude):
played in the site phase on a strike of an At Home Dragon's automatic-attack (``timing.automatic_attacks``, not
counted against the hazard limit), never on the lair's own; a successful strike discards the character with no
wound and no body check, with his non-follower cards, his followers staying; a strike that does not succeed does
nothing more."""
from helpers import both_pass, to_site_phase

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _at_smaugs_strike():
    """Fellowship at The Lonely Mountain with Smaug at Home in play: the lair's own attack beaten by Legolas, then
    Smaug at Home's two strikes on Aragorn II (with a dagger and Beregond his follower) and Beregond."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Beregond", "Legolas"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    setup.follower("Beregond", "Aragorn II")
    setup.give("Aragorn II", ["Dagger of Westernesse"])
    setup.in_play("Smaug at Home")
    setup.hand("Bob", ["Exile of Solitude"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    to_site_phase(game)
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    assert game.check(PlayEvent("Bob", "Exile of Solitude", "Legolas")).code == "invalid-target"   # the lair's own
    game.apply(Roll("Alice", 12, "Legolas's strike"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Beregond"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    return game


def test_a_successful_strike_discards_him_and_his_non_follower_cards_without_a_body_check():
    game = _at_smaugs_strike()
    played = game.state.current_company().hazards_played
    game.apply(PlayEvent("Bob", "Exile of Solitude", "Aragorn II"))
    both_pass(game)
    assert game.state.current_company().hazards_played == played   # not counted against the hazard limit
    game.apply(Roll("Alice", 2, "Aragorn II's strike"))
    s = game.state
    aragorn, beregond = s.find("Aragorn II"), s.find("Beregond")
    assert aragorn.zone == DISCARD and not aragorn.eliminated and not s.chains   # no body check follows
    assert s.find("Dagger of Westernesse").zone == DISCARD
    assert beregond.zone == IN_PLAY and beregond.uncontrolled


def test_a_strike_that_does_not_succeed_captures_no_one_and_has_one_less_prowess():
    game = _at_smaugs_strike()
    game.apply(PlayEvent("Bob", "Exile of Solitude", "Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Aragorn II's strike"))      # 6 + 1 + 10 = 17 against 18 - 1: ineffectual
    aragorn = game.state.find("Aragorn II")
    assert aragorn.zone == IN_PLAY and aragorn.tapped and not aragorn.wounded
    assert not [o for o in game.state.ongoing if o.target == aragorn.id]   # it ended with the strike
