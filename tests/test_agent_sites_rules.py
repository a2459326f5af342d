"""A face-up agent's current site is a site card in play (agents/agent_sites.py; CoE 4.2, 4.2.1, 4.2.4; CRF 22,
Rulings by Term > Agent): placed as the agent is revealed, kept when it turns face-down, back to the location deck
when the agent leaves play or leaves the site face-up; the sites it came through face-down are never in play."""
from meccg_rules.engine.agents.actions import AgentAction, RevealAgent
from meccg_rules.engine.agents.agent_actions import FACE_DOWN
from meccg_rules.engine.agents.agent_sites import sync
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK
from meccg_rules.engine.setup import Setup


def game_with(site, face_down):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", site, face_down)
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def agent_sites(game):
    return [i for i in game.state.cards.values() if i.agent_of and i.zone == IN_PLAY]


def test_revealing_puts_the_agent_s_site_in_play_and_leaving_play_sends_it_back():
    game = game_with("Bree", face_down=True)
    s = game.state
    assert agent_sites(game) == []
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    (site,) = agent_sites(game)
    assert site.owner == "Bob" and site.name == "Bree"
    assert site is not s.cards[s.companies["Fellowship"].site]   # his own card, not Alice's
    s.move(s.find("Bill Ferny").id, DISCARD)
    sync(s)
    assert site.zone == LOCATION_DECK and not site.agent_of


def test_an_agent_turned_face_down_keeps_its_site_face_up_in_play():
    game = game_with("Weathertop", face_down=False)
    assert [i.name for i in agent_sites(game)] == ["Weathertop"]
    game.apply(AgentAction("Bob", "Bill Ferny", FACE_DOWN))
    assert not game.state.find("Bill Ferny").revealed
    assert [i.name for i in agent_sites(game)] == ["Weathertop"]
