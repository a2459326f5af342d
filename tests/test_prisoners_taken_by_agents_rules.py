"""An agent's attack that takes prisoners (``engine/agents/prisoners_taken_by_agents.py``, ``engine/prisoners``: To
Get You Away, CoE 3.III): played by tapping an agent of any skill at the company's new site, a rescue site among
the agent's home sites in the hazard player's location deck, named if there are several; a successful strike takes
the character prisoner there and the agent returns to it; the rescue-attack has the agent's race."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.prisoners import rescue_attempts
from meccg_rules.engine.prisoners.actions import AttemptRescue
from meccg_rules.engine.setup import Setup


def _game(location_deck, agent_tapped=False, opponent=None, face_down=False):
    """Fellowship (Alice) moving from Rivendell to Bree (staying at Bree against a minion player); Bill Ferny (home
    sites Bree, Cameth Brin) face-up at Bree."""
    setup = Setup("Alice", "Bob")
    if opponent:
        setup.alignment("Alice", opponent)
        setup.company("Fellowship", ["Ciryaher"], site="Bree")
    else:
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", face_down)
    if agent_tapped:
        setup.tap("Bill Ferny")
    setup.location_deck("Bob", list(location_deck))
    setup.hand("Bob", ["To Get You Away"])
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def _strike_on_legolas(game, roll=2, named=""):
    game.apply(PlayEvent("Bob", "To Get You Away", "Fellowship", named=named) if named else
               PlayEvent("Bob", "To Get You Away", "Fellowship"))
    both_pass(game)
    game.apply(AssignStrike("Bob", "Legolas"))   # the attacker chooses
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", roll, "Legolas's strike"))
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))
    return game


def test_played_by_tapping_an_agent_of_any_skill_off_the_hazard_limit():
    game = _game(["Cameth Brin"])
    game.apply(PlayEvent("Bob", "To Get You Away", "Fellowship"))
    assert game.state.find("Bill Ferny").tapped and game.state.current_company().hazards_played == 0
    assert _game(["Cameth Brin"], agent_tapped=True).check(
        PlayEvent("Bob", "To Get You Away", "Fellowship")).code == "no-agent-to-tap"


def test_a_home_site_of_the_agent_must_be_in_the_location_deck_wherever_it_lies():
    assert _game(["Moria"]).check(PlayEvent("Bob", "To Get You Away", "Fellowship")).code == "no-rescue-site"
    assert _game(["Cameth Brin"]).check(PlayEvent("Bob", "To Get You Away", "Fellowship"))   # in Rhudaur


def test_not_against_a_minion_player():
    verdict = _game(["Cameth Brin"], opponent="Ringwraith").check(PlayEvent("Bob", "To Get You Away", "Fellowship"))
    assert verdict.code == "not-against-ringwraith"


def test_several_home_sites_the_attacker_names_his_choice():
    game = _game(["a second Bree", "Cameth Brin"], face_down=True)   # (a face-up one's Bree is in play)
    assert game.check(PlayEvent("Bob", "To Get You Away", "Fellowship")).code == "must-name-rescue-site"
    assert game.check(PlayEvent("Bob", "To Get You Away", "Fellowship", named="Cameth Brin"))
    _strike_on_legolas(game, named="Cameth Brin")
    s = game.state
    host = s.find("To Get You Away")
    assert s.find("Legolas").attached_to == host.id and _site(s, host).name == "Cameth Brin"


def _site(s, host):
    return next(i for i in s.off_to_the_side(host.id) if i.card.is_site)


def test_a_successful_strike_takes_him_prisoner_at_the_home_site_and_the_agent_returns_there():
    game = _strike_on_legolas(_game(["Cameth Brin"]))   # 2 + 5 (Legolas) = 7 against 6 + 2 +2 (at home) = 10
    s = game.state
    legolas, host = s.find("Legolas"), s.find("To Get You Away")
    assert legolas.zone == OFF_TO_THE_SIDE and legolas.attached_to == host.id and not legolas.wounded
    assert host.zone == IN_PLAY and _site(s, host).name == "Cameth Brin" and _site(s, host).owner == "Bob"
    assert s.find("Bill Ferny").agent_site == "Cameth Brin"


def test_a_failed_strike_takes_no_one_and_the_card_is_discarded():
    game = _strike_on_legolas(_game(["Cameth Brin"]), roll=12)
    both_pass(game)
    game.apply(Roll("Alice", 2, "Bill Ferny's body check"))   # not above his body: he stays, wounded
    s = game.state
    assert s.combat is None
    assert s.find("Legolas").zone == IN_PLAY and s.find("To Get You Away").zone == DISCARD
    assert [i.zone for i in s.cards.values() if i.name == "Cameth Brin"] == [LOCATION_DECK]
    assert s.find("Bill Ferny").agent_site == "Bree"


def test_the_rescue_attack_has_the_agents_race():
    game = _strike_on_legolas(_game(["Cameth Brin"]))
    s = game.state
    host = s.find("To Get You Away")
    s.turn.phase, s.turn.company = "site", "Fellowship"   # (the attempt itself, wherever the company is)
    rescue_attempts.attempt(game, AttemptRescue("Alice", host.id))
    combat = s.combat
    assert combat is not None and combat.attack.kind == "rescue-attack"
    assert (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Man", 3, 8)


def test_no_agent_tapped_at_the_new_site_as_it_resolves_no_attack_and_the_card_is_discarded():
    game = _game(["Cameth Brin"])
    game.apply(PlayEvent("Bob", "To Get You Away", "Fellowship"))
    game.state.find("Bill Ferny").tapped = False   # (its active condition undone before the card resolves)
    both_pass(game)
    s = game.state
    assert s.combat is None and s.find("To Get You Away").zone == DISCARD   # a host holding no card (CoE 3.III.7)


def test_with_two_agents_it_may_tap_the_play_is_refused_as_not_modelled():
    """Its one name is the rescue site's: which of two agents taps is not said, so the engine does not take the first
    without a word."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", False)
    setup.agent("Bob", "Lobelia Sackville-Baggins", "Bree", False)
    setup.location_deck("Bob", ["Cameth Brin"])
    setup.hand("Bob", ["To Get You Away"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    verdict = game.check(PlayEvent("Bob", "To Get You Away", "Fellowship"))
    assert verdict.code == "not-modelled" and "naming both the agent and the rescue site" in str(verdict)
