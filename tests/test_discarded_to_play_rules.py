"""A card played by discarding a card of its player's at the site (the conditions ``discards_at_site`` and
``skill_at_site``, playing/discarded_to_play.py): The White Tree as CRF 22 corrects it."""
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _at_minas_tirith(bearers, opponent=()):
    setup = Setup("Alice", "Bob")
    setup.company("Gondor", ["Ioreth", "Faramir", "Beregond"], site="Minas Tirith")
    if opponent:
        setup.company("Visitors", list(opponent), site="Minas Tirith", owner="Bob")
    for who in (*bearers, *opponent):
        setup.give(who, ["a second Sapling of the White Tree" if who == "Beregond" else "Sapling of the White Tree"])
    setup.hand("Alice", ["The White Tree"])
    setup.set_phase("organization")
    return setup.build()


def test_a_sapling_borne_by_the_other_players_character_does_not_count():
    game = _at_minas_tirith([], opponent=["Aragorn II"])
    game2 = _at_minas_tirith(["Faramir"])
    assert game.check(PlayEvent("Alice", "The White Tree", "Alice's Minas Tirith")).code == "nothing-to-discard"
    assert game2.check(PlayEvent("Alice", "The White Tree", "Alice's Minas Tirith"))


def test_the_choice_between_two_saplings_is_not_modelled():
    game = _at_minas_tirith(["Faramir", "Beregond"])
    verdict = game.check(PlayEvent("Alice", "The White Tree", "Minas Tirith"))
    assert verdict.code == "not-modelled" and "choice" in verdict.sentence, verdict


def test_hazards_on_a_company_going_to_minas_tirith_are_refused_while_the_white_tree_is_in_play():
    setup = Setup("Alice", "Bob")
    setup.company("Gondor", ["Faramir"], site="Minas Tirith", origin="Lórien")
    setup.in_play("The White Tree", on="Minas Tirith")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Gondor")
    game = setup.build()
    verdict = game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    assert not verdict and "Haven when hazards are played" in verdict.sentence, verdict


def test_hazards_on_the_opponents_company_going_to_his_own_minas_tirith_are_refused_too():
    """The card names the city: whether its Haven for hazards reaches the other player's copy of Minas Tirith is
    left open, so a hazard there is refused as not modelled as well, never played on as at a plain site."""
    setup = Setup("Bob", "Alice")
    setup.company("Gondor", ["Faramir"], site="Minas Tirith", owner="Alice")
    setup.in_play("The White Tree", on="Alice's Minas Tirith", owner="Alice")
    setup.company("Visitors", ["Aragorn II"], site="Minas Tirith", origin="Lórien", owner="Bob")
    setup.hand("Alice", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Visitors")
    game = setup.build()
    sites = {game.state.companies[c].site for c in game.state.companies}
    assert len(sites) == 2, "each player's company is at his own copy of Minas Tirith"
    verdict = game.check(PlayCreature("Alice", "Orc-patrol", "Wilderness"))
    assert not verdict and "Haven when hazards are played" in verdict.sentence, verdict
