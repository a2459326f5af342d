"""An agent's site cards from a location deck the example states (agents/stated_agent_sites.py; CoE 4.1, 4.2.2):
a move needs an available card of the site there, so does a face-up agent's return to a home site (not the one it
is at, whose card goes back first, nor a face-down one's), and an agent revealed at a home site it stayed at with no
card of it there is discarded at the end of the turn. An unstated location deck holds every site, as before."""
import pytest

from meccg_rules.engine.agents.actions import AgentAction, RevealAgent
from meccg_rules.engine.agents.agent_actions import MOVE, RETURN
from meccg_rules.engine.agents.agent_sites import trail_cards
from meccg_rules.engine.agents.hero_site_cards import discard_without_site, without_site
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE
from meccg_rules.engine.setup import Setup


def game_with(deck, site="Bree", face_down=False):
    """Bob's Bill Ferny (home sites Bree, Cameth Brin) at ``site``; Bob's location deck ``deck``,
    stated if it lists any site."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", site, face_down)
    setup.location_deck("Bob", list(deck))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def in_deck(game, name):
    return [i for i in game.state.in_zone(LOCATION_DECK, "Bob") if i.name == name]


def agent_site_in_play(game):
    return [i for i in game.state.cards.values() if i.agent_of and i.zone == IN_PLAY]


@pytest.mark.parametrize("face_down", [False, True])
def test_a_move_needs_a_card_of_the_site_in_a_stated_location_deck(face_down):
    game = game_with(["Moria"], face_down=face_down)
    verdict = game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))
    assert not verdict and verdict.code == "agent-no-site-card" and "CoE 4.1" in verdict.sentence
    assert "Weathertop" in verdict.sentence


def test_with_the_card_there_the_move_places_it():
    game = game_with(["Weathertop"])
    (card,) = in_deck(game, "Weathertop")
    game.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))
    assert card.zone == IN_PLAY and card.agent_of == game.state.find("Bill Ferny").id


def test_a_face_down_move_takes_the_card_from_the_stated_deck():
    game = game_with(["Weathertop"], face_down=True)
    (card,) = in_deck(game, "Weathertop")
    game.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))
    assert card.zone == OFF_TO_THE_SIDE and trail_cards(game.state, game.state.find("Bill Ferny")) == [card]


def test_an_unstated_location_deck_holds_every_site():
    game = game_with([])
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))


def test_a_face_up_return_to_a_home_site_needs_its_card():
    game = game_with(["Weathertop"], site="Weathertop")
    verdict = game.check(AgentAction("Bob", "Bill Ferny", RETURN, "Bree"))
    assert not verdict and verdict.code == "agent-no-site-card"


def test_returning_to_the_home_site_it_is_at_gives_its_own_card_back_first():
    game = game_with(["Moria"])   # Bree's card is in play with him, not in the deck
    assert agent_site_in_play(game) and not in_deck(game, "Bree")
    assert game.check(AgentAction("Bob", "Bill Ferny", RETURN, "Bree"))


def test_a_face_down_return_places_no_card():
    game = game_with(["Weathertop"], site="Weathertop", face_down=True)
    assert game.check(AgentAction("Bob", "Bill Ferny", RETURN, "Bree"))


def test_revealed_at_a_home_site_with_no_card_of_it_the_agent_is_discarded_at_the_end_of_the_turn():
    game = game_with(["Moria"], face_down=True)
    s = game.state
    agent = s.find("Bill Ferny")
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    assert agent.revealed and agent.agent_site == "Bree" and without_site(s, agent)
    assert agent_site_in_play(game) == []   # no card placed with him (CoE 4.2.2)
    discard_without_site(s)
    assert agent.zone == DISCARD


def test_revealed_with_a_card_of_it_there_the_card_is_placed_and_the_agent_stays():
    game = game_with(["a second Bree"], face_down=True)   # (the first is Alice's, her company's site)
    s = game.state
    agent = s.find("Bill Ferny")
    (card,) = in_deck(game, "Bree")
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    assert card.zone == IN_PLAY and card.agent_of == agent.id and not without_site(s, agent)
    discard_without_site(s)
    assert agent.zone == IN_PLAY


def test_revealed_where_it_moved_its_card_lies_with_it_already():
    game = game_with(["Weathertop"], face_down=True)
    s = game.state
    agent = s.find("Bill Ferny")
    s.turn.per_turn.clear()
    game.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    assert not without_site(s, agent) and [i.name for i in agent_site_in_play(game)] == ["Weathertop"]
