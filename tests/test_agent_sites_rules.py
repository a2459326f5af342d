"""A face-up agent's current site is a site card in play (agents/agent_sites.py; CoE 4.2, 4.2.1, 4.2.4; CRF 22,
Rulings by Term > Agent): placed as the agent is revealed, kept when it turns face-down, back to the location deck
when the agent leaves play or leaves the site face-up; the sites it came through face-down are never in play: they
are site cards out of the location deck, lying face-down with it (CoE 4.1), back in the deck as it moves back,
returns home, leaves play or is revealed (the current one then turning face-up in play)."""
from meccg_rules.engine.agents.actions import AgentAction, RevealAgent
from meccg_rules.engine.agents.agent_actions import FACE_DOWN, MOVE
from meccg_rules.engine.agents.agent_sites import sync, trail_cards
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE
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


def face_down_anarin(deck=("Dimrill Dale",)):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.agent("Bob", "Anarin", "Moria", True)   # where he came into play: no card (Inner Cunning)
    setup.location_deck("Bob", list(deck))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def lying_with(game, agent):
    s = game.state
    return [i.name for i in trail_cards(s, s.find(agent))]


def test_a_face_down_agent_s_new_site_comes_from_the_location_deck_and_lies_face_down_with_it():
    """CoE 4.1: each new site placed face-down on the ones before; not in play (4.2.1, 4.2.4)."""
    game = face_down_anarin()
    s = game.state
    dale = s.find("Dimrill Dale")
    assert lying_with(game, "Anarin") == [] and dale.zone == LOCATION_DECK
    game.apply(AgentAction("Bob", "Anarin", MOVE, "Dimrill Dale"))
    assert dale.zone == OFF_TO_THE_SIDE and dale.attached_to == s.find("Anarin").id and dale.agent_of
    assert not any(i.name == "Dimrill Dale" for i in s.in_zone(LOCATION_DECK, "Bob")) and agent_sites(game) == []


def test_moving_back_returning_home_and_leaving_play_send_the_cards_back_to_the_location_deck():
    game = face_down_anarin()
    s = game.state
    anarin, dale = s.find("Anarin"), s.find("Dimrill Dale")
    anarin.agent_trail, anarin.agent_site = ("Moria", "Dimrill Dale", "Ost-in-Edhil"), "Ost-in-Edhil"
    sync(s)   # (two moves face-down; the deck held no Ost-in-Edhil: the engine gives one)
    assert lying_with(game, "Anarin") == ["Dimrill Dale", "Ost-in-Edhil"]
    edhil = s.find("Ost-in-Edhil")
    anarin.agent_trail, anarin.agent_site = ("Moria", "Dimrill Dale"), "Dimrill Dale"   # moved back (CoE 4.1)
    sync(s)
    assert lying_with(game, "Anarin") == ["Dimrill Dale"] and edhil.zone == LOCATION_DECK and not edhil.agent_of
    anarin.agent_trail, anarin.agent_site = ("Moria",), "Moria"   # returned to a home site (CoE 4.1)
    sync(s)
    assert lying_with(game, "Anarin") == [] and dale.zone == LOCATION_DECK
    anarin.agent_trail, anarin.agent_site = ("Moria", "Dimrill Dale"), "Dimrill Dale"
    sync(s)
    assert dale.zone == OFF_TO_THE_SIDE
    s.move(anarin.id, DISCARD)   # returned, not discarded with the cards off to the side of him (CoE 4.2.1)
    assert dale.zone == LOCATION_DECK and not dale.agent_of


def test_revealed_the_current_site_turns_face_up_in_play_and_the_earlier_ones_go_back():
    game = face_down_anarin(deck=("Dimrill Dale", "Ost-in-Edhil"))
    s = game.state
    anarin, dale, edhil = s.find("Anarin"), s.find("Dimrill Dale"), s.find("Ost-in-Edhil")
    anarin.agent_trail, anarin.agent_site = ("Moria", "Dimrill Dale", "Ost-in-Edhil"), "Ost-in-Edhil"
    sync(s)
    game.apply(RevealAgent("Bob", "Anarin"))
    assert edhil.zone == IN_PLAY and edhil.agent_of == anarin.id   # the same card, face-up (CoE 4.2)
    assert dale.zone == LOCATION_DECK and lying_with(game, "Anarin") == []   # only checked (CoE 4.2.1)
    assert [i.name for i in s.in_zone(LOCATION_DECK, "Bob")] == ["Dimrill Dale"]


def _scenario(text: str):
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    return run_block(parse_block(text, "test.md", 1))


def _rescue(location_deck: str, expect: str) -> None:
    """Bob's face-down Anarin moves from Moria to Dimrill Dale, taking that card from his location deck, then Giant
    Spiders' strike comes to Legolas: may Bob play Flies and Spiders on him?"""
    _scenario(f"""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
  Bob's agent Anarin is face-down at Moria.
  Bob holds Giant Spiders, Flies and Spiders.
  Bob's location deck holds {location_deck}.
  It is the movement/hazard phase of Fellowship.
Play
  Bob moves the agent Anarin to Dimrill Dale.
  Bob plays Giant Spiders keyed to Wilderness.
  Both players pass.
  Alice assigns a strike to Legolas.
  Alice assigns a strike to Gimli.
  Alice resolves Legolas's strike.
Expect
{expect}
  Alice must roll for Legolas's strike.
""")


def test_a_site_lying_with_a_face_down_agent_cannot_be_a_host_s_rescue_site():
    """A site card lying with a face-down agent is out of its player's location deck (CoE 4.1), and a hazard host is
    played only if its rescue site can come from that deck (CoE 3.III.2): Bob's only Dimrill Dale lies with Anarin."""
    _rescue("Dimrill Dale", "  Dimrill Dale is off to the side with Anarin.\n"
            "  Bob cannot play Flies and Spiders on Legolas: no rescue site is available for that character.")


def test_a_second_copy_in_the_location_deck_may_be_the_rescue_site():
    _rescue("Dimrill Dale, a second Dimrill Dale", "  Bob can play Flies and Spiders on Legolas.")
